/**
 * Standings, a pure function of the state (and so of the event log). Tie-breaks, in the order
 * the event's config lists them (default: VP, MP, head-to-head, organizer):
 * - VP: more first, VP penalties included (BUR-CH art. 50).
 * A penalty in the general standings only (BUR-CH art. 22: "1 V.P. ed equivalenti M.P. in
 * classifica generale") takes its VP and MP from the totals, not from the match.
 * - MP: Burraco more MP first; Scala 40 fewer negative points first (S40-CdG art. 22).
 * - head-to-head: among the entrants still tied, the sum of their VP differences at the tables
 *   where they met each other; more first.
 * - organizer: the order the director recorded (`tie-order-set`), else registration order.
 *
 * Cost: the round scores come once per state (scoring.ts), and head-to-head looks only at the
 * tables of the tied entrants, once per group, rather than at every table of the event for
 * every comparison.
 */
import type { EntrantId } from './pairing.js';
import { type RoundScore, decisionsOf, lastCompleteRound, roundScores } from './scoring.js';
import { type TournamentState, indexedBy } from './state.js';

export interface StandingRow {
  readonly rank: number;
  readonly entrant: EntrantId;
  readonly players: readonly string[];
  readonly vp: number;
  readonly mp: number;
  /** VP taken in the general standings (shown so the sheet adds up). */
  readonly penaltyVp: number;
  /** MP taken in the general standings only (BUR-CH art. 22), already out of `mp`. */
  readonly penaltyMp: number;
  /** Rounds with a score (played, rested or assigned). */
  readonly rounds: number;
  /** Gone from the event (withdrawn or expelled); still ranked on its points. */
  readonly withdrawn: boolean;
  /** The tie-break that separated this entrant from the one above, if they tied on VP. */
  readonly decidedBy: string | null;
}

interface Totals {
  readonly entrant: EntrantId;
  readonly vp: number;
  readonly mp: number;
  readonly penaltyVp: number;
  readonly penaltyMp: number;
  readonly rounds: number;
}

type Comparator = (a: Totals, b: Totals, group: readonly Totals[]) => number;

/**
 * Head-to-head: for each entrant of a group, the sum of its VP differences at the tables
 * where it met others of the group, its tables taken in the order played. The tables are
 * indexed when a group first needs them, and each group's figures computed once, when its
 * sort first asks: a group of g entrants costs g times their tables.
 */
const headToHead = (
  scores: readonly (readonly RoundScore[])[],
  byEntrant: ReadonlyMap<EntrantId, readonly RoundScore[]>,
) => {
  let tables: readonly ReadonlyMap<number, readonly RoundScore[]>[] | null = null;
  const tablesOfRounds = () =>
    (tables ??= scores.map((round) => {
      const atTable = new Map<number, RoundScore[]>();
      for (const s of round)
        if (s.table !== null && s.source === 'table') {
          const table = atTable.get(s.table);
          if (table) table.push(s);
          else atTable.set(s.table, [s]);
        }
      return atTable;
    }));
  const ofGroup = indexedBy((group: readonly Totals[]) => {
    const members = new Set(group.map((g) => g.entrant));
    const figures = new Map<EntrantId, number>();
    for (const entrant of members) {
      let total = 0;
      for (const mine of byEntrant.get(entrant) ?? []) {
        if (mine.table === null || mine.source !== 'table') continue;
        for (const other of tablesOfRounds()[mine.round - 1]?.get(mine.table) ?? [])
          if (other.entrant !== entrant && members.has(other.entrant)) total += mine.vp - other.vp;
      }
      figures.set(entrant, total);
    }
    return figures;
  });
  return (entrant: EntrantId, group: readonly Totals[]): number => ofGroup(group).get(entrant) ?? 0;
};

