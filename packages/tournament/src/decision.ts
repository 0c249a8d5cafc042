/**
 * What every director's command shares: the outcome (events to append, or the refusal), the
 * refusals with the figures of their message, the stamp's check, and the questions several
 * commands ask of the state (the round being played, whether an entrant sits in a round, whether
 * a decision names a real entrant, round, reason and article).
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type MessageParams, type TournamentError, tournamentError } from './error.js';
import { zoneParam } from './event-time.js';
import type { Stamp, TournamentEvent, TournamentEventBody } from './event.js';
import type { EntrantId } from './pairing.js';
import { type TournamentState, entrantById, roundState, tableOf } from './state.js';

/** The events a command appends, or why it is refused. */
export type Outcome = Result<readonly TournamentEvent[], TournamentError>;

/**
 * A refusal with the figures of its message (`params`), from which a front end writes it whole
 * in its user's language; `message` is English, for logs.
 */
export const refuse = (
  code: string,
  message: string,
  params: MessageParams = {},
  article = 'Tavolo',
): Outcome => err(tournamentError(code, article, message, params));

export const refuseWith = (
  code: string,
  article: string,
  message: string,
  params: MessageParams,
): Outcome => refuse(code, message, params, article);

/**
 * One of the several reasons a code stands for: `check` names its text in the front ends'
 * catalogs (`tournament.checks`), the other params are its figures.
 */
export interface Problem {
  readonly message: string;
  readonly params: MessageParams & { readonly check: string };
}

export const problem = (check: string, message: string, params: MessageParams = {}): Problem => ({
  message,
  params: { ...params, check },
});

export const refuseFor = (code: string, p: Problem, article = 'Tavolo'): Outcome =>
  refuse(code, p.message, p.params, article);

export const stamped = (stamp: Stamp, ...bodies: TournamentEventBody[]): Outcome =>
  ok(bodies.map((b) => ({ ...b, ...stamp })));

export const stampProblem = (state: TournamentState | null, stamp: Stamp): Problem | null => {
  if (typeof stamp.by !== 'string' || stamp.by.trim() === '')
    return problem('stamp-by', 'every event names who acted');
  if (typeof stamp.at !== 'string' || Number.isNaN(Date.parse(stamp.at)))
    return problem('stamp-at', 'every event has an ISO-8601 time');
  return state && Date.parse(stamp.at) < Date.parse(state.createdAt)
    ? problem('stamp-before-creation', 'an event cannot precede the creation of the tournament', {
        at: stamp.at,
        createdAt: state.createdAt,
        ...zoneParam(state.config),
      })
    : null;
};

export const withStamp = (
  state: TournamentState | null,
  stamp: Stamp,
  run: () => Outcome,
): Outcome => {
  const wrong = stampProblem(state, stamp);
  return wrong ? refuseFor('bad-stamp', wrong) : run();
};

export const currentRound = (state: TournamentState): number => state.rounds.length;

export const seatedIn = (state: TournamentState, round: number, entrant: EntrantId): boolean => {
  const r = roundState(state, round);
  return r !== undefined && (tableOf(r, entrant) !== null || r.pairing.byes.includes(entrant));
};

export const decisionProblem = (
  state: TournamentState,
  entrant: EntrantId,
  round: number,
  reason: string,
  article: string,
): Problem | null => {
  if (!entrantById(state, entrant))
    return problem('decision-entrant', `no entrant ${entrant}`, { entrant });
  if (!Number.isInteger(round) || round < 1 || round > state.rounds.length)
    return problem('decision-round', `round ${round} has not been paired`, {
      round: String(round),
    });
  if (typeof reason !== 'string' || reason.trim() === '')
    return problem('decision-reason', 'a decision states its reason');
  if (typeof article !== 'string' || article.trim() === '')
    return problem('decision-article', 'a decision cites its article');
  return null;
};
