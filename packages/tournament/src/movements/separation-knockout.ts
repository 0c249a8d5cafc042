/**
 * Keeping entrants of the same club (or region) apart in the first stages of a seeded knockout
 * (knockout.ts). The regulations say nothing of clubs; the rule Tavolo keeps is the seeding's
 * own: seeds change places only within their band (1, 2, 3-4, 5-8, 9-16, ...), the seeds a
 * draw could put in one another's place of the bracket. The best 2, 4, 8, ... seeds are the
 * same entrants as before, so the top two still meet only in the final, the top four only from
 * the semi-finals, and so on. A seed with a bye in the first stage swaps only with another
 * that has one, so the byes stay with the entrants who had them (and no empty place moves).
 *
 * A swap is made while it lowers the number of clubmates who meet in the first stage, then of
 * those who would meet in the second if they win (never beyond, and never the final: clubmates
 * may well reach it). For each such meeting, in seed order, the lower seed tries its nearest
 * band-mates first, then the higher seed does.
 *
 * Explanation code:
 * - `separated-seed` {entrant, from, to, with, first, second, by, stage}: `entrant` takes seed
 *   `to` of its band in place of `with`, who takes seed `from`, so that `first` and `second`,
 *   of the same club (`by`: club or region), do not meet in stage `stage`.
 */
import type { EntrantId, Explanation } from '../pairing.js';
import { bracketOrder, knockoutStages } from './knockout.js';
import {
  type MeetingSlots,
  clubmateCounts,
  clubmatesOf,
  countsAfterSwap,
  fewerMeetings,
} from './separation-schedule.js';
import type { Separation } from './separation.js';

/** Stages kept free of clubmates where the bands allow: the first two, never the final. */
const KEPT_STAGES = 2;

export interface SeparatedSeeds {
  /** The seeding, best first, with same-club entrants apart. */
  readonly seeds: readonly EntrantId[];
  readonly explanation: readonly Explanation[];
}

/** The band of seed index `i` (seed i + 1): 0 for seed 1, 1 for seed 2, 2 for 3-4, 3 for 5-8. */
export const seedBand = (i: number): number => 32 - Math.clz32(i);

/** When seeds (by index) would meet: slot k - 1 for stage k, up to the stages kept. */
const bracketSlots = (count: number): MeetingSlots => {
  const stages = knockoutStages(count);
  const position = new Map<number, number>();
  bracketOrder(2 ** stages).forEach((seed, place) => position.set(seed - 1, place));
  const slots = Math.max(0, Math.min(KEPT_STAGES, stages - 1));
  return {
    slots,
    slotOf: (p, q) => {
      const stage = 32 - Math.clz32((position.get(p) as number) ^ (position.get(q) as number));
      return stage <= slots ? stage - 1 : -1;
    },
  };
};

/** The seeding of a knockout with clubmates apart in its first stages, within seed bands. */
export const separateKnockout = (seeds: readonly EntrantId[], s: Separation): SeparatedSeeds => {
  const mates = clubmatesOf(seeds, s);
  // places[i]: the entrant (by index in `seeds`) with seed i + 1.
  const places = seeds.map((_, i) => i);
  const explanation: Explanation[] = [];
  const when = bracketSlots(places.length);
  // Seed i + 1 meets seed size - i in the first stage: an empty place when past the count.
  const size = 2 ** knockoutStages(places.length);
  const bye = (i: number) => size - i > places.length;
  const nextSwap = (counts: readonly number[]) => {
    for (let slot = 0; slot < when.slots; slot++)
      for (let i = 0; i < places.length; i++)
        for (let j = i + 1; j < places.length; j++) {
          if (when.slotOf(i, j) !== slot || !mates(places[i] as number, places[j] as number))
            continue;
          for (const mover of [j, i])
            for (let d = 1; d < places.length; d++)
              for (const other of [mover + d, mover - d]) {
                if (other < 0 || other >= places.length) continue;
                if (seedBand(other) !== seedBand(mover) || bye(other) !== bye(mover)) continue;
                const next = countsAfterSwap(counts, places, mover, other, mates, when);
                if (fewerMeetings(next, counts))
                  return { mover, other, i, j, stage: slot + 1, next };
              }
        }
    return null;
  };
  const entrant = (i: number) => seeds[places[i] as number] as EntrantId;
  let counts = clubmateCounts(places, mates, when);
  // Each swap makes the counts lexicographically smaller, so this ends.
  for (let swap = nextSwap(counts); swap; swap = nextSwap(counts)) {
    const { mover, other, i, j, stage } = swap;
    explanation.push({
      code: 'separated-seed',
      params: {
        entrant: entrant(mover),
        from: mover + 1,
        to: other + 1,
        with: entrant(other),
        first: entrant(i),
        second: entrant(j),
        by: s.by,
        stage,
      },
    });
    [places[mover], places[other]] = [places[other] as number, places[mover] as number];
    counts = swap.next;
  }
  return { seeds: places.map((k) => seeds[k] as EntrantId), explanation };
};