/** Standings after `afterRound` (default: the last round with every score in). */
export const standings = (
  state: TournamentState,
  afterRound: number = lastCompleteRound(state),
): readonly StandingRow[] => {
  const scores = Array.from({ length: afterRound }, (_, i) =>
    roundScores(state, i + 1).filter((s) => s.source !== 'pending'),
  );
  const byEntrant = new Map<EntrantId, RoundScore[]>();
  for (const round of scores)
    for (const s of round) {
      const mine = byEntrant.get(s.entrant);
      if (mine) mine.push(s);
      else byEntrant.set(s.entrant, [s]);
    }
  const totals: Totals[] = state.entrants.map((e) => {
    const mine = byEntrant.get(e.id) ?? [];
    const penalties = decisionsOf(state, e.id).filter((a) => a.round <= afterRound);
    const penaltyVp = penalties.reduce((s, a) => s - a.vp, 0);
    const penaltyMp = penalties
      .filter((a) => a.effect === 'standings')
      .reduce((s, a) => s - a.mp, 0);
    return {
      entrant: e.id,
      vp: mine.reduce((s, x) => s + x.vp, 0) - penaltyVp,
      mp: mine.reduce((s, x) => s + x.mp, 0) - penaltyMp,
      penaltyVp,
      penaltyMp,
      rounds: mine.length,
    };
  });
  const h2h = headToHead(scores, byEntrant);
  const registration = new Map(state.entrants.map((e, i) => [e.id, i]));
  const organizer = new Map(state.tieOrder.map((id, i) => [id, i]));
  const organizerRank = (id: EntrantId) =>
    organizer.get(id) ?? state.tieOrder.length + (registration.get(id) ?? 0);
  const fewerMpFirst = state.config.game === 'scala40';
  const comparators: Record<string, Comparator> = {
    vp: (a, b) => b.vp - a.vp,
    mp: (a, b) => (fewerMpFirst ? a.mp - b.mp : b.mp - a.mp),
    'head-to-head': (a, b, group) => h2h(b.entrant, group) - h2h(a.entrant, group),
    organizer: (a, b) => organizerRank(a.entrant) - organizerRank(b.entrant),
  };
  const order = [...state.config.tieBreaks.filter((t) => t !== 'organizer'), 'organizer'];
  const decidedBy = new Map<EntrantId, string>();
  // Sort by each tie-break in turn inside the groups the earlier ones left tied, because
  // head-to-head depends on who exactly is tied.
  const rank = (group: readonly Totals[], level: number): Totals[] => {
    const name = order[level];
    if (group.length <= 1 || name === undefined) return [...group];
    const compare = comparators[name] as Comparator;
    const sorted = [...group].sort((a, b) => compare(a, b, group));
    const out: Totals[] = [];
    let start = 0;
    for (let i = 1; i <= sorted.length; i++) {
      const prev = sorted[i - 1] as Totals;
      const cur = sorted[i];
      if (cur && compare(prev, cur, group) === 0) continue;
      const tied = sorted.slice(start, i);
      if (start > 0 && level > 0) decidedBy.set((tied[0] as Totals).entrant, name);
      out.push(...rank(tied, level + 1));
      start = i;
    }
    return out;
  };
  const ranked = rank(totals, 0);
  const players = new Map(state.entrants.map((e) => [e.id, e]));
  return ranked.map((t, i) => {
    const entrant = players.get(t.entrant);
    return {
      rank: i + 1,
      entrant: t.entrant,
      players: entrant?.players ?? [],
      vp: t.vp,
      mp: t.mp,
      penaltyVp: t.penaltyVp,
      penaltyMp: t.penaltyMp,
      rounds: t.rounds,
      withdrawn: entrant?.leftFromRound !== null && (entrant?.leftFromRound ?? 0) <= afterRound + 1,
      decidedBy: decidedBy.get(t.entrant) ?? null,
    };
  });
};

/** The prize list: the configured prizes to the top of the final standings. */
export const prizeList = (
  state: TournamentState,
): readonly { readonly prize: string; readonly row: StandingRow }[] => {
  const rows = standings(state);
  return state.config.prizes.flatMap((prize, i) => {
    const row = rows[i];
    return row ? [{ prize, row }] : [];
  });
};
