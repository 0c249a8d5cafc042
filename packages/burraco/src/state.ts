/**
 * The state of a Burraco match. Plain data, never mutated: `apply` returns a new state. It
 * holds everything, hidden cards included; `view` is what one seat may see of it.
 */
import type { CardId, ShuffleSeed } from '@tavolo/cards';
import type { Meld } from './meld.js';
import type { RuleProfile } from './profile.js';
import type { SideScore } from './scoring.js';
import type { SeatDraw } from './seating.js';
import type { VpTable } from './vp.js';

/** A seat, 0..n-1 in the order of play: seat s + 1 plays after seat s. */
export type Seat = number;

/** A line: seats 0 and 2 (N/S at four), or 1 and 3 (E/W); at two, each player is a line. */
export type Side = 0 | 1;

export const sideOf = (seat: Seat): Side => (seat % 2) as Side;

export interface TableMeld {
  /** Unique within the hand: lay-offs name the meld by this id. */
  readonly id: number;
  readonly side: Side;
  readonly meld: Meld;
}

export interface TurnState {
  readonly seat: Seat;
  readonly phase: 'draw' | 'play';
  /** Cards taken from the pile while none of them has been played (BUR-CH art. 9). */
  readonly mustPlayOneOf: readonly CardId[];
  /** The player took the pile this turn: a closing now is "al monte" (art. 43). */
  readonly tookPile: boolean;
  /**
   * The melds on which the player put a free matta on top this turn, while it could lie at the
   * bottom: he must lay the cards that continue them upward before discarding (art. 11).
   */
  readonly mattaOnTop?: readonly number[];
}

export interface HandState {
  /** 1-based. */
  readonly number: number;
  readonly dealer: Seat;
  /** Cards in each seat's hand. */
  readonly hands: readonly (readonly CardId[])[];
  /** The stock; its last element is the top, the next card drawn. */
  readonly stock: readonly CardId[];
  /** The discard pile ("monte degli scarti"), all visible; its last element is the top. */
  readonly pile: readonly CardId[];
  /** The pozzetti nobody has taken yet. */
  readonly pozzetti: readonly (readonly CardId[])[];
  /** By side. */
  readonly pozzettoTaken: readonly [boolean, boolean];
  readonly melds: readonly TableMeld[];
  readonly turn: TurnState;
  /** Turns finished in this hand (closing needs a full round first: art. 44). */
  readonly turnsCompleted: number;
  /** Consecutive finished turns that took the pile instead of drawing (stallo: art. 17). */
  readonly turnsWithoutDraw: number;
  /** Set by the director's time-out: the hand ends when `turnsCompleted` reaches this (art. 16). */
  readonly timeOutEndsAt: number | null;
  /** By side: the chess clock ran out this hand (art. 46). */
  readonly clockExpired: readonly [boolean, boolean];
  readonly nextMeldId: number;
  /**
   * The pozzetti taken "con lo scarto" at a table of four, in their takers' hands but not yet
   * seen by them: each taker sees his once his partner has discarded (art. 23).
   */
  readonly unseenPozzetti: readonly UnseenPozzetto[];
}

export interface UnseenPozzetto {
  readonly seat: Seat;
  readonly cards: readonly CardId[];
}

export type HandEnding = 'closed' | 'stock-exhausted' | 'time-out' | 'stallo';

export interface HandResult {
  readonly hand: number;
  readonly ending: HandEnding;
  readonly closer: Seat | null;
  /** How the closer went out: discarding after drawing, or after taking the pile (art. 43). */
  readonly closing: 'discard' | 'al-monte' | null;
  /** By side. */
  readonly scores: readonly [SideScore, SideScore];
}

/** How a match is scored (BUR-CH art. 19). */
export type MatchScoring = 'vp' | 'knockout' | 'win-draw-loss';

export interface MatchOutcome {
  readonly scoring: MatchScoring;
  /** Match points by side. */
  readonly mp: readonly [number, number];
  /** VP, or 3/0, or 3/1/0, by side; null when no table applies or a knockout tie has no closer. */
  readonly points: readonly [number, number] | null;
}

export interface MatchState {
  readonly profile: RuleProfile;
  readonly seed: ShuffleSeed;
  /** Player names by seat. */
  readonly players: readonly string[];
  readonly seatDraw: SeatDraw;
  readonly handsPlanned: number;
  readonly scoring: MatchScoring;
  /** The VP table in force, or null when none fits the number of hands. */
  readonly vpTable: VpTable | null;
  readonly chessClock: boolean;
  /** MP by side. */
  readonly totals: readonly [number, number];
  readonly results: readonly HandResult[];
  readonly hand: HandState;
  readonly status: 'playing' | 'over';
  readonly outcome: MatchOutcome | null;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/*
 * Copies written out field by field, for the engine's hot path: object spread (`{ ...state,
 * hand }`) of these records is many times slower in V8, and was a large part of `apply`. A
 * field added to the interfaces must be added here too (the literals do not compile without it).
 */

/** `state` with `hand` in place of its hand. */
export const withHand = (state: MatchState, hand: HandState): MatchState => ({
  profile: state.profile,
  seed: state.seed,
  players: state.players,
  seatDraw: state.seatDraw,
  handsPlanned: state.handsPlanned,
  scoring: state.scoring,
  vpTable: state.vpTable,
  chessClock: state.chessClock,
  totals: state.totals,
  results: state.results,
  hand,
  status: state.status,
  outcome: state.outcome,
});

/** A copy of `hand` to change before it is shared. */
export const copyHand = (hand: HandState): Writable<HandState> => ({
  number: hand.number,
  dealer: hand.dealer,
  hands: hand.hands,
  stock: hand.stock,
  pile: hand.pile,
  pozzetti: hand.pozzetti,
  pozzettoTaken: hand.pozzettoTaken,
  melds: hand.melds,
  turn: hand.turn,
  turnsCompleted: hand.turnsCompleted,
  turnsWithoutDraw: hand.turnsWithoutDraw,
  timeOutEndsAt: hand.timeOutEndsAt,
  clockExpired: hand.clockExpired,
  nextMeldId: hand.nextMeldId,
  unseenPozzetti: hand.unseenPozzetti,
});
