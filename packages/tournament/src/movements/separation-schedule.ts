/**
 * Clubmate meetings counted by when they would happen, for the movements whose meetings follow
 * from places alone (a number of a Berger table, a seed of a bracket): how many meetings of
 * entrants of one club fall in each slot (a round, a stage), and how a swap of two places
 * changes the count without recounting everything.
 *
 * Slots are ordered by how much a meeting there matters: slot 0 is the one to empty first.
 * Places hold entrants by their index in a list, `Clubmates` says which two share a club.
 */
import type { EntrantId } from '../pairing.js';
import { type Separation, sameClub } from './separation.js';

/** Whether the entrants of indices `a` and `b` share a club. */
export type Clubmates = (a: number, b: number) => boolean;

/** Which entrants of `entrants` share a club, by index, worked out once. */
export const clubmatesOf = (entrants: readonly EntrantId[], s: Separation): Clubmates => {
  const n = entrants.length;
  const table = new Uint8Array(n * n);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      if (sameClub(s, entrants[a] as EntrantId, entrants[b] as EntrantId))
        table[a * n + b] = table[b * n + a] = 1;
  return (a, b) => table[a * n + b] === 1;
};

export interface MeetingSlots {
  /** How many slots there are. */
  readonly slots: number;
  /** The slot where the entrants at places `p` and `q` would meet, or -1 if not counted. */
  readonly slotOf: (p: number, q: number) => number;
}

/** Clubmate meetings per slot of the entrants in `places`. */
export const clubmateCounts = (
  places: readonly number[],
  mates: Clubmates,
  when: MeetingSlots,
): number[] => {
  const counts = Array.from({ length: when.slots }, () => 0);
  for (let p = 0; p < places.length; p++)
    for (let q = p + 1; q < places.length; q++) {
      const slot = when.slotOf(p, q);
      if (slot >= 0 && mates(places[p] as number, places[q] as number))
        counts[slot] = (counts[slot] as number) + 1;
    }
  return counts;
};

/** The counts once the entrants at places `p` and `q` swap (their own meeting stays put). */
export const countsAfterSwap = (
  counts: readonly number[],
  places: readonly number[],
  p: number,
  q: number,
  mates: Clubmates,
  when: MeetingSlots,
): number[] => {
  const next = [...counts];
  const move = (from: number, to: number) => {
    if (from >= 0) next[from] = (next[from] as number) - 1;
    if (to >= 0) next[to] = (next[to] as number) + 1;
  };
  const a = places[p] as number;
  const b = places[q] as number;
  for (let k = 0; k < places.length; k++) {
    if (k === p || k === q) continue;
    const other = places[k] as number;
    if (mates(a, other)) move(when.slotOf(p, k), when.slotOf(q, k));
    if (mates(b, other)) move(when.slotOf(q, k), when.slotOf(p, k));
  }
  return next;
};

/** Whether counts `a` are better than `b`: fewer meetings in the first slot that differs. */
export const fewerMeetings = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
};
