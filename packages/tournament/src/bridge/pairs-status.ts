/**
 * The life of a bridge pairs event's results, as corrections.ts has it for the other games:
 * `playing` (results missing or unconfirmed) -> `provisional` (all confirmed, the official score
 * not yet out) -> `official` (made available at a recorded time; the correction period of LAW
 * 79C runs, 30 minutes unless the organizer sets another) -> `final` (the period is over).
 */
import type { RoundStatus } from '../corrections.js';
import { boardsOfSet } from './movement.js';
import type { BoardPlace } from './pairs-event.js';
import { type BridgePairsState, placeKey } from './pairs-state.js';

const MINUTE = 60_000;

/** When the correction period closes (ISO), or null before the official score. */
export const correctionDeadlineOf = (state: BridgePairsState): string | null =>
  state.publishedAt === null
    ? null
    : new Date(
        Date.parse(state.publishedAt) + state.config.correctionMinutes * MINUTE,
      ).toISOString();

/** Every board of every table and round: the places the movement plays. */
export const placesOf = (state: BridgePairsState): readonly BoardPlace[] =>
  state.movement.rounds.flatMap((encounters, i) =>
    encounters.flatMap((e) =>
      boardsOfSet(e.set, state.config.boardsPerRound).map((board) => ({
        round: i + 1,
        table: e.table,
        board,
      })),
    ),
  );

/** Whether every board of every table and round has a confirmed result. */
export const allConfirmed = (state: BridgePairsState): boolean =>
  placesOf(state).every((p) => (state.results.get(placeKey(p))?.confirmedBy ?? null) !== null);

export const pairsStatus = (state: BridgePairsState, now: string): RoundStatus => {
  const deadline = correctionDeadlineOf(state);
  if (deadline !== null) return Date.parse(now) < Date.parse(deadline) ? 'official' : 'final';
  return allConfirmed(state) ? 'provisional' : 'playing';
};
