/**
 * Keeping entrants of the same club (or region) apart, where the movement allows. The
 * regulations have no such rule; organizers of open events ask for it so that players who
 * meet every week at their club meet others. It never breaks a rule of the movement: a swap is
 * made only when it lowers the number of same-club meetings and adds no meeting the movement
 * forbids (`repeats`), and what cannot be avoided is played and said so.
 *
 * - `separateTables`: a round whose tables follow the standings (Danish, Scala 40 tables by
 *   standings) or the seating of round 1. A table where two entrants of one club meet swaps
 *   its lower-ranked one with an entrant of a neighbouring table, nearest first and at most
 *   `reach` tables away, as the modified Danish floats an entrant down to avoid a rematch:
 *   entrants near in the standings are equals for the pairing.
 * - `separatePhase`: the seating that starts a phase whose meetings it fixes (Mitchell). Swaps
 *   of two entrants' seats are tried, nearest first, while they lower the same-club meetings of
 *   the whole phase; two pairs of one club on the same line (both N/S or both E/W) never meet.
 *
 * Explanation codes:
 * - `separated` {entrant, from, to, with, first, second, by}: `entrant` moved from table
 *   `from` to table `to` in place of `with`, so that `first` and `second`, of the same club
 *   (`by`: club or region), do not meet.
 * - `separation-relaxed` {first, second, by, table?, round?}: no allowed swap keeps them apart;
 *   they meet (at `table` of this round, or in `round` of the phase).
 */
import type { EntrantId, Explanation, Meeting, Pairing, TableSeating } from '../pairing.js';

export interface Separation {
  /** `club` or `region`, for the explanation. */
  readonly by: string;
  /** The clubs (regions) of an entrant: the players of a pair may have two. */
  readonly groupsOf: (entrant: EntrantId) => readonly string[];
}

export interface TableSwapOptions {
  /** Whether two entrants may not meet again (the movement's own rule): swaps add none. */
  readonly repeats: (a: EntrantId, b: EntrantId) => boolean;
  /** How many tables away, each way, an entrant may move. */
  readonly reach: number;
  /** Swaps stay inside consecutive blocks of this many tables (Danish groups). */
  readonly block?: number;
  /**
   * The order of the seats at a table once a swap is made, lower first (the standings, so
   * the higher ranked sits N/S); without it the entrant takes the seat of the one it replaces.
   */
  readonly rank?: (entrant: EntrantId) => number;
}

/** Whether two entrants share a club (region). */
export const sameClub = (s: Separation, a: EntrantId, b: EntrantId): boolean => {
  const mine = s.groupsOf(a);
  return mine.length > 0 && s.groupsOf(b).some((g) => mine.includes(g));
};

/** The first two entrants of one club at a table, in seat order, if any. */
export const firstClash = (
  s: Separation,
  seats: readonly EntrantId[],
): [EntrantId, EntrantId] | null => {
  for (let i = 0; i < seats.length; i++)
    for (let j = i + 1; j < seats.length; j++)
      if (sameClub(s, seats[i] as EntrantId, seats[j] as EntrantId))
        return [seats[i] as EntrantId, seats[j] as EntrantId];
  return null;
};

const countPairs = (seats: readonly EntrantId[], test: (a: EntrantId, b: EntrantId) => boolean) => {
  let n = 0;
  for (let i = 0; i < seats.length; i++)
    for (let j = i + 1; j < seats.length; j++)
      if (test(seats[i] as EntrantId, seats[j] as EntrantId)) n++;
  return n;
};

const replaced = (seats: readonly EntrantId[], out: EntrantId, into: EntrantId) =>
  seats.map((e) => (e === out ? into : e));

