/**
 * Danish pairing of line events ("sistema danese": S40-CdG art. 2; BUR-CH art. 2, whose table
 * of systems the README restores): 1st v 2nd, 3rd v 4th, ... of the standings, the higher
 * ranked at N/S.
 *
 * - `pure`: the standings alone decide; a rematch is allowed.
 * - `modified`: two entrants who met in the previous round may not meet again, except in the
 *   last round. Tables are formed from the top: the best unpaired entrant meets the next one
 *   below it that it did not meet last round, and whoever it passed over floats down. If the
 *   last two left met last round, the two last tables are re-formed (the entrant at E/W of the
 *   table above floats down one table). Only when no re-forming helps (a group of two) is the
 *   rematch played, and said so.
 * - `groupSize`: the standings are cut into groups of that many entrants (even), top first, and
 *   each group is paired on its own ("danese a gruppi"); the last group may be smaller.
 *
 * An odd count: one entrant rests, chosen by the policy announced before the event (BUR-CH
 * art. 3), never one who already rested in the session (art. 3, 48: "riposerà la penultima,
 * terzultima") unless all have; `byeHistory` holds the session's byes. The bye is chosen
 * before the tables are formed and sits alone at the table after the last.
 *
 * Explanation codes:
 * - `danish` {variant: 'pure' | 'modified', groups, groupSize?}: the system of the round.
 * - `bye` {entrant, reason: 'lowest-without-bye' | 'lowest-in-round' | 'previous-table', table}:
 *   who rests and by which policy.
 * - `bye-skipped` {entrant, rested}: the policy pointed at this entrant, who rested in round
 *   `rested` of the session, so it passed to the next.
 * - `floated` {entrant, from, to, first, second, metInRound}: `entrant` moved down from table
 *   `from` to table `to` so that `first` and `second`, who met in round `metInRound`, do not
 *   meet again (the entrant itself may be `second`).
 * - `constraint-relaxed` {constraint: 'no-rematch-previous-round', table, first, second,
 *   metInRound}: no pairing of the group avoids this rematch.
 * - `constraint-relaxed` {constraint: 'one-bye-per-session', entrant, rested}: every entrant has
 *   rested already; the one who rested longest ago rests again.
 * - `last-round-rematch` {table, first, second, metInRound}: modified Danish allows the previous
 *   round's match again in the last round.
 */
import { type Result, type RuleError, err, ok } from '@tavolo/cards';
import type { EntrantId, Explanation, Pairing, PairingInput, TableSeating } from '../pairing.js';
import { badInput, checkEntrants, checkPairingInput, checkWhole } from './checks.js';
import { meetingsOf } from './meetings.js';

export type DanishVariant = 'pure' | 'modified';

/** Who rests when the count is odd (BUR-CH art. 3), as announced before the event. */
export type DanishBye =
  /** The lowest in the standings (the sum of the rounds played) who has not rested. */
  | { readonly policy: 'lowest-overall' }
  /**
   * The lowest score of the round just played: the caller lists the entrants by that round's
   * score, lowest first. Entrants it leaves out (the previous bye) come after, lowest overall
   * first; entrants no longer in the ranking are passed over.
   */
  | { readonly policy: 'lowest-in-round'; readonly lowestFirst: readonly EntrantId[] }
  /**
   * "La coppia del tavolo precedente": a side of the previous round's highest-numbered played
   * table, the lower ranked first, then of the table before it, and so on.
   */
  | { readonly policy: 'previous-table'; readonly previousTables: readonly TableSeating[] };

export interface DanishOptions {
  readonly variant: DanishVariant;
  /** Pair within groups of this many entrants (even), cut from the top of the standings. */
  readonly groupSize?: number;
  /** Default: `lowest-overall`. */
  readonly bye?: DanishBye;
}

/** Returns the last round in which two entrants met, if their meeting is forbidden. */
type Forbidden = (a: EntrantId, b: EntrantId) => number | undefined;

interface FormedTable {
  ns: EntrantId;
  ew: EntrantId;
}

interface Float {
  readonly entrant: EntrantId;
  readonly from: number;
  readonly first: EntrantId;
  readonly second: EntrantId;
  readonly metInRound: number;
}

interface ChosenBye {
  readonly entrant: EntrantId;
  readonly explanation: readonly Explanation[];
  readonly reason: string;
}

