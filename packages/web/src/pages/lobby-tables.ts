/**
 * What the lobby shows of a table: who sits where, how many places are free, whether the user
 * can sit down, and which tables match the filters.
 */
import type { Role, TablePhase, TableSummary } from '@tavolo/protocol';
import { parseProfileSpec } from './profiles.js';

export type PhaseFilter = 'waiting' | 'playing' | 'all';
export const PHASE_FILTERS: readonly PhaseFilter[] = ['waiting', 'playing', 'all'];

/** A paused table is a match in progress whose players stepped away: it is listed as playing. */
export const phasesOf = (filter: PhaseFilter): readonly TablePhase[] =>
  filter === 'waiting'
    ? ['waiting']
    : filter === 'playing'
      ? ['playing', 'paused']
      : ['waiting', 'playing', 'paused'];

export interface SeatCounts {
  readonly players: number;
  readonly bots: number;
  readonly free: number;
}

export const seatCounts = (table: TableSummary): SeatCounts => ({
  players: table.slots.filter((s) => s.kind === 'human' && s.userId !== null).length,
  bots: table.slots.filter((s) => s.kind === 'bot').length,
  free: table.slots.filter((s) => s.kind === 'human' && s.userId === null).length,
});

export const isSeated = (table: TableSummary, userId: string | undefined): boolean =>
  userId !== undefined && table.slots.some((s) => s.userId === userId);

/**
 * Whether `user` may direct the table's match (issue 19, the server's rule in room/director.ts):
 * its creator or a director or admin of the server, not seated at it, once it has started.
 */
export const mayDirect = (
  table: TableSummary,
  user: { readonly id: string; readonly role: Role } | null | undefined,
): boolean =>
  table.phase !== 'waiting' &&
  user !== null &&
  user !== undefined &&
  !isSeated(table, user.id) &&
  (user.role === 'director' || user.role === 'admin' || table.createdBy === user.id);

/** A person can take a place while the table waits and one is free. */
export const canJoin = (table: TableSummary, userId: string | undefined): boolean =>
  table.phase === 'waiting' && seatCounts(table).free > 0 && !isSeated(table, userId);

/** `profile` is a base profile (`fisca-101` matches `fisca-101+a`), or `all`. */
export const matchesProfile = (table: TableSummary, profile: string): boolean =>
  profile === 'all' || parseProfileSpec(table.profile).base === profile;

/**
 * The matches being played (a paused one too), the user's own first; otherwise in the order
 * given (the server's: newest first).
 */
export const inProgressFirst = (
  tables: readonly TableSummary[],
  userId: string | undefined,
): readonly TableSummary[] => {
  const playing = tables.filter((t) => t.phase === 'playing' || t.phase === 'paused');
  return [
    ...playing.filter((t) => isSeated(t, userId)),
    ...playing.filter((t) => !isSeated(t, userId)),
  ];
};
