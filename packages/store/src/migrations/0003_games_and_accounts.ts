/**
 * The online game server's data: game tables with their seats and append-only record logs,
 * and user accounts with their login sessions.
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('game_tables')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('game', 'text', (column) => column.notNull())
    .addColumn('profile', 'text', (column) => column.notNull())
    .addColumn('config', 'text', (column) => column.notNull())
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('phase', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('created_ms', 'double precision', (column) => column.notNull())
    .addColumn('last_seq', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // Newest first, all tables or those of some phases (the lobby's lists).
  await db.schema
    .createIndex('game_tables_created')
    .on('game_tables')
    .column('created_ms')
    .execute();
  await db.schema
    .createIndex('game_tables_phase_created')
    .on('game_tables')
    .columns(['phase', 'created_ms'])
    .execute();

  await db.schema
    .createTable('game_records')
    .addColumn('table_id', 'text', (column) => column.notNull().references('game_tables.id'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('occurred_at', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('game_records_table_seq', ['table_id', 'seq'])
    .execute();

  await db.schema
    .createTable('game_players')
    .addColumn('table_id', 'text', (column) => column.notNull().references('game_tables.id'))
    .addColumn('slot', 'integer', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('abandoned', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_players_table_slot', ['table_id', 'slot'])
    // One slot per user and table.
    .addUniqueConstraint('game_players_table_user', ['table_id', 'user_id'])
    .execute();
  // A player's list of games.
  await db.schema.createIndex('game_players_user').on('game_players').column('user_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('name_key', 'text', (column) => column.notNull().unique())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('guest', 'integer', (column) => column.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('expires_ms', 'double precision', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_ms').execute();
};
