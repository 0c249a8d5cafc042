/**
 * The small languages of the tournament command line: the rounds of an event
 * (`3*mitchell:3,danish-modified:3`), a score sheet (`600-200,300-400,500-100`) and lists
 * (`E1,E2`). Each parser returns a value or the translated reason it refused the text.
 */
import type { Movement, RoundPlan } from '@tavolo/tournament';

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
