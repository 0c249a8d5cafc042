/**
 * Burraco seat views for the table's tests: seat 0 of a table of four (Champion; Ada and Cleo
 * against Bea and Dino), in its play phase unless told otherwise, the others holding 11 cards.
 * Shared by the adapter's and the refusals' tests.
 */
import type { CardId } from '@tavolo/cards';
import type { SeatView } from '@tavolo/burraco';

export interface ViewOptions {
  readonly melds?: SeatView['hand']['melds'];
  /** What differs from a play phase with nothing owed and the pile not taken. */
  readonly turn?: Partial<SeatView['hand']['turn']>;
  readonly pozzettoTaken?: readonly [boolean, boolean];
  readonly pile?: readonly CardId[];
}

/** Seat 0's view, holding `cards`. */
export const burracoViewOf = (cards: readonly CardId[], options: ViewOptions = {}): SeatView => ({
  profile: 'champion',
  players: ['Ada', 'Bea', 'Cleo', 'Dino'],
  you: 0,
  status: 'playing',
  handsPlanned: 3,
  totals: [0, 0],
  results: [],
  outcome: null,
  hand: {
    number: 1,
    dealer: 3,
    turn: { seat: 0, phase: 'play', mustPlayOneOf: [], tookPile: false, ...options.turn },
    cards,
    handSizes: [cards.length, 11, 11, 11],
    stock: 40,
    pile: options.pile ?? [],
    pozzettiLeft: 2,
    pozzettoTaken: options.pozzettoTaken ?? [false, false],
    melds: options.melds ?? [],
    turnsCompleted: 8,
    timeOutEndsAt: null,
    clockExpired: [false, false],
    unseenPozzetti: [],
  },
});
