/**
 * The directors of each tournament: the accounts, besides the admins, that may direct it (its
 * creator, and those an admin adds).
 */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('tournament_directors')
    .addColumn('tournament_id', 'text', (column) => column.notNull().references('tournaments.id'))
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('added_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('tournament_directors_tournament_user', ['tournament_id', 'user_id'])
    .execute();
};
