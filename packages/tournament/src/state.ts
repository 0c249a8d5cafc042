/**
 * The state of a tournament, folded from its event log. `applyEvent` trusts the event: the
 * checks live in the commands (`direct.ts`), which only ever return events that apply. The
 * scores that follow from the rules without a decision of their own (a bye, a walkover, the
 * penalty for a second caution) are derived here, each with its reason and article, so that a
 * replay of the same log always gives the same figures.
 *
 * Lookups by id (an entrant, an entrant's table, a table by number) go through indexes built
 * on first use and kept beside the value they index (a `WeakMap` keyed by the array itself):
 * the state stays a plain immutable value, a new array gets a new index, and an event of 10,000
 * pairs answers each lookup in constant time instead of a scan of the list.
 */
import type { TournamentConfig } from './config.js';
import type { EntrantRecord, HandScores, SanctionLevel, SeatingMethod } from './event.js';
import type { EntrantId, Pairing, TableSeating } from './pairing.js';

export interface EntrantState extends EntrantRecord {
  /** Rounds already paired when the entrant registered (0: registered before the start). */
  readonly registeredAfterRound: number;
  readonly lateMinutes: number;
  /** The first round the entrant does not play, once withdrawn or expelled. */
  readonly leftFromRound: number | null;
  /** The round the entrant left during, if it walked out mid-round. */
  readonly leftDuringRound: number | null;
}

export interface TableResult {
  readonly hands: readonly HandScores[];
  readonly signedBy: readonly EntrantId[];
  /** How many times the result was corrected, for the printouts and the audit. */
  readonly corrections: number;
}

export interface RoundState {
  readonly round: number;
  readonly pairing: Pairing;
  readonly seating: SeatingMethod | null;
  readonly phaseOrder: readonly EntrantId[] | null;
  readonly results: ReadonlyMap<number, TableResult>;
  /** Tables whose match was not played and got an assigned score instead (walkovers). */
  readonly walkovers: ReadonlySet<number>;
  readonly pairedAt: string;
  readonly publishedAt: string | null;
}

/** An MP or VP adjustment: a penalty, a bye, a walkover, a late entry. */
export interface Adjustment {
  readonly round: number;
  readonly entrant: EntrantId;
  /** Added to the entrant's VP in the standings (negative for a penalty). */
  readonly vp: number;
  /** Added to the entrant's MP in the round before VP are computed (negative: a penalty). */
  readonly mp: number;
  /**
   * `score` replaces the match (bye, walkover, late entry): its VP and MP count as the round's.
   * `penalty` adjusts the entrant's own match; a VP penalty counts in the general standings.
   * `standings` takes VP and MP in the general standings only, leaving the match as played so
   * that the other line gains nothing (BUR-CH art. 22, two ammonizioni).
   */
  readonly effect: 'score' | 'penalty' | 'standings';
  /** English, as the log has it for a director's decision, or as the package derived it. */
  readonly reason: string;
  /** A reason the package writes itself, by code and figures, for the front ends to translate. */
  readonly note?: Note;
  readonly article: string;
  readonly at: string;
  readonly by: string;
  /** The place in the log of the event that decided it. */
  readonly seq?: number;
}

export interface Sanction {
  readonly round: number;
  readonly entrant: EntrantId;
  readonly player: string;
  readonly level: SanctionLevel;
  readonly breach: string;
  /** A breach the package writes itself (a second caution, a late arrival), by code. */
  readonly note?: Note;
  readonly article: string;
  readonly at: string;
  readonly by: string;
  /** The place in the log of the event that decided it. */
  readonly seq?: number;
}

/** A ruling given at a table (the `ruled` event), as the referee's report lists it. */
export interface RulingRecord {
  readonly round: number;
  readonly table: number;
  readonly entrant: EntrantId;
  readonly player: string | null;
  readonly entry: string;
  readonly answers: Readonly<Record<string, string>>;
  readonly article: string;
  readonly ruling: string;
  readonly at: string;
  readonly by: string;
  readonly seq: number;
}

/**
 * A reason or breach the package derives (a walkover, a late arrival, a second caution): its
 * code (`tournament.reasons.<code>` in packages/messages) and figures. The English `reason` or
 * `breach` beside it stays, for logs and older readers.
 */
