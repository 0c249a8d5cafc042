/**
 * Arbitral scores (punteggi arbitrali) the regulations fix in advance: the bye of an odd
 * number of pairs, walkovers, late arrivals and late entries. They are data of the rules, not
 * of the director, so the director never types them.
 */

/** BUR-CH art. 3 and 47: 70% / 65% / 60% of the maximum, by hands per round. */
const BYE_SCORES: Readonly<Record<number, { readonly vp: number; readonly mp: number }>> = {
  2: { vp: 14, mp: 350 },
  3: { vp: 13, mp: 500 },
  4: { vp: 12, mp: 450 },
};

/** BUR-CH art. 3, 48: the late or absent side of a walkover gets 6 / 7 / 8 VP. */
const WALKOVER_LOSER_VP: Readonly<Record<number, number>> = { 2: 6, 3: 7, 4: 8 };

export const BURRACO_BYE_ARTICLE = 'BUR-CH art. 3';

/** The score of a pair that rests or wins by walkover (config restricts Burraco to 2-4 hands). */
export const byeScore = (hands: number): { readonly vp: number; readonly mp: number } =>
  BYE_SCORES[hands] ?? { vp: 0, mp: 0 };

export const walkoverLoserVp = (hands: number): number => WALKOVER_LOSER_VP[hands] ?? 0;

/**
 * BUR-CH art. 48 "Se il tavolo incompleto dovesse crearsi all'ultimo turno": a pair resting in
 * the last round whose average so far beats the bye score gets its average, rounded down.
 * Tavolo applies the average to VP and MP alike, each rounded down.
 */
export const lastRoundByeScore = (
  hands: number,
  played: readonly { readonly vp: number; readonly mp: number }[],
): { readonly vp: number; readonly mp: number; readonly average: boolean } => {
  const bye = byeScore(hands);
  if (played.length === 0) return { ...bye, average: false };
  const vp = Math.floor(played.reduce((s, p) => s + p.vp, 0) / played.length);
  const mp = Math.floor(played.reduce((s, p) => s + p.mp, 0) / played.length);
  return vp > bye.vp ? { vp, mp: Math.max(mp, bye.mp), average: true } : { ...bye, average: false };
};

/** What a late arrival costs (BUR-CH art. 48). */
export type LateOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'warning' }
  | { readonly kind: 'penalty'; readonly mp: number }
  | { readonly kind: 'walkover' };

/**
 * BUR-CH art. 48. At the start of the event ("Ritardo ad un torneo", which Tavolo also applies
 * to a registered pair late for round 1): up to 2 minutes nothing, 2-5 minutes 100 points,
 * 5-10 minutes 150, over 10 the match is lost. During the event ("Ritardo nel corso del
 * torneo"): up to 3 minutes a warning ("viene ammonita"), 3-10 minutes 100 MP, over 10 the
 * match is lost. A boundary minute belongs to the milder band ("da 2' a 5'": 5 is still 100).
 */
export const lateOutcome = (round: number, minutes: number): LateOutcome => {
  if (round === 1) {
    if (minutes < 2) return { kind: 'none' };
    if (minutes <= 5) return { kind: 'penalty', mp: 100 };
    if (minutes <= 10) return { kind: 'penalty', mp: 150 };
    return { kind: 'walkover' };
  }
  if (minutes <= 3) return { kind: 'warning' };
  if (minutes <= 10) return { kind: 'penalty', mp: 100 };
  return { kind: 'walkover' };
};

/** S40-CdG art. 26: a player inserted after round 1's standings gets 3 VP and 80 MP. */
export const SCALA40_LATE_ENTRY = { vp: 3, mp: 80, article: 'S40-CdG art. 26' } as const;
