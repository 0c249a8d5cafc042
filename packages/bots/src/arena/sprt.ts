/**
 * A sequential probability ratio test (Wald) on the per-deal score (a deal's share of the
 * tables won: 1 a win, 0.5 a tie, 0 a loss, averaged over the deal's tables), so that a run
 * stops as soon as the difference is settled.
 *
 * H0: the expected score is p0 (no better than par, say); H1: it is p1. Each deal adds
 * x ln(p1/p0) + (1 - x) ln((1 - p1)/(1 - p0)) to the log-likelihood ratio: the Bernoulli
 * ratio, exact for a deal that is a plain win or loss. A deal's score averaged over several
 * tables has no more variance than a Bernoulli variable of the same mean, so the ratio wanders
 * less and the test errs less often than alpha and beta (it may play a few more deals than a
 * test fitted to the exact distribution would). The run accepts H1 when the ratio reaches
 * ln((1 - beta)/alpha), H0 when it falls to ln(beta/(1 - alpha)), and goes on otherwise.
 */

export interface SprtSettings {
  readonly p0: number;
  readonly p1: number;
  /** The chance of accepting H1 when H0 holds. */
  readonly alpha: number;
  /** The chance of accepting H0 when H1 holds. */
  readonly beta: number;
}

export const DEFAULT_SPRT_ERROR = 0.05;

export type SprtDecision = 'H0' | 'H1' | 'continue';

export interface SprtState {
  readonly settings: SprtSettings;
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  readonly deals: number;
  readonly decision: SprtDecision;
}

/** Why settings cannot be tested, or undefined when they can. */
export const sprtProblem = (s: SprtSettings): string | undefined => {
  const inUnit = (x: number) => Number.isFinite(x) && x > 0 && x < 1;
  if (!inUnit(s.p0) || !inUnit(s.p1)) return 'p0 and p1 are between 0 and 1, both excluded';
  if (s.p0 >= s.p1) return 'p0 is below p1';
  if (!inUnit(s.alpha) || !inUnit(s.beta) || s.alpha + s.beta >= 1)
    return 'alpha and beta are between 0 and 1, and their sum below 1';
  return undefined;
};

export const startSprt = (settings: SprtSettings): SprtState => {
  const problem = sprtProblem(settings);
  if (problem) throw new Error(problem);
  return {
    settings,
    llr: 0,
    lower: Math.log(settings.beta / (1 - settings.alpha)),
    upper: Math.log((1 - settings.beta) / settings.alpha),
    deals: 0,
    decision: 'continue',
  };
};

/** The test after one more deal of score `x` (0..1); a settled test stays settled. */
export const sprtStep = (state: SprtState, x: number): SprtState => {
  if (state.decision !== 'continue') return state;
  const { p0, p1 } = state.settings;
  const llr = state.llr + x * Math.log(p1 / p0) + (1 - x) * Math.log((1 - p1) / (1 - p0));
  const decision: SprtDecision = llr >= state.upper ? 'H1' : llr <= state.lower ? 'H0' : 'continue';
  return { ...state, llr, deals: state.deals + 1, decision };
};