export interface Note {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** A late arrival at the start of a round (BUR-CH art. 48), charged once per round. */
export interface LateArrival {
  readonly round: number;
  readonly entrant: EntrantId;
  readonly minutes: number;
  readonly at: string;
  readonly seq: number;
}

export interface Correction {
  readonly round: number;
  readonly table: number;
  readonly kind: string;
  readonly reason: string;
  readonly before: readonly HandScores[];
  readonly after: readonly HandScores[];
  readonly at: string;
  readonly by: string;
}

export interface TournamentState {
  readonly config: TournamentConfig;
  readonly createdAt: string;
  /** Registration order. */
  readonly entrants: readonly EntrantState[];
  readonly rounds: readonly RoundState[];
  readonly adjustments: readonly Adjustment[];
  readonly sanctions: readonly Sanction[];
  /** Rulings given at the tables, in log order. */
  readonly rulings: readonly RulingRecord[];
  readonly corrections: readonly Correction[];
  readonly tieOrder: readonly EntrantId[];
  readonly lateArrivals: readonly LateArrival[];
  /** Registrations in the log, voided ones included: an entrant id is never given twice. */
  readonly registrations: number;
  /** Events applied so far: the log's last sequence number. */
  readonly version: number;
}

/**
 * `build`'s result for `key`, computed once while `key` lives. Keys are the state's immutable
 * arrays, so an index can never go stale: a changed list is a new array.
 */
export const indexedBy = <K extends object, V>(build: (key: K) => V): ((key: K) => V) => {
  const cache = new WeakMap<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
};

/** The first item of `items` for each key, as `find` would return it. */
const firstByKey = <T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T> => {
  const index = new Map<K, T>();
  for (const item of items) {
    const key = keyOf(item);
    if (!index.has(key)) index.set(key, item);
  }
  return index;
};

/** A stand-in for each list an index may be kept under, made on first use. */
const tokens = new WeakMap<readonly unknown[], object>();

/**
 * The stand-in of `list`: an index of the list is kept under it (names.ts) while a list grown
 * from this one lives, without keeping the list itself alive.
 */
export const listToken = (list: readonly unknown[]): object => {
  let token = tokens.get(list);
  if (!token) tokens.set(list, (token = {}));
  return token;
};

/**
 * Each grown list's link to the list it grew from, by that list's stand-in. A link to the list
 * itself kept every list of a fold alive, each one entrant longer than the one before: 20,000
 * registrations folded one by one held 200 million references (1.6 GB), and every garbage
 * collection had to walk them.
 */
const grown = new WeakMap<readonly unknown[], object>();

/**
 * `entrants` and one more at the end, as the fold adds a registration; the new list remembers
 * the stand-in of the one it grew from, so that an index of it can grow from that one's
 * (names.ts).
 */
export const withEntrant = (
  entrants: readonly EntrantState[],
  entrant: EntrantState,
): readonly EntrantState[] => {
  // One array of the exact size: a spread copies the list and then grows the copy for the new
  // entrant, two allocations of the list's size where `concat` makes one.
  const next = entrants.concat([entrant]);
  grown.set(next, listToken(entrants));
  return next;
};

/** The stand-in of the list `list` was made from by adding one item at its end, if it was. */
export const grownFrom = (list: readonly unknown[]): object | undefined => grown.get(list);

const entrantIndex = indexedBy((entrants: readonly EntrantState[]) =>
  firstByKey(entrants, (e) => e.id),
);

export const entrantById = (state: TournamentState, id: EntrantId): EntrantState | undefined =>
  entrantIndex(state.entrants).get(id);

export const roundState = (state: TournamentState, round: number): RoundState | undefined =>
  state.rounds[round - 1];

/** Entrants who may be paired for `round`: registered and not gone. */
export const activeEntrants = (state: TournamentState, round: number): readonly EntrantState[] =>
  state.entrants.filter((e) => e.leftFromRound === null || e.leftFromRound > round);

export interface SeatAt {
  readonly table: number;
  readonly side: number;
}

const seatIndex = indexedBy((tables: readonly TableSeating[]) => {
  const index = new Map<EntrantId, SeatAt>();
  for (const t of tables)
    t.seats.forEach((entrant, side) => {
      if (!index.has(entrant)) index.set(entrant, { table: t.table, side });
    });
  return index;
});

/** The first table of the round where `entrant` sits, and its seat there. */
export const tableOf = (round: RoundState, entrant: EntrantId): SeatAt | null =>
  seatIndex(round.pairing.tables).get(entrant) ?? null;

const tableIndex = indexedBy((tables: readonly TableSeating[]) =>
  firstByKey(tables, (t) => t.table),
);

/** Table number `table` of the round, if it has one. */
export const tableAt = (round: RoundState, table: number): TableSeating | undefined =>
  tableIndex(round.pairing.tables).get(table);

export const initialState = (config: TournamentConfig, at: string): TournamentState => ({
  config,
  createdAt: at,
  entrants: [],
  rounds: [],
  adjustments: [],
  sanctions: [],
  rulings: [],
  corrections: [],
  tieOrder: [],
  lateArrivals: [],
  registrations: 0,
  version: 1,
});
