/**
 * Scala 40 seat views for the table's tests: seat 0 of a table of three (FISCA Codice di Gara,
 * Ada, Bea and Cleo), cards named as "7H" (rank, suit; "T" for ten), in its play phase unless
 * told otherwise. Shared by the adapter's, the refusals' and the refusal texts' tests.
 */
import { type CardId, type NaturalFace, naturalId } from '@tavolo/cards';
import type { SeatView } from '@tavolo/scala40';

export const JOKER = 52;

export const faceOf = (code: string): NaturalFace =>
  ({ rank: 'A23456789TJQK'.indexOf(code[0] as string) + 1, suit: code[1] }) as NaturalFace;

export const card = (code: string, deck: 0 | 1 = 0): CardId => naturalId(faceOf(code), deck);

type Meld = SeatView['hand']['melds'][number];

/** A run of natural cards on the table, `owner`'s. */
export const sequence = (id: number, owner: number, ...codes: readonly string[]): Meld => {
  const first = faceOf(codes[0] as string);
  return {
    id,
    owner,
    meld: {
      kind: 'sequence',
      suit: first.suit,
      low: first.rank,
      cards: codes.map((c) => ({ id: card(c), face: faceOf(c) })),
    },
  };
};

export interface ViewOptions {
  /** Who has opened, seat by seat (nobody by default). */
  readonly opened?: readonly boolean[];
  readonly melds?: SeatView['hand']['melds'];
  readonly turn?: SeatView['hand']['turn'];
  readonly obligation?: SeatView['hand']['obligation'];
  /** The pile's top card (none by default), the pile then one card. */
  readonly discardTop?: CardId | null;
  /** The other two seats' hand sizes (13 each by default). */
  readonly others?: readonly [number, number];
}

/** Seat 0's view, holding `cards`. */
export const scala40ViewOf = (cards: readonly CardId[], options: ViewOptions = {}): SeatView => ({
  profile: 'fisca-gara',
  players: ['Ada', 'Bea', 'Cleo'],
  you: 0,
  status: 'playing',
  winner: null,
  totals: [0, 0, 0],
  eliminated: [false, false, false],
  results: [],
  hand: {
    number: 1,
    dealer: 2,
    turn: options.turn ?? { seat: 0, phase: 'play' },
    cards,
    obligation: options.obligation ?? null,
    handSizes: [cards.length, ...(options.others ?? [13, 13])],
    stock: 60,
    discardTop: options.discardTop ?? null,
    discardSize: options.discardTop === undefined || options.discardTop === null ? 0 : 1,
    discardPile: null,
    melds: options.melds ?? [],
    opened: [...(options.opened ?? [false, false, false])],
    turnsCompleted: 3,
  },
});
