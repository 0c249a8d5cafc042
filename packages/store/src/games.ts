/**
 * The online game tables: for each, the lobby's settings, its seats, and an append-only log of
 * records (whatever the game server needs to rebuild the table after a restart: moves, deals,
 * timeouts...). The store never looks into a record's kind or data; it guarantees order,
 * completeness and that data comes back exactly as it went in.
 *
 * `appendEach` is a group commit: the server gathers the records of every table accepted in
 * one turn of its event loop and writes them in one transaction, each table answered on its
 * own. Each table's batch says which head of the log it was decided on, and one UPDATE per
 * table moves the head only if it is still there (the affected row count tells); the records
 * of the tables whose head moved then go in with multi-row INSERTs. Tables are updated in id
 * order, so that two group commits never wait for each other's row locks in a cycle on
 * PostgreSQL. One table's bad write must not cost the others theirs: its records are checked
 * and turned to JSON text before the transaction, and if the database fails the transaction,
 * each table is tried again alone. `append` is the same write, all or nothing.
 */
import { type Result, err, ok } from '@tavolo/cards';
import type { Selectable } from 'kysely';
import { MAX_COUNT, isCount, isIsoInstant, isNonEmptyString } from './checks.js';
import { type Db, type Trx, chunks, compareText, inTransaction } from './db.js';
import { type StoreError, storeError, tableConflict, unknownTable } from './error.js';
import { jsonProblem } from './json.js';
import type { GamePlayersTable, GameRecordsTable, GameTablesTable } from './schema.js';

export type GamePhase = 'waiting' | 'playing' | 'paused' | 'over';

export const GAME_PHASES: readonly GamePhase[] = ['waiting', 'playing', 'paused', 'over'];

export interface GameTableRecord {
  /** 1 to 64 characters A-Z, a-z, 0-9, `_` and `-`. */
  readonly id: string;
  /** e.g. `scala40`, `burraco`: the caller's vocabulary. */
  readonly game: string;
  readonly profile: string;
  /** Plain JSON: the lobby's settings for the table. */
  readonly config: unknown;
  /** The shuffle's master secret: server-side only, never sent to clients. */
  readonly secret: string;
  readonly phase: GamePhase;
  /** The id of the user who opened the table; null when the server did. */
  readonly createdBy: string | null;
  /** ISO-8601 instant with its offset; the caller's clock. */
  readonly createdAt: string;
  /** The `seq` of the last record in the table's log, 0 when it is empty. */
  readonly lastSeq: number;
}

/** What the caller says about a new table: its log starts empty. */
export type NewGameTable = Omit<GameTableRecord, 'lastSeq'>;

/** A record as the caller appends it. */
export interface GameRecordInput {
  /** e.g. `move`, `deal`: the caller's vocabulary. */
  readonly kind: string;
  /** ISO-8601 instant with its offset. */
  readonly at: string;
  /** Plain JSON: null, booleans, finite numbers, strings, arrays and plain objects. */
  readonly data: unknown;
}

/** A record as the log holds it: its place in the table's log is `seq` (1, 2, 3...). */
export interface GameRecord extends GameRecordInput {
  readonly seq: number;
}

/** Records to append to one table's log after record `expectedSeq`. */
export interface GameAppend {
  readonly tableId: string;
  readonly expectedSeq: number;
  /** At least one. */
  readonly records: readonly GameRecordInput[];
}

export interface GamePlayer {
  readonly slot: number;
  readonly userId: string;
  /** The name shown at the table. */
  readonly name: string;
  readonly abandoned: boolean;
}

/** A table as seen from one of its players: where they sit. */
export interface PlayedTable extends GameTableRecord {
  readonly slot: number;
  readonly abandoned: boolean;
}

export interface TableFilter {
  /** Only tables in one of these phases (none: no table); all phases when omitted. */
  readonly phases?: readonly GamePhase[];
  /** At most this many tables: default 100, at most 1000. */
  readonly limit?: number;
}

/**
 * "Newest first" everywhere below means by `createdAt` as an instant, latest first, tables
 * created at the same millisecond by id (in UTF-16 code-unit order, on both dialects).
 */
