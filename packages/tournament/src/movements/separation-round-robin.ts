/**
 * Keeping entrants of the same club (or region) apart in a round robin (round-robin.ts). In a
 * group everybody meets everybody, so clubmates in one group meet whatever is done; what can
 * change is who plays in which group, and in which round two clubmates meet. The regulations
 * say nothing of clubs; Tavolo does what chess federations do with the Berger tables (the
 * "restricted drawing of lots" of the FIDE Handbook, Varma tables: players of one federation
 * get numbers that do not meet in the last rounds):
 *
 * - groups (`/n`): two entrants of different groups swap places, nearest in the phase order
 *   first, while the swap lowers the number of same-club meetings the groups hold. That spreads
 *   each club over the groups as evenly as the swaps allow; the size of every group stays.
 * - numbers: inside a group, two entrants swap numbers of the Berger table (or all numbers turn
 *   round its circle) while that moves clubmate meetings to earlier rounds: the last round is
 *   freed of clubmates first, then the one before, and so on, so that clubmates meet in the
 *   first rounds. Of equally good swaps the one between nearer numbers is made. Who meets whom in the group does not change. When
 *   the phase plays fewer rounds than the table has, the rounds not played come first: a
 *   meeting moved there does not take place.
 *
 * Explanation codes:
 * - `separated-group` {entrant, from, to, with, mate, by}: `entrant` plays in group `to`
 *   instead of group `from`, in place of `with`, away from `mate` of its club (`by`: club or
 *   region).
 * - `renumbered` {entrant, group, from, to, by}: `entrant` takes number `to` of the Berger table
 *   of `group` instead of number `from`, so that clubmates meet in the first rounds.
 */
import type { EntrantId, Explanation } from '../pairing.js';
import { bergerRound, roundRobinRounds } from './round-robin.js';
import {
  type MeetingSlots,
  clubmateCounts,
  clubmatesOf,
  countsAfterSwap,
  fewerMeetings,
} from './separation-schedule.js';
import type { Separation } from './separation.js';

export interface SeparatedGroups {
  /** Each group's entrants in Berger order, sizes as given. */
  readonly groups: readonly (readonly EntrantId[])[];
  readonly explanation: readonly Explanation[];
}

/**
 * Groups with same-club entrants spread over them: the lower-ranked of two clubmates of a group
 * moves, lowest first, to the nearest place of another group where the swap lowers the count.
 */
const spread = (
  groups: readonly (readonly EntrantId[])[],
  s: Separation,
  explanation: Explanation[],
): EntrantId[][] => {
  const all = groups.flat();
  const mates = clubmatesOf(all, s);
  // order[k]: the entrant (by index in `all`) at place k; the places of a group stay its own.
  const order = all.map((_, k) => k);
  const groupAt = groups.flatMap((g, i) => g.map(() => i));
  const starts = groups.map((_, i) => groupAt.indexOf(i));
  const members = (g: number) =>
    order.slice(starts[g], (starts[g] as number) + (groups[g] as readonly EntrantId[]).length);
  const matesIn = (e: number, g: number, without: number) =>
    members(g).filter((x) => x !== e && x !== without && mates(e, x));
  const gain = (i: number, j: number) => {
    const [a, b] = [order[i] as number, order[j] as number];
    const [gi, gj] = [groupAt[i] as number, groupAt[j] as number];
    const before = matesIn(a, gi, a).length + matesIn(b, gj, b).length;
    return before - matesIn(a, gj, b).length - matesIn(b, gi, a).length;
  };
  const above = (k: number) =>
    order.slice(starts[groupAt[k] as number], k).some((x) => mates(order[k] as number, x));
  const nextSwap = (): [number, number] | null => {
    const clashing = order
      .map((_, k) => k)
      .filter((k) => matesIn(order[k] as number, groupAt[k] as number, -1).length > 0);
    const movers = [
      ...clashing.filter(above).reverse(),
      ...clashing.filter((k) => !above(k)).reverse(),
    ];
    for (const i of movers)
      for (let d = 1; d < order.length; d++)
        for (const j of [i + d, i - d])
          if (j >= 0 && j < order.length && groupAt[j] !== groupAt[i] && gain(i, j) > 0)
            return [i, j];
    return null;
  };
  // Each swap lowers the count of same-club meetings in the groups, so this ends.
  for (let swap = nextSwap(); swap; swap = nextSwap()) {
    const [i, j] = swap;
    const [a, b] = [order[i] as number, order[j] as number];
    const mate = matesIn(a, groupAt[i] as number, a)[0] as number;
    explanation.push({
      code: 'separated-group',
      params: {
        entrant: all[a] as EntrantId,
        from: (groupAt[i] as number) + 1,
        to: (groupAt[j] as number) + 1,
        with: all[b] as EntrantId,
        mate: all[mate] as EntrantId,
        by: s.by,
      },
    });
    order[i] = b;
    order[j] = a;
  }
  return groups.map((_, g) => members(g).map((k) => all[k] as EntrantId));
};

