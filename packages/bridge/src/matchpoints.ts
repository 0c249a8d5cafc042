/**
 * Matchpoints on one board (Law 78A of the Laws of Duplicate Bridge 2017): each score is
 * compared with every other score on the board, 2 points for each it beats and 1 for each it
 * ties (so a top is 2(n-1) for n results); Neuberg's formula for a board with fewer or more
 * results than expected; and the artificial adjusted scores a director assigns (Law 12C2),
 * given as percentages of the top.
 */
import { type Result, type RuleError, err, ok, ruleError } from '@tavolo/cards';

const LAW_78A = 'LAW 78A (2017)';
const LAW_12C2 = 'LAW 12C2 (2017)';

/** The top on a board of `results` results: 2 for each other result. */
export const matchpointTop = (results: number): number => 2 * Math.max(0, results - 1);

/**
 * Each score's matchpoints against the others on the same board, in the order given: 2 per
 * score it beats, 1 per score it ties. Scores are all from the same side's point of view (as a
 * rule North-South's); the other side's matchpoints are the top minus these.
 */
export const matchpoints = (scores: readonly number[]): number[] =>
  scores.map((score, i) =>
    scores.reduce(
      (mp, other, j) => (j === i ? mp : mp + (score > other ? 2 : score === other ? 1 : 0)),
      0,
    ),
  );

/** Matchpoints as a percentage of the top; a board with a single result is 50%. */
export const percentage = (mp: number, top: number): number => (top > 0 ? (100 * mp) / top : 50);

/** Every score's percentage on its board. */
export const percentages = (scores: readonly number[]): number[] => {
  const top = matchpointTop(scores.length);
  return matchpoints(scores).map((mp) => percentage(mp, top));
};

/**
 * Neuberg's formula: matchpoints `mp` earned among `results` results, on the scale of a board
 * with `expected` results (each result counted expected/results times):
 * MP' = ((MP + 1) x N / n) - 1, on the 2-per-comparison scale.
 */
export const neuberg = (
  mp: number,
  results: number,
  expected: number,
): Result<number, RuleError> => {
  if (!Number.isInteger(results) || results < 1 || !Number.isInteger(expected) || expected < 1)
    return err(
      ruleError(
        'bad-results',
        LAW_78A,
        `Neuberg's formula needs whole numbers of results, at least 1 (${String(results)}, expected ${String(expected)})`,
      ),
    );
  if (!Number.isFinite(mp) || mp < 0 || mp > matchpointTop(results))
    return err(
      ruleError(
        'bad-matchpoints',
        LAW_78A,
        `${String(mp)} matchpoints is outside 0 to ${matchpointTop(results)} for ${results} results`,
      ),
    );
  return ok(((mp + 1) * expected - results) / results);
};

/** One table's result on a board: a score (North-South's), or an artificial adjusted score. */
export type BoardEntry =
  | { readonly score: number }
  /** Law 12C2: percentages of the top for each side, which need not add up to 100. */
  | { readonly artificial: { readonly ns: number; readonly ew: number } };

export interface BoardMatchpoints {
  readonly ns: number;
  readonly ew: number;
}

/**
 * The matchpoints of every table on a board, on the top of `expected` results (by default the
 * number of entries): the scores are matchpointed among themselves and, when there are fewer
 * or more of them than expected, put on that scale by Neuberg's formula; an artificial score is
 * its percentage of that top, whatever the others scored.
 */
export const boardMatchpoints = (
  entries: readonly BoardEntry[],
  expected: number = entries.length,
): Result<BoardMatchpoints[], RuleError> => {
  if (!Number.isInteger(expected) || expected < 1)
    return err(
      ruleError(
        'bad-results',
        LAW_78A,
        `a board expects at least 1 result, not ${String(expected)}`,
      ),
    );
  const scores: number[] = [];
  for (const entry of entries) {
    if ('score' in entry) {
      if (!Number.isFinite(entry.score))
        return err(
          ruleError('bad-score', LAW_78A, `a score is a number, not ${String(entry.score)}`),
        );
      scores.push(entry.score);
      continue;
    }
    const { ns, ew } = entry.artificial;
    for (const pct of [ns, ew])
      if (!Number.isFinite(pct) || pct < 0 || pct > 100)
        return err(
          ruleError(
            'bad-percentage',
            LAW_12C2,
            `an adjusted score is 0% to 100%, not ${String(pct)}`,
          ),
        );
  }
  const top = matchpointTop(expected);
  const real = matchpoints(scores);
  const out: BoardMatchpoints[] = [];
  let next = 0;
  for (const entry of entries) {
    if ('artificial' in entry) {
      out.push({ ns: (entry.artificial.ns * top) / 100, ew: (entry.artificial.ew * top) / 100 });
      continue;
    }
    const raw = real[next++] as number;
    const ns = scores.length === expected ? ok(raw) : neuberg(raw, scores.length, expected);
    if (!ns.ok) return ns;
    out.push({ ns: ns.value, ew: top - ns.value });
  }
  return ok(out);
};