/** Bye candidates, most due first, by the policy; `rank` orders the entrants best first. */
const byeCandidates = (
  ranking: readonly EntrantId[],
  rank: ReadonlyMap<EntrantId, number>,
  bye: DanishBye,
): Result<readonly EntrantId[], RuleError> => {
  const lowestFirst = [...ranking].reverse();
  const thenTheRest = (first: readonly EntrantId[]): EntrantId[] => {
    const chosen = new Set(first);
    return [...first, ...lowestFirst.filter((e) => !chosen.has(e))];
  };
  switch (bye.policy) {
    case 'lowest-overall':
      return ok(lowestFirst);
    case 'lowest-in-round': {
      const problem = checkEntrants(bye.lowestFirst, 'the round order for the bye');
      if (problem) return err(problem);
      return ok(thenTheRest(bye.lowestFirst.filter((e) => rank.has(e))));
    }
    case 'previous-table': {
      const lowerFirst = (seats: readonly EntrantId[]): EntrantId[] =>
        seats
          .filter((e) => rank.has(e))
          .sort((a, b) => (rank.get(b) as number) - (rank.get(a) as number));
      const tables = [...bye.previousTables].sort((a, b) => b.table - a.table);
      return ok(thenTheRest(tables.flatMap((t) => lowerFirst(t.seats))));
    }
    default:
      return err(
        badInput(
          'pairing-bye-policy',
          'the bye policy is lowest-overall, lowest-in-round or previous-table',
        ),
      );
  }
};

const BYE_REASONS: Readonly<Record<DanishBye['policy'], string>> = {
  'lowest-overall': 'lowest-without-bye',
  'lowest-in-round': 'lowest-in-round',
  'previous-table': 'previous-table',
};

/** The first candidate who has not rested in the session; if all have, who rested longest ago. */
const chooseBye = (
  candidates: readonly EntrantId[],
  byeHistory: PairingInput['byeHistory'],
  reason: string,
): ChosenBye => {
  const rested = new Map<EntrantId, number>();
  for (const { entrant, round } of byeHistory)
    rested.set(entrant, Math.max(round, rested.get(entrant) ?? 0));
  const skipped: Explanation[] = [];
  for (const entrant of candidates) {
    const round = rested.get(entrant);
    if (round === undefined) return { entrant, reason, explanation: skipped };
    skipped.push({ code: 'bye-skipped', params: { entrant, rested: round } });
  }
  let longestAgo = candidates[0] as EntrantId;
  for (const entrant of candidates)
    if ((rested.get(entrant) as number) < (rested.get(longestAgo) as number)) longestAgo = entrant;
  return {
    entrant: longestAgo,
    reason,
    explanation: [
      {
        code: 'constraint-relaxed',
        params: {
          constraint: 'one-bye-per-session',
          entrant: longestAgo,
          rested: rested.get(longestAgo) as number,
        },
      },
    ],
  };
};

/** Seats `a` and `b` at `table`, the higher ranked at N/S. */
const seatHigherFirst = (
  table: FormedTable,
  a: EntrantId,
  b: EntrantId,
  rank: ReadonlyMap<EntrantId, number>,
): void => {
  const aFirst = (rank.get(a) as number) < (rank.get(b) as number);
  table.ns = aFirst ? a : b;
  table.ew = aFirst ? b : a;
};

/**
 * Re-forms the table of a rematch (x, y) with an earlier table (p, q) of its group, nearest
 * first: (p, x) and (q, y), or (p, y) and (q, x). True if it found one; q then floats down.
 */
const reform = (
  tables: FormedTable[],
  at: number,
  groupStart: number,
  forbidden: Forbidden,
  rank: ReadonlyMap<EntrantId, number>,
  floats: Float[],
): boolean => {
  const broken = tables[at] as FormedTable;
  const { ns: x, ew: y } = broken;
  const metInRound = forbidden(x, y) as number;
  for (let above = at - 1; above >= groupStart; above--) {
    const upper = tables[above] as FormedTable;
    const { ns: p, ew: q } = upper;
    for (const [withP, withQ] of [
      [x, y],
      [y, x],
    ] as const) {
      if (forbidden(p, withP) !== undefined || forbidden(q, withQ) !== undefined) continue;
      seatHigherFirst(upper, p, withP, rank);
      seatHigherFirst(broken, q, withQ, rank);
      floats.push({ entrant: q, from: above + 1, first: x, second: y, metInRound });
      return true;
    }
  }
  return false;
};

