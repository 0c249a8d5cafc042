/**
 * The state of one board at a table, from the first call to the agreed result. Immutable: the
 * engine returns a new state for every action.
 */
import type { Card52, VisibleEvent } from '@tavolo/cards';
import type { BridgeEvent } from './event.js';
import type { Call, Contract, Deal, Seat, Side } from './types.js';

export interface CallMade {
  readonly seat: Seat;
  readonly call: Call;
}

export interface PlayedCard {
  /** The hand the card came from (the dummy's seat for a card the declarer played from it). */
  readonly seat: Seat;
  readonly card: Card52;
}

export interface Trick {
  readonly leader: Seat;
  /** In the order played; four once the trick is complete. */
  readonly cards: readonly PlayedCard[];
  /** Set when the fourth card is played. */
  readonly winner: Seat | null;
}

/**
 * LAW 65: a card a seat has played, kept in the order of play, oriented towards the side
 * that won its trick (`won`) or the opponents (`lost`).
 */
export interface QuittedCard {
  readonly card: Card52;
  readonly trick: number;
  readonly mark: 'won' | 'lost';
}

/** LAW 68-70: a claim or concession under way. */
export interface Claim {
  readonly claimer: Seat;
  /** Of the tricks not yet played, how many the claimer's side wins. */
  readonly tricks: number;
  /** The tricks not yet played when the claim was made. */
  readonly remaining: number;
  readonly statement: string;
  /** LAW 68C: the claimer's cards, shown to all. */
  readonly shown: readonly Card52[];
  /** Each opponent's answer so far, and the claimer's partner's objection (LAW 68B2). */
  readonly answers: Readonly<Partial<Record<Seat, 'accept' | 'dispute' | 'object'>>>;
}

/** Options a board is played with (event settings). */
export interface BoardOptions {
  /**
   * LAW 66C keeps quitted tricks face down until play ends; an event may allow reviewing the
   * last quitted trick online, as the online rules of the major sites do. Default false.
   */
  readonly reviewLastTrick: boolean;
  /**
   * Whether a director attends the table (default true: the Laws assume one). An online table
   * may have none: nobody is bound to answer a call, and a board waiting for a ruling would wait
   * for ever. Without a director the table plays under two rules of its own, one for each call
   * the Laws require (`laws/claim.ts`, `laws/agreement.ts`):
   * - LAW 68D (2017): "if it [the claim] is doubted by any player (dummy included), the
   *   Director must be summoned immediately and Law 70 applies". Without one, a disputed claim
   *   is void and play goes on from where it stopped, as the major online sites do (BBO: a
   *   rejected claim is withdrawn and the hand is played out): `claim-withdrawn`.
   * - LAW 79B: "Se successivamente si crea un disaccordo, deve essere chiamato l'Arbitro".
   *   Without one, the tricks as played stand (the table counted them: no trick is in doubt
   *   online) and the board is scored: `tricks-stand`.
   */
  readonly director: boolean;
}

export type Phase =
  /** The auction (LAW 17-22). */
  | 'auction'
  /** The play, until the thirteenth trick or an agreed claim. */
  | 'play'
  /** A claim or concession waits for the opponents' answers (LAW 68-69). */
  | 'claim'
  /** Play has ended; the sides agree on the tricks won (LAW 79A). */
  | 'agreement'
  /** A disputed claim or a disagreement on the tricks: the director rules (LAW 70, 79B). */
  | 'director'
  /** The result is agreed or ruled. */
  | 'ended';

/** How the tricks of the board were settled. */
export interface BoardResult {
  /** Null when the board was passed out. */
  readonly contract: Contract | null;
  /** The declarer's side's tricks (0..13); 0 when passed out. */
  readonly declarerTricks: number;
  readonly by: 'play' | 'claim' | 'director';
}

export interface BoardState {
  readonly deal: Deal;
  readonly options: BoardOptions;
  readonly phase: Phase;
  readonly auction: readonly CallMade[];
  /** Set when the auction ends with a contract. */
  readonly contract: Contract | null;
  /** The cards each seat still holds, by seat. */
  readonly hands: readonly [
    readonly Card52[],
    readonly Card52[],
    readonly Card52[],
    readonly Card52[],
  ];
  /** Every trick begun, the last one possibly incomplete. */
  readonly tricks: readonly Trick[];
  /** LAW 65: each seat's played cards, in order, with their orientation. */
  readonly quitted: readonly [
    readonly QuittedCard[],
    readonly QuittedCard[],
    readonly QuittedCard[],
    readonly QuittedCard[],
  ];
  readonly claim: Claim | null;
  /** LAW 79A: each side's agreement on the tricks won, once play has ended. */
  readonly agreed: readonly [boolean, boolean];
  readonly result: BoardResult | null;
}

export type { Side };

/** What an action returns: the new state and the events it caused, each with its audience. */
export interface Step {
  readonly state: BoardState;
  readonly events: readonly VisibleEvent<BridgeEvent>[];
}
