/**
 * From score sheets to each entrant's MP and VP in a round. The VP come from the rules
 * packages: Scala 40 art. 22 (`tableVp`) and the Burraco tables (`vpForDiff`, knockout 3-0).
 * Byes, walkovers and late entries come from `arbitral.ts`; penalties from the state.
 *
 * MP penalties in a round change the entrant's own score sheet total before VP are computed
 * (Burraco: MP taken away; Scala 40: negative points added), as a director applies them on the
 * paper sheet. VP penalties count only in the general standings (BUR-CH art. 50).
 *
 * A round's scores are computed once per state (states are immutable values) and the
 * adjustments are indexed by round and entrant once per list, so the standings of an event of
 * 10,000 pairs cost a pass over its tables, not a scan of every adjustment at every seat.
 */
import { knockoutPoints, vpForDiff } from '@tavolo/burraco';
import { RESTING_SEAT_MP, tableVp } from '@tavolo/scala40';
import { byeScore, lastRoundByeScore } from './arbitral.js';
import type { EntrantId, TableSeating } from './pairing.js';
import {
  type Adjustment,
  type RoundState,
  type TournamentState,
  entrantById,
  indexedBy,
  roundState,
} from './state.js';
import { type RoundVpTable, roundVpTable } from './vp-notice.js';

export type ScoreSource = 'table' | 'bye' | 'assigned' | 'pending';

