import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect, migrateToLatest } from '../connect.js';
import { openStore } from '../store.js';
import {
  AT,
  DIALECTS,
  META,
  event,
  gameRecord,
  gameTable,
  prepareOnce,
  testProjection,
} from '../test-support.js';
import { migrations } from './index.js';

describe('the migrations', () => {
  it('are numbered 0001, 0002... in order, without gaps', async () => {
    const names = Object.keys(await migrations.getMigrations());
    expect(names.map((name) => name.slice(0, 5))).toEqual(
      names.map((_, i) => `${String(i + 1).padStart(4, '0')}_`),
    );
    expect(names.every((name) => /^\d{4}_[a-z_]+$/.test(name))).toBe(true);
  });
});

describe.each(DIALECTS)('the migrations on $kind', ({ createDatabase }) => {
  const database = prepareOnce(createDatabase, (created) => created.drop());

  it('create the log and the views, and run once', async () => {
    const db = connect(database().location);
    try {
      await migrateToLatest(db);
      await migrateToLatest(db);
      const tables = await db.introspection.getTables();
      const columns = Object.fromEntries(
        tables.map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
      );
      expect(columns).toMatchObject({
        tournaments: ['created_at', 'date', 'game', 'id', 'last_seq', 'name'],
        events: ['actor', 'data', 'occurred_at', 'seq', 'tournament_id', 'type'],
        tournament_summary: [
          'current_round',
          'entrant_count',
          'last_seq',
          'status',
          'total_rounds',
          'tournament_id',
          'updated_at',
        ],
        standings: ['entrant_id', 'mp', 'name', 'played', 'rank', 'round', 'tournament_id', 'vp'],
        game_tables: [
          'config',
          'created_at',
          'created_by',
          'created_ms',
          'game',
          'id',
          'last_seq',
          'phase',
          'profile',
          'secret',
        ],
        game_records: ['data', 'kind', 'occurred_at', 'seq', 'table_id'],
        game_players: ['abandoned', 'name', 'slot', 'table_id', 'user_id'],
        users: ['created_at', 'guest', 'id', 'name', 'name_key', 'password_hash', 'role'],
        sessions: ['created_at', 'expires_at', 'expires_ms', 'token_hash', 'user_id'],
        tournament_directors: ['added_at', 'tournament_id', 'user_id'],
      });
      const applied = await new Migrator({ db, provider: migrations }).getMigrations();
      expect(applied.map((migration) => migration.executedAt !== undefined)).toEqual(
        applied.map(() => true),
      );
    } finally {
      await db.destroy();
    }
  });
});

