/**
 * The bidding bot's competitive calls when the opponents opened (`bidding.ts` has the system
 * card): an overcall or a takeout double, and the answer to partner's takeout double.
 */
import type { Call, Strain } from '@tavolo/bridge';
import { type Card52, rank52Of } from '@tavolo/cards';
import { type HandFacts, SUIT_STRAINS, isMajor, suitCards, suitOfStrain } from './hand.js';
import { cheapestLevel, type lastBidOf } from './meaning.js';

type Last = NonNullable<ReturnType<typeof lastBidOf>>;

const PASS: Call = { type: 'pass' };
const DOUBLE: Call = { type: 'double' };
const bid = (level: number, strain: Strain): Call =>
  level >= 1 && level <= 7 ? { type: 'bid', level: level as 1, strain } : PASS;

export const overcall = (f: HandFacts, last: Last): Call => {
  const theirs = suitOfStrain(last.strain);
  if (f.balanced && f.hcp >= 15 && f.hcp <= 18 && cheapestLevel('NT', last) === 1)
    return bid(1, 'NT');
  const long = [3, 2, 1, 0]
    .filter((s) => s !== theirs && (f.lengths[s] ?? 0) >= 5)
    .sort((a, b) => (f.lengths[b] ?? 0) - (f.lengths[a] ?? 0))[0];
  if (long !== undefined) {
    const st = SUIT_STRAINS[long] as Strain;
    const level = cheapestLevel(st, last);
    if (f.hcp <= 16 && ((level === 1 && f.hcp >= 8) || (level === 2 && f.hcp >= 10)))
      return bid(level, st);
  }
  if (last.level > 3) return PASS;
  const short = theirs !== null && (f.lengths[theirs] ?? 0) <= 2;
  const support = f.lengths.every((l, s) => s === theirs || l >= 3);
  return (f.hcp >= 12 && short && support) || f.hcp >= 17 ? DOUBLE : PASS;
};

const stopper = (cards: readonly Card52[], suit: number | null): boolean => {
  if (suit === null) return true;
  const held = suitCards(cards, suit).map(rank52Of);
  return (
    held.includes(14) ||
    (held.includes(13) && held.length >= 2) ||
    (held.includes(12) && held.length >= 3)
  );
};

/** Partner doubled for takeout: name the best unbid suit, by strength. */
export const advanceDouble = (
  f: HandFacts,
  cards: readonly Card52[],
  last: Last,
  forced: boolean,
): Call => {
  if (!forced && f.hcp < 6) return PASS;
  const theirs = suitOfStrain(last.strain);
  const order = [3, 2, 1, 0].filter((s) => s !== theirs);
  const best =
    order.filter(isMajor).find((s) => (f.lengths[s] ?? 0) >= 4) ??
    order.sort((a, b) => (f.lengths[b] ?? 0) - (f.lengths[a] ?? 0))[0] ??
    0;
  const st = SUIT_STRAINS[best] as Strain;
  const cheapest = cheapestLevel(st, last);
  if (f.hcp >= 12) {
    if (isMajor(best) && cheapest <= 4) return bid(4, st);
    if (stopper(cards, theirs) && cheapestLevel('NT', last) <= 3) return bid(3, 'NT');
  }
  if (f.hcp >= 9 && cheapest + 1 <= 3) return bid(cheapest + 1, st);
  if (f.balanced && f.hcp >= 6 && stopper(cards, theirs) && cheapestLevel('NT', last) === 1)
    return bid(1, 'NT');
  return cheapest <= 3 ? bid(cheapest, st) : PASS;
};
