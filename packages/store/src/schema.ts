/**
 * The tables as Kysely sees them, in the columns' own snake_case; `store.ts` maps rows to the
 * camelCase types of the API. Every column type exists on both dialects: text for ids, times
 * (ISO-8601) and JSON; integer for counts; double precision for points.
 */
import type { Generated } from 'kysely';

export interface TournamentsTable {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly created_at: string;
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

export interface Database {
  readonly tournaments: TournamentsTable;
  readonly events: EventsTable;
  readonly tournament_summary: TournamentSummaryTable;
  readonly standings: StandingsTable;
}
