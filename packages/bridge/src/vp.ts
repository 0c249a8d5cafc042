/**
 * The WBF continuous Victory Point scale (2013), 20-0 with two decimals, as the WBF Scoring
 * Panel's technical report "The New WBF IMP to VP Scales" (Bavin, Bethe, Bramley, Buchen)
 * builds it: for a match of B boards the blitz is X = 15 * sqrt(B) IMPs, and a margin of I IMPs
 * is worth V = 10 + 10 * (1 - tau^(3I/X)) / (1 - tau^3) to the winner, tau = (sqrt(5) - 1) / 2
 * (tau^3 = 0.236...), 20 from X on. The values are rounded to hundredths and then corrected so
 * that each further IMP is worth no more than the one before (concavity): where a step up is
 * larger than the step before it, the VP in between is raised by 0.01, until none is. The loser
 * has 20 minus the winner's VPs.
 */
import { type Result, type RuleError, err, ok, ruleError } from '@tavolo/cards';

const ARTICLE = 'WBF VP scale (2013)';
const TAU = (Math.sqrt(5) - 1) / 2;

/** The blitz margin: from 15 * sqrt(boards) IMPs on, the winner has 20 VPs. */
export const vpBlitz = (boards: number): number => 15 * Math.sqrt(boards);

const tables = new Map<number, readonly number[]>();

/** The winner's VPs in hundredths for margins 0, 1, ... up to the first margin worth 20. */
const hundredths = (boards: number): readonly number[] => {
  const cached = tables.get(boards);
  if (cached) return cached;
  const blitz = vpBlitz(boards);
  const top = Math.ceil(blitz);
  const v: number[] = [];
  for (let imps = 0; imps <= top; imps++)
    v.push(
      imps >= blitz
        ? 2000
        : Math.min(
            2000,
            Math.round(1000 + (1000 * (1 - TAU ** ((3 * imps) / blitz))) / (1 - TAU ** 3)),
          ),
    );
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 1; i < v.length - 1; i++)
      if ((v[i + 1] as number) - (v[i] as number) > (v[i] as number) - (v[i - 1] as number)) {
        v[i] = (v[i] as number) + 1;
        changed = true;
      }
  }
  tables.set(boards, v);
  return v;
};

const checkBoards = (boards: number): RuleError | undefined =>
  Number.isInteger(boards) && boards >= 1 && boards <= 1000
    ? undefined
    : ruleError('bad-boards', ARTICLE, `a match has 1 to 1000 boards, not ${String(boards)}`);

/** The continuous scale for a match of `boards` boards: the winner's VPs for margins 0, 1, ... to 20. */
export const wbfVpTable = (boards: number): Result<readonly number[], RuleError> => {
  const refused = checkBoards(boards);
  return refused ? err(refused) : ok(hundredths(boards).map((h) => h / 100));
};

/**
 * The two teams' VPs for a match of `boards` boards that team A won by `imps` IMPs (negative
 * when B won): [A, B], two decimals, adding up to 20.
 */
export const wbfVp = (
  imps: number,
  boards: number,
): Result<readonly [number, number], RuleError> => {
  const refused = checkBoards(boards);
  if (refused) return err(refused);
  if (!Number.isInteger(imps))
    return err(
      ruleError('bad-imps', ARTICLE, `the scale is for whole IMP margins, not ${String(imps)}`),
    );
  const table = hundredths(boards);
  const winner = table[Math.min(Math.abs(imps), table.length - 1)] as number;
  const a = imps >= 0 ? winner : 2000 - winner;
  return ok([a / 100, (2000 - a) / 100]);
};
