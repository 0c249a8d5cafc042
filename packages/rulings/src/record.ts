/**
 * Applying a ruling to an event's record: the consultation's ruling, given at a table against
 * the round, table and player (@tavolo/tournament's `giveRuling`), with the sanctions and
 * penalties its record effects bring, each made by the tournament's own command so that its
 * checks (a second caution, an expulsion given once, a repeated penalty) apply as they do to the
 * director's other decisions.
 */
import {
  type Consequence,
  type Outcome,
  type Stamp,
  type TournamentState,
  giveRuling,
  penalize,
  sanction,
  tournamentError,
} from '@tavolo/tournament';
import { err } from '@tavolo/cards';
import { entryById } from './catalogue/index.js';
import { consult } from './consult.js';
import { type Answers, type RecordEffect, type Ruling, type Entry, citation } from './model.js';

export interface RulingApplication {
  readonly entry: string;
  readonly answers: Answers;
  readonly entrant: string;
  readonly table: number;
  /** The player at fault; needed when the ruling sanctions a player. */
  readonly player?: string;
  /**
   * The figures of a score adjustment, which the ruling leaves to the arbitro ("punteggio
   * arbitrale"): MP and VP taken from the entrant. Needed when the ruling adjusts the score.
   */
  readonly adjustment?: { readonly mp: number; readonly vp: number };
  /** Doubts the director confirms (a second identical sanction or penalty in the round). */
  readonly confirm?: boolean;
}

const refuse = (code: string, message: string, params: Record<string, string | number>): Outcome =>
  err(tournamentError(code, 'Tavolo', message, params));

/** The ruling as the record states it: the situation and what was ruled, in Italian. */
export const rulingText = (entry: Entry, ruling: Ruling): string =>
  `${entry.title.it}: ${ruling.summary.it}`;

const consequenceOf = (
  entry: Entry,
  ruling: Ruling,
  effect: RecordEffect,
  a: RulingApplication,
  stamp: Stamp,
): Consequence => {
  const reason = rulingText(entry, ruling);
  const article = citation(entry);
  const confirm = a.confirm === true ? { confirm: true } : {};
  switch (effect.kind) {
    case 'caution':
    case 'warning':
    case 'expulsion':
      return (state) =>
        sanction(
          state,
          {
            entrant: a.entrant,
            player: a.player ?? '',
            level: effect.kind,
            breach: reason,
            article,
            ...confirm,
          },
          stamp,
        );
    case 'penalty':
      return (state) =>
        penalize(
          state,
          { entrant: a.entrant, mp: effect.mp, vp: effect.vp, reason, article, ...confirm },
          stamp,
        );
    case 'score-adjustment':
      return (state) =>
        penalize(
          state,
          {
            entrant: a.entrant,
            mp: a.adjustment?.mp ?? 0,
            vp: a.adjustment?.vp ?? 0,
            reason,
            article,
            ...confirm,
          },
          stamp,
        );
  }
};

/** The events that record `a` on `state`, or why not. */
export const recordRuling = (
  state: TournamentState,
  a: RulingApplication,
  stamp: Stamp,
): Outcome => {
  const entry = entryById(a.entry);
  if (!entry)
    return refuse('unknown-ruling', `no situation ${a.entry} in the catalogue`, { entry: a.entry });
  if (entry.game !== state.config.game)
    return refuse('ruling-other-game', `${citation(entry)} is a rule of another game`, {
      entry: a.entry,
      article: citation(entry),
    });
  const consulted = consult(entry, a.answers);
  if (!consulted.ok)
    return refuse('ruling-answers', `the answers do not fit ${citation(entry)}`, {
      entry: a.entry,
      reason: consulted.error.code,
      question: 'question' in consulted.error ? consulted.error.question : '',
    });
  if (consulted.value.kind === 'question')
    return refuse(
      'ruling-unanswered',
      `${citation(entry)} still asks: ${consulted.value.question.text.en}`,
      {
        entry: a.entry,
        question: consulted.value.question.id,
      },
    );
  const { ruling } = consulted.value;
  const sanctions = ruling.record.some((r) => ['caution', 'warning', 'expulsion'].includes(r.kind));
  if (sanctions && (a.player === undefined || a.player.trim() === ''))
    return refuse('ruling-player', `${citation(entry)} sanctions a player: name the player`, {
      article: citation(entry),
    });
  if (ruling.record.some((r) => r.kind === 'score-adjustment') && a.adjustment === undefined)
    return refuse(
      'ruling-adjustment',
      `${citation(entry)} leaves the score to the arbitro: give it`,
      {
        article: citation(entry),
      },
    );
  return giveRuling(
    state,
    {
      entrant: a.entrant,
      table: a.table,
      ...(a.player !== undefined ? { player: a.player } : {}),
      entry: entry.id,
      answers: a.answers,
      article: citation(entry),
      ruling: rulingText(entry, ruling),
    },
    stamp,
    ruling.record.map((effect) => consequenceOf(entry, ruling, effect, a, stamp)),
  );
};