/** The tables of a round with same-club meetings swapped away where neighbours allow. */
export const separateTables = (
  pairing: Pairing,
  s: Separation,
  options: TableSwapOptions,
): Pairing => {
  const tables = pairing.tables.map((t) => [...t.seats]);
  const explanation: Explanation[] = [];
  const blockOf = (i: number) => (options.block ? Math.floor(i / options.block) : 0);
  const cost = (seats: readonly EntrantId[]) => countPairs(seats, (a, b) => sameClub(s, a, b));
  const repeats = (seats: readonly EntrantId[]) => countPairs(seats, options.repeats);
  const { rank } = options;
  const order = (seats: EntrantId[]) => (rank ? seats.sort((a, b) => rank(a) - rank(b)) : seats);
  const number = (i: number) => (pairing.tables[i] as TableSeating).table;
  const trySwap = (i: number, first: EntrantId, second: EntrantId): boolean => {
    const here = tables[i] as EntrantId[];
    for (let d = 1; d <= options.reach; d++)
      for (const j of [i + d, i - d]) {
        const there = tables[j];
        if (!there || blockOf(j) !== blockOf(i)) continue;
        for (const mover of [second, first])
          for (const other of [...there].reverse()) {
            const nextHere = replaced(here, mover, other);
            const nextThere = replaced(there, other, mover);
            if (cost(nextHere) + cost(nextThere) >= cost(here) + cost(there)) continue;
            if (repeats(nextHere) + repeats(nextThere) > repeats(here) + repeats(there)) continue;
            tables[i] = order(nextHere);
            tables[j] = order(nextThere);
            explanation.push({
              code: 'separated',
              params: {
                entrant: mover,
                from: number(i),
                to: number(j),
                with: other,
                first,
                second,
                by: s.by,
              },
            });
            return true;
          }
      }
    return false;
  };
  for (let i = 0; i < tables.length; i++) {
    // Each swap lowers the count of same-club meetings, so this ends.
    for (
      let pair = firstClash(s, tables[i] as EntrantId[]);
      pair;
      pair = firstClash(s, tables[i] as EntrantId[])
    )
      if (!trySwap(i, pair[0], pair[1])) break;
  }
  for (const [i, seats] of tables.entries()) {
    const left = firstClash(s, seats);
    if (left)
      explanation.push({
        code: 'separation-relaxed',
        params: { first: left[0], second: left[1], by: s.by, table: number(i) },
      });
  }
  return {
    ...pairing,
    tables: tables.map((seats, i) => ({ table: number(i), seats })),
    explanation: [...pairing.explanation, ...explanation],
  };
};

export interface PhaseOptions {
  /** Every meeting of the phase if it starts with these tables (round 1 of the phase first). */
  readonly meetings: (tables: readonly TableSeating[]) => readonly Meeting[];
  /** How many seats away, in table order, a swap may reach. */
  readonly reach: number;
}

/** The seating that starts a phase, with the phase's same-club meetings swapped away. */
export const separatePhase = (pairing: Pairing, s: Separation, options: PhaseOptions): Pairing => {
  const seats = pairing.tables.flatMap((t) => t.seats);
  const widths = pairing.tables.map((t) => t.seats.length);
  const asTables = (order: readonly EntrantId[]): TableSeating[] => {
    let at = 0;
    return pairing.tables.map((t, i) => {
      const width = widths[i] as number;
      at += width;
      return { table: t.table, seats: order.slice(at - width, at) };
    });
  };
  const clashesOf = (order: readonly EntrantId[]) =>
    options
      .meetings(asTables(order))
      .filter((m) => countPairs(m.seats, (a, b) => sameClub(s, a, b)) > 0);
  const tableAt = (order: readonly EntrantId[], entrant: EntrantId) =>
    asTables(order).find((t) => t.seats.includes(entrant))?.table ?? 0;
  const explanation: Explanation[] = [];
  let order = seats;
  let clashes = clashesOf(order);
  // Each accepted swap lowers the count of clashing meetings, so this ends.
  for (let improved = true; improved && clashes.length > 0;) {
    improved = false;
    for (const meeting of clashes) {
      const pair = firstClash(s, meeting.seats);
      if (!pair) continue;
      for (const mover of [pair[1], pair[0]]) {
        const at = order.indexOf(mover);
        for (let d = 1; d <= options.reach && !improved; d++)
          for (const k of [at + d, at - d]) {
            const other = order[k];
            if (other === undefined || improved) continue;
            const next = [...order];
            next[at] = other;
            next[k] = mover;
            const after = clashesOf(next);
            if (after.length >= clashes.length) continue;
            explanation.push({
              code: 'separated',
              params: {
                entrant: mover,
                from: tableAt(order, mover),
                to: tableAt(next, mover),
                with: other,
                first: pair[0],
                second: pair[1],
                by: s.by,
              },
            });
            order = next;
            clashes = after;
            improved = true;
          }
        if (improved) break;
      }
      if (improved) break;
    }
  }
  for (const meeting of clashes) {
    const pair = firstClash(s, meeting.seats);
    if (pair)
      explanation.push({
        code: 'separation-relaxed',
        params: { first: pair[0], second: pair[1], by: s.by, round: meeting.round },
      });
  }
  return {
    ...pairing,
    tables: asTables(order),
    explanation: [...pairing.explanation, ...explanation],
  };
};
