/**
 * The deal of a hand (S40-CdG art. 4) and its public record. The engine deals through
 * `dealCards`; once the hand's secret is revealed, `verifyDeal` runs the same `dealCards` on it
 * and compares every card with the record, so that anyone can check that the cards dealt came
 * from the committed shuffle (docs/verifiable-shuffle.md, section 11).
 */
import { type CardId, type ShuffleSeed, DECK_SIZE, permutation } from '@tavolo/cards';
import { z } from 'zod';
import { drawForSeats } from './seating.js';
import type { MatchState, Seat, SeatDraw } from './state.js';

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

/** A reason a deal does not verify. */
export interface DealProblem {
  /**
   * Stable, for translations: `bad-secret`, `bad-record`, `seat-cards`, `up-card`, `stock`,
   * `seat-draw-cards`, `seat-draw-ranking`.
   */
  readonly code: string;
  /** A short English sentence. */
  readonly message: string;
  /** What the message names: `seat`, `player`, `detail`. */
  readonly values: Readonly<Record<string, string | number>>;
}

const SECRET_HEX = /^[0-9a-f]{64}$/;
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

const problem = (
  code: string,
  message: string,
  values: DealProblem['values'] = {},
): DealProblem => ({ code, message, values });

const same = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Why `record` is not the deal that `secret` (the hand's revealed `hmac-sha256-v1` secret)
 * orders; empty when it is. The record is untrusted (it comes from a file): its shape is
 * checked first.
 */
export const dealProblems = (record: unknown, secret: string): readonly DealProblem[] => {
  if (typeof secret !== 'string' || !SECRET_HEX.test(secret))
    return [problem('bad-secret', 'the secret is not 64 lower-case hex digits')];
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => {
      const detail = `${issue.path.join('.') || 'the record'}: ${issue.message}`;
      return problem('bad-record', `the deal record is not valid (${detail})`, { detail });
    });
  const r = parsed.data;
  const seed: ShuffleSeed = { scheme: 'hmac-sha256-v1', secret };
  const dealt = dealCards(seed, r);
  const problems: DealProblem[] = [];
  r.hands.forEach((hand, seat) => {
    if (!same(hand, dealt.hands[seat] as CardId[]))
      problems.push(
        problem('seat-cards', `seat ${seat}'s cards differ from the shuffle`, { seat }),
      );
  });
  if (r.upCard !== dealt.upCard)
    problems.push(problem('up-card', 'the up-card differs from the shuffle'));
  if (!same(r.stock, dealt.stock))
    problems.push(problem('stock', 'the stock differs from the shuffle'));
  if (r.seatDraw) {
    const drawn = drawForSeats(
      r.seatDraw.draws.map((d) => d.player),
      seed,
    );
    r.seatDraw.draws.forEach(({ player, cards }, i) => {
      if (!same(cards, drawn.draws[i]?.cards ?? []))
        problems.push(
          problem('seat-draw-cards', `${player}'s seat-draw cards differ from the shuffle`, {
            player,
          }),
        );
    });
    if (!same(r.seatDraw.ranking, drawn.ranking))
      problems.push(
        problem('seat-draw-ranking', 'the seat-draw ranking does not follow from the cards drawn'),
      );
  }
  return problems;
};

/** `dealProblems` as sentences: empty when the deal verifies. */
export const verifyDeal = (record: unknown, secret: string): readonly string[] =>
  dealProblems(record, secret).map((p) => p.message);
