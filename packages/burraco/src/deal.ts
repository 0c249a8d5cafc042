/**
 * The deal of a hand (BUR-CH art. 5, 7; the `deal layout` reading of the profile) and its
 * public record. The engine deals through `dealCards`; once the hand's secret is revealed,
 * `verifyDeal` runs the same `dealCards` on it and compares every card with the record, so
 * that anyone can check that the cards dealt came from the committed shuffle
 * (docs/verifiable-shuffle.md, section 11).
 */
import {
  type CardDraw,
  type CardId,
  type DealProblem,
  type ShuffleSeed,
  DECK_SIZE,
  dealProblem,
  dealtProblems,
  fullDeck,
  recordProblems,
  sameCards,
  seatDrawProblems,
  secretProblems,
  shuffle,
} from '@tavolo/cards';
import { z } from 'zod';
import { drawCards } from './seating.js';
import type { MatchState, Seat } from './state.js';

export type { DealProblem } from '@tavolo/cards';

/** The public facts a deal depends on. */
export interface DealLayout {
  readonly hand: number;
  readonly dealer: Seat;
  /** The number of seats, 4 or 2. */
  readonly seats: number;
  readonly handSize: number;
  readonly pozzettoSize: number;
}

export interface DealtCards {
  /** By seat, in the order dealt. */
  readonly hands: readonly (readonly CardId[])[];
  readonly upCard: CardId;
  /** The cards left between the hands and the pozzetti, top first (the next card drawn first). */
  readonly stock: readonly CardId[];
  /**
   * The two pozzetti, 0 taken first: 0 is the bottom `pozzettoSize` cards of the deck, 1 the
   * ones above them.
   */
  readonly pozzetti: readonly (readonly CardId[])[];
}

/** The 108 cards in canonical order, for every deal (`shuffle` leaves its input alone). */
const DECK: readonly CardId[] = fullDeck();

/**
 * The deck shuffled with `hand-N/deal`: the pozzetti are its bottom cards; the hands are dealt
 * one card at a time from the top starting at the dealer's left, then the up-card starts the
 * pile and the rest is the stock.
 */
export const dealCards = (seed: ShuffleSeed, layout: DealLayout): DealtCards => {
  const { seats, handSize, pozzettoSize, dealer } = layout;
  const deck = shuffle(DECK, seed, `hand-${layout.hand}/deal`);
  const pozzetti = [
    deck.slice(DECK_SIZE - pozzettoSize),
    deck.slice(DECK_SIZE - 2 * pozzettoSize, DECK_SIZE - pozzettoSize),
  ];
  const hands: CardId[][] = Array.from({ length: seats }, () => []);
  const dealt = seats * handSize;
  for (let i = 0; i < dealt; i++)
    (hands[(dealer + 1 + i) % seats] as CardId[]).push(deck[i] as CardId);
  const upCard = deck[dealt] as CardId;
  const stock = deck.slice(dealt + 1, DECK_SIZE - 2 * pozzettoSize);
  return { hands, upCard, stock, pozzetti };
};

/** Everything a deal depends on and everything it dealt: public once the hand is over. */
export interface DealRecord extends DealLayout, DealtCards {
  readonly game: 'burraco';
  /**
   * The cards of the seat draw, which hand 1's secret shuffles too (the seating that follows
   * from them is the rules' business); null in the records of later hands.
   */
  readonly seatDraw: CardDraw | null;
}

/** The record of the hand just dealt: take it from the state the deal returned. */
export const dealRecord = (state: MatchState): DealRecord => {
  const h = state.hand;
  const { handSize, pozzettoSize } = state.profile.options;
  return {
    game: 'burraco',
    hand: h.number,
    dealer: h.dealer,
    seats: state.players.length,
    handSize,
    pozzettoSize,
    hands: h.hands,
    upCard: h.pile[0] as CardId,
    stock: [...h.stock].reverse(),
    pozzetti: h.pozzetti,
    seatDraw:
      h.number === 1 ? { draws: state.seatDraw.draws, ranking: state.seatDraw.ranking } : null,
  };
};

const cardId = z
  .number()
  .int()
  .min(0)
  .max(DECK_SIZE - 1);
const cards = z.array(cardId);

const recordSchema = z
  .object({
    game: z.literal('burraco'),
    hand: z.number().int().positive().safe(),
    dealer: z.number().int().nonnegative(),
    seats: z.union([z.literal(2), z.literal(4)]),
    handSize: z.number().int().positive(),
    pozzettoSize: z.number().int().nonnegative(),
    hands: z.array(cards),
    upCard: cardId,
    stock: cards,
    pozzetti: z.array(cards).length(2),
    seatDraw: z
      .object({
        draws: z.array(z.object({ player: z.string(), cards }).strict()),
        ranking: z.array(z.string()),
      })
      .strict()
      .nullable(),
  })
  .strict()
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (r.dealer >= r.seats) issue('dealer', `a seat from 0 to ${r.seats - 1}`);
    if (r.hands.length !== r.seats) issue('hands', `one hand per seat, ${r.seats}`);
    if (r.seats * r.handSize + 1 + 2 * r.pozzettoSize > DECK_SIZE)
      issue('handSize', 'more cards than the deck holds');
    if (r.seatDraw && r.hand !== 1)
      issue('seatDraw', 'only the record of hand 1 has the seat draw');
    const players = r.seatDraw?.draws.map((d) => d.player) ?? [];
    if (new Set(players).size !== players.length) issue('seatDraw', 'a player draws once');
  });

/**
 * Why `record` is not the deal that `secret` (the hand's revealed `hmac-sha256-v1` secret)
 * orders; empty when it is. The record is untrusted (it comes from a file): its shape is
 * checked first.
 */
export const dealProblems = (record: unknown, secret: string): readonly DealProblem[] => {
  const badSecret = secretProblems(secret);
  if (badSecret.length > 0) return badSecret;
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success) return recordProblems(parsed.error.issues);
  const r = parsed.data;
  const seed: ShuffleSeed = { scheme: 'hmac-sha256-v1', secret };
  const dealt = dealCards(seed, r);
  return [
    ...dealtProblems(r, dealt),
    ...r.pozzetti.flatMap((pozzetto, i) =>
      sameCards(pozzetto, dealt.pozzetti[i] ?? [])
        ? []
        : [dealProblem('pozzetto', `pozzetto ${i} differs from the shuffle`, { pozzetto: i })],
    ),
    ...(r.seatDraw
      ? seatDrawProblems(
          r.seatDraw,
          drawCards(
            r.seatDraw.draws.map((d) => d.player),
            seed,
          ),
        )
      : []),
  ];
};

/** `dealProblems` as sentences: empty when the deal verifies. */
export const verifyDeal = (record: unknown, secret: string): readonly string[] =>
  dealProblems(record, secret).map((p) => p.message);
