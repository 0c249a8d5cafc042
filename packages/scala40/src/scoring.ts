/**
 * Scoring (S40-CdG art. 22; S40-REG art. 7, 9b; S40-CLUB §D): penalty points left in hand,
 * and the tournament table score: MP per player, VP by placement plus difference VP.
 */
import {
  type CardId,
  type Result,
  type RuleError,
  err,
  faceOf,
  ok,
  ruleError,
} from '@tavolo/cards';
import type { RuleOptions } from './profile.js';
import { DEFAULT_TABLE_OF_THREE, RESTING_SEAT_MP, type TableOfThree } from './table-of-three.js';

const ART22 = 'S40-CdG art. 22';

/** A card's penalty value in hand: jolly 25, ace 11, K Q J 10 10, others face value. */
export const penaltyValue = (id: CardId): number => {
  const face = faceOf(id);
  if (!face) return 25;
  return face.rank === 1 ? 11 : face.rank >= 10 ? 10 : face.rank;
};

export interface PenaltyContext {
  /** The player laid at least one card on the table this hand. */
  readonly melded: boolean;
  /** The hand was closed "in mano" (S40-REG art. 9b). */
  readonly inHandClosing: boolean;
}

/** The penalty points of the cards left in one player's hand at the end of a hand. */
export const handPenalty = (
  hand: readonly CardId[],
  context: PenaltyContext,
  rules: Pick<RuleOptions, 'aceAloneWorthOne' | 'neverMeldedPenalty' | 'inHandClosingDoubles'>,
): number => {
  const flat = rules.neverMeldedPenalty;
  if (!context.melded && flat && (flat.when === 'always' || context.inHandClosing))
    return flat.points;
  const only = hand.length === 1 ? faceOf(hand[0] as CardId) : undefined;
  const sum =
    rules.aceAloneWorthOne && only?.rank === 1
      ? 1
      : hand.reduce((total, id) => total + penaltyValue(id), 0);
  return rules.inHandClosingDoubles && context.inHandClosing ? sum * 2 : sum;
};

/** One band of the art. 22 difference tables: differences up to `upTo` (inclusive) give `vp`. */
interface Band {
  readonly upTo: number;
  readonly vp: number;
}

const TABLE_3_4_HANDS: readonly Band[] = [
  { upTo: 30, vp: 0 },
  { upTo: 60, vp: 2 },
  { upTo: 90, vp: 4 },
  { upTo: 120, vp: 6 },
  { upTo: 160, vp: 8 },
  { upTo: 200, vp: 10 },
  { upTo: Infinity, vp: 12 },
];

const TABLE_5_HANDS: readonly Band[] = [
  { upTo: 40, vp: 0 },
  { upTo: 80, vp: 2 },
  { upTo: 130, vp: 4 },
  { upTo: 190, vp: 6 },
  { upTo: 250, vp: 8 },
  { upTo: 300, vp: 10 },
  { upTo: Infinity, vp: 12 },
];

/** The art. 22 table lookup: VP for a difference of MP over a table of `hands` hands. */
export const differenceVp = (hands: number, diff: number): Result<number, RuleError> => {
  const table =
    hands === 3 || hands === 4 ? TABLE_3_4_HANDS : hands === 5 ? TABLE_5_HANDS : undefined;
  if (!table)
    return err(
      ruleError('unsupported-hands', ART22, 'art. 22 has tables for 3-4 hands and for 5 hands'),
    );
  if (!Number.isInteger(diff) || diff < 0)
    return err(
      ruleError('bad-difference', ART22, 'a difference of MP is a whole number, 0 or more'),
    );
  return ok((table.find((band) => diff <= band.upTo) as Band).vp);
};

/** VP for placement at a table of four: 8, 6, 4, 2 (a table of three: 8, 6, 4). */
const PLACEMENT_VP = [8, 6, 4, 2];

/** Art. 22 on the players listed, whether three or four. */
const placedVp = (hands: number, mp: readonly number[]): Result<number[], RuleError> => {
  const vp: number[] = [];
  for (const mine of mp) {
    const better = mp.filter((m) => m < mine).length;
    const tied = mp.filter((m) => m === mine).length;
    const places = PLACEMENT_VP.slice(better, better + tied);
    const placement = places.reduce((a, b) => a + b, 0) / tied;
    const diffSum = mp.filter((m) => m > mine).reduce((sum, m) => sum + (m - mine), 0);
    const diff = differenceVp(hands, diffSum);
    if (!diff.ok) return diff;
    vp.push(placement + diff.value);
  }
  return ok(vp);
};

/**
 * The VP of each player at a table (art. 22), in the order of `mp`. The one function for every
 * table VP: the engine, the oracle and the tournament all call it.
 *
 * Reading of art. 22 ("la somma delle differenze dei punti negativi tra il primo e gli altri
 * tre, tra il secondo e gli altri due e tra il terzo ed il quarto"): players are ranked by MP,
 * fewest first. Each player's differences to every player ranked below are summed, and that
 * one sum is looked up in the table; the last player has no difference VP. Players with equal
 * MP share the placement VP of the places they span (8 and 6 tied: 7 each); their mutual
 * difference is 0. Example, 5 hands, MP [0, 35, 80, 120]: the first sums 35+80+120 = 235 ->
 * 8 VP, so 8 + 8 = 16; the second 45+85 = 130 -> 4, so 6 + 4 = 10; the third 40 -> 0, so 4;
 * the fourth 2. Result [16, 10, 4, 2].
 *
 * A table of three is scored by `tableOfThree` (see `table-of-three.ts`): by default "come per
 * quattro", with a fourth, resting seat at 1000 MP (MP [0, 40, 80] on 5 hands: [20, 18, 16]);
 * `as-three` ranks the three among themselves ([12, 6, 4]).
 */
export const tableVp = (
  hands: number,
  mp: readonly number[],
  tableOfThree: TableOfThree = DEFAULT_TABLE_OF_THREE,
): Result<number[], RuleError> => {
  if (mp.length < 3 || mp.length > 4)
    return err(ruleError('bad-table', ART22, 'a table has three or four players'));
  if (!mp.every((m) => Number.isInteger(m) && m >= 0))
    return err(ruleError('bad-mp', ART22, 'MP are whole numbers, 0 or more'));
  if (mp.length === 3 && tableOfThree === 'as-four') {
    const asFour = placedVp(hands, [...mp, RESTING_SEAT_MP]);
    return asFour.ok ? ok(asFour.value.slice(0, 3)) : asFour;
  }
  return placedVp(hands, mp);
};
