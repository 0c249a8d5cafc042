/**
 * What one seat may see of a board (or a spectator, seat null). Everyone sees the board's
 * number, dealer and vulnerability, the auction, the contract, whose turn it is, the trick
 * being played, which side won each quitted trick and each seat's orientation marks (LAW 65B),
 * a claim's statement and shown cards (LAW 68C), the result. A seat sees its own hand; the
 * dummy's hand is seen by all from the opening lead (LAW 41D), never before (not even by the
 * declarer). Quitted tricks lie face down until play ends (LAW 66C), then all may see them
 * (LAW 66D); an event may allow the last one to be reviewed online (`reviewLastTrick`). The
 * other hands are never in a view: the four seats look at one board, and nothing hidden leaks.
 */
import type { Card52 } from '@tavolo/cards';
import { turnOf } from './engine.js';
import { dummyExposed, dummyOf } from './play.js';
import type {
  BoardResult,
  BoardState,
  CallMade,
  Claim,
  Phase,
  PlayedCard,
  QuittedCard,
} from './state.js';
import type { Board, Contract, Seat } from './types.js';

export interface TrickView {
  readonly leader: Seat;
  readonly winner: Seat | null;
  /** The cards in the order played, or null for a quitted trick lying face down. */
  readonly cards: readonly PlayedCard[] | null;
}

export interface BoardView {
  readonly board: Board;
  readonly you: Seat | null;
  readonly phase: Phase;
  readonly auction: readonly CallMade[];
  readonly contract: Contract | null;
  /** The dummy's seat, once there is a contract. */
  readonly dummy: Seat | null;
  /** Your cards; null for a spectator. */
  readonly hand: readonly Card52[] | null;
  /** The dummy's cards, from the opening lead on (LAW 41D); null before. */
  readonly dummyHand: readonly Card52[] | null;
  /** How many cards each seat still holds. */
  readonly handSizes: readonly [number, number, number, number];
  /**
   * Who acts now (`seat`) and for which hand (`hand`): they differ when the declarer plays
   * the dummy's cards (LAW 45B). Null outside the auction and the play.
   */
  readonly turn: { readonly seat: Seat; readonly hand: Seat } | null;
  /** The hands you play from: yours, and the dummy's if you are the declarer (LAW 45B). */
  readonly youPlay: readonly Seat[];
  readonly tricks: readonly TrickView[];
  /** Quitted tricks won by North-South and by East-West. */
  readonly tricksWon: readonly [number, number];
  /** LAW 65B: each seat's quitted cards as they lie, face down: only their orientation. */
  readonly marks: readonly [
    readonly QuittedCard['mark'][],
    readonly QuittedCard['mark'][],
    readonly QuittedCard['mark'][],
    readonly QuittedCard['mark'][],
  ];
  /** A claim or concession under way, with the claimer's shown cards (LAW 68C). */
  readonly claim: Claim | null;
  readonly agreed: readonly [boolean, boolean];
  readonly result: BoardResult | null;
  /**
   * False at a table without a director (`BoardOptions.director`), where a dispute voids the
   * claim and a disagreement leaves the tricks as played; left out where one attends.
   */
  readonly director?: false;
}

/** Whether the play has ended (after the thirteenth trick, an agreed claim or a ruling). */
const playOver = (phase: Phase): boolean =>
  phase === 'agreement' || phase === 'director' || phase === 'ended';

const trickViews = (state: BoardState): readonly TrickView[] => {
  const over = playOver(state.phase);
  // The last quitted trick: the one before the trick under way, or the last if it is complete.
  const last = state.tricks.findLastIndex((t) => t.winner !== null);
  return state.tricks.map((trick, i) => {
    const faceUp = trick.winner === null || over || (state.options.reviewLastTrick && i === last);
    return { leader: trick.leader, winner: trick.winner, cards: faceUp ? trick.cards : null };
  });
};

/** The hands a seat plays from: the declarer his and the dummy's, the dummy none (LAW 45B). */
const handsPlayedBy = (contract: Contract | null, viewer: Seat | null): readonly Seat[] => {
  if (viewer === null) return [];
  if (contract === null) return [viewer];
  const dummy = dummyOf(contract);
  if (viewer === dummy) return [];
  return viewer === contract.declarer ? [viewer, dummy] : [viewer];
};

export const view = (state: BoardState, viewer: Seat | null): BoardView => {
  const { number, dealer, vulnerability } = state.deal;
  const contract = state.contract;
  const dummy = contract === null ? null : dummyOf(contract);
  const won = state.tricks.filter((t) => t.winner !== null && t.winner % 2 === 0).length;
  const complete = state.tricks.filter((t) => t.winner !== null).length;
  return {
    board: { number, dealer, vulnerability },
    you: viewer,
    phase: state.phase,
    auction: state.auction,
    contract,
    dummy,
    hand: viewer === null ? null : state.hands[viewer],
    dummyHand: dummy !== null && dummyExposed(state) ? state.hands[dummy] : null,
    handSizes: state.hands.map((h) => h.length) as unknown as BoardView['handSizes'],
    turn: turnOf(state),
    youPlay: handsPlayedBy(contract, viewer),
    tricks: trickViews(state),
    tricksWon: [won, complete - won],
    marks: state.quitted.map((q) => q.map((c) => c.mark)) as unknown as BoardView['marks'],
    claim: state.claim,
    agreed: state.agreed,
    result: state.result,
    ...(!state.options.director && { director: false as const }),
  };
};
