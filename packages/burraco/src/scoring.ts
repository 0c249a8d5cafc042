/**
 * Scoring a hand for one side (BUR-CH art. 19): the value of the melded cards, the burrachi and
 * the closing are positive; the cards left in hand (both partners'), the pozzetto not taken,
 * the penalty cards and a chess-clock penalty (art. 46) are negative.
 */
import { type CardId, isJoker, rankOf } from '@tavolo/cards';
import { burracoKind } from './burraco.js';
import type { Meld } from './meld.js';
import type { BurracoKind, CardValues, RuleOptions } from './profile.js';

/** A card's points (README values, kept as profile data). */
export const cardPoints = (id: CardId, values: CardValues): number => {
  if (isJoker(id)) return values.joker;
  const rank = rankOf(id);
  if (rank === 2) return values.pinella;
  if (rank === 1) return values.ace;
  return rank >= 8 ? values.high : values.low;
};

export const cardsPoints = (ids: readonly CardId[], values: CardValues): number =>
  ids.reduce((sum, id) => sum + cardPoints(id, values), 0);

export const meldPoints = (meld: Meld, values: CardValues): number =>
  cardsPoints(
    meld.cards.map((c) => c.id),
    values,
  );

export interface SideHand {
  readonly melds: readonly Meld[];
  /** Cards left in the hands of the side's players. */
  readonly hand: readonly CardId[];
  readonly pozzettoTaken: boolean;
  readonly closed: boolean;
  readonly penaltyCards?: readonly CardId[];
  /** Points lost to the chess clock this hand (art. 46). */
  readonly clockPenalty?: number;
}

export interface ScoreBreakdown {
  /** Positive: the value of the cards on the table. */
  readonly melds: number;
  readonly burrachi: Readonly<Record<BurracoKind, number>>;
  /** Positive honours: burrachi. */
  readonly burrachiPoints: number;
  readonly closing: number;
  /** Negative values from here on. */
  readonly hand: number;
  readonly pozzetto: number;
  readonly penaltyCards: number;
  readonly clock: number;
}

export interface SideScore {
  readonly total: number;
  readonly breakdown: ScoreBreakdown;
}

export type ScoringRules = Pick<
  RuleOptions,
  | 'cardValues'
  | 'burracoValues'
  | 'closingBonus'
  | 'pozzettoNotTakenPenalty'
  | 'burracoMinCards'
  | 'semipulitoMinNaturals'
  | 'champion'
>;

/** Avoids -0 in the breakdown of a side with nothing to subtract. */
const minus = (points: number): number => (points === 0 ? 0 : -points);

export const scoreSide = (side: SideHand, rules: ScoringRules): SideScore => {
  const burrachi: Record<BurracoKind, number> = {
    sporco: 0,
    semipulito: 0,
    pulito: 0,
    champion: 0,
  };
  let burrachiPoints = 0;
  for (const meld of side.melds) {
    const kind = burracoKind(meld, rules);
    if (kind === null) continue;
    burrachi[kind]++;
    burrachiPoints += rules.burracoValues[kind];
  }
  const breakdown: ScoreBreakdown = {
    melds: side.melds.reduce((sum, m) => sum + meldPoints(m, rules.cardValues), 0),
    burrachi,
    burrachiPoints,
    closing: side.closed ? rules.closingBonus : 0,
    hand: minus(cardsPoints(side.hand, rules.cardValues)),
    pozzetto: side.pozzettoTaken ? 0 : minus(rules.pozzettoNotTakenPenalty),
    penaltyCards: minus(cardsPoints(side.penaltyCards ?? [], rules.cardValues)),
    clock: minus(side.clockPenalty ?? 0),
  };
  const total =
    breakdown.melds +
    breakdown.burrachiPoints +
    breakdown.closing +
    breakdown.hand +
    breakdown.pozzetto +
    breakdown.penaltyCards +
    breakdown.clock;
  return { total, breakdown };
};
