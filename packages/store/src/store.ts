/**
 * The store: tournaments as append-only event logs, plus the views a projection derives from
 * them, on SQLite or PostgreSQL with the same behaviour.
 *
 * Appends use optimistic concurrency: the caller says which `seq` its decision was based on,
 * and the append is refused (`conflict`) if the log has moved since. Each write takes the
 * tournament's row lock first (an UPDATE of its `last_seq`), which serializes writers of one
 * tournament on both dialects: PostgreSQL row locks across connections, SQLite's single writer
 * across processes. The events and the views they imply commit in one transaction.
 *
 * The same database holds the online game server's data: its tables' logs (`games.ts`) and
 * its user accounts (`accounts.ts`), reached through `Store.games` and `Store.accounts`.
 */
import { type Result, err, ok } from '@tavolo/cards';
import type { Selectable } from 'kysely';
import { type AccountStore, accountStoreOn } from './accounts.js';
import { MAX_COUNT, isCount, isIsoInstant, isNonEmptyString } from './checks.js';
import { type StoreLocation, connect, migrateToLatest } from './connect.js';
import { type Db, type Trx, chunks, compareText, inTransaction } from './db.js';
import { type StoreError, conflict, storeError, unknownTournament } from './error.js';
import { type NewEvent, type StoredEvent, validateEvents } from './event.js';
import { type GameLogStore, gameLogStoreOn } from './games.js';
import type {
  EventsTable,
  StandingsTable,
  TournamentSummaryTable,
  TournamentsTable,
} from './schema.js';
import {
  type Tournament,
  type TournamentMeta,
  validateMeta,
  validateTournamentId,
} from './tournament.js';
import { type Projection, type StandingRow, type SummaryView, validateViews } from './views.js';

/** What a successful write added to the log. */
export interface Appended {
  /** The new head of the log: the next append's `expectedSeq`. */
  readonly lastSeq: number;
  /** The events just written, with their `seq`, e.g. for a server to broadcast. */
  readonly events: readonly StoredEvent[];
}

export interface Store {
  /**
   * Registers a tournament, with its first events if any (e.g. the one that records its
   * settings), in one transaction: a tournament never exists without them.
   */
  createTournament(
    id: string,
    meta: TournamentMeta,
    firstEvents?: readonly NewEvent[],
    /** The accounts (ids) that direct it besides the admins: its creator, say. */
    directors?: readonly string[],
  ): Promise<Result<Appended, StoreError>>;
  /** Every tournament, oldest first. */
  listTournaments(): Promise<readonly Tournament[]>;
  readTournament(id: string): Promise<Result<Tournament, StoreError>>;
  /** The ids of the accounts that direct a tournament besides the admins, first added first. */
  readDirectors(tournamentId: string): Promise<Result<readonly string[], StoreError>>;
  /**
   * Makes an account one of a tournament's directors (nothing changes if it is one already),
   * at `at` (ISO-8601 with its offset); answers the directors it now has.
   */
  addDirector(
    tournamentId: string,
    userId: string,
    at: string,
  ): Promise<Result<readonly string[], StoreError>>;
  /**
   * Appends `events` after event `expectedSeq` (0 for an empty log), or writes nothing and
   * answers `conflict` if the log's last event is not `expectedSeq`.
   */
  append(
    tournamentId: string,
    expectedSeq: number,
    events: readonly NewEvent[],
  ): Promise<Result<Appended, StoreError>>;
  /** The log in order, from the event after `afterSeq` (default 0: all of it). */
  readEvents(
    tournamentId: string,
    afterSeq?: number,
  ): Promise<Result<readonly StoredEvent[], StoreError>>;
  readSummary(tournamentId: string): Promise<Result<SummaryView, StoreError>>;
  /**
   * The standings after `round`, or after the latest round that has any when `round` is
   * omitted; by rank, ties by entrant id.
   */
  readStandings(
    tournamentId: string,
    round?: number,
  ): Promise<Result<readonly StandingRow[], StoreError>>;
  /** Recomputes the views from the log, e.g. after the projection's code changed. */
  rebuildViews(tournamentId: string): Promise<Result<SummaryView, StoreError>>;
  /** The online game tables: their settings, seats and append-only record logs. */
  readonly games: GameLogStore;
  /** User accounts and their login sessions. */
  readonly accounts: AccountStore;
  close(): Promise<void>;
}