/** Forms one group's tables top-down; appends floats and relaxed constraints. */
const pairGroup = (
  group: readonly EntrantId[],
  forbidden: Forbidden,
  rank: ReadonlyMap<EntrantId, number>,
  tables: FormedTable[],
  floats: Float[],
  relaxed: Explanation[],
): void => {
  const groupStart = tables.length;
  const used = new Uint8Array(group.length);
  for (let i = 0; i < group.length; i++) {
    if (used[i]) continue;
    used[i] = 1;
    const a = group[i] as EntrantId;
    const passed: number[] = [];
    let partner = -1;
    for (let j = i + 1; j < group.length && partner < 0; j++) {
      if (used[j]) continue;
      if (forbidden(a, group[j] as EntrantId) === undefined) partner = j;
      else passed.push(j);
    }
    // Everyone left below has met `a`: take the next one; re-forming below repairs it.
    if (partner < 0) partner = passed.splice(0, 1)[0] as number;
    used[partner] = 1;
    for (const j of passed) {
      const second = group[j] as EntrantId;
      floats.push({
        entrant: second,
        from: tables.length + 1,
        first: a,
        second,
        metInRound: forbidden(a, second) as number,
      });
    }
    tables.push({ ns: a, ew: group[partner] as EntrantId });
  }
  for (let at = groupStart; at < tables.length; at++) {
    const { ns, ew } = tables[at] as FormedTable;
    const metInRound = forbidden(ns, ew);
    if (metInRound === undefined) continue;
    if (reform(tables, at, groupStart, forbidden, rank, floats)) continue;
    relaxed.push({
      code: 'constraint-relaxed',
      params: {
        constraint: 'no-rematch-previous-round',
        table: at + 1,
        first: ns,
        second: ew,
        metInRound,
      },
    });
  }
};

/** The Danish pairing of `input.round`. */
export const danish = (input: PairingInput, options: DanishOptions): Result<Pairing, RuleError> => {
  const problem =
    checkPairingInput(input) ??
    (options.variant === 'pure' || options.variant === 'modified'
      ? null
      : badInput('pairing-danish-variant', 'Danish is pure or modified')) ??
    (options.groupSize === undefined ? null : checkWhole(options.groupSize, 2, 'the group size'));
  if (problem) return err(problem);
  if (options.groupSize !== undefined && options.groupSize % 2 === 1)
    return err(
      badInput('pairing-danish-group', 'a Danish group has an even number of entrants', {
        size: options.groupSize,
      }),
    );
  if (input.ranking.length < 2)
    return err(
      badInput('pairing-danish-entrants', 'Danish pairing needs at least 2 entrants', {
        entrants: input.ranking.length,
      }),
    );

  const rank = new Map(input.ranking.map((e, i) => [e, i]));
  let bye: ChosenBye | undefined;
  if (input.ranking.length % 2 === 1) {
    const policy = options.bye ?? { policy: 'lowest-overall' };
    const candidates = byeCandidates(input.ranking, rank, policy);
    if (!candidates.ok) return candidates;
    bye = chooseBye(candidates.value, input.byeHistory, BYE_REASONS[policy.policy]);
  }
  const playing = input.ranking.filter((e) => e !== bye?.entrant);

  const previous = meetingsOf(input.history, (m) => m.round === input.round - 1);
  const lastRound = input.round === input.totalRounds;
  const forbidden: Forbidden =
    options.variant === 'modified' && !lastRound ? previous.lastMet : () => undefined;

  const groupSize = options.groupSize ?? playing.length;
  const tables: FormedTable[] = [];
  const floats: Float[] = [];
  const relaxed: Explanation[] = [];
  let groups = 0;
  for (let start = 0; start < playing.length; start += groupSize, groups++)
    pairGroup(playing.slice(start, start + groupSize), forbidden, rank, tables, floats, relaxed);

  const tableOf = new Map<EntrantId, number>();
  tables.forEach(({ ns, ew }, i) => {
    tableOf.set(ns, i + 1);
    tableOf.set(ew, i + 1);
  });
  const explanation: Explanation[] = [
    {
      code: 'danish',
      params: {
        variant: options.variant,
        groups,
        ...(options.groupSize === undefined ? {} : { groupSize: options.groupSize }),
      },
    },
  ];
  if (bye)
    explanation.push(...bye.explanation, {
      code: 'bye',
      params: { entrant: bye.entrant, reason: bye.reason, table: tables.length + 1 },
    });
  for (const float of floats) {
    const to = tableOf.get(float.entrant) as number;
    if (to !== float.from) explanation.push({ code: 'floated', params: { ...float, to } });
  }
  explanation.push(...relaxed);
  if (options.variant === 'modified' && lastRound)
    tables.forEach(({ ns, ew }, i) => {
      const metInRound = previous.lastMet(ns, ew);
      if (metInRound !== undefined)
        explanation.push({
          code: 'last-round-rematch',
          params: { table: i + 1, first: ns, second: ew, metInRound },
        });
    });
  return ok({
    round: input.round,
    tables: tables.map(({ ns, ew }, i) => ({ table: i + 1, seats: [ns, ew] })),
    byes: bye ? [bye.entrant] : [],
    explanation,
  });
};
