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
 */
import type { EntrantId } from './pairing.js';
import { type RoundScore, lastCompleteRound, roundScores } from './scoring.js';
import type { TournamentState } from './state.js';

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

const headToHead = (scores: readonly RoundScore[][]) => {
  const atTable = new Map<string, RoundScore[]>();
  for (const round of scores)
    for (const s of round)
      if (s.table !== null && s.source === 'table') {
        const key = `${s.round}/${s.table}`;
        atTable.set(key, [...(atTable.get(key) ?? []), s]);
      }
  return (entrant: EntrantId, group: readonly Totals[]): number => {
    const rivals = new Set(group.map((g) => g.entrant).filter((e) => e !== entrant));
    let total = 0;
    for (const table of atTable.values()) {
      const mine = table.find((s) => s.entrant === entrant);
      if (!mine) continue;
      for (const other of table) if (rivals.has(other.entrant)) total += mine.vp - other.vp;
    }
    return total;
  };
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
  for (const s of scores.flat()) byEntrant.set(s.entrant, [...(byEntrant.get(s.entrant) ?? []), s]);
  const totals: Totals[] = state.entrants.map((e) => {
    const mine = byEntrant.get(e.id) ?? [];
    const penalties = state.adjustments.filter(
      (a) => a.entrant === e.id && a.effect !== 'score' && a.round <= afterRound,
    );
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
  const h2h = headToHead(scores);
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
