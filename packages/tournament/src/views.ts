/**
 * The derived views a data layer keeps beside the log: a summary for lists and the standings
 * after every round. Pure, so a store can recompute them at every append and on demand.
 */
import { replay } from './apply-event.js';
import { roundStatus } from './corrections.js';
import type { TournamentEvent } from './event.js';
import { type EventEnvelope, fromEnvelope } from './log-codec.js';
import { standings } from './standings.js';
import { type TournamentState, activeEntrants } from './state.js';

export interface SummaryFigures {
  readonly status: string;
  readonly currentRound: number;
  readonly totalRounds: number;
  readonly entrantCount: number;
}

export interface ViewStandingRow {
  readonly round: number;
  readonly entrantId: string;
  readonly rank: number;
  readonly name: string;
  readonly vp: number;
  readonly mp: number;
  readonly played: number;
}

/** `registration` before round 1 is paired, `in-progress`, then `finished` once all are final. */
export const eventStatus = (state: TournamentState, now: string): string => {
  const total = state.config.rounds.length;
  if (state.rounds.length === 0) return 'registration';
  return state.rounds.length === total && roundStatus(state, total, now) === 'final'
    ? 'finished'
    : 'in-progress';
};

export const entrantName = (players: readonly string[]): string => players.join(' - ');

export const projectViews = (
  events: readonly TournamentEvent[],
): { readonly summary: SummaryFigures; readonly standings: readonly ViewStandingRow[] } => {
  const replayed = replay(events);
  if (!replayed.ok)
    return {
      summary: { status: 'invalid-log', currentRound: 0, totalRounds: 0, entrantCount: 0 },
      standings: [],
    };
  const state = replayed.value;
  const now = events.at(-1)?.at ?? state.createdAt;
  const rows = state.rounds.flatMap((r) =>
    standings(state, r.round).map((row) => ({
      round: r.round,
      entrantId: row.entrant,
      rank: row.rank,
      name: entrantName(row.players),
      vp: row.vp,
      mp: row.mp,
      played: row.rounds,
    })),
  );
  return {
    summary: {
      status: eventStatus(state, now),
      currentRound: state.rounds.length,
      totalRounds: state.config.rounds.length,
      entrantCount: activeEntrants(state, state.rounds.length + 1).length,
    },
    standings: rows,
  };
};

/**
 * The projection a store runs at every append (the CLI's and the server's): the log decoded,
 * then the views. An event that does not decode is left out; `replay` then reports the log
 * invalid if it mattered.
 */
export const projectLog = (events: readonly EventEnvelope[]) =>
  projectViews(events.map(fromEnvelope).flatMap((r) => (r.ok ? [r.value] : [])));