export interface RoundScore {
  readonly entrant: EntrantId;
  readonly round: number;
  readonly vp: number;
  /** Burraco: MP scored; Scala 40: negative points taken. */
  readonly mp: number;
  readonly source: ScoreSource;
  readonly table: number | null;
  /** Burraco: the VP came from a derived or substitute table (BUR-CH art. 19, README). */
  readonly vpTable?: RoundVpTable;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

interface AdjustmentIndex {
  /** `round/entrant` -> the MP of its `penalty` adjustments, in the order recorded. */
  readonly penaltyMp: ReadonlyMap<string, readonly number[]>;
  /** Round -> its `score` adjustments, in the order recorded. */
  readonly scores: ReadonlyMap<number, readonly Adjustment[]>;
  /** Round -> the entrants with a `score` adjustment in it. */
  readonly scored: ReadonlyMap<number, ReadonlySet<EntrantId>>;
  /** Entrant -> its `penalty` and `standings` adjustments, in the order recorded. */
  readonly decisions: ReadonlyMap<EntrantId, readonly Adjustment[]>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const adjustmentIndex = indexedBy((adjustments: readonly Adjustment[]): AdjustmentIndex => {
  const penalty = new Map<string, number[]>();
  const scores = new Map<number, Adjustment[]>();
  const scored = new Map<number, Set<EntrantId>>();
  const decisions = new Map<EntrantId, Adjustment[]>();
  for (const a of adjustments) {
    if (a.effect === 'score') {
      push(scores, a.round, a);
      const entrants = scored.get(a.round) ?? new Set<EntrantId>();
      scored.set(a.round, entrants.add(a.entrant));
      continue;
    }
    push(decisions, a.entrant, a);
    if (a.effect === 'penalty') push(penalty, `${a.round}/${a.entrant}`, a.mp);
  }
  return { penaltyMp: penalty, scores, scored, decisions };
});

/** MP penalties of an entrant in a round (negative numbers, as stored). */
const penaltyMp = (state: TournamentState, round: number, entrant: EntrantId): number =>
  sum(adjustmentIndex(state.adjustments).penaltyMp.get(`${round}/${entrant}`) ?? []);

/** An entrant's adjustments other than assigned scores (penalties), in the order recorded. */
export const decisionsOf = (state: TournamentState, entrant: EntrantId): readonly Adjustment[] =>
  adjustmentIndex(state.adjustments).decisions.get(entrant) ?? [];

/**
 * The two lines of a Burraco table, as lists of entrants: pairs, teams and singles sit as
 * N/S and E/W; an individual table of four partners the 1st with the 4th (config note).
 */
export const linesOf = (state: TournamentState, table: TableSeating): readonly EntrantId[][] =>
  state.config.kind === 'individual'
    ? [
        [table.seats[0], table.seats[3]].filter((s): s is string => s !== undefined),
        [table.seats[1], table.seats[2]].filter((s): s is string => s !== undefined),
      ]
    : table.seats.map((s) => [s]);

const burracoTable = (
  state: TournamentState,
  round: RoundState,
  table: TableSeating,
  hands: readonly (readonly number[])[],
): RoundScore[] => {
  const plan = state.config.rounds[round.round - 1];
  const lines = linesOf(state, table);
  const mp = lines.map(
    (line, side) =>
      sum(hands.map((h) => h[side] ?? 0)) +
      sum(line.map((entrant) => penaltyMp(state, round.round, entrant))),
  );
  const [a = 0, b = 0] = mp;
  // Config creation guarantees a VP table for every round's hands.
  const vpTable = state.config.vpTables[String(plan?.hands)];
  const vp =
    plan?.movement.kind === 'knockout'
      ? (knockoutPoints([a, b], null) ?? [0, 0])
      : vpTable
        ? vpForDiff(vpTable, a - b)
        : [0, 0];
  const notice = roundVpTable(state.config, round.round);
  return lines.flatMap((line, side) =>
    line.map((entrant) => ({
      entrant,
      round: round.round,
      vp: vp[side] ?? 0,
      mp: mp[side] ?? 0,
      source: 'table' as const,
      table: table.table,
      ...(notice ? { vpTable: notice } : {}),
    })),
  );
};

/**
 * A Scala 40 table: art. 22 through the package's `tableVp`, a table of three by the event's
 * reading (S40-CdG art. 26). A player who walked out mid-round leaves the others to play three
 * (art. 25); he gets no VP and the resting seat's 1000 MP, under either reading.
 */
const scala40Table = (
  state: TournamentState,
  round: RoundState,
  table: TableSeating,
  hands: readonly (readonly number[])[],
): RoundScore[] => {
  const plan = state.config.rounds[round.round - 1];
  const gone = (entrant: EntrantId) => entrantById(state, entrant)?.leftDuringRound === round.round;
  const mp = table.seats.map((entrant, seat) =>
    gone(entrant)
      ? RESTING_SEAT_MP
      : sum(hands.map((h) => h[seat] ?? 0)) - penaltyMp(state, round.round, entrant),
  );
  const playing = table.seats.filter((entrant) => !gone(entrant));
  // Fewer than three left: an empty seat at 1000 makes up the three.
  const scored = [
    ...playing.map((entrant) => mp[table.seats.indexOf(entrant)] ?? 0),
    ...Array.from({ length: Math.max(0, 3 - playing.length) }, () => RESTING_SEAT_MP),
  ];
  const vp = tableVp(plan?.hands ?? 0, scored, state.config.tableOfThree);
  return table.seats.map((entrant, seat) => ({
    entrant,
    round: round.round,
    vp: gone(entrant) || !vp.ok ? 0 : (vp.value[playing.indexOf(entrant)] ?? 0),
    mp: mp[seat] ?? 0,
    source: 'table' as const,
    table: table.table,
  }));
};

/** Every entrant's score in one round (entrants with nothing in the round are absent). */
export const roundScores = (state: TournamentState, roundNumber: number): RoundScore[] => [
  ...scoresOf(state, roundNumber).values(),
];

/** One entrant's score in one round, if it has one. */
export const roundScoreOf = (
  state: TournamentState,
  roundNumber: number,
  entrant: EntrantId,
): RoundScore | undefined => scoresOf(state, roundNumber).get(entrant);

/** Each state's round scores, by round, computed once. */
const computed = new WeakMap<TournamentState, Map<number, ReadonlyMap<EntrantId, RoundScore>>>();

const scoresOf = (
  state: TournamentState,
  roundNumber: number,
): ReadonlyMap<EntrantId, RoundScore> => {
  let rounds = computed.get(state);
  if (!rounds) computed.set(state, (rounds = new Map()));
  let scores = rounds.get(roundNumber);
  if (!scores) rounds.set(roundNumber, (scores = computeScores(state, roundNumber)));
  return scores;
};

const computeScores = (
  state: TournamentState,
  roundNumber: number,
): ReadonlyMap<EntrantId, RoundScore> => {
  const round = roundState(state, roundNumber);
  const scores = new Map<EntrantId, RoundScore>();
  if (round) {
    for (const table of round.pairing.tables) {
      const result = round.results.get(table.table);
      const entrants = table.seats;
      if (!result || round.walkovers.has(table.table)) {
        for (const entrant of entrants)
          scores.set(entrant, {
            entrant,
            round: roundNumber,
            vp: 0,
            mp: 0,
            source: 'pending',
            table: table.table,
          });
        continue;
      }
      const tableScores =
        state.config.game === 'scala40'
          ? scala40Table(state, round, table, result.hands)
          : burracoTable(state, round, table, result.hands);
      for (const s of tableScores) scores.set(s.entrant, s);
    }
    const hands = state.config.rounds[roundNumber - 1]?.hands ?? 0;
    const last = roundNumber === state.config.rounds.length;
    for (const entrant of round.pairing.byes) {
      const bye = last
        ? lastRoundByeScore(
            hands,
            Array.from({ length: roundNumber - 1 }, (_, i) =>
              roundScoreOf(state, i + 1, entrant),
            ).filter((s): s is RoundScore => s !== undefined && s.source !== 'pending'),
          )
        : byeScore(hands);
      scores.set(entrant, {
        entrant,
        round: roundNumber,
        vp: bye.vp,
        mp: bye.mp + penaltyMp(state, roundNumber, entrant),
        source: 'bye',
        table: null,
      });
    }
  }
  // Assigned scores (walkovers, late entries, the director's) replace whatever the round gave.
  for (const a of adjustmentIndex(state.adjustments).scores.get(roundNumber) ?? [])
    scores.set(a.entrant, {
      entrant: a.entrant,
      round: roundNumber,
      vp: a.vp,
      mp: a.mp,
      source: 'assigned',
      table: scores.get(a.entrant)?.table ?? null,
    });
  return scores;
};

/** Tables still waiting for a score sheet. */
export const pendingTables = (state: TournamentState, roundNumber: number): readonly number[] => {
  const round = roundState(state, roundNumber);
  if (!round) return [];
  const scored = adjustmentIndex(state.adjustments).scored.get(roundNumber);
  return round.pairing.tables
    .filter((t) => !round.results.has(t.table) && !t.seats.every((s) => scored?.has(s) ?? false))
    .map((t) => t.table);
};

/** True when every table of the round has a result or an assigned score. */
export const roundComplete = (state: TournamentState, roundNumber: number): boolean =>
  roundState(state, roundNumber) !== undefined && pendingTables(state, roundNumber).length === 0;

/** The last round whose every table has a score (0 before any): what standings show by default. */
export const lastCompleteRound = (state: TournamentState): number => {
  let last = 0;
  for (const r of state.rounds) if (roundComplete(state, r.round)) last = r.round;
  return last;
};
