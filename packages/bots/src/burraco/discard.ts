/**
 * Safe discards: the card to give up is the one the seat needs least and the opponents can use
 * least. What the next opponent can use: a card his line lays off (certain), a card that
 * joins the cards he is known to hold (taken with the pile and not played), or, by the unseen
 * copies, a card he likely holds partners for; a face he discarded himself he wanted less. The
 * bigger the pile, the dearer a card he can use: taking it gives him the whole pile (art. 9).
 */
import { type CardId, isJoker } from '@tavolo/cards';
import { connections } from '../hand-shape.js';
import { faceKey, faceRank, faceSuit, fitsAny, isMatta, points } from './cards.js';
import type { Outlook } from './planner.js';
import { type Table, opponents } from './table.js';
import type { Tracking } from './tracking.js';

/** Unseen copies of the faces that make a meld with natural face `f`: same rank, suit within 2. */
const partnersUnseen = (f: number, unseen: Int8Array): number => {
  const rank = faceRank(f);
  const suit = faceSuit(f);
  let n = 0;
  for (let s = 0; s < 4; s++) if (s !== suit) n += unseen[s * 13 + rank - 1] as number;
  for (const d of [-2, -1, 1, 2]) {
    const r = rank + d;
    const at = r === 14 ? 1 : r;
    if (at < 1 || at > 13) continue;
    n += ((unseen[suit * 13 + at - 1] as number) * (Math.abs(d) === 1 ? 2 : 1)) / 2;
  }
  return n;
};

/** How much opponent `seat` would gain from `card`, discarded now. */
const dangerTo = (table: Table, tracking: Tracking, seat: number, card: CardId): number => {
  const f = faceKey(card);
  let danger = 0;
  if (fitsAny(table.theirs, card, table.rules)) danger += 70;
  const held = tracking.holds[seat] ?? [];
  if (held.length > 0) {
    const links = connections(card, held);
    danger += links >= 2 ? 45 : links >= 1 ? 15 : 0;
  }
  const size = table.handSizes[seat] ?? 0;
  danger += (6 * size * partnersUnseen(f, tracking.unseen)) / tracking.unseenTotal;
  if (tracking.discarded[seat]?.has(f)) danger -= 15;
  return Math.max(0, danger);
};

/** What the seat loses by giving `card` up. */
const keepValue = (table: Table, card: CardId): number => {
  if (isMatta(card)) return 1_000;
  let keep = 6 * connections(card, table.hand);
  if (fitsAny(table.own, card, table.rules)) keep += 25;
  return keep;
};

/** The index in `table.legal` of the discard to make, or -1 if none is listed. */
export const discardIndex = (table: Table, tracking: Tracking, outlook: Outlook): number => {
  const [next, other] = opponents(table);
  const pileFactor = 1 + table.pile.length / 5;
  let best = -1;
  let bestCost = Infinity;
  table.legal.forEach((action, index) => {
    if (action.type !== 'discard') return;
    const card = action.card;
    const danger = isJoker(card)
      ? 0
      : dangerTo(table, tracking, next as number, card) * pileFactor +
        (other === undefined ? 0 : 0.3 * dangerTo(table, tracking, other, card));
    const cost =
      keepValue(table, card) +
      danger -
      (0.4 + 0.6 * Math.min(1, outlook.risk)) * points(card, table.rules.cardValues);
    if (cost < bestCost) {
      best = index;
      bestCost = cost;
    }
  });
  return best;
};
