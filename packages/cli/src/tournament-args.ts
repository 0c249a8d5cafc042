/**
 * The small languages of the tournament command line: the rounds of an event
 * (`3*mitchell:3,danish-modified:3`), a score sheet (`600-200,300-400,500-100`), lists
 * (`E1,E2`) and people (`De Luca, Maria; Rossi, Mario`). Each parser returns a value or the
 * translated reason it refused the text.
 */
import type { Movement, Person, RoundPlan } from '@tavolo/tournament';

export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly key: string; readonly values?: Record<string, unknown> };

const fail = (key: string, values?: Record<string, unknown>): Parsed<never> => ({
  ok: false,
  key,
  ...(values ? { values } : {}),
});

const wholeNumber = (text: string): number | null =>
  /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : null;

const movement = (text: string): Movement | null => {
  const [name, param] = text.split('/');
  const size = param === undefined ? undefined : wholeNumber(param);
  if (size === null) return null;
  switch (name) {
    case 'danish':
      return { kind: 'danish', variant: 'pure', ...(size ? { groupSize: size } : {}) };
    case 'danish-modified':
      return { kind: 'danish', variant: 'modified', ...(size ? { groupSize: size } : {}) };
    case 'mitchell':
      return { kind: 'mitchell', step: size ?? 1 };
    case 'round-robin':
      return { kind: 'round-robin', ...(size ? { groupSize: size } : {}) };
    case 'knockout':
      return param === undefined ? { kind: 'knockout' } : null;
    case 'tables':
      return param === undefined ? { kind: 'standings-tables' } : null;
    default:
      return null;
  }
};

/**
 * `[N*]movement[/n]:hands`, comma-separated. Movements: danish, danish-modified (`/n`: groups
 * of n), mitchell (`/k`: E/W move k tables), round-robin (`/n`: groups), knockout, tables.
 */
export const parseRounds = (text: string): Parsed<readonly RoundPlan[]> => {
  const rounds: RoundPlan[] = [];
  for (const item of text.split(',').map((s) => s.trim())) {
    const match = /^(?:(\d+)\*)?([a-z-]+(?:\/\d+)?):(\d+)$/.exec(item);
    const plan = match ? movement(match[2] as string) : null;
    if (!match || !plan) return fail('tournament.badRounds', { item });
    const times = Number(match[1] ?? '1');
    if (times < 1 || times > 50) return fail('tournament.badRounds', { item });
    for (let i = 0; i < times; i++) rounds.push({ movement: plan, hands: Number(match[3]) });
  }
  return { ok: true, value: rounds };
};

/** One hand per comma, the sides' scores joined by `/` (or `-` between two non-negative scores). */
export const parseHands = (text: string): Parsed<readonly (readonly number[])[]> => {
  const hands: number[][] = [];
  for (const item of text.split(',').map((s) => s.trim())) {
    const parts = item.includes('/') ? item.split('/') : item.split(/(?<=\d)-/);
    const scores = parts.map(wholeNumber);
    if (scores.length < 2 || scores.some((s) => s === null))
      return fail('tournament.badHands', { item });
    hands.push(scores as number[]);
  }
  return { ok: true, value: hands };
};

export const parseList = (text: string): readonly string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

export const parseWhole = (text: string | undefined, least = 0): number | null => {
  if (text === undefined) return null;
  const n = wholeNumber(text);
  return n !== null && n >= least ? n : null;
};

/** The players' data beside `--people`: one value per person, `;`-separated. */
export interface PeopleData {
  readonly membership?: string;
  readonly club?: string;
  readonly region?: string;
  readonly category?: string;
}

const semicolonList = (text: string): string[] => text.split(';').map((s) => s.trim());

/**
 * `--people "De Luca, Maria; Rossi, Mario"`: the players of one entry, `;` between people and
 * a comma between surname and first name, surname first, so that a surname of several words
 * stays whole. Each of `data` is a `;`-separated list with one value per person (club, region
 * and category may also give one value for all); an empty value leaves that person's field out.
 */
export const parsePeople = (text: string, data: PeopleData = {}): Parsed<readonly Person[]> => {
  const people: Record<string, string>[] = [];
  for (const item of semicolonList(text)) {
    const comma = item.indexOf(',');
    const surname = comma < 0 ? '' : item.slice(0, comma).trim();
    const firstName = comma < 0 ? '' : item.slice(comma + 1).trim();
    if (surname === '' || firstName === '' || firstName.includes(','))
      return fail('tournament.badPerson', { item });
    people.push({ surname, firstName });
  }
  for (const field of ['membership', 'club', 'region', 'category'] as const) {
    const given = data[field];
    if (given === undefined) continue;
    const values = semicolonList(given);
    const shared = values.length === 1 && field !== 'membership';
    if (values.length !== people.length && !shared)
      return fail('tournament.badPeopleData', {
        option: `--${field}`,
        count: people.length,
      });
    people.forEach((p, i) => {
      const value = shared ? values[0] : values[i];
      if (value) p[field] = value;
    });
  }
  return { ok: true, value: people as unknown as Person[] };
};
