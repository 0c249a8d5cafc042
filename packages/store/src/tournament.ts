/** The tournaments table: what the store knows of a tournament besides its log. */
import { type Result, err, ok } from '@tavolo/cards';
import { isIsoInstant, isNonEmptyString } from './checks.js';
import { type StoreError, storeError } from './error.js';

/** What the caller says about a new tournament. */
export interface TournamentMeta {
  readonly name: string;
  /** e.g. `scala40`, `burraco`: the caller's vocabulary. */
  readonly game: string;
  /** ISO-8601 instant with its offset; the caller's clock, like an event's `at`. */
  readonly createdAt: string;
  /** The day it is held, `YYYY-MM-DD`, if the caller says (the day of play, for a list). */
  readonly date?: string;
}

export interface Tournament extends TournamentMeta {
  readonly id: string;
  /** The `seq` of the last event in the log, 0 when it is empty: the next append's `expectedSeq`. */
  readonly lastSeq: number;
}

/** A calendar day, `YYYY-MM-DD`, that exists. */
const isDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
};

const META_FIELDS: readonly string[] = ['name', 'game', 'createdAt', 'date'];

export const validateTournamentId = (id: string): Result<string, StoreError> =>
  isNonEmptyString(id)
    ? ok(id)
    : err(storeError('invalid-argument', 'a tournament id is a non-empty string'));

/** Unknown fields are refused: the store would not keep them, and silence would mislead. */
export const validateMeta = (meta: TournamentMeta): Result<TournamentMeta, StoreError> => {
  const bad = (message: string) => err(storeError('invalid-argument', message));
  if (typeof meta !== 'object' || meta === null) return bad('tournament meta is an object');
  const extra = Object.keys(meta).find((key) => !META_FIELDS.includes(key));
  if (extra !== undefined)
    return bad(`tournament meta has an unknown field ${JSON.stringify(extra)}`);
  if (!isNonEmptyString(meta.name)) return bad('a tournament name is a non-empty string');
  if (!isNonEmptyString(meta.game)) return bad('a tournament game is a non-empty string');
  if (!isIsoInstant(meta.createdAt))
    return bad('a tournament createdAt is an ISO-8601 instant with an offset');
  if (meta.date !== undefined && !isDay(meta.date))
    return bad('a tournament date is a day, YYYY-MM-DD');
  return ok({
    name: meta.name,
    game: meta.game,
    createdAt: meta.createdAt,
    ...(meta.date === undefined ? {} : { date: meta.date }),
  });
};
