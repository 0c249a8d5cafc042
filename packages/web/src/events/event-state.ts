/**
 * What the public pages and the console show, folded in the browser from the event's log with
 * @tavolo/tournament, the same functions the server folds it with: the tables of a round with
 * their scores, the standings, an entrant's history and the director's decisions.
 */
import type { LoggedEvent } from '@tavolo/client';
import {
  type EntrantId,
  type Note,
  type RoundScore,
  type RoundStatus,
  type RoundVpTable,
  type StandingRow,
  type TournamentError,
  type TournamentEvent,
  type TournamentState,
  entrantName,
  fromEnvelope,
  lastCompleteRound,
  replay,
  roundScores,
  roundStatus,
  roundVpTable,
  standings,
} from '@tavolo/tournament';

type Folded = { ok: true; value: TournamentState } | { ok: false; error: TournamentError };
type Decoded =
  { ok: true; value: readonly TournamentEvent[] } | { ok: false; error: TournamentError };

/** The events of the log, decoded; a log that does not decode is an error value. */
export const eventsFromLog = (log: readonly LoggedEvent[]): Decoded => {
  const events: TournamentEvent[] = [];
  for (const envelope of log) {
    const decoded = fromEnvelope({ ...envelope, data: envelope.data });
    if (!decoded.ok) return decoded;
    events.push(decoded.value);
  }
  return { ok: true, value: events };
};

/** The state after every event of the log; a log that does not decode is an error value. */
export const stateFromLog = (log: readonly LoggedEvent[]): Folded => {
  const events = eventsFromLog(log);
  return events.ok ? replay(events.value) : events;
};

/** "Anna Neri - Bruno Bianchi", or the id of an entrant the state does not know. */
export const nameOf = (state: TournamentState, id: EntrantId): string => {
  const entrant = state.entrants.find((e) => e.id === id);
  return entrant === undefined ? id : entrantName(entrant.players);
};

export interface SeatView {
  readonly entrant: EntrantId;
  readonly name: string;
  /** Null while the table's score sheet is missing. */
  readonly score: RoundScore | null;
}

export interface TableView {
  readonly table: number;
  readonly seats: readonly SeatView[];
  /** The score sheet, hand by hand, once entered. */
  readonly hands: readonly (readonly number[])[] | null;
  readonly corrected: boolean;
}

export interface RoundView {
  readonly round: number;
  readonly hands: number;
  readonly tables: readonly TableView[];
  readonly byes: readonly SeatView[];
  readonly status: RoundStatus;
  /** Burraco: the round's VP table when it is derived or a substitute (BUR-CH art. 19). */
  readonly vpTable: RoundVpTable | null;
}

const scored = (score: RoundScore | undefined): RoundScore | null =>
  score === undefined || score.source === 'pending' ? null : score;

/** One paired round: its tables, who rests, every score in so far. */
export const roundView = (state: TournamentState, round: number, now: string): RoundView | null => {
  const paired = state.rounds[round - 1];
  if (paired === undefined) return null;
  const scores = new Map(roundScores(state, round).map((s) => [s.entrant, s]));
  const seat = (entrant: EntrantId): SeatView => ({
    entrant,
    name: nameOf(state, entrant),
    score: scored(scores.get(entrant)),
  });
  return {
    round,
    hands: state.config.rounds[round - 1]?.hands ?? 0,
    tables: paired.pairing.tables.map((t) => {
      const result = paired.results.get(t.table);
      return {
        table: t.table,
        seats: t.seats.map(seat),
        hands: result?.hands ?? null,
        corrected: (result?.corrections ?? 0) > 0,
      };
    }),
    byes: paired.pairing.byes.map(seat),
    status: roundStatus(state, round, now),
    vpTable: roundVpTable(state.config, round),
  };
};

export interface StandingsView {
  /** 0 before any round is complete. */
  readonly afterRound: number;
  /** After the last round, once its correction period is over. */
  readonly final: boolean;
  readonly rows: readonly StandingRow[];
}

/** The standings after the last complete round, and whether they are final. */
export const standingsView = (state: TournamentState, now: string): StandingsView => {
  const afterRound = lastCompleteRound(state);
  const last = state.config.rounds.length;
  return {
    afterRound,
    final: afterRound === last && roundStatus(state, last, now) === 'final',
    rows: afterRound === 0 ? [] : standings(state, afterRound),
  };
};

