/** The truth: tournaments and their append-only logs. */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('game', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_seq', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('events')
    .addColumn('tournament_id', 'text', (column) => column.notNull().references('tournaments.id'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('occurred_at', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    // Also what reads in order use: one index serves both.
    .addPrimaryKeyConstraint('events_tournament_seq', ['tournament_id', 'seq'])
    .execute();
};
