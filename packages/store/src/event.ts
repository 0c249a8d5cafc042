/**
 * Events as the store sees them: a type, when, who, and data it never looks into. What the
 * types and the data mean belongs to the caller (the tournament package); the store only
 * guarantees order, completeness and that data comes back exactly as it went in.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { isIsoInstant, isNonEmptyString } from './checks.js';
import { type StoreError, storeError } from './error.js';
import { jsonProblem } from './json.js';

/** An event as the caller appends it. */
export interface NewEvent {
  /** e.g. `registered`, `result-entered`: the caller's vocabulary. */
  readonly type: string;
  /** ISO-8601 instant with its offset, e.g. `2025-03-01T15:04:05.000Z`. */
  readonly at: string;
  /** The actor: a director, a player, a system account. */
  readonly by: string;
  /** Plain JSON: null, booleans, finite numbers, strings, arrays and plain objects. */
  readonly data: unknown;
}

/** An event as the log holds it: its place in the tournament's log is `seq` (1, 2, 3...). */
export interface StoredEvent extends NewEvent {
  readonly tournamentId: string;
  readonly seq: number;
}

const EVENT_FIELDS: readonly string[] = ['type', 'at', 'by', 'data'];

/**
 * Checks events at run time, since they may come straight from the network. Unknown fields
 * are refused rather than dropped: a payload put beside `data` instead of inside it would
 * otherwise vanish without a word.
 */
export const validateEvents = (
  events: readonly NewEvent[],
): Result<readonly NewEvent[], StoreError> => {
  if (!Array.isArray(events)) return err(storeError('invalid-argument', 'events are an array'));
  for (const [index, event] of events.entries()) {
    const problem = eventProblem(event, `events[${index}]`);
    if (problem !== null) return err(storeError('invalid-event', problem));
  }
  return ok(events);
};

const eventProblem = (event: unknown, path: string): string | null => {
  if (typeof event !== 'object' || event === null || Array.isArray(event))
    return `${path} is not an object`;
  const extra = Object.keys(event).find((key) => !EVENT_FIELDS.includes(key));
  if (extra !== undefined)
    return `${path} has an unknown field ${JSON.stringify(extra)}: the payload goes in data`;
  const { type, at, by, data } = event as Partial<Record<keyof NewEvent, unknown>>;
  if (!isNonEmptyString(type)) return `${path}.type is not a non-empty string`;
  if (!isIsoInstant(at)) return `${path}.at is not an ISO-8601 instant with an offset`;
  if (!isNonEmptyString(by)) return `${path}.by is not a non-empty string`;
  if (!('data' in event)) return `${path}.data is missing (use null for no data)`;
  return jsonProblem(data, `${path}.data`);
};
