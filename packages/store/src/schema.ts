/**
 * The tables as Kysely sees them, in the columns' own snake_case; `store.ts` maps rows to the
 * camelCase types of the API. Every column type exists on both dialects: text for ids, times
 * (ISO-8601) and JSON; integer for counts and booleans (0/1); double precision for points and
 * for instants in ms since the epoch (beyond integer's range, exact in a double).
 */
import type { Generated } from 'kysely';

export interface TournamentsTable {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly created_at: string;
  /** The day it is held, `YYYY-MM-DD`; null when the caller gave none. */
  readonly date: string | null;
  /** The head of the log, kept beside it so that appends can lock and compare one row. */
  readonly last_seq: Generated<number>;
}

export interface EventsTable {
  readonly tournament_id: string;
  readonly seq: number;
  readonly type: string;
  readonly occurred_at: string;
  readonly actor: string;
  /** JSON text. */
  readonly data: string;
}

export interface TournamentSummaryTable {
  readonly tournament_id: string;
  readonly status: string;
  readonly current_round: number;
  readonly total_rounds: number;
  readonly entrant_count: number;
  readonly last_seq: number;
  readonly updated_at: string | null;
}

export interface StandingsTable {
  readonly tournament_id: string;
  readonly round: number;
  readonly entrant_id: string;
  readonly rank: number;
  readonly name: string;
  readonly vp: number;
  readonly mp: number;
  readonly played: number;
}

/** An online game table; booleans are integers 0/1 here, as SQLite has no boolean type. */
export interface GameTablesTable {
  readonly id: string;
  readonly game: string;
  readonly profile: string;
  /** JSON text. */
  readonly config: string;
  readonly secret: string;
  readonly phase: string;
  readonly created_by: string | null;
  readonly created_at: string;
  /** `created_at` in ms since the epoch: what "newest first" sorts on, since ISO instants with
   * different offsets do not sort as text. */
  readonly created_ms: number;
  /** The head of the table's record log, guarded by every append. */
  readonly last_seq: Generated<number>;
}

export interface GameRecordsTable {
  readonly table_id: string;
  readonly seq: number;
  readonly kind: string;
  readonly occurred_at: string;
  /** JSON text. */
  readonly data: string;
}

export interface GamePlayersTable {
  readonly table_id: string;
  readonly slot: number;
  readonly user_id: string;
  readonly name: string;
  /** 0 or 1. */
  readonly abandoned: Generated<number>;
}

export interface UsersTable {
  readonly id: string;
  readonly name: string;
  /** The name lower-cased and NFC-normalised: unique, so that names are unique ignoring case. */
  readonly name_key: string;
  readonly role: string;
  /** 0 or 1. */
  readonly guest: number;
  readonly password_hash: string | null;
  readonly created_at: string;
}

export interface SessionsTable {
  readonly token_hash: string;
  readonly user_id: string;
  readonly created_at: string;
  readonly expires_at: string;
  /** `expires_at` in ms since the epoch, for comparisons in SQL. */
  readonly expires_ms: number;
}

/** Who, besides the admins, may direct a tournament: its creator and those an admin adds. */
export interface TournamentDirectorsTable {
  readonly tournament_id: string;
  readonly user_id: string;
  readonly added_at: string;
}

export interface Database {
  readonly tournaments: TournamentsTable;
  readonly events: EventsTable;
  readonly tournament_summary: TournamentSummaryTable;
  readonly standings: StandingsTable;
  readonly tournament_directors: TournamentDirectorsTable;
  readonly game_tables: GameTablesTable;
  readonly game_records: GameRecordsTable;
  readonly game_players: GamePlayersTable;
  readonly users: UsersTable;
  readonly sessions: SessionsTable;
}
