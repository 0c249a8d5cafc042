/**
 * Every migration, listed in code rather than found by scanning a folder, so that the same
 * list runs from the TypeScript sources (tests) and from dist (the CLI, the server). Add new
 * ones at the end with the next number; never edit one that has shipped.
 */
import type { MigrationProvider } from 'kysely';
import * as eventLog from './0001_event_log.js';
import * as derivedViews from './0002_derived_views.js';
import * as gamesAndAccounts from './0003_games_and_accounts.js';
import * as tournamentDirectors from './0004_tournament_directors.js';
import * as tournamentDate from './0005_tournament_date.js';

export const migrations: MigrationProvider = {
  getMigrations: () =>
    Promise.resolve({
      '0001_event_log': eventLog,
      '0002_derived_views': derivedViews,
      '0003_games_and_accounts': gamesAndAccounts,
      '0004_tournament_directors': tournamentDirectors,
      '0005_tournament_date': tournamentDate,
    }),
};
