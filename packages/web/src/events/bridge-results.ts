/**
 * The results of a bridge pairs event as the page lists them, board by board: each table's
 * result and its state (missing, entered, confirmed, disputed under LAW 79B, corrected), the
 * LAW 69B withdrawal asked on it and its decision, and what the viewer may do with it now. The
 * director confirms, corrects (LAW 79C: within the period) and decides withdrawals; a player of
 * the table confirms or disputes his opponents' entry, and asks back tricks his side conceded.
 * The server decides again; this only offers what it would accept. Pure, tested without a page.
 */
import { bridge } from '@tavolo/tournament';
import { type BridgeViewer, seatAt, seatsOf } from './bridge-seats.js';

export type ResultState = 'missing' | 'entered' | 'confirmed' | 'disputed' | 'corrected';

export interface WithdrawalRow {
  readonly tricks: number;
  readonly ground: bridge.WithdrawalGround;
  readonly requestedBy: string;
  /** Null while it waits for the director. */
  readonly granted: number | null;
  readonly reason: string | null;
}

export interface RowActions {
  readonly confirm: boolean;
  readonly dispute: boolean;
  readonly correct: boolean;
  readonly decide: boolean;
  /** The most tricks the viewer's side may ask back (LAW 69B); 0 when it may ask none. */
  readonly request: number;
}

export interface ResultRow extends bridge.BoardPlace {
  readonly ns: number;
  readonly ew: number;
  readonly state: ResultState;
  readonly outcome: bridge.BoardOutcome | null;
  /** Who entered it: a player's name, or null for the director. */
  readonly enteredBy: string | null;
  readonly withdrawal: WithdrawalRow | null;
  readonly actions: RowActions;
}

export interface BoardResults {
  readonly board: number;
  readonly rows: readonly ResultRow[];
}

const NONE: RowActions = {
  confirm: false,
  dispute: false,
  correct: false,
  decide: false,
  request: 0,
};

const actorName = (actor: bridge.ResultActor): string | null =>
  actor.role === 'player' ? actor.player : null;

const stateOf = (record: bridge.BoardRecord | undefined): ResultState =>
  record === undefined
    ? 'missing'
    : record.disputedBy !== null
      ? 'disputed'
      : record.corrections > 0
        ? 'corrected'
        : record.confirmedBy !== null
          ? 'confirmed'
          : 'entered';

const actionsOf = (
  state: bridge.BridgePairsState,
  viewer: BridgeViewer,
  record: bridge.BoardRecord | undefined,
  open: boolean,
): RowActions => {
  if (record === undefined) return NONE;
  const pending = record.withdrawal !== null && record.withdrawal.decided === null;
  if (viewer.role === 'director')
    return {
      ...NONE,
      confirm: open && record.confirmedBy === null,
      correct: open,
      decide: pending,
    };
  const seat = seatAt(state, viewer, record.round, record.table);
  if (seat === undefined) return NONE;
  const byOpponent =
    record.enteredBy.role === 'player' &&
    record.enteredBy.pair !== seat.pair &&
    record.confirmedBy === null &&
    record.disputedBy === null &&
    state.publishedAt === null;
  const outcome = record.outcome;
  const conceded =
    outcome.kind === 'played' && outcome.conceded?.side === seat.side ? outcome.conceded.tricks : 0;
  return {
    ...NONE,
    confirm: byOpponent,
    dispute: byOpponent,
    request: open && !pending ? conceded : 0,
  };
};

/**
 * Every board's results, in board order, each table's in round order. Before the official score
 * a player sees only his own tables' (a board's other results would tell a table about to play
 * it how it went), the public none; the director always sees them all.
 */
export const resultRows = (
  state: bridge.BridgePairsState,
  viewer: BridgeViewer,
  now: string,
): readonly BoardResults[] => {
  const open = bridge.pairsStatus(state, now) !== 'final';
  const seats = seatsOf(state, viewer);
  const shown = (place: bridge.BoardPlace) =>
    viewer.role === 'director' ||
    state.publishedAt !== null ||
    seats.some((s) => s.round === place.round && s.table === place.table);
  const byBoard = new Map<number, ResultRow[]>();
  for (const place of bridge.placesOf(state).filter(shown)) {
    const record = state.results.get(bridge.placeKey(place));
    const at = bridge.encounterAt(state.movement, place.round, place.table);
    const withdrawal = record?.withdrawal ?? null;
    const row: ResultRow = {
      ...place,
      ns: at?.ns ?? 0,
      ew: at?.ew ?? 0,
      state: stateOf(record),
      outcome: record?.outcome ?? null,
      enteredBy: record === undefined ? null : actorName(record.enteredBy),
      withdrawal:
        withdrawal === null
          ? null
          : {
              tricks: withdrawal.tricks,
              ground: withdrawal.ground,
              requestedBy: actorName(withdrawal.requestedBy) ?? '',
              granted: withdrawal.decided?.granted ?? null,
              reason: withdrawal.decided?.reason ?? null,
            },
      actions: actionsOf(state, viewer, record, open),
    };
    byBoard.set(place.board, [...(byBoard.get(place.board) ?? []), row]);
  }
  return [...byBoard]
    .sort(([a], [b]) => a - b)
    .map(([board, rows]) => ({
      board,
      rows: [...rows].sort((a, b) => a.round - b.round || a.table - b.table),
    }));
};

/** How many places still lack a confirmed result: what keeps the score from being published. */
export const unconfirmedCount = (state: bridge.BridgePairsState): number =>
  bridge.placesOf(state).filter((p) => !state.results.get(bridge.placeKey(p))?.confirmedBy).length;

/** The declarer's tricks over (+) or under (-) the contract, for `4♠ N +1`. */
export const overTricks = (outcome: bridge.BoardOutcome): number | null =>
  outcome.kind === 'played' ? outcome.tricks - 6 - outcome.contract.level : null;
