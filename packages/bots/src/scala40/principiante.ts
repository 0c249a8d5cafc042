/**
 * Scala 40 level 1, Principiante: the greedy player (take the discard when it helps, lay as many
 * cards as possible, lay off, discard the costliest loose card) without its obvious mistakes:
 * - it takes the discard only when the card completes a meld of naturals it holds, so it never
 *   takes a card it then cannot use (the greedy player took any card that made one more
 *   candidate, which with a joker in hand is almost any card);
 * - it never discards a card of a complete meld it holds;
 * - it does not discard a card that joins what the next player visibly collects (the cards he
 *   took from the discard pile and still holds);
 * - it lays off naturals before jokers, and a joker only when its hand is small, instead of
 *   throwing jokers onto the table while they could still make its own melds.
 */
import { type CardId, isJoker } from '@tavolo/cards';
import { type Action, candidateMelds, penaltyValue } from '@tavolo/scala40';
import { connections } from '../hand-shape.js';
import type { Decide, Scala40Prompt } from '../level.js';
import { cardsLaid } from './esperto.js';
import { keyOf, naturalKeys } from './partition.js';
import { readPrompt } from './prompt.js';
import { joins } from './safety.js';
import { track } from './tracking.js';

/** Hand size at or below which a joker is laid off rather than kept for a meld. */
const SMALL_HAND = 4;

/** Whether `top` completes a meld of naturals with cards of `hand` (no joker needed). */
export const completesNaturalMeld = (
  hand: readonly CardId[],
  top: CardId,
  rules: Parameters<typeof candidateMelds>[1],
): boolean => {
  if (isJoker(top)) return true;
  const key = keyOf(top);
  const naturals = hand.filter((c) => !isJoker(c));
  return candidateMelds([...naturals, top], rules).some(
    (c) => c.jokers === 0 && naturalKeys(c).includes(key),
  );
};

/** Faces of hand cards in some meld of naturals the hand holds. */
const inCompleteMeld = (hand: readonly CardId[], rules: Parameters<typeof candidateMelds>[1]) => {
  const keys = new Set<number>();
  const naturals = hand.filter((c) => !isJoker(c));
  for (const c of candidateMelds(naturals, rules)) for (const k of naturalKeys(c)) keys.add(k);
  return keys;
};

export const scala40Principiante: Decide<Scala40Prompt> = (prompt) => {
  const seen = readPrompt(prompt);
  if (!seen) return -1;
  const { legal, hand, rules } = seen;
  const h = seen.view.hand;
  const find = (type: Action['type']) => legal.findIndex((a) => a.type === type);
  if (h.turn.phase === 'draw') {
    const take = find('take-discard');
    const top = h.discardTop;
    if (take >= 0 && top !== null && completesNaturalMeld(hand, top, rules)) return take;
    return Math.max(find('draw'), 0);
  }
  // Lay as many cards at once as possible.
  let meld = -1;
  legal.forEach((a, i) => {
    if (a.type !== 'open' && a.type !== 'meld') return;
    const best = legal[meld];
    if (!best || cardsLaid(a).length > cardsLaid(best).length) meld = i;
  });
  if (meld >= 0) return meld;
  const natural = legal.findIndex((a) => a.type === 'lay-off' && !isJoker(a.card));
  if (natural >= 0) return natural;
  const replace = find('replace-joker');
  if (replace >= 0) return replace;
  const joker = legal.findIndex((a) => a.type === 'lay-off' && isJoker(a.card));
  if (joker >= 0 && hand.length <= SMALL_HAND) return joker;
  // Discard the costliest loose card, keeping complete melds and what the next player wants.
  const keep = inCompleteMeld(hand, rules);
  const wanted =
    track(seen.history, h.handSizes.length, seen.me, hand, h.melds).holds[seen.next] ?? [];
  let discard = -1;
  let bestCost = -Infinity;
  legal.forEach((a, i) => {
    if (a.type !== 'discard') return;
    const key = keyOf(a.card);
    let cost = penaltyValue(a.card) - 4 * connections(a.card, hand);
    if (key >= 0 && keep.has(key)) cost -= 100;
    if (key >= 0 && wanted.some((w) => !isJoker(w) && joins(key, keyOf(w)))) cost -= 30;
    if (cost > bestCost) {
      discard = i;
      bestCost = cost;
    }
  });
  if (discard >= 0) return discard;
  if (joker >= 0) return joker;
  return 0;
};