/**
 * Opens the database, applies pending migrations and returns the store. `projection` computes
 * the views from the log at every write. Rejects if the database cannot be opened or migrated.
 */
export const openStore = async (
  location: StoreLocation,
  projection: Projection,
): Promise<Store> => {
  const db = connect(location);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return storeOn(db, projection);
};

// seq is an integer column, which stops at 2^31 - 1 on PostgreSQL.
const LOG_FULL = storeError('invalid-argument', 'a log holds at most 2^31 - 1 events');

const storeOn = (db: Db, projection: Projection): Store => ({
  createTournament: async (id, meta, firstEvents = [], directors = []) => {
    const checked = validateTournamentId(id);
    if (!checked.ok) return checked;
    const checkedMeta = validateMeta(meta);
    if (!checkedMeta.ok) return checkedMeta;
    const checkedEvents = validateEvents(firstEvents);
    if (!checkedEvents.ok) return checkedEvents;
    if (checkedEvents.value.length > MAX_COUNT) return err(LOG_FULL);
    if (!directors.every(isNonEmptyString))
      return err(storeError('invalid-argument', 'a director is an account id'));
    return inTransaction(db, async (trx) => {
      const inserted = await trx
        .insertInto('tournaments')
        .values({
          id,
          name: checkedMeta.value.name,
          game: checkedMeta.value.game,
          created_at: checkedMeta.value.createdAt,
          date: checkedMeta.value.date ?? null,
        })
        // A concurrent creation of the same id waits for the first to commit, then does nothing.
        .onConflict((conflicting) => conflicting.column('id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted === undefined)
        return err(
          storeError('duplicate-tournament', `a tournament has id ${JSON.stringify(id)} already`),
        );
      const tournament = toTournament(inserted);
      for (const userId of new Set(directors))
        await trx
          .insertInto('tournament_directors')
          .values({ tournament_id: id, user_id: userId, added_at: tournament.createdAt })
          .execute();
      const events = await writeEvents(trx, tournament, checkedEvents.value);
      const lastSeq = events.length;
      const views = await writeViews(trx, projection, { ...tournament, lastSeq });
      return views.ok ? ok({ lastSeq, events }) : views;
    });
  },

  listTournaments: async () => {
    const rows = await db.selectFrom('tournaments').selectAll().execute();
    // Sorted here, not in SQL: text ordering depends on the database's collation, and ISO
    // instants with different offsets do not sort as text.
    return rows
      .map(toTournament)
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || compareText(a.id, b.id));
  },

  readTournament: async (id) => {
    const row = await db
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? err(unknownTournament(id)) : ok(toTournament(row));
  },

  readDirectors: async (tournamentId) =>
    (await exists(db, tournamentId))
      ? ok(await selectDirectors(db, tournamentId))
      : err(unknownTournament(tournamentId)),

  addDirector: async (tournamentId, userId, at) => {
    if (!isNonEmptyString(userId))
      return err(storeError('invalid-argument', 'a director is an account id'));
    if (!isIsoInstant(at))
      return err(storeError('invalid-argument', 'at is an ISO-8601 instant with an offset'));
    return inTransaction(db, async (trx) => {
      if ((await lockTournament(trx, tournamentId)) === undefined)
        return err(unknownTournament(tournamentId));
      await trx
        .insertInto('tournament_directors')
        .values({ tournament_id: tournamentId, user_id: userId, added_at: at })
        .onConflict((conflicting) => conflicting.columns(['tournament_id', 'user_id']).doNothing())
        .execute();
      return ok(await selectDirectors(trx, tournamentId));
    });
  },

  append: async (tournamentId, expectedSeq, events) => {
    if (!isCount(expectedSeq))
      return err(storeError('invalid-argument', 'expectedSeq is a whole number >= 0'));
    const checked = validateEvents(events);
    if (!checked.ok) return checked;
    if (checked.value.length === 0)
      return err(storeError('invalid-argument', 'an append needs at least one event'));
    if (expectedSeq + checked.value.length > MAX_COUNT) return err(LOG_FULL);
    return inTransaction(db, async (trx) => {
      const tournament = await lockTournament(trx, tournamentId);
      if (tournament === undefined) return err(unknownTournament(tournamentId));
      if (tournament.lastSeq !== expectedSeq)
        return err(conflict(tournamentId, expectedSeq, tournament.lastSeq));
      const events = await writeEvents(trx, tournament, checked.value);
      const lastSeq = expectedSeq + events.length;
      const views = await writeViews(trx, projection, { ...tournament, lastSeq });
      return views.ok ? ok({ lastSeq, events }) : views;
    });
  },

  readEvents: async (tournamentId, afterSeq = 0) => {
    if (!isCount(afterSeq))
      return err(storeError('invalid-argument', 'afterSeq is a whole number >= 0'));
    if (!(await exists(db, tournamentId))) return err(unknownTournament(tournamentId));
    return ok(await selectEvents(db, tournamentId, afterSeq));
  },

  readSummary: async (tournamentId) => {
    const row = await db
      .selectFrom('tournament_summary')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .executeTakeFirst();
    // Every write of a tournament writes its summary, so no summary means no tournament.
    return row === undefined ? err(unknownTournament(tournamentId)) : ok(toSummary(row));
  },

  readStandings: async (tournamentId, round) => {
    if (round !== undefined && !isCount(round))
      return err(storeError('invalid-argument', 'round is a whole number >= 0'));
    if (!(await exists(db, tournamentId))) return err(unknownTournament(tournamentId));
    const inTournament = db.selectFrom('standings').where('tournament_id', '=', tournamentId);
    const chosen =
      round ??
      (await inTournament.select((eb) => eb.fn.max('round').as('latest')).executeTakeFirst())
        ?.latest;
    // No round yet has standings.
    if (chosen === undefined || chosen === null) return ok([]);
    const rows = await inTournament.selectAll().where('round', '=', chosen).execute();
    return ok(rows.map(toStandingRow).sort(compareStandings));
  },

  rebuildViews: (tournamentId) =>
    inTransaction(db, async (trx) => {
      const tournament = await lockTournament(trx, tournamentId);
      if (tournament === undefined) return err(unknownTournament(tournamentId));
      return writeViews(trx, projection, tournament);
    }),

  games: gameLogStoreOn(db),
  accounts: accountStoreOn(db),

  close: () => db.destroy(),
});

/**
 * Takes the tournament's write lock and reads its head. The lock comes before any read so that
 * no writer decides on a stale `last_seq`: PostgreSQL makes a concurrent writer wait for this
 * transaction and then re-read the row; SQLite takes the database's write lock at once,
 * waiting up to its busy timeout for another process.
 */
const lockTournament = async (trx: Trx, id: string): Promise<Tournament | undefined> => {
  const row = await trx
    .updateTable('tournaments')
    .set((eb) => ({ last_seq: eb.ref('last_seq') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? undefined : toTournament(row);
};

/** Writes `events` after the tournament's head and moves the head; the caller holds the lock. */
const writeEvents = async (
  trx: Trx,
  tournament: Tournament,
  events: readonly NewEvent[],
): Promise<readonly StoredEvent[]> => {
  const stored = events.map((event, index): StoredEvent => ({
    tournamentId: tournament.id,
    seq: tournament.lastSeq + index + 1,
    type: event.type,
    at: event.at,
    by: event.by,
    data: event.data,
  }));
  for (const chunk of chunks(stored)) {
    await trx
      .insertInto('events')
      .values(
        chunk.map((event) => ({
          tournament_id: event.tournamentId,
          seq: event.seq,
          type: event.type,
          occurred_at: event.at,
          actor: event.by,
          data: JSON.stringify(event.data),
        })),
      )
      .execute();
  }
  if (stored.length > 0)
    await trx
      .updateTable('tournaments')
      .set({ last_seq: tournament.lastSeq + stored.length })
      .where('id', '=', tournament.id)
      .execute();
  return stored;
};

/**
 * Replaces the tournament's views by the projection of its whole log; `tournament` is its row
 * as this transaction leaves it.
 */
const writeViews = async (
  trx: Trx,
  projection: Projection,
  tournament: Tournament,
): Promise<Result<SummaryView, StoreError>> => {
  const tournamentId = tournament.id;
  const events = await selectEvents(trx, tournamentId, 0);
  let projected;
  try {
    projected = projection(events, tournament);
  } catch (error) {
    return err(storeError('projection-failed', `the projection threw: ${String(error)}`));
  }
  const checked = validateViews(projected);
  if (!checked.ok) return checked;
  const { summary, standings } = checked.value;
  const view: SummaryView = {
    tournamentId,
    status: summary.status,
    currentRound: summary.currentRound,
    totalRounds: summary.totalRounds,
    entrantCount: summary.entrantCount,
    lastSeq: tournament.lastSeq,
    updatedAt: events.at(-1)?.at ?? null,
  };
  await trx.deleteFrom('standings').where('tournament_id', '=', tournamentId).execute();
  await trx.deleteFrom('tournament_summary').where('tournament_id', '=', tournamentId).execute();
  await trx
    .insertInto('tournament_summary')
    .values({
      tournament_id: tournamentId,
      status: view.status,
      current_round: view.currentRound,
      total_rounds: view.totalRounds,
      entrant_count: view.entrantCount,
      last_seq: view.lastSeq,
      updated_at: view.updatedAt,
    })
    .execute();
  for (const chunk of chunks(standings)) {
    await trx
      .insertInto('standings')
      .values(
        chunk.map((row) => ({
          tournament_id: tournamentId,
          round: row.round,
          entrant_id: row.entrantId,
          rank: row.rank,
          name: row.name,
          vp: row.vp,
          mp: row.mp,
          played: row.played,
        })),
      )
      .execute();
  }
  return ok(view);
};

const exists = async (db: Db, id: string): Promise<boolean> =>
  (await db.selectFrom('tournaments').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

const selectEvents = async (
  db: Db | Trx,
  tournamentId: string,
  afterSeq: number,
): Promise<readonly StoredEvent[]> => {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .execute();
  return rows.map(toStoredEvent);
};

/** Sorted here, not in SQL: ISO instants with different offsets do not sort as text. */
const selectDirectors = async (db: Db | Trx, tournamentId: string): Promise<readonly string[]> =>
  (
    await db
      .selectFrom('tournament_directors')
      .select(['user_id', 'added_at'])
      .where('tournament_id', '=', tournamentId)
      .execute()
  )
    .sort(
      (a, b) =>
        Date.parse(a.added_at) - Date.parse(b.added_at) || compareText(a.user_id, b.user_id),
    )
    .map((row) => row.user_id);

const compareStandings = (a: StandingRow, b: StandingRow): number =>
  a.rank - b.rank || compareText(a.entrantId, b.entrantId);

const toTournament = (row: Selectable<TournamentsTable>): Tournament => ({
  id: row.id,
  name: row.name,
  game: row.game,
  createdAt: row.created_at,
  ...(row.date === null ? {} : { date: row.date }),
  lastSeq: row.last_seq,
});

const toStoredEvent = (row: Selectable<EventsTable>): StoredEvent => ({
  tournamentId: row.tournament_id,
  seq: row.seq,
  type: row.type,
  at: row.occurred_at,
  by: row.actor,
  data: JSON.parse(row.data) as unknown,
});

const toSummary = (row: Selectable<TournamentSummaryTable>): SummaryView => ({
  tournamentId: row.tournament_id,
  status: row.status,
  currentRound: row.current_round,
  totalRounds: row.total_rounds,
  entrantCount: row.entrant_count,
  lastSeq: row.last_seq,
  updatedAt: row.updated_at,
});

const toStandingRow = (row: Selectable<StandingsTable>): StandingRow => ({
  round: row.round,
  entrantId: row.entrant_id,
  rank: row.rank,
  name: row.name,
  vp: row.vp,
  mp: row.mp,
  played: row.played,
});
