/**
 * Derived views: tables computed from the log by the caller's projection, written in the same
 * transaction as every append, so they never lag behind or run ahead of the log. They are
 * disposable: `rebuildViews` recomputes them, e.g. after the projection's code changed.
 */
import { type Result, err, ok } from '@tavolo/cards';
import { isCount, isNonEmptyString } from './checks.js';
import { type StoreError, storeError } from './error.js';
import type { StoredEvent } from './event.js';
import type { Tournament } from './tournament.js';

/** The state of a tournament in a few figures, for lists and headers. */
export interface TournamentSummary {
  /** e.g. `registration`, `in-progress`, `finished`: the projection's vocabulary. */
  readonly status: string;
  /** The round being played or last played; 0 before the first. */
  readonly currentRound: number;
  readonly totalRounds: number;
  /** Entrants registered and not withdrawn. */
  readonly entrantCount: number;
}

/** One line of the standings after one round. */
export interface StandingRow {
  /** The standings after this round; 0 for the list before the first round. */
  readonly round: number;
  readonly entrantId: string;
  /** 1 for the leader; tied entrants may share a rank. */
  readonly rank: number;
  /** As printed: one player, or a pair's or team's names. */
  readonly name: string;
  /** Victory points. */
  readonly vp: number;
  /** Match points (Scala 40: penalty points). */
  readonly mp: number;
  /** Rounds the entrant has played. */
  readonly played: number;
}

export interface DerivedViews {
  readonly summary: TournamentSummary;
  /** Any rounds; each (round, entrantId) at most once. */
  readonly standings: readonly StandingRow[];
}

/**
 * Computes the views from the whole log of one tournament, in order. A pure function: the
 * store calls it inside its write transaction and may call it again on the same events.
 */
export type Projection = (events: readonly StoredEvent[], tournament: Tournament) => DerivedViews;

/** The summary as read back, with where in the log it was computed. */
export interface SummaryView extends TournamentSummary {
  readonly tournamentId: string;
  /** The last event the views include. */
  readonly lastSeq: number;
  /** The `at` of that event; null for an empty log. */
  readonly updatedAt: string | null;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Checks a projection's output at run time: SQLite would accept 1.5 in an integer column that
 * PostgreSQL refuses, and the store must behave the same on both.
 */
export const validateViews = (views: DerivedViews): Result<DerivedViews, StoreError> => {
  const bad = (message: string) => err(storeError('invalid-views', message));
  if (typeof views !== 'object' || views === null) return bad('the projection returned no views');
  const { summary, standings } = views;
  if (typeof summary !== 'object' || summary === null) return bad('views.summary is missing');
  if (!isNonEmptyString(summary.status)) return bad('summary.status is not a non-empty string');
  for (const field of ['currentRound', 'totalRounds', 'entrantCount'] as const)
    if (!isCount(summary[field]))
      return bad(`summary.${field} is not a count (a whole number from 0 to 2^31 - 1)`);
  if (!Array.isArray(standings)) return bad('views.standings is not an array');
  const seen = new Set<string>();
  for (const [index, row] of standings.entries()) {
    const problem = standingProblem(row, `standings[${index}]`);
    if (problem !== null) return bad(problem);
    const key = JSON.stringify([row.round, row.entrantId]);
    if (seen.has(key))
      return bad(`standings[${index}]: entrant ${row.entrantId} twice in round ${row.round}`);
    seen.add(key);
  }
  return ok(views);
};

const standingProblem = (row: StandingRow, path: string): string | null => {
  if (typeof row !== 'object' || row === null) return `${path} is not an object`;
  if (!isCount(row.round)) return `${path}.round is not a count`;
  if (!isNonEmptyString(row.entrantId)) return `${path}.entrantId is not a non-empty string`;
  if (!isCount(row.rank) || row.rank < 1) return `${path}.rank is not a count >= 1`;
  if (typeof row.name !== 'string') return `${path}.name is not a string`;
  if (!isFiniteNumber(row.vp)) return `${path}.vp is not a finite number`;
  if (!isFiniteNumber(row.mp)) return `${path}.mp is not a finite number`;
  if (!isCount(row.played)) return `${path}.played is not a count`;
  return null;
};
