/**
 * Loading a VP table an organizer enters (BUR-CH art. 19): checking it, and reading it as
 * printed tables write it ("55-150 11-9").
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type RuleError, art, ruleError } from './errors.js';
import type { VpBand, VpTable } from './vp.js';

const ART19 = art(19);

/** Burraco scores are multiples of 5 (README), so a band may start up to 5 above the last limit. */
const SCORE_STEP = 5;

const isVp = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** What can be wrong with one band of a table, for the user interfaces to translate. */
export type VpBandProblemKind =
  | 'not-a-band'
  | 'vp'
  | 'winner-below-loser'
  | 'limit'
  | 'overlap'
  | 'start'
  | 'first-start'
  | 'gap'
  | 'draw'
  | 'wider-win';

export interface VpBandProblem {
  /** The band, from 1. */
  readonly band: number;
  readonly kind: VpBandProblemKind;
  /** English, for logs and the command line. */
  readonly message: string;
}

/** What is wrong with band `i` of a table, given the band before it; null when nothing is. */
const bandProblem = (
  b: Record<string, unknown>,
  i: number,
  last: boolean,
  before: VpBand | undefined,
): VpBandProblem | null => {
  const problem = (kind: VpBandProblemKind, text: string): VpBandProblem => ({
    band: i + 1,
    kind,
    message: `band ${i + 1}: ${text}`,
  });
  const { upTo, winner, loser, from } = b;
  if (!isVp(winner) || !isVp(loser)) return problem('vp', 'VP are whole numbers, 0 or more');
  if (winner < loser)
    return problem('winner-below-loser', "the winner gets at least the loser's VP");
  if (last ? upTo !== null : !isVp(upTo))
    return problem('limit', 'limits are whole MP and only the last band is open (upTo null)');
  const previous = before?.upTo ?? null;
  if (previous !== null && upTo !== null && (upTo as number) <= previous)
    return problem(
      'overlap',
      `limits ascend (${String(upTo)} after ${previous}): the bands overlap`,
    );
  if (from !== undefined) {
    if (!isVp(from) || (upTo !== null && from > (upTo as number)))
      return problem('start', 'it starts (from) at whole MP, not above its limit');
    if (previous === null && from !== 0)
      return problem('first-start', 'the first band starts at 0 MP');
    if (previous !== null && from <= previous)
      return problem(
        'overlap',
        `starts at ${from}, within the band before (to ${previous}): the bands overlap`,
      );
    if (previous !== null && from > previous + SCORE_STEP)
      return problem('gap', `starts at ${from}, leaving a gap after ${previous}`);
  }
  if (before === undefined && winner !== loser)
    return problem('draw', 'a difference of 0 MP is a draw: both lines get the same VP');
  if (before !== undefined && (winner < before.winner || loser > before.loser))
    return problem('wider-win', 'a wider win never gives the winner fewer VP nor the loser more');
  return null;
};

/** The first problem of a table's bands, checked against each other; null when there is none. */
export const vpBandsProblem = (bands: readonly unknown[]): VpBandProblem | null => {
  let before: VpBand | undefined;
  for (const [i, band] of bands.entries()) {
    if (typeof band !== 'object' || band === null)
      return { band: i + 1, kind: 'not-a-band', message: `band ${i + 1} is not an object` };
    const b = band as Record<string, unknown>;
    const problem = bandProblem(b, i, i === bands.length - 1, before);
    if (problem) return problem;
    before = b as unknown as VpBand;
  }
  return null;
};

/**
 * Checks a table entered by an organizer (BUR-CH art. 19: "Le tabelle ... indicano i V.P. da
 * assegnare alle due linee in base alla differenza M.P."), on any scale (20-0, 3/1/0, a team
 * table): limits ascend from a first band holding a difference of 0 (a draw, equal VP) to an
 * open last band, without gaps or overlaps; the winner never gets less than the loser, nor
 * less for a wider win. A band may give `from`, as printed tables do ("55-150"); it must
 * follow the limit before without overlap and without a gap (no multiple of 5 left out).
 */
export const validateVpTable = (table: unknown): Result<VpTable, RuleError> => {
  const bad = (message: string) => err(ruleError('bad-vp-table', ART19, message));
  if (typeof table !== 'object' || table === null) return bad('a VP table is an object');
  const t = table as Record<string, unknown>;
  if (typeof t['name'] !== 'string' || t['name'].trim() === '' || typeof t['source'] !== 'string')
    return bad('a VP table has a name and a source');
  if (typeof t['derived'] !== 'boolean') return bad('a VP table says whether it is derived');
  const regulation = t['regulation'];
  if (regulation !== undefined && typeof regulation !== 'string')
    return bad('the rules a VP table belongs to are a name');
  const bands = t['bands'];
  if (!Array.isArray(bands) || bands.length === 0) return bad('a VP table has at least one band');
  const problem = vpBandsProblem(bands);
  if (problem) return bad(problem.message);
  const checked = (bands as readonly VpBand[]).map(({ upTo, winner, loser }) => ({
    upTo,
    winner,
    loser,
  }));
  return ok({
    name: t['name'],
    source: t['source'],
    derived: t['derived'],
    ...(regulation === undefined ? {} : { regulation }),
    bands: checked,
  });
};

/** One band as a printed table writes it: `0-50 10-10`, the open last one `1505+ 20-0`. */
const BAND_LINE = /^(\d+)\s*(?:-\s*(\d+)|\+)\s*[:=]?\s*(\d+)\s*[-/]\s*(\d+)$/;

/**
 * The bands of a table typed as printed tables show them, one a line: `0-50 10-10`,
 * `55-150 11-9`, ..., `1505+ 20-0` (MP from-to, then VP winner-loser). The result still
 * goes through `validateVpTable`, which checks the bands against each other.
 */
export const parseVpBands = (
  text: string,
): Result<readonly (VpBand & { readonly from: number })[], RuleError> => {
  const bands: (VpBand & { readonly from: number })[] = [];
  for (const [i, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const m = BAND_LINE.exec(line);
    if (!m)
      return err(
        ruleError('bad-vp-table', ART19, `line ${i + 1}: "${line}" is not like "55-150 11-9"`),
      );
    bands.push({
      from: Number(m[1]),
      upTo: m[2] === undefined ? null : Number(m[2]),
      winner: Number(m[3]),
      loser: Number(m[4]),
    });
  }
  return ok(bands);
};

/** A table's bands the way `parseVpBands` reads them, one a line. */
export const formatVpBands = (table: VpTable): string =>
  table.bands
    .map((b, i) => {
      const before = table.bands[i - 1]?.upTo;
      const from = before === undefined || before === null ? 0 : before + SCORE_STEP;
      return `${from}${b.upTo === null ? '+' : `-${b.upTo}`} ${b.winner}-${b.loser}`;
    })
    .join('\n');
