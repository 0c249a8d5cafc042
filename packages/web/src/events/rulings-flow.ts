/**
 * The arbitro's consultation in the console, as data: the situations found by everyday words
 * (the event's game first), the questions one at a time, the ruling, and the `ruling` command
 * that applies it at a table of the round being played. Pure: the panel draws what this says.
 * The catalogue (@tavolo/rulings) is loaded with the panel only.
 */
import {
  type Answers,
  type Entry,
  type Game,
  type Option,
  type Question,
  type Ruling,
  type Text,
  catalogue,
  consult,
  recordRuling,
  searchCatalogue,
} from '@tavolo/rulings';
import type { EntrantId, TournamentState } from '@tavolo/tournament';
import type { RulingCommand, RulingDecision } from './ruling-command.js';

export type Lang = 'it' | 'en';

/** Results shown for a search: a phone shows them without scrolling far. */
export const MAX_RESULTS = 8;

export const textIn = (text: Text, lang: Lang): string => text[lang];

/** The situations `query` finds, best first; `game` undefined: both games. */
export const findSituations = (query: string, game: Game | undefined): readonly Entry[] =>
  searchCatalogue(catalogue, query, game)
    .slice(0, MAX_RESULTS)
    .map((f) => f.entry);

export type Step =
  | { readonly kind: 'question'; readonly question: Question; readonly number: number }
  | { readonly kind: 'ruling'; readonly ruling: Ruling }
  /** Answers the entry does not take (an entry changed under a page left open): start again. */
  | { readonly kind: 'stuck' };

/** Where `answers` lead in `entry`: the next question, numbered from 1, or the ruling. */
export const stepOf = (entry: Entry, answers: Answers): Step => {
  const consulted = consult(entry, answers);
  if (!consulted.ok) return { kind: 'stuck' };
  return consulted.value.kind === 'question'
    ? { kind: 'question', question: consulted.value.question, number: consulted.value.asked + 1 }
    : { kind: 'ruling', ruling: consulted.value.ruling };
};

export interface Answered {
  readonly question: Question;
  readonly option: Option;
}

/** The answers given so far, in the order the questions were asked. */
export const answeredOf = (entry: Entry, answers: Answers): readonly Answered[] =>
  entry.questions.flatMap((question) => {
    const option = question.options.find((o) => o.id === answers[question.id]);
    return option === undefined ? [] : [{ question, option }];
  });

/** The answers without the last one given: the way back one question. */
export const withoutLast = (entry: Entry, answers: Answers): Answers => {
  const last = answeredOf(entry, answers).at(-1);
  if (last === undefined) return answers;
  return Object.fromEntries(Object.entries(answers).filter(([id]) => id !== last.question.id));
};

/** Whether the ruling sanctions a player (richiamo, ammonizione, espulsione): name the player. */
export const sanctionsPlayer = (ruling: Ruling): boolean =>
  ruling.record.some((r) => r.kind === 'caution' || r.kind === 'warning' || r.kind === 'expulsion');

/** Whether the ruling leaves a score to the arbitro, whose MP and VP the command carries. */
export const leavesScore = (ruling: Ruling): boolean =>
  ruling.record.some((r) => r.kind === 'score-adjustment');

export interface TableSeats {
  readonly table: number;
  readonly seats: readonly EntrantId[];
}

/** The tables of the round being played, with who sits at each: where a ruling is given. */
export const roundTables = (state: TournamentState): readonly TableSeats[] =>
  (state.rounds.at(-1)?.pairing.tables ?? []).map((t) => ({ table: t.table, seats: t.seats }));

/** The players of an entrant, to name the one at fault. */
export const playersOf = (state: TournamentState, entrant: EntrantId): readonly string[] =>
  state.entrants.find((e) => e.id === entrant)?.players ?? [];

export interface Where {
  readonly table: number;
  readonly entrant: EntrantId;
  /** '' when no player is named. */
  readonly player: string;
  /** The MP and VP of a score left to the arbitro, as typed. */
  readonly mp?: number;
  readonly vp?: number;
}

export const rulingCommand = (entry: Entry, answers: Answers, where: Where): RulingCommand => ({
  type: 'ruling',
  situation: entry.id,
  answers,
  entrant: where.entrant,
  table: where.table,
  ...(where.player !== '' ? { player: where.player } : {}),
  ...(where.mp !== undefined ? { mp: where.mp } : {}),
  ...(where.vp !== undefined ? { vp: where.vp } : {}),
});

/** A ruling decided in the browser as the server decides it (@tavolo/rulings `recordRuling`). */
export const decideRuling: RulingDecision = (state, c, stamp) =>
  recordRuling(
    state,
    {
      entry: c.situation,
      answers: c.answers,
      entrant: c.entrant,
      table: c.table,
      ...(c.player !== undefined ? { player: c.player } : {}),
      ...(c.mp !== undefined || c.vp !== undefined
        ? { adjustment: { mp: c.mp ?? 0, vp: c.vp ?? 0 } }
        : {}),
      ...(c.confirm === true ? { confirm: true } : {}),
    },
    stamp,
  );