describe.each(DIALECTS)('0003_games_and_accounts on $kind', ({ createDatabase }) => {
  const database = prepareOnce(createDatabase, (created) => created.drop());

  it('upgrades a database at 0002 and keeps its tournaments', async () => {
    const { location } = database();
    // A database as a store of schema 0002 left it: one tournament, its log and its views.
    const db = connect(location);
    try {
      const migrated = await new Migrator({ db, provider: migrations }).migrateTo(
        '0002_derived_views',
      );
      expect(migrated.error).toBeUndefined();
      expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain(
        'game_tables',
      );
      await db
        .insertInto('tournaments')
        .values({ id: 'spring', name: META.name, game: META.game, created_at: AT, last_seq: 2 })
        .execute();
      await db
        .insertInto('events')
        .values([
          {
            tournament_id: 'spring',
            seq: 1,
            type: 'planned',
            occurred_at: AT,
            actor: 'director',
            data: '{"rounds":3}',
          },
          {
            tournament_id: 'spring',
            seq: 2,
            type: 'registered',
            occurred_at: AT,
            actor: 'director',
            data: '{"entrant":"E1","name":"Anna"}',
          },
        ])
        .execute();
      await db
        .insertInto('tournament_summary')
        .values({
          tournament_id: 'spring',
          status: 'registration',
          current_round: 0,
          total_rounds: 3,
          entrant_count: 1,
          last_seq: 2,
          updated_at: AT,
        })
        .execute();
      await db
        .insertInto('standings')
        .values({
          tournament_id: 'spring',
          round: 0,
          entrant_id: 'E1',
          rank: 1,
          name: 'Anna',
          vp: 0.5,
          mp: 0,
          played: 0,
        })
        .execute();
    } finally {
      await db.destroy();
    }

    // Opening the store runs 0003.
    const store = await openStore(location, testProjection);
    try {
      expect(await store.readTournament('spring')).toEqual({
        ok: true,
        value: { id: 'spring', ...META, lastSeq: 2 },
      });
      expect(await store.readEvents('spring')).toEqual({
        ok: true,
        value: [
          { tournamentId: 'spring', ...event('planned', { rounds: 3 }), seq: 1 },
          {
            tournamentId: 'spring',
            ...event('registered', { entrant: 'E1', name: 'Anna' }),
            seq: 2,
          },
        ],
      });
      expect(await store.readSummary('spring')).toEqual({
        ok: true,
        value: {
          tournamentId: 'spring',
          status: 'registration',
          currentRound: 0,
          totalRounds: 3,
          entrantCount: 1,
          lastSeq: 2,
          updatedAt: AT,
        },
      });
      expect(await store.readStandings('spring', 0)).toEqual({
        ok: true,
        value: [{ round: 0, entrantId: 'E1', rank: 1, name: 'Anna', vp: 0.5, mp: 0, played: 0 }],
      });
      // The log goes on where it was, and the new tables work beside it.
      expect(await store.append('spring', 2, [event('finished')])).toMatchObject({
        ok: true,
        value: { lastSeq: 3 },
      });
      expect(await store.games.createTable(gameTable('t1'))).toMatchObject({ ok: true });
      expect(
        await store.games.append([
          { tableId: 't1', expectedSeq: 0, records: [gameRecord('deal')] },
        ]),
      ).toMatchObject({ ok: true });
      expect(await store.games.readRecords('t1')).toEqual([{ seq: 1, ...gameRecord('deal') }]);
    } finally {
      await store.close();
    }
    const db2 = connect(location);
    try {
      const applied = await new Migrator({ db: db2, provider: migrations }).getMigrations();
      expect(
        applied.map((migration) => [migration.name, migration.executedAt !== undefined]),
      ).toEqual([
        ['0001_event_log', true],
        ['0002_derived_views', true],
        ['0003_games_and_accounts', true],
        ['0004_tournament_directors', true],
        ['0005_tournament_date', true],
      ]);
    } finally {
      await db2.destroy();
    }
  });
});

describe.each(DIALECTS)('0005_tournament_date on $kind', ({ createDatabase }) => {
  const database = prepareOnce(createDatabase, (created) => created.drop());

  it('gives each stored tournament the day of play its creation names, and new ones theirs', async () => {
    const { location } = database();
    const db = connect(location);
    try {
      const migrated = await new Migrator({ db, provider: migrations }).migrateTo(
        '0004_tournament_directors',
      );
      expect(migrated.error).toBeUndefined();
      const first = (id: string, type: string, data: string) => ({
        tournament_id: id,
        seq: 1,
        type,
        occurred_at: AT,
        actor: 'director',
        data,
      });
      for (const id of ['natale', 'pasqua', 'vuoto'])
        await db
          .insertInto('tournaments')
          .values({ id, name: META.name, game: META.game, created_at: AT, last_seq: 1 })
          .execute();
      await db
        .insertInto('events')
        .values([
          first('natale', 'created', '{"config":{"name":"Natale","date":"2025-12-21"}}'),
          first('pasqua', 'planned', '{"config":{"date":"2026-04-05"}}'),
          first('vuoto', 'created', '{"config":{"date":"domenica"}}'),
        ])
        .execute();
    } finally {
      await db.destroy();
    }
    const store = await openStore(location, testProjection);
    try {
      expect((await store.listTournaments()).map((t) => [t.id, t.date])).toEqual([
        ['natale', '2025-12-21'],
        ['pasqua', undefined],
        ['vuoto', undefined],
      ]);
      expect(await store.createTournament('estate', { ...META, date: '2026-07-04' })).toMatchObject(
        { ok: true },
      );
      expect(await store.readTournament('estate')).toMatchObject({
        ok: true,
        value: { id: 'estate', date: '2026-07-04' },
      });
    } finally {
      await store.close();
    }
  });
});