export interface GameLogStore {
  /** Registers a table with an empty log; refuses an id that exists (`table-exists`). */
  createTable(table: NewGameTable): Promise<Result<void, StoreError>>;
  /** The table, or `unknown-table`. */
  readTable(id: string): Promise<Result<GameTableRecord, StoreError>>;
  /** Newest first; `phases` filters; `limit` default 100, max 1000. */
  listTables(filter?: TableFilter): Promise<readonly GameTableRecord[]>;
  /** Every table not over, oldest first, however many: what a restarted server resumes. */
  unfinishedTables(): Promise<readonly GameTableRecord[]>;
  setPhase(id: string, phase: GamePhase): Promise<Result<void, StoreError>>;
  updateConfig(id: string, config: unknown): Promise<Result<void, StoreError>>;
  /**
   * Deletes a table whose match never started (phase `waiting`, empty log) with its seats:
   * true when it did, false when the table is not such a table (or does not exist).
   */
  dropWaitingTable(id: string): Promise<Result<boolean, StoreError>>;
  /**
   * Group commit: appends every batch in ONE transaction, all or nothing. Each batch's records
   * get seq expectedSeq+1, +2, ...; if any table's lastSeq is not its batch's expectedSeq the
   * whole call writes nothing and answers `conflict` naming the table (`tableId`, with the
   * log's head as `lastSeq`), or `unknown-table`. Several tables in one call are allowed, and
   * several batches for the same table in order, each expecting the head the previous one
   * leaves (otherwise `conflict` with that head). No batches at all: nothing to do, ok.
   */
  append(batches: readonly GameAppend[]): Promise<Result<void, StoreError>>;
  /**
   * Group commit, each table on its own: one answer per batch, in order. The batches of one
   * table share its answer: all of them are written, or none. A table's refusal (its data,
   * `conflict`, `unknown-table`, as `append` answers them) or a database failure on its
   * records alone (`write-failed`) leaves the other tables' writes committed, in one
   * transaction when nothing fails, or one each after a failure. Rejects only when the
   * database fails for every table that reached it (then nothing was written).
   */
  appendEach(batches: readonly GameAppend[]): Promise<readonly Result<void, StoreError>[]>;
  /**
   * The records with seq greater than `afterSeq` (default 0: all of them), in seq order; none
   * for an unknown table (or an `afterSeq` that is not a number).
   */
  readRecords(tableId: string, afterSeq?: number): Promise<readonly GameRecord[]>;
  /**
   * Seats a user at a slot (0, 1, 2...), or frees the slot (user null; freeing a free slot is
   * fine). One user holds at most one slot per table (`already-seated`); a slot held by
   * another user is refused (`slot-taken`): free it first. Seating the user who holds the slot
   * again updates the name.
   */
  setPlayer(
    tableId: string,
    slot: number,
    user: { readonly userId: string; readonly name: string } | null,
  ): Promise<Result<void, StoreError>>;
  /** The seated players by slot; none for an unknown table. */
  players(tableId: string): Promise<readonly GamePlayer[]>;
  /** Marks the holder of a slot as gone (or back); `empty-slot` if nobody holds it. */
  markAbandoned(
    tableId: string,
    slot: number,
    abandoned: boolean,
  ): Promise<Result<void, StoreError>>;
  /**
   * The tables a user holds a slot at, newest first (a player's list of games); `limit` as in
   * `listTables`.
   */
  tablesOfUser(userId: string, limit?: number): Promise<readonly PlayedTable[]>;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isTableId = (value: unknown): value is string =>
  typeof value === 'string' && TABLE_ID.test(value);

export const isGamePhase = (value: unknown): value is GamePhase =>
  GAME_PHASES.includes(value as GamePhase);

const invalid = (message: string) => err(storeError('invalid-argument', message));

const BAD_TABLE_ID = 'a game table id is 1 to 64 characters A-Z, a-z, 0-9, _ or -';
const BAD_PHASE = `a game phase is one of ${GAME_PHASES.join(', ')}`;
const BAD_SLOT = 'a slot is a whole number >= 0';

// seq is an integer column, which stops at 2^31 - 1 on PostgreSQL.
const LOG_FULL = storeError('invalid-argument', 'a game log holds at most 2^31 - 1 records');

const TABLE_FIELDS: readonly string[] = [
  'id',
  'game',
  'profile',
  'config',
  'secret',
  'phase',
  'createdBy',
  'createdAt',
];
const APPEND_FIELDS: readonly string[] = ['tableId', 'expectedSeq', 'records'];
const RECORD_FIELDS: readonly string[] = ['kind', 'at', 'data'];
const PLAYER_FIELDS: readonly string[] = ['userId', 'name'];

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first field of `value` not in `fields`: refused rather than silently not stored. */
const unknownField = (value: object, fields: readonly string[]): string | undefined =>
  Object.keys(value).find((key) => !fields.includes(key));

/** Checks a new table at run time; unknown fields (`lastSeq` too) are refused. */
export const validateTable = (table: NewGameTable): Result<NewGameTable, StoreError> => {
  if (!isObject(table)) return invalid('a game table is an object');
  const extra = unknownField(table, TABLE_FIELDS);
  if (extra !== undefined)
    return invalid(`a game table has an unknown field ${JSON.stringify(extra)}`);
  const { id, game, profile, config, secret, phase, createdBy, createdAt } = table;
  if (!isTableId(id)) return invalid(BAD_TABLE_ID);
  if (!isNonEmptyString(game)) return invalid('a game table game is a non-empty string');
  if (!isNonEmptyString(profile)) return invalid('a game table profile is a non-empty string');
  const problem = jsonProblem(config, 'config');
  if (problem !== null) return invalid(`a game table ${problem}`);
  if (!isNonEmptyString(secret)) return invalid('a game table secret is a non-empty string');
  if (!isGamePhase(phase)) return invalid(BAD_PHASE);
  if (createdBy !== null && !isNonEmptyString(createdBy))
    return invalid('a game table createdBy is a user id or null');
  if (!isIsoInstant(createdAt))
    return invalid('a game table createdAt is an ISO-8601 instant with an offset');
  return ok({ id, game, profile, config, secret, phase, createdBy, createdAt });
};

const recordProblem = (record: unknown, path: string): string | null => {
  if (!isObject(record)) return `${path} is not an object`;
  const extra = unknownField(record, RECORD_FIELDS);
  if (extra !== undefined)
    return `${path} has an unknown field ${JSON.stringify(extra)}: the payload goes in data`;
  const { kind, at, data } = record as Partial<Record<keyof GameRecordInput, unknown>>;
  if (!isNonEmptyString(kind)) return `${path}.kind is not a non-empty string`;
  if (!isIsoInstant(at)) return `${path}.at is not an ISO-8601 instant with an offset`;
  if (!('data' in record)) return `${path}.data is missing (use null for no data)`;
  return jsonProblem(data, `${path}.data`);
};

/** One table's share of a group commit: its batches joined, in order. */
export interface TableAppend {
  readonly tableId: string;
  readonly expectedSeq: number;
  readonly records: GameRecordInput[];
}

/**
 * Checks the batches and joins those of the same table; the result is in table id order, the
 * order in which the transaction takes the tables' row locks.
 */
export const planAppend = (
  batches: readonly GameAppend[],
): Result<readonly TableAppend[], StoreError> => {
  if (!Array.isArray(batches)) return invalid('batches are an array');
  for (const [index, batch] of (batches as readonly unknown[]).entries()) {
    const path = `batches[${index}]`;
    if (!isObject(batch)) return invalid(`${path} is not an object`);
    const extra = unknownField(batch, APPEND_FIELDS);
    if (extra !== undefined)
      return invalid(`${path} has an unknown field ${JSON.stringify(extra)}`);
    const { tableId, expectedSeq, records } = batch as Partial<Record<keyof GameAppend, unknown>>;
    if (!isTableId(tableId)) return invalid(`${path}.tableId: ${BAD_TABLE_ID}`);
    if (!isCount(expectedSeq)) return invalid(`${path}.expectedSeq is a whole number >= 0`);
    if (!Array.isArray(records) || records.length === 0)
      return invalid(`${path}.records is an array of at least one record`);
    for (const [at, record] of (records as readonly unknown[]).entries()) {
      const problem = recordProblem(record, `${path}.records[${at}]`);
      if (problem !== null) return err(storeError('invalid-record', problem));
    }
  }
  const byTable = new Map<string, TableAppend>();
  for (const { tableId, expectedSeq, records } of batches) {
    const joined = byTable.get(tableId);
    if (joined === undefined) {
      byTable.set(tableId, { tableId, expectedSeq, records: [...records] });
      continue;
    }
    const head = joined.expectedSeq + joined.records.length;
    if (expectedSeq !== head) return err(tableConflict(tableId, expectedSeq, head));
    joined.records.push(...records);
  }
  const planned = [...byTable.values()];
  if (planned.some(({ expectedSeq, records }) => expectedSeq + records.length > MAX_COUNT))
    return err(LOG_FULL);
  return ok(planned.sort((a, b) => compareText(a.tableId, b.tableId)));
};

/** A record as its row holds it: the data as JSON text. */
export interface RecordRow {
  readonly kind: string;
  readonly at: string;
  readonly data: string;
}

/** One table's share of a group commit, checked and serialized: its batches joined, in order. */
export interface TableWrite {
  readonly tableId: string;
  readonly expectedSeq: number;
  readonly records: RecordRow[];
}

/** A group commit's writes, each table checked on its own. */
export interface GroupPlan {
  /** The tables whose writes are valid, in table id order: that of their row locks. */
  readonly tables: readonly TableWrite[];
  /** For each batch of the call, in order: its table's id, or its own refusal (no table id). */
  readonly batches: readonly (string | StoreError)[];
  /** The tables refused before any SQL, and why. */
  readonly refused: ReadonlyMap<string, StoreError>;
}

/**
 * Checks each table's batches on its own and joins them, as `planAppend` does, but a refusal
 * refuses that table's batches only. The data is turned to JSON text here, before the
 * transaction; anything that throws on the way (a getter, say) refuses its table too.
 */
export const planGroup = (batches: readonly GameAppend[]): GroupPlan => {
  const joined = new Map<string, TableWrite>();
  const refused = new Map<string, StoreError>();
  const answers: (string | StoreError)[] = [];
  const refuse = (tableId: string, error: StoreError) => {
    refused.set(tableId, error);
    joined.delete(tableId);
  };
  const list: readonly unknown[] = Array.isArray(batches) ? batches : [];
  for (const [index, batch] of list.entries()) {
    const path = `batches[${index}]`;
    const tableId: unknown = isObject(batch) ? (batch as Partial<GameAppend>).tableId : undefined;
    if (!isTableId(tableId)) {
      answers.push(
        storeError(
          'invalid-argument',
          isObject(batch) ? `${path}.tableId: ${BAD_TABLE_ID}` : `${path} is not an object`,
        ),
      );
      continue;
    }
    answers.push(tableId);
    if (refused.has(tableId)) continue;
    try {
      const planned = planBatch(batch as GameAppend, path, joined.get(tableId));
      if (planned.ok) joined.set(tableId, planned.value);
      else refuse(tableId, planned.error);
    } catch (error) {
      refuse(tableId, storeError('invalid-record', `${path} cannot be read: ${String(error)}`));
    }
  }
  return {
    tables: [...joined.values()].sort((a, b) => compareText(a.tableId, b.tableId)),
    batches: answers,
    refused,
  };
};

/** One batch checked, serialized and joined to its table's earlier ones (`before`). */
const planBatch = (
  batch: GameAppend,
  path: string,
  before: TableWrite | undefined,
): Result<TableWrite, StoreError> => {
  const extra = unknownField(batch, APPEND_FIELDS);
  if (extra !== undefined) return invalid(`${path} has an unknown field ${JSON.stringify(extra)}`);
  const { tableId, expectedSeq, records } = batch as Partial<Record<keyof GameAppend, unknown>>;
  if (!isCount(expectedSeq)) return invalid(`${path}.expectedSeq is a whole number >= 0`);
  if (!Array.isArray(records) || records.length === 0)
    return invalid(`${path}.records is an array of at least one record`);
  const id = tableId as string;
  if (before !== undefined) {
    const head = before.expectedSeq + before.records.length;
    if (expectedSeq !== head) return err(tableConflict(id, expectedSeq, head));
  }
  const table = before ?? { tableId: id, expectedSeq, records: [] };
  if (table.expectedSeq + table.records.length + records.length > MAX_COUNT) return err(LOG_FULL);
  const rows: RecordRow[] = [];
  for (const [at, record] of (records as readonly unknown[]).entries()) {
    const problem = recordProblem(record, `${path}.records[${at}]`);
    if (problem !== null) return err(storeError('invalid-record', problem));
    const { kind, at: instant, data } = record as GameRecordInput;
    rows.push({ kind, at: instant, data: JSON.stringify(data) });
  }
  table.records.push(...rows);
  return ok(table);
};

/**
 * The answer for each batch of a plan, from what the write of each table came to: refused
 * (before SQL or by its head), failed, or committed (no entry).
 */
export const answersOf = (
  plan: GroupPlan,
  written: ReadonlyMap<string, StoreError> | null,
): readonly Result<void, StoreError>[] =>
  plan.batches.map((batch) => {
    if (typeof batch !== 'string') return err(batch);
    const refusal = plan.refused.get(batch) ?? written?.get(batch);
    return refusal === undefined ? ok(undefined) : err(refusal);
  });

/** A table's write the database failed on, in a group whose other tables it did not fail. */
export const writeFailed = (tableId: string, error: unknown): StoreError =>
  storeError(
    'write-failed',
    `the database failed to write game table ${JSON.stringify(tableId)}: ${String(error)}`,
  );

/**
 * Writes the tables with `write` (one transaction, answering the tables it refused), and if
 * the database fails it, each table alone: one table's records that the database cannot take
 * fail that table only. Throws when every table fails: the database itself is failing.
 */
export const writeEachTable = async (
  tables: readonly TableWrite[],
  write: (tables: readonly TableWrite[]) => Promise<ReadonlyMap<string, StoreError> | null>,
): Promise<ReadonlyMap<string, StoreError> | null> => {
  if (tables.length === 0) return null;
  try {
    return await write(tables);
  } catch (error) {
    if (tables.length === 1) throw error;
    const refused = new Map<string, StoreError>();
    let failed = 0;
    for (const table of tables)
      try {
        const alone = await write([table]);
        const refusal = alone?.get(table.tableId);
        if (refusal !== undefined) refused.set(table.tableId, refusal);
      } catch (failure) {
        failed += 1;
        refused.set(table.tableId, writeFailed(table.tableId, failure));
      }
    if (failed === tables.length) throw error;
    return refused;
  }
};

const validatePlayer = (
  user: { readonly userId: string; readonly name: string } | null,
): Result<{ readonly userId: string; readonly name: string } | null, StoreError> => {
  if (user === null) return ok(null);
  if (!isObject(user)) return invalid('a player is an object with userId and name, or null');
  const extra = unknownField(user, PLAYER_FIELDS);
  if (extra !== undefined) return invalid(`a player has an unknown field ${JSON.stringify(extra)}`);
  if (!isNonEmptyString(user.userId)) return invalid('a player userId is a non-empty string');
  if (!isNonEmptyString(user.name)) return invalid('a player name is a non-empty string');
  return ok({ userId: user.userId, name: user.name });
};

/** `limit` as the lists take it: default 100, whole, from 0 to 1000; NaN is 0. */
const listLimit = (limit: number | undefined): number => {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (typeof limit !== 'number' || Number.isNaN(limit)) return 0;
  return Math.min(MAX_LIMIT, Math.max(0, Math.floor(limit)));
};

export const gameLogStoreOn = (db: Db): GameLogStore => ({
  createTable: async (table) => {
    const checked = validateTable(table);
    if (!checked.ok) return checked;
    const { id, game, profile, config, secret, phase, createdBy, createdAt } = checked.value;
    const inserted = await db
      .insertInto('game_tables')
      .values({
        id,
        game,
        profile,
        config: JSON.stringify(config),
        secret,
        phase,
        created_by: createdBy,
        created_at: createdAt,
        created_ms: Date.parse(createdAt),
      })
      // A concurrent creation of the same id waits for the first to commit, then does nothing.
      .onConflict((conflicting) => conflicting.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted === undefined
      ? err(storeError('table-exists', `a game table has id ${JSON.stringify(id)} already`))
      : ok(undefined);
  },

  readTable: async (id) => {
    if (!isTableId(id)) return invalid(BAD_TABLE_ID);
    const row = await db
      .selectFrom('game_tables')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? err(unknownTable(id)) : ok(toTable(row));
  },

  listTables: async (filter) => {
    const limit = listLimit(filter?.limit);
    // Unknown phases match no table; so does a `phases` that is no array.
    const phases =
      filter?.phases === undefined
        ? undefined
        : Array.isArray(filter.phases)
          ? filter.phases.filter(isGamePhase)
          : [];
    if (phases?.length === 0) return [];
    const rows = await newestFirst(limit, (bound) => {
      let query = db.selectFrom('game_tables').selectAll();
      if (phases !== undefined) query = query.where('phase', 'in', phases);
      return bound.kind === 'top'
        ? query.orderBy('created_ms', 'desc').limit(bound.limit).execute()
        : query.where('created_ms', '=', bound.at).execute();
    });
    return rows.map(toTable);
  },

  unfinishedTables: async () =>
    (
      await db
        .selectFrom('game_tables')
        .selectAll()
        .where('phase', '!=', 'over')
        .orderBy('created_ms')
        .orderBy('id')
        .execute()
    ).map(toTable),

  setPhase: async (id, phase) => {
    if (!isTableId(id)) return invalid(BAD_TABLE_ID);
    if (!isGamePhase(phase)) return invalid(BAD_PHASE);
    const updated = await db
      .updateTable('game_tables')
      .set({ phase })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 0 ? err(unknownTable(id)) : ok(undefined);
  },

  updateConfig: async (id, config) => {
    if (!isTableId(id)) return invalid(BAD_TABLE_ID);
    const problem = jsonProblem(config, 'config');
    if (problem !== null) return invalid(`a game table ${problem}`);
    const updated = await db
      .updateTable('game_tables')
      .set({ config: JSON.stringify(config) })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 0 ? err(unknownTable(id)) : ok(undefined);
  },

  dropWaitingTable: async (id) => {
    if (!isTableId(id)) return invalid(BAD_TABLE_ID);
    return inTransaction(db, async (trx) => {
      // The table's row lock first: a seat taken meanwhile waits, then finds no table.
      if (!(await lockTable(trx, id))) return ok(false);
      const table = await trx
        .selectFrom('game_tables')
        .select(['phase', 'last_seq'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (table?.phase !== 'waiting' || table.last_seq !== 0) return ok(false);
      await trx.deleteFrom('game_players').where('table_id', '=', id).execute();
      await trx.deleteFrom('game_tables').where('id', '=', id).execute();
      return ok(true);
    });
  },

  append: async (batches) => {
    const planned = planAppend(batches);
    if (!planned.ok) return planned;
    if (planned.value.length === 0) return ok(undefined);
    const rows = planned.value.flatMap(({ tableId, expectedSeq, records }) =>
      records.map((record, index) => ({
        table_id: tableId,
        seq: expectedSeq + index + 1,
        kind: record.kind,
        occurred_at: record.at,
        data: JSON.stringify(record.data),
      })),
    );
    return inTransaction(db, async (trx) => {
      // Moving the head first also takes the table's write lock before anything is read.
      for (const { tableId, expectedSeq, records } of planned.value) {
        const moved = await trx
          .updateTable('game_tables')
          .set({ last_seq: expectedSeq + records.length })
          .where('id', '=', tableId)
          .where('last_seq', '=', expectedSeq)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0)
          return err(await whyNotMoved(trx, tableId, expectedSeq));
      }
      for (const chunk of chunks(rows))
        await trx.insertInto('game_records').values(chunk).execute();
      return ok(undefined);
    });
  },

  appendEach: async (batches) => {
    const plan = planGroup(batches);
    return answersOf(plan, await writeEachTable(plan.tables, (tables) => writeTables(db, tables)));
  },

  readRecords: async (tableId, afterSeq = 0) => {
    if (!isTableId(tableId) || typeof afterSeq !== 'number' || Number.isNaN(afterSeq)) return [];
    // Records have whole seqs from 1 to MAX_COUNT: any number is a bound among them.
    const after = Math.floor(Math.max(0, Math.min(MAX_COUNT, afterSeq)));
    const rows = await db
      .selectFrom('game_records')
      .selectAll()
      .where('table_id', '=', tableId)
      .where('seq', '>', after)
      .orderBy('seq')
      .execute();
    return rows.map(toRecord);
  },

  setPlayer: async (tableId, slot, user) => {
    if (!isTableId(tableId)) return invalid(BAD_TABLE_ID);
    if (!isCount(slot)) return invalid(BAD_SLOT);
    const checked = validatePlayer(user);
    if (!checked.ok) return checked;
    const player = checked.value;
    return inTransaction(db, async (trx) => {
      // The table's row lock serializes the seating of one table: what is read below stays
      // true until the commit.
      if (!(await lockTable(trx, tableId))) return err(unknownTable(tableId));
      if (player === null) {
        await trx
          .deleteFrom('game_players')
          .where('table_id', '=', tableId)
          .where('slot', '=', slot)
          .execute();
        return ok(undefined);
      }
      const held = await trx
        .selectFrom('game_players')
        .select(['slot', 'user_id'])
        .where('table_id', '=', tableId)
        .where((eb) => eb.or([eb('slot', '=', slot), eb('user_id', '=', player.userId)]))
        .execute();
      const atSlot = held.find((row) => row.slot === slot);
      const ofUser = held.find((row) => row.user_id === player.userId);
      if (atSlot !== undefined && atSlot.user_id !== player.userId)
        return err(
          storeError(
            'slot-taken',
            `slot ${slot} of game table ${JSON.stringify(tableId)} is taken`,
          ),
        );
      if (ofUser !== undefined && ofUser.slot !== slot)
        return err(
          storeError(
            'already-seated',
            `user ${JSON.stringify(player.userId)} holds slot ${ofUser.slot} of game table ` +
              `${JSON.stringify(tableId)} already`,
          ),
        );
      if (atSlot !== undefined)
        await trx
          .updateTable('game_players')
          .set({ name: player.name })
          .where('table_id', '=', tableId)
          .where('slot', '=', slot)
          .execute();
      else
        await trx
          .insertInto('game_players')
          .values({ table_id: tableId, slot, user_id: player.userId, name: player.name })
          .execute();
      return ok(undefined);
    });
  },

  players: async (tableId) => {
    if (!isTableId(tableId)) return [];
    const rows = await db
      .selectFrom('game_players')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('slot')
      .execute();
    return rows.map(toPlayer);
  },

  markAbandoned: async (tableId, slot, abandoned) => {
    if (!isTableId(tableId)) return invalid(BAD_TABLE_ID);
    if (!isCount(slot)) return invalid(BAD_SLOT);
    if (typeof abandoned !== 'boolean') return invalid('abandoned is true or false');
    const updated = await db
      .updateTable('game_players')
      .set({ abandoned: abandoned ? 1 : 0 })
      .where('table_id', '=', tableId)
      .where('slot', '=', slot)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return ok(undefined);
    const table = await db
      .selectFrom('game_tables')
      .select('id')
      .where('id', '=', tableId)
      .executeTakeFirst();
    return err(
      table === undefined
        ? unknownTable(tableId)
        : storeError(
            'empty-slot',
            `nobody holds slot ${slot} of game table ${JSON.stringify(tableId)}`,
          ),
    );
  },

  tablesOfUser: async (userId, limit) => {
    if (!isNonEmptyString(userId)) return [];
    const rows = await newestFirst(listLimit(limit), (bound) => {
      const query = db
        .selectFrom('game_players')
        .innerJoin('game_tables', 'game_tables.id', 'game_players.table_id')
        .selectAll('game_tables')
        .select(['game_players.slot', 'game_players.abandoned'])
        .where('game_players.user_id', '=', userId);
      return bound.kind === 'top'
        ? query.orderBy('game_tables.created_ms', 'desc').limit(bound.limit).execute()
        : query.where('game_tables.created_ms', '=', bound.at).execute();
    });
    return rows.map((row) => ({ ...toTable(row), slot: row.slot, abandoned: row.abandoned !== 0 }));
  },
});

/**
 * One transaction: moves the head of each table still where its write expects it, and inserts
 * the records of those. Answers the tables whose head was elsewhere (or that do not exist),
 * whose records are left out; null when every table was written.
 */
const writeTables = (
  db: Db,
  tables: readonly TableWrite[],
): Promise<ReadonlyMap<string, StoreError> | null> =>
  db.transaction().execute(async (trx) => {
    let refused: Map<string, StoreError> | null = null;
    // Moving the head first also takes the table's write lock before anything is read.
    for (const { tableId, expectedSeq, records } of tables) {
      const moved = await trx
        .updateTable('game_tables')
        .set({ last_seq: expectedSeq + records.length })
        .where('id', '=', tableId)
        .where('last_seq', '=', expectedSeq)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) > 0) continue;
      refused ??= new Map();
      refused.set(tableId, await whyNotMoved(trx, tableId, expectedSeq));
    }
    const rows = tables.flatMap(({ tableId, expectedSeq, records }) =>
      refused?.has(tableId)
        ? []
        : records.map((record, index) => ({
            table_id: tableId,
            seq: expectedSeq + index + 1,
            kind: record.kind,
            occurred_at: record.at,
            data: record.data,
          })),
    );
    for (const chunk of chunks(rows)) await trx.insertInto('game_records').values(chunk).execute();
    return refused;
  });

/** Why a guarded head did not move: the table is unknown, or its log is elsewhere. */
const whyNotMoved = async (trx: Trx, tableId: string, expectedSeq: number): Promise<StoreError> => {
  const row = await trx
    .selectFrom('game_tables')
    .select('last_seq')
    .where('id', '=', tableId)
    .executeTakeFirst();
  return row === undefined
    ? unknownTable(tableId)
    : tableConflict(tableId, expectedSeq, row.last_seq);
};

/**
 * Takes the table's write lock (an UPDATE that changes nothing) before anything is read, as
 * the tournament log does: PostgreSQL makes a concurrent writer of the table wait, SQLite takes
 * the database's write lock at once. Answers whether the table exists.
 */
const lockTable = async (trx: Trx, id: string): Promise<boolean> => {
  const locked = await trx
    .updateTable('game_tables')
    .set((eb) => ({ last_seq: eb.ref('last_seq') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) > 0;
};

type Bound =
  { readonly kind: 'top'; readonly limit: number } | { readonly kind: 'at'; readonly at: number };

/**
 * The `limit` newest rows, ties on the instant broken by table id the same way on both
 * dialects. SQL picks the newest by instant alone (a collation would order ids differently
 * on each dialect); the rows tied with the last one picked are then all fetched, and the order
 * is settled here. `select` answers the `top` rows by `created_ms` descending, or every row
 * `at` one instant.
 */
const newestFirst = async <R extends { readonly id: string; readonly created_ms: number }>(
  limit: number,
  select: (bound: Bound) => Promise<readonly R[]>,
): Promise<readonly R[]> => {
  if (limit === 0) return [];
  const top = await select({ kind: 'top', limit });
  const last = top.at(-1);
  const rows =
    top.length < limit || last === undefined
      ? top
      : [
          ...top.filter((row) => row.created_ms !== last.created_ms),
          ...(await select({ kind: 'at', at: last.created_ms })),
        ];
  return [...rows]
    .sort((a, b) => b.created_ms - a.created_ms || compareText(a.id, b.id))
    .slice(0, limit);
};

const toTable = (row: Selectable<GameTablesTable>): GameTableRecord => ({
  id: row.id,
  game: row.game,
  profile: row.profile,
  config: JSON.parse(row.config) as unknown,
  secret: row.secret,
  phase: row.phase as GamePhase,
  createdBy: row.created_by,
  createdAt: row.created_at,
  lastSeq: row.last_seq,
});

const toRecord = (row: Selectable<GameRecordsTable>): GameRecord => ({
  seq: row.seq,
  kind: row.kind,
  at: row.occurred_at,
  data: JSON.parse(row.data) as unknown,
});

const toPlayer = (row: Selectable<GamePlayersTable>): GamePlayer => ({
  slot: row.slot,
  userId: row.user_id,
  name: row.name,
  abandoned: row.abandoned !== 0,
});
