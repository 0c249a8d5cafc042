/**
 * How dangerous a discard is: the next player may take it (S40-CdG art. 6; after opening "senza
 * obbligo di calare"), so a card that joins what he visibly collects (the cards he took from
 * the discard pile and still holds), or that lays off on the table where he may lay it, feeds
 * him. A card nobody can use any more (every copy of its neighbours seen) is the safest.
 */
import { isJoker } from '@tavolo/cards';
import { type RuleOptions, type TableMeld, layOffPlacements } from '@tavolo/scala40';
import { keyOf, rankOfKey, suitOfKey } from './partition.js';
import { type Tracking, liveNeighbours } from './tracking.js';

/** Whether a card of face `key` joins a card `other` holds in a meld (same rank, or near in suit). */
export const joins = (key: number, otherKey: number): boolean => {
  if (key === otherKey) return false;
  const [r, s, or, os] = [rankOfKey(key), suitOfKey(key), rankOfKey(otherKey), suitOfKey(otherKey)];
  if (r === or) return s !== os;
  if (s !== os) return false;
  const gap = Math.abs(r - or);
  const highGap = r === 1 ? Math.abs(14 - or) : or === 1 ? Math.abs(14 - r) : gap;
  return Math.min(gap, highGap) <= 2;
};

/** Whether the card lays off on some meld on the table (S40-CdG art. 6, 9). */
export const laysOffOnTable = (
  card: number,
  melds: readonly TableMeld[],
  rules: RuleOptions,
): boolean => melds.some((m) => layOffPlacements(m.meld, { id: card }, rules).length > 0);

export interface DangerContext {
  readonly tracking: Tracking;
  readonly next: number;
  readonly nextOpened: boolean;
  readonly nextCards: number;
  readonly melds: readonly TableMeld[];
  readonly rules: RuleOptions;
}

/** Points of danger in discarding `card`: 0 for a dead card, more the more it feeds. */
export const discardDanger = (card: number, ctx: DangerContext): number => {
  if (isJoker(card)) return 30;
  const key = keyOf(card);
  let danger = 0.5 * liveNeighbours(ctx.tracking, key);
  for (const held of ctx.tracking.holds[ctx.next] ?? []) {
    if (isJoker(held)) danger += 1;
    else if (joins(key, keyOf(held))) danger += 8;
  }
  // He threw the same face or its rank away: he is not collecting it.
  if (
    (ctx.tracking.discarded[ctx.next] ?? []).some(
      (k) => k === key || rankOfKey(k) === rankOfKey(key),
    )
  )
    danger -= 2;
  if (ctx.nextOpened && laysOffOnTable(card, ctx.melds, ctx.rules)) danger += 10;
  if (ctx.nextCards <= 3) danger *= 2;
  return Math.max(0, danger);
};
