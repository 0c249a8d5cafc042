/**
 * The oracle's notation for bridge: seats `N E S W`, vulnerability `none ns ew all` (also PBN's
 * `None NS EW All Both`), contracts `4S`, `3NTX`, `7NXX`, calls `P X XX 1C .. 7NT`, cards `SA`,
 * `HT` (suit then rank, as PBN writes them).
 */
import {
  type Card52,
  PROCEDURE,
  type Result,
  type RuleError,
  err,
  ok,
  parseCard52,
  ruleError,
} from '@tavolo/cards';
import {
  type Call,
  type Contract,
  type Doubling,
  type Level,
  type Seat,
  type Strain,
  type Vulnerability,
  DIRECTIONS,
  type Direction,
} from './types.js';

const bad = (code: string, message: string): Result<never, RuleError> =>
  err(ruleError(code, PROCEDURE, message));

export const parseSeat = (value: unknown): Result<Seat, RuleError> => {
  const i = typeof value === 'string' ? DIRECTIONS.indexOf(value.toUpperCase() as Direction) : -1;
  return i < 0
    ? bad('bad-seat', `a seat is N, E, S or W, not ${JSON.stringify(value)}`)
    : ok(i as Seat);
};

const VULNERABILITY: Readonly<Record<string, Vulnerability>> = {
  none: 'none',
  '-': 'none',
  ns: 'ns',
  ew: 'ew',
  all: 'all',
  both: 'all',
};

export const parseVulnerability = (value: unknown): Result<Vulnerability, RuleError> => {
  const v = typeof value === 'string' ? VULNERABILITY[value.toLowerCase()] : undefined;
  return v
    ? ok(v)
    : bad(
        'bad-vulnerability',
        `vulnerability is none, ns, ew or all, not ${JSON.stringify(value)}`,
      );
};

const BID = /^([1-7])(C|D|H|S|NT|N)$/i;

const strainOf = (text: string): Strain => {
  const s = text.toUpperCase();
  return (s === 'N' ? 'NT' : s) as Strain;
};

export const parseContract = (value: unknown, declarer: Seat): Result<Contract, RuleError> => {
  const m =
    typeof value === 'string' ? /^([1-7])(C|D|H|S|NT|N)(X{0,2})$/i.exec(value.trim()) : null;
  if (!m)
    return bad(
      'bad-contract',
      `a contract is a level 1-7, a strain C D H S NT and X or XX, not ${JSON.stringify(value)}`,
    );
  return ok({
    level: Number(m[1]) as Level,
    strain: strainOf(m[2] as string),
    doubling: (m[3] as string).length as Doubling,
    declarer,
  });
};

export const parseCall = (value: unknown): Result<Call, RuleError> => {
  const t = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (t === 'P' || t === 'PASS') return ok({ type: 'pass' });
  if (t === 'X' || t === 'D' || t === 'DBL') return ok({ type: 'double' });
  if (t === 'XX' || t === 'R' || t === 'RDBL') return ok({ type: 'redouble' });
  const m = BID.exec(t);
  if (!m)
    return bad('bad-call', `a call is P, X, XX or a bid 1C .. 7NT, not ${JSON.stringify(value)}`);
  return ok({ type: 'bid', level: Number(m[1]) as Level, strain: strainOf(m[2] as string) });
};

export const parseCard = (value: unknown): Result<Card52, RuleError> => {
  const card = typeof value === 'string' ? parseCard52(value) : undefined;
  return card === undefined
    ? bad('bad-card', `a card is a suit S H D C then a rank (SA, HT), not ${JSON.stringify(value)}`)
    : ok(card);
};