export interface HistoryRow {
  readonly round: number;
  /** Null for a bye or a score assigned away from a table. */
  readonly table: number | null;
  readonly opponents: readonly { readonly entrant: EntrantId; readonly name: string }[];
  readonly partners: readonly { readonly entrant: EntrantId; readonly name: string }[];
  /** Null while the round's score is missing. */
  readonly score: RoundScore | null;
  readonly bye: boolean;
}

/**
 * An entrant's rounds: where it sat, whom it met and what it scored. At a Burraco individual
 * table the 1st and 4th player partner against the 2nd and 3rd (@tavolo/tournament's lines).
 */
export const entrantHistory = (state: TournamentState, entrant: EntrantId): readonly HistoryRow[] =>
  state.rounds.flatMap((paired): HistoryRow[] => {
    const score = scored(roundScores(state, paired.round).find((s) => s.entrant === entrant));
    const named = (id: EntrantId) => ({ entrant: id, name: nameOf(state, id) });
    if (paired.pairing.byes.includes(entrant))
      return [{ round: paired.round, table: null, opponents: [], partners: [], score, bye: true }];
    const table = paired.pairing.tables.find((t) => t.seats.includes(entrant));
    if (table === undefined) return [];
    const seat = table.seats.indexOf(entrant);
    const partnerSeat =
      state.config.game === 'burraco' && state.config.kind === 'individual' ? 3 - seat : -1;
    const others = table.seats.filter((id) => id !== entrant);
    return [
      {
        round: paired.round,
        table: table.table,
        opponents: others.filter((id) => id !== table.seats[partnerSeat]).map(named),
        partners: others.filter((id) => id === table.seats[partnerSeat]).map(named),
        score,
        bye: false,
      },
    ];
  });

export type Decision =
  | {
      readonly kind: 'sanction';
      readonly round: number;
      readonly entrant: EntrantId;
      readonly player: string;
      readonly level: string;
      readonly reason: string;
      /** A breach the rules wrote (a second caution, a late arrival), to say in words. */
      readonly note?: Note;
      readonly article: string;
      readonly at: string;
    }
  | {
      readonly kind: 'penalty' | 'score' | 'standings';
      readonly round: number;
      readonly entrant: EntrantId;
      readonly vp: number;
      readonly mp: number;
      readonly reason: string;
      /** A reason the rules wrote (a walkover, a late arrival), to say in words. */
      readonly note?: Note;
      readonly article: string;
      readonly at: string;
    }
  | {
      readonly kind: 'correction';
      readonly round: number;
      readonly table: number;
      readonly correction: string;
      readonly reason: string;
      readonly at: string;
    }
  | {
      /** A ruling of the arbitro's catalogue given at a table, as the table heard it. */
      readonly kind: 'ruling';
      readonly round: number;
      readonly table: number;
      readonly entrant: EntrantId;
      readonly player: string | null;
      readonly article: string;
      readonly ruling: string;
      readonly at: string;
    };

/**
 * The director's decisions and the scores the rules derive from them (a walkover, a late
 * arrival, a second caution), each with its reason, oldest first.
 */
export const decisions = (state: TournamentState): readonly Decision[] =>
  [
    // Before the sanctions and penalties a ruling brings, which share its time.
    ...state.rulings.map((r) => ({
      kind: 'ruling' as const,
      round: r.round,
      table: r.table,
      entrant: r.entrant,
      player: r.player,
      article: r.article,
      ruling: r.ruling,
      at: r.at,
    })),
    ...state.sanctions.map((s) => ({
      kind: 'sanction' as const,
      round: s.round,
      entrant: s.entrant,
      player: s.player,
      level: s.level,
      reason: s.breach,
      ...(s.note ? { note: s.note } : {}),
      article: s.article,
      at: s.at,
    })),
    ...state.adjustments.map((a) => ({
      kind: a.effect,
      round: a.round,
      entrant: a.entrant,
      vp: a.vp,
      mp: a.mp,
      reason: a.reason,
      ...(a.note ? { note: a.note } : {}),
      article: a.article,
      at: a.at,
    })),
    ...state.corrections.map((c) => ({
      kind: 'correction' as const,
      round: c.round,
      table: c.table,
      correction: c.kind,
      reason: c.reason,
      at: c.at,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
