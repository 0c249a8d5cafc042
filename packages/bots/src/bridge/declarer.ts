/**
 * The declarer's play, for his own hand and the dummy's: draw trumps while ahead in them,
 * cash the sure tricks (each suit's top cards across the two hands, recounted as cards fall,
 * so long cards become winners when the opponents' run out) in a safe order, the high card
 * from the short side first, crossing to the other hand with a low card when its winners are
 * stranded; then ruff in the hand short of a suit, then lead low from length. Following, win
 * as cheaply as the opponents allow, and leave a trick the partner's hand is sure to win.
 */
import type { Card52 } from '@tavolo/cards';
import { suit52Index } from '@tavolo/cards';
import { SUIT_INDICES } from './hand.js';
import {
  type Table,
  beats,
  discard,
  highest,
  isTop,
  lowest,
  ofSuit,
  sideWinning,
  winningPlay,
  ruffOrDiscard,
} from './table.js';

interface Plan {
  readonly card: Card52;
  readonly priority: number;
  readonly tops: number;
}

/** How to cash or reach the sure tricks of one suit, from the hand on lead. */
const suitPlan = (table: Table, own: ReadonlySet<Card52>, suit: number): Plan | null => {
  const hand = ofSuit(table.cards, suit);
  const other = ofSuit(table.partnerCards ?? [], suit);
  const top = (c: Card52) => isTop(c, table.played, own);
  const handTops = hand.filter(top);
  const otherTops = other.filter(top);
  const tops = handTops.length + otherTops.length;
  if (hand.length === 0 || tops === 0) return null;
  const short = hand.length <= other.length;
  if (handTops.length > 0 && short) return { card: highest(handTops) as Card52, priority: 3, tops };
  if (otherTops.length > 0) {
    // The other hand is the short one (or holds all the winners): reach it with a low card.
    const low = lowest(hand) as Card52;
    if (!top(low) || handTops.length === hand.length)
      return {
        card: handTops.length === hand.length ? (highest(hand) as Card52) : low,
        priority: 2,
        tops,
      };
  }
  if (handTops.length > 0) return { card: highest(handTops) as Card52, priority: 2.5, tops };
  return null;
};

const trumpsOut = (table: Table, own: ReadonlySet<Card52>): number => {
  if (table.trump === null) return 0;
  let out = 0;
  for (let c = table.trump * 13; c < table.trump * 13 + 13; c++)
    if (!own.has(c) && !table.played.has(c)) out += 1;
  return out;
};

const lead = (table: Table, own: ReadonlySet<Card52>): Card52 => {
  const trump = table.trump;
  const hand = table.cards;
  const other = table.partnerCards ?? [];
  if (trump !== null) {
    const out = trumpsOut(table, own);
    const ours = ofSuit(hand, trump).length + ofSuit(other, trump).length;
    if (out > 0 && ours > out) {
      const plan = suitPlan(table, own, trump);
      if (plan !== null) return plan.card;
      const mine = ofSuit(hand, trump);
      if (mine.length > 0)
        return (
          mine.length >= ofSuit(other, trump).length ? highest(mine) : lowest(mine)
        ) as Card52;
    }
  }
  const plans = SUIT_INDICES.flatMap((s) => {
    const plan = suitPlan(table, own, s);
    return plan === null ? [] : [plan];
  }).sort((a, b) => b.priority - a.priority || b.tops - a.tops);
  if (plans[0] !== undefined) return plans[0].card;
  if (trump !== null && ofSuit(other, trump).length > 0) {
    const ruff = SUIT_INDICES.find(
      (s) => s !== trump && ofSuit(other, s).length === 0 && ofSuit(hand, s).length > 0,
    );
    if (ruff !== undefined) return lowest(ofSuit(hand, ruff)) as Card52;
  }
  // No sure trick left: set up the side suit with the most length and honours between the
  // two hands, driving out the opponents' high card with the top of a sequence.
  const side = SUIT_INDICES.filter((s) => s !== trump && ofSuit(hand, s).length > 0);
  const worth = (s: number) => {
    const both = [...ofSuit(hand, s), ...ofSuit(other, s)];
    return both.length + 2 * both.filter((c) => c % 13 >= 9).length;
  };
  const best =
    (side.length > 0 ? side : SUIT_INDICES.filter((s) => ofSuit(hand, s).length > 0)).sort(
      (a, b) => worth(b) - worth(a),
    )[0] ?? 0;
  const cards = ofSuit(hand, best);
  const high = highest(cards);
  const partnerCards = ofSuit(other, best);
  if (
    high !== undefined &&
    high % 13 >= 9 &&
    (cards.includes(high - 1) || partnerCards.includes(high - 1))
  )
    return high;
  return lowest(cards) ?? (hand[0] as Card52);
};

const follow = (table: Table, own: ReadonlySet<Card52>): Card52 => {
  const led = suit52Index((table.trick[0] as { card: Card52 }).card);
  const best = winningPlay(table.trick, table.trump) as { card: Card52 };
  const followers = ofSuit(table.cards, led);
  const position = table.trick.length + 1;
  const other = table.partnerCards ?? [];
  const otherToPlay = position === 2;
  const top = (c: Card52) => isTop(c, table.played, own);
  // Partner's card stands if nobody plays after us, or nobody can beat it in the suit.
  const safe =
    sideWinning(table, table.hand) &&
    (position === 4 || (suit52Index(best.card) === led && top(best.card)));
  if (followers.length > 0) {
    if (safe) return lowest(followers) as Card52;
    const winners = followers.filter((c) => beats(c, best.card, led, table.trump));
    if (winners.length === 0) return lowest(followers) as Card52;
    if (position === 4) return lowest(winners) as Card52;
    if (otherToPlay) {
      const otherFollowers = ofSuit(other, led);
      const otherWins = otherFollowers.some((c) => top(c) && beats(c, best.card, led, table.trump));
      const otherRuffs =
        otherFollowers.length === 0 &&
        table.trump !== null &&
        ofSuit(other, table.trump).length > 0;
      if (otherWins || otherRuffs) return lowest(followers) as Card52;
    }
    const sure = winners.filter(top);
    return (lowest(sure) ?? (position === 3 ? highest(winners) : lowest(followers))) as Card52;
  }
  if (safe) return discard(table, own);
  return ruffOrDiscard(table, own, best.card, led);
};

/** The declarer's card for the hand on turn (his own or the dummy's). */
export const declarerCard = (table: Table): Card52 => {
  const own = new Set<Card52>([...table.cards, ...(table.partnerCards ?? [])]);
  return table.trick.length === 0 ? lead(table, own) : follow(table, own);
};
