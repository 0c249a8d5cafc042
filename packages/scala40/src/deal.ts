/**
 * The deal of a hand (S40-CdG art. 4) and its public record. The engine deals through
 * `dealCards`; once the hand's secret is revealed, `verifyDeal` runs the same `dealCards` on it
 * and compares every card with the record, so that anyone can check that the cards dealt came
 * from the committed shuffle (docs/verifiable-shuffle.md, section 11).
 */
import {
  type CardId,
  type DealProblem,
  type ShuffleSeed,
  DECK_SIZE,
  dealtProblems,
  permutation,
  recordProblems,
  seatDrawProblems,
  secretProblems,
} from '@tavolo/cards';
import { z } from 'zod';
import { drawForSeats } from './seating.js';
import type { MatchState, Seat, SeatDraw } from './state.js';

export type { DealProblem } from '@tavolo/cards';

/** The public facts a deal depends on. */
export interface DealLayout {
  readonly hand: number;
  readonly dealer: Seat;
  /** By seat, so its length is the number of seats; an eliminated seat is dealt no cards. */
  readonly eliminated: readonly boolean[];
  readonly handSize: number;
}

export interface DealtCards {
  /** The seats dealt, in the order they got their cards: the first of them plays first. */
  readonly seats: readonly Seat[];
  /** By seat, in the order dealt; empty for an eliminated seat. */
  readonly hands: readonly (readonly CardId[])[];
  readonly upCard: CardId;
  /** The rest of the deck, top first (the next card drawn first). */
  readonly stock: readonly CardId[];
}

/**
 * Cards one at a time from the top of the deck shuffled with `hand-N/deal`, starting with the
 * first seat in play after the dealer, `handSize` each; the next card is the up-card that
 * starts the discard pile, and the rest is the stock.
 */
export const dealCards = (seed: ShuffleSeed, layout: DealLayout): DealtCards => {
  const order = permutation(seed, `hand-${layout.hand}/deal`, DECK_SIZE);
  const n = layout.eliminated.length;
  const seats: Seat[] = [];
  for (let k = 1; k <= n; k++) {
    const s = (layout.dealer + k) % n;
    if (!layout.eliminated[s]) seats.push(s);
  }
  const hands: CardId[][] = layout.eliminated.map(() => []);
  let top = 0;
  for (let round = 0; round < layout.handSize; round++) {
    for (const s of seats) (hands[s] as CardId[]).push(order[top++] as CardId);
  }
  const upCard = order[top++] as CardId;
  return { seats, hands, upCard, stock: order.slice(top) };
};

/** Everything a deal depends on and everything it dealt: public once the hand is over. */
export interface DealRecord extends DealLayout, Omit<DealtCards, 'seats'> {
  readonly game: 'scala40';
  /** The seat draw, which hand 1's secret shuffles too; null in the records of later hands. */
  readonly seatDraw: SeatDraw | null;
}

/** The record of the hand just dealt: take it from the state the deal returned. */
export const dealRecord = (state: MatchState): DealRecord => {
  const h = state.hand;
  return {
    game: 'scala40',
    hand: h.number,
    dealer: h.dealer,
    eliminated: state.eliminated,
    handSize: state.profile.options.handSize,
    hands: h.hands,
    upCard: h.discard[0] as CardId,
    stock: [...h.stock].reverse(),
    seatDraw: h.number === 1 ? state.seatDraw : null,
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
    game: z.literal('scala40'),
    hand: z.number().int().positive().safe(),
    dealer: z.number().int().nonnegative(),
    eliminated: z.array(z.boolean()).min(1),
    handSize: z.number().int().positive(),
    hands: z.array(cards),
    upCard: cardId,
    stock: cards,
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
    const seats = r.eliminated.length;
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (r.dealer >= seats) issue('dealer', `a seat from 0 to ${seats - 1}`);
    if (r.hands.length !== seats) issue('hands', `one hand per seat, ${seats}`);
    if (r.eliminated.filter((out) => !out).length * r.handSize >= DECK_SIZE)
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
  return [
    ...dealtProblems(r, dealCards(seed, r)),
    ...(r.seatDraw
      ? seatDrawProblems(
          r.seatDraw,
          drawForSeats(
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
