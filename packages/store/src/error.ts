/**
 * Errors as values: refused input is an answer with a stable `code` (for programs and
 * translations) and an English `message` (for logs). A refused call writes nothing.
 *
 * Failures of the environment (the file cannot be opened, the server is unreachable, the disk
 * is full) are not answers about the input: they reject the promise instead.
 */
export type StoreErrorCode =
  /** Arguments of the wrong shape: an empty id, a negative sequence number, no events. */
  | 'invalid-argument'
  /** An event without a type, a time or an actor, or with data that JSON cannot carry exactly. */
  | 'invalid-event'
  | 'unknown-tournament'
  | 'duplicate-tournament'
  /** The caller's projection threw. */
  | 'projection-failed'
  /** The caller's projection returned views the tables cannot hold. */
  | 'invalid-views';

export type StoreError =
  | {
      readonly code: 'conflict';
      readonly message: string;
      /** The sequence number the caller based its events on. */
      readonly expectedSeq: number;
      /** The sequence number of the last event in the log: read from there and retry. */
      readonly lastSeq: number;
    }
  | { readonly code: StoreErrorCode; readonly message: string };

export const storeError = (code: StoreErrorCode, message: string): StoreError => ({
  code,
  message,
});

export const conflict = (
  tournamentId: string,
  expectedSeq: number,
  lastSeq: number,
): StoreError => ({
  code: 'conflict',
  message:
    `tournament ${JSON.stringify(tournamentId)} has ${lastSeq} events, not ${expectedSeq}: ` +
    'someone else appended first; read the new events and decide again',
  expectedSeq,
  lastSeq,
});

export const unknownTournament = (tournamentId: string): StoreError =>
  storeError('unknown-tournament', `no tournament has id ${JSON.stringify(tournamentId)}`);
