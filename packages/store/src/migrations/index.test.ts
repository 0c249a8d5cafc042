import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect, migrateToLatest } from '../connect.js';
import { DIALECTS, prepareOnce } from '../test-support.js';
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
        tournaments: ['created_at', 'game', 'id', 'last_seq', 'name'],
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
