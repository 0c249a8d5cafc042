/**
 * The director's commands as data, one per subcommand of `tavolo tournament` that decides
 * something, so that the command line, the HTTP API and any other front end send the same
 * requests. `decideCommand` only routes a command to its decision function in direct.ts: the
 * rules live there, once.
 */
import { err } from '@tavolo/cards';
import type { ConfigInput } from './config.js';
import type { CorrectionRequest } from './corrections.js';
import {
  type Assignment,
  type Outcome,
  type PenaltyRequest,
  type Registration,
  type ResultEntry,
  type SanctionRequest,
  type Withdrawal,
  arriveLate,
  assignScore,
  correctResult,
  createTournament,
  enterResult,
  pair,
  penalize,
  publish,
  register,
  sanction,
  setTieOrder,
  withdraw,
} from './direct.js';
import type { Confirmable } from './confirm.js';
import { tournamentError } from './error.js';
import type { SeatingMethod, Stamp, TournamentEvent } from './event.js';
import { type ImportRequest, importEntrants } from './import-entrants.js';
import type { EntrantId } from './pairing.js';
import type { TournamentState } from './state.js';
import { type VoidRequest, voidDecision } from './void.js';

export type CreateCommand = { readonly type: 'create' } & ConfigInput;

/** Every command may carry the director's confirmation of its doubts (confirm.ts). */
export type TournamentCommand = TournamentCommandBody & Confirmable;

type TournamentCommandBody =
  | CreateCommand
  | ({ readonly type: 'register' } & Registration)
  /** Entrants from a CSV file, all registered in one append (import-entrants.ts). */
  | ({ readonly type: 'import' } & ImportRequest)
  | ({ readonly type: 'withdraw' } & Withdrawal)
  | { readonly type: 'pair'; readonly seating?: SeatingMethod }
  | ({ readonly type: 'result' } & ResultEntry)
  | ({ readonly type: 'correct' } & CorrectionRequest & { readonly reason: string })
  | { readonly type: 'late'; readonly entrant: EntrantId; readonly minutes: number }
  | ({ readonly type: 'sanction' } & SanctionRequest)
  | ({ readonly type: 'penalize' } & PenaltyRequest)
  | ({ readonly type: 'assign' } & Assignment)
  /** Takes back the decision at a place of the log (void.ts). */
  | ({ readonly type: 'void' } & VoidRequest)
  | { readonly type: 'publish'; readonly round: number }
  | { readonly type: 'tie-order'; readonly order: readonly EntrantId[] };

export type TournamentCommandType = TournamentCommand['type'];

/** The request a decision function takes: the command less its `type`, which no event carries. */
const withoutType = <C extends { readonly type: string }>({ type: _type, ...request }: C) =>
  request;

/**
 * The events a command adds to a tournament, given its state (undefined before `create`), or
 * the rule it would break. A `create` needs no state and every other command needs one: the
 * other way round is refused as `replay` refuses such a log, `bad-log`. A `void` also needs
 * `log`, the events the state was replayed from.
 */
export const decideCommand = (
  state: TournamentState | undefined,
  command: TournamentCommand,
  stamp: Stamp,
  log?: readonly TournamentEvent[],
): Outcome => {
  if (command.type === 'create')
    return state === undefined
      ? createTournament(withoutType(command), stamp)
      : err(
          tournamentError('bad-log', 'Tavolo', 'a tournament is created only once', {
            check: 'log-event-exists',
          }),
        );
  if (state === undefined)
    return err(
      tournamentError('bad-log', 'Tavolo', 'a tournament log starts with its creation', {
        check: 'log-no-creation',
      }),
    );
  switch (command.type) {
    case 'register':
      return register(state, withoutType(command), stamp);
    case 'import':
      return importEntrants(state, withoutType(command), stamp);
    case 'withdraw':
      return withdraw(state, withoutType(command), stamp);
    case 'pair':
      return pair(state, withoutType(command), stamp);
    case 'result':
      return enterResult(state, withoutType(command), stamp);
    case 'correct':
      return correctResult(state, withoutType(command), stamp);
    case 'late':
      return arriveLate(state, withoutType(command), stamp);
    case 'sanction':
      return sanction(state, withoutType(command), stamp);
    case 'penalize':
      return penalize(state, withoutType(command), stamp);
    case 'assign':
      return assignScore(state, withoutType(command), stamp);
    case 'publish':
      return publish(state, command.round, stamp);
    case 'tie-order':
      return setTieOrder(state, command.order, stamp);
    case 'void':
      return log === undefined
        ? err(
            tournamentError('bad-log', 'Tavolo', 'a void is decided on the log of the event', {
              check: 'log-void-needs-log',
            }),
          )
        : voidDecision(state, log, withoutType(command), stamp);
  }
};

/** A readable id from an event's name: `Trofeo d'Autunno` -> `trofeo-d-autunno`. */
export const eventSlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'torneo';
