/** The views the projection writes: disposable, rebuilt from the log at will. */
import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('tournament_summary')
    .addColumn('tournament_id', 'text', (column) =>
      column.primaryKey().references('tournaments.id'),
    )
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('current_round', 'integer', (column) => column.notNull())
    .addColumn('total_rounds', 'integer', (column) => column.notNull())
    .addColumn('entrant_count', 'integer', (column) => column.notNull())
    .addColumn('last_seq', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema
    .createTable('standings')
    .addColumn('tournament_id', 'text', (column) => column.notNull().references('tournaments.id'))
    .addColumn('round', 'integer', (column) => column.notNull())
    .addColumn('entrant_id', 'text', (column) => column.notNull())
    .addColumn('rank', 'integer', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('vp', 'double precision', (column) => column.notNull())
    .addColumn('mp', 'double precision', (column) => column.notNull())
    .addColumn('played', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('standings_tournament_round_entrant', [
      'tournament_id',
      'round',
      'entrant_id',
    ])
    .execute();
};
