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
  | 'invalid-views'
  /** A game record without a kind or a time, or with data that JSON cannot carry exactly. */
  | 'invalid-record'
  | 'unknown-table'
  /**
   * The database failed on one game table's records in a group commit (a driver or SQL error)
   * while it wrote the other tables': nothing of that table's was written.
   */
  | 'write-failed'
  /** A game table with this id exists already. */
  | 'table-exists'
  /** The slot is held by another user: free it first. */
  | 'slot-taken'
  /** The user holds another slot at this table already: one slot per user and table. */
  | 'already-seated'
  /** Nobody holds that slot. */
  | 'empty-slot'
  | 'unknown-user'
  /** A user with this id exists already. */
  | 'user-exists'
  /** Another user has this name, ignoring case and Unicode normalisation. */
  | 'name-taken'
  /** A session with this token hash exists already. */
  | 'session-exists'
  /** The change would leave no admin. */
  | 'last-admin';

export type StoreError =
  | {
      readonly code: 'conflict';
      readonly message: string;
      /** The sequence number the caller based its events on. */
      readonly expectedSeq: number;
      /** The sequence number of the last event in the log: read from there and retry. */
      readonly lastSeq: number;
      /** The game table whose log moved; set by the game log's `append` only. */
      readonly tableId?: string;
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

/** A game table's log is not where one batch of a group commit expected it. */
export const tableConflict = (
  tableId: string,
  expectedSeq: number,
  lastSeq: number,
): StoreError => ({
  code: 'conflict',
  message:
    `game table ${JSON.stringify(tableId)} has ${lastSeq} records, not ${expectedSeq}: ` +
    'its log moved; nothing of this append was written',
  expectedSeq,
  lastSeq,
  tableId,
});

export const unknownTable = (tableId: string): StoreError =>
  storeError('unknown-table', `no game table has id ${JSON.stringify(tableId)}`);

export const unknownUser = (userId: string): StoreError =>
  storeError('unknown-user', `no user has id ${JSON.stringify(userId)}`);