/**
 * When two numbers of a group of `size` meet, of the first `played` rounds: slot 0 for the last
 * of them, on to the first; a meeting in a round not played is not counted.
 */
const bergerSlots = (size: number, played: number): MeetingSlots => {
  const rounds = roundRobinRounds(size);
  const counted = Math.min(rounds, played);
  const roundOf = Array.from({ length: size }, () => Array.from({ length: size }, () => 0));
  for (let r = 1; r <= rounds; r++)
    for (const [ns, ew] of bergerRound(size + (size % 2), r))
      if (ns <= size && ew <= size) {
        (roundOf[ns - 1] as number[])[ew - 1] = r;
        (roundOf[ew - 1] as number[])[ns - 1] = r;
      }
  return {
    slots: counted,
    slotOf: (p, q) => {
      const r = roundOf[p]?.[q] ?? 0;
      return r >= 1 && r <= counted ? counted - r : -1;
    },
  };
};

/**
 * The group turned round the Berger circle by `c`: numbers 1 .. N - 1 move on by `c`, N stays
 * (N: the size, or the dummy's number when odd). The meetings of each round move together to
 * another round.
 */
const turned = (places: readonly number[], c: number): number[] => {
  const circle = places.length % 2 === 0 ? places.length - 1 : places.length;
  return places.map((e, i) => (i < circle ? (places[(i - c + circle) % circle] as number) : e));
};

/**
 * A group's numbers with clubmate meetings moved to the first rounds. The best of all swaps of
 * two numbers (nearer numbers first among equals) is made, or, when better than any, a turn of
 * the whole circle, which moves meetings no single swap can.
 */
const renumber = (group: readonly EntrantId[], s: Separation, played: number): EntrantId[] => {
  const mates = clubmatesOf(group, s);
  let places = group.map((_, k) => k);
  const when = bergerSlots(places.length, played);
  let counts = clubmateCounts(places, mates, when);
  const circle = places.length % 2 === 0 ? places.length - 1 : places.length;
  // Each step makes the counts lexicographically smaller, so this ends.
  for (;;) {
    let best: { places: number[]; counts: number[] } | null = null;
    for (let d = 1; d < places.length; d++)
      for (let p = 0; p + d < places.length; p++) {
        const next = countsAfterSwap(counts, places, p, p + d, mates, when);
        if (!fewerMeetings(next, best?.counts ?? counts)) continue;
        const swapped = [...places];
        [swapped[p], swapped[p + d]] = [places[p + d] as number, places[p] as number];
        best = { places: swapped, counts: next };
      }
    for (let c = 1; c < circle; c++) {
      const next = turned(places, c);
      const nextCounts = clubmateCounts(next, mates, when);
      if (fewerMeetings(nextCounts, best?.counts ?? counts))
        best = { places: next, counts: nextCounts };
    }
    if (!best) return places.map((k) => group[k] as EntrantId);
    places = best.places;
    counts = best.counts;
  }
};

/**
 * The groups of a round robin with clubs spread over them and clubmates meeting early, of a
 * phase of `played` rounds (all of the Berger table when it has no fewer).
 */
export const separateRoundRobin = (
  groups: readonly (readonly EntrantId[])[],
  s: Separation,
  played: number = Number.POSITIVE_INFINITY,
): SeparatedGroups => {
  const explanation: Explanation[] = [];
  const spreadGroups =
    groups.length > 1 ? spread(groups, s, explanation) : groups.map((g) => [...g]);
  const numbered = spreadGroups.map((g, i) => {
    const places = renumber(g, s, played);
    places.forEach((entrant, k) => {
      if (g[k] !== entrant)
        explanation.push({
          code: 'renumbered',
          params: { entrant, group: i + 1, from: g.indexOf(entrant) + 1, to: k + 1, by: s.by },
        });
    });
    return places;
  });
  return { groups: numbered, explanation };
};
