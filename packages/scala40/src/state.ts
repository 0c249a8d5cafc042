/**
 * The state of a Scala 40 match. Plain data, never mutated: `apply` returns a new state. It
 * holds everything, hidden cards included; `view` is what one seat may see of it.
 */
import type { CardDraw, CardId, ShuffleSeed } from '@tavolo/cards';
import type { Meld } from './meld.js';
import type { MatchEnd, RuleProfile } from './profile.js';

/** A seat at the table, 0..n-1 in the order of play: seat s + 1 plays after seat s. */
export type Seat = number;

export interface TableMeld {
  /** Unique within the hand: actions name the meld they lay off on by this id. */
  readonly id: number;
  readonly owner: Seat;
  readonly meld: Meld;
}

/** What the player on turn still owes before discarding. */
export type Obligation =
  /** Took the discard before opening: must open this turn (S40-CdG art. 6). */
  | { readonly kind: 'open'; readonly card: CardId }
  /** Took the discard before opening: must open this turn using it (S40-REG art. 9a). */
  | { readonly kind: 'open-with'; readonly card: CardId }
  /** Must meld or lay off this card before any other play (S40-REG art. 5.3, 5.4). */
  | { readonly kind: 'use'; readonly card: CardId; readonly article: string };

export interface TurnState {
  readonly seat: Seat;
  readonly phase: 'draw' | 'play';
  readonly obligation: Obligation | null;
  /** The player had laid cards on the table before this turn (else a closing is "in mano"). */
  readonly laidBefore: boolean;
  /** Cards laid off this turn onto each meld, by meld id (S40-CdG art. 17). */
  readonly layOffs: Readonly<Record<number, number>>;
  /** The turn drew from the stock or added cards to the table (see `quietTurns`). */
  readonly progressed: boolean;
}

export interface HandState {
  /** 1-based. */
  readonly number: number;
  readonly dealer: Seat;
  /** Cards in each seat's hand, by seat; empty for an eliminated seat. */
  readonly hands: readonly (readonly CardId[])[];
  /** The stock; its last element is the top, the next card drawn. */
  readonly stock: readonly CardId[];
  /** The discard pile; its last element is the top. */
  readonly discard: readonly CardId[];
  readonly melds: readonly TableMeld[];
  readonly opened: readonly boolean[];
  /** The seat has laid at least one card on the table this hand. */
  readonly laid: readonly boolean[];
  readonly turn: TurnState;
  /** Turns finished in this hand: closing may need a full round first (S40-REG art. 6.5). */
  readonly turnsCompleted: number;
  /** Turns in a row that neither drew from the stock nor added a card to the table. */
  readonly quietTurns: number;
  readonly reshuffles: number;
  readonly nextMeldId: number;
}

/**
 * How a hand ended: a closing; no card left to draw (the stock and the discard pile both empty);
 * the reshuffle limit (`reshufflesPerHand`); or a stalemate (`quietRoundsPerHand`).
 */
export type HandEnding = 'closed' | 'no-cards-left' | 'reshuffle-limit' | 'stalemate';

export interface HandResult {
  readonly hand: number;
  readonly ending: HandEnding;
  /** Null when the hand ended unclosed. */
  readonly closer: Seat | null;
  readonly inHand: boolean;
  /** Penalty points of the hand by seat (null for a seat already eliminated). */
  readonly penalties: readonly (number | null)[];
}

/** The draw for seats and first dealer (S40-CdG art. 3). */
export type SeatDraw = CardDraw;

export interface MatchState {
  readonly profile: RuleProfile;
  readonly seed: ShuffleSeed;
  readonly end: MatchEnd;
  /** Player names by seat. */
  readonly players: readonly string[];
  readonly seatDraw: SeatDraw;
  /** Cumulative penalty points (MP) by seat. */
  readonly totals: readonly number[];
  readonly eliminated: readonly boolean[];
  readonly results: readonly HandResult[];
  readonly hand: HandState;
  readonly status: 'playing' | 'over';
  /** Set when an elimination match is over. */
  readonly winner: Seat | null;
}
