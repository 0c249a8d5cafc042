/**
 * The bridge rules oracle: one request, as parsed JSON, gets one answer, as plain JSON data.
 * Pure and total: any input, however malformed, is an answer, never a throw. The CLI's
 * `tavolo rules bridge` reads requests line by line and writes these answers.
 *
 * - `{"op":"score","contract":"4S","tricks":10,"vulnerable":true}`: the declarer's side's score
 *   (Law 77); with `"declarer":"N"` and `"vulnerability":"ns"` instead of `vulnerable`, also
 *   North-South's (`ns`). `"contract":"pass"` is a board passed out (0).
 * - `{"op":"imp","diff":420}`: the IMPs of a difference in points (Law 78B), signed.
 * - `{"op":"matchpoints","scores":[420,450,{"ns":60,"ew":40}],"expected":4}`: North-South's and
 *   East-West's matchpoints and percentages on one board (Law 78A), a number being a
 *   North-South score and `{"ns":..,"ew":..}` an artificial adjusted score in percent (Law
 *   12C2); with fewer scores than `expected`, Neuberg's formula.
 * - `{"op":"vp","imps":12,"boards":16}`: the two teams' VPs on the WBF continuous scale.
 * - `{"op":"legal",...}`: whether a call or card is legal at a given point (`oracle-legal.ts`).
 */
import { PROCEDURE, type RuleError, ruleError } from '@tavolo/cards';
import { impsFor } from './imp.js';
import { type BoardEntry, boardMatchpoints, matchpointTop, percentage } from './matchpoints.js';
import { answerLegal } from './oracle-legal.js';
import { parseContract, parseSeat, parseVulnerability } from './oracle-parse.js';
import { boardScore, declarerScore } from './scoring.js';
import { wbfVp } from './vp.js';

export type BridgeAnswer =
  | ({ readonly ok: true } & Readonly<Record<string, unknown>>)
  | { readonly ok: false; readonly error: RuleError };

const failure = (error: RuleError): BridgeAnswer => ({
  ok: false,
  error: { code: error.code, message: error.message, article: error.article },
});

const badRequest = (message: string): BridgeAnswer =>
  failure(ruleError('bad-request', PROCEDURE, message));

/** The request's fields, refusing any the operation does not know. */
const fields = (
  request: Readonly<Record<string, unknown>>,
  required: readonly string[],
  optional: readonly string[] = [],
): string | undefined => {
  for (const key of required)
    if (!(key in request)) return `${String(request['op'])}: ${key} is missing`;
  for (const key of Object.keys(request))
    if (key !== 'op' && !required.includes(key) && !optional.includes(key))
      return `${String(request['op'])}: unknown field ${key}`;
  return undefined;
};

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Two decimals, for matchpoints and percentages (Neuberg's are fractions). */
const round2 = (n: number): number => Math.round(n * 100) / 100;

const score = (r: Readonly<Record<string, unknown>>): BridgeAnswer => {
  const byBoard = 'declarer' in r || 'vulnerability' in r;
  const bad = byBoard
    ? fields(r, ['contract', 'tricks', 'declarer', 'vulnerability'])
    : fields(r, ['contract', 'tricks', 'vulnerable']);
  if (bad) return badRequest(bad);
  if (!isNumber(r['tricks'])) return badRequest('score: tricks is a number, 0 to 13');
  const passed = typeof r['contract'] === 'string' && /^(p|pass|passed)$/i.test(r['contract']);
  if (!byBoard) {
    if (typeof r['vulnerable'] !== 'boolean')
      return badRequest('score: vulnerable is true or false');
    if (passed) return { ok: true, score: 0 };
    const level = parseContract(r['contract'], 0);
    if (!level.ok) return failure(level.error);
    const scored = declarerScore(level.value, r['tricks'], r['vulnerable']);
    return scored.ok ? { ok: true, score: scored.value } : failure(scored.error);
  }
  const seat = parseSeat(r['declarer']);
  if (!seat.ok) return failure(seat.error);
  const vulnerability = parseVulnerability(r['vulnerability']);
  if (!vulnerability.ok) return failure(vulnerability.error);
  if (passed) return { ok: true, score: 0, ns: 0 };
  const contract = parseContract(r['contract'], seat.value);
  if (!contract.ok) return failure(contract.error);
  const ns = boardScore(contract.value, r['tricks'], vulnerability.value);
  if (!ns.ok) return failure(ns.error);
  return { ok: true, score: seat.value % 2 === 0 ? ns.value : -ns.value, ns: ns.value };
};

const matchpointsOf = (r: Readonly<Record<string, unknown>>): BridgeAnswer => {
  const bad = fields(r, ['scores'], ['expected']);
  if (bad) return badRequest(bad);
  const list = r['scores'];
  if (!Array.isArray(list) || list.length === 0)
    return badRequest('matchpoints: scores is a list of at least one score');
  const entries: BoardEntry[] = [];
  for (const item of list as unknown[]) {
    if (isNumber(item)) entries.push({ score: item });
    else if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const { ns, ew, ...rest } = item as Record<string, unknown>;
      if (!isNumber(ns) || !isNumber(ew) || Object.keys(rest).length > 0)
        return badRequest('matchpoints: an adjusted score is {"ns":percent,"ew":percent}');
      entries.push({ artificial: { ns, ew } });
    } else return badRequest('matchpoints: each score is a number or {"ns":..,"ew":..}');
  }
  const expected = r['expected'] ?? entries.length;
  if (!isNumber(expected)) return badRequest('matchpoints: expected is a number of results');
  const board = boardMatchpoints(entries, expected);
  if (!board.ok) return failure(board.error);
  const top = matchpointTop(expected);
  return {
    ok: true,
    top,
    ns: board.value.map((m) => round2(m.ns)),
    ew: board.value.map((m) => round2(m.ew)),
    nsPercent: board.value.map((m) => round2(percentage(m.ns, top))),
    ewPercent: board.value.map((m) => round2(percentage(m.ew, top))),
  };
};

/** The answer to one request (see the module comment). */
export const answerBridge = (request: unknown): BridgeAnswer => {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return badRequest('a request is a JSON object with an "op"');
  const r = request as Readonly<Record<string, unknown>>;
  switch (r['op']) {
    case 'score':
      return score(r);
    case 'imp': {
      const bad = fields(r, ['diff']);
      if (bad) return badRequest(bad);
      if (!isNumber(r['diff'])) return badRequest('imp: diff is a number of points');
      return { ok: true, imps: impsFor(r['diff']) };
    }
    case 'matchpoints':
      return matchpointsOf(r);
    case 'vp': {
      const bad = fields(r, ['imps', 'boards']);
      if (bad) return badRequest(bad);
      if (!isNumber(r['imps']) || !isNumber(r['boards']))
        return badRequest('vp: imps and boards are numbers');
      const vp = wbfVp(r['imps'], r['boards']);
      return vp.ok ? { ok: true, vp: vp.value } : failure(vp.error);
    }
    case 'legal':
      return answerLegal(r);
    default:
      return badRequest('op is one of score, imp, matchpoints, vp, legal');
  }
};
