/**
 * Events on the wire and on disk: a store keeps `{ type, at, by, data }` and never looks into
 * `data`. These two functions split an event into that envelope and put it back together, the
 * only place that knows both shapes.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { type TournamentError, tournamentError } from './error.js';
import type { TournamentEvent, TournamentEventType } from './event.js';

export interface EventEnvelope {
  readonly type: string;
  readonly at: string;
  readonly by: string;
  readonly data: unknown;
}

const EVENT_TYPES: readonly TournamentEventType[] = [
  'created',
  'registered',
  'late-seated',
  'withdrawn',
  'round-paired',
  'result-entered',
  'result-corrected',
  'arrived-late',
  'sanctioned',
  'penalized',
  'score-assigned',
  'ruled',
  'round-published',
  'tie-order-set',
  'voided',
];

export const toEnvelope = (event: TournamentEvent): EventEnvelope => {
  const { type, at, by, ...data } = event;
  return { type, at, by, data };
};

/** Reads an event back; a log written by another program is checked, not trusted. */
export const fromEnvelope = (e: EventEnvelope): Result<TournamentEvent, TournamentError> => {
  if (!EVENT_TYPES.includes(e.type as TournamentEventType))
    return err(
      tournamentError('bad-log', 'Tavolo', `unknown event type ${JSON.stringify(e.type)}`, {
        check: 'log-unknown-type',
        type: String(e.type),
      }),
    );
  if (typeof e.data !== 'object' || e.data === null || Array.isArray(e.data))
    return err(
      tournamentError('bad-log', 'Tavolo', `event ${e.type} has no data object`, {
        check: 'log-no-data',
        type: e.type,
      }),
    );
  return ok({ ...(e.data as object), type: e.type, at: e.at, by: e.by } as TournamentEvent);
};
