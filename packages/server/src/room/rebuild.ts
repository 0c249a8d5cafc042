/**
 * A table's log replayed: the start, then every change in order, through the deterministic
 * engine, to the same versions the room had. The lobby resumes unfinished tables from it, and
 * the replays and hand proofs are read from its steps.
 */
import { type RuleError, err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import type { DirectorCall, TableRuling } from '@tavolo/protocol';
import type { GameRecord } from '@tavolo/store';
import type { LimitPhase } from '../clock.js';
import { type Owner, type Sender, CLOCK, DIRECTOR, seatSender } from '../game.js';
import { eventsAfter, eventsOf, openTable, submitAs } from '../table.js';
import { type AnyTable, type RoomSetup, gameOf, matchSetupOf } from './setup.js';

/**
 * A `start` record's data: the names by slot, and `director: false` at a table without a
 * director of its own (`hasOwnDirector`); a log written before it was recorded had one.
 */
export type StartRecord = {
  readonly names: readonly string[];
  readonly director?: false;
};
/** An `act` record's data: one move, and who made it. */
export type ActRecord = {
  readonly seat: number | null;
  readonly action: unknown;
  readonly by: 'player' | 'bot' | 'clock' | 'director';
  /** The chess clock after the move, by side (ms left this hand). */
  readonly chess?: readonly number[];
};
/**
 * A `clock` record's data: the clocks that run between two moves, checkpointed (at most about
 * a second apart while they run) so that a restart neither charges nor refunds the time used
 * since the last move. It holds until the next move.
 */
export type ClockRecord = {
  /** The table's version when the clocks read so. */
  readonly version: number;
  /** The limit of the seat on turn: its phase and what is left of it; null when none runs. */
  readonly turn: {
    readonly seat: number;
    readonly phase: LimitPhase;
    readonly leftMs: number;
  } | null;
  /** The chess clock by side (ms left this hand). */
  readonly chess?: readonly number[];
  /**
   * The clocks of hand `hand` wait while the people read the previous hand's count, until
   * `until` (epoch ms) at the latest. A later record of the hand without it: they started.
   */
  readonly count?: CountWait;
};
/** The wait of a new hand's clocks while the people read the count. */
export type CountWait = { readonly hand: number; readonly until: number };
/** A `seat` record's data: a person or a bot now plays the seat. */
export type SeatRecord = {
  readonly seat: number;
  readonly controller: 'human' | 'bot';
  readonly reason: 'left' | 'abandoned' | 'returned';
};

/**
 * A `director` record's data: what the table's arbitro did or was asked (issue 19). None of it
 * changes the engine's state, so the replay only gathers it (`DirectorState`).
 */
export type DirectorRecord =
  | { readonly action: 'call'; readonly call: DirectorCall }
  | { readonly action: 'pause'; readonly version: number }
  | { readonly action: 'resume'; readonly version: number }
  | { readonly action: 'ruling'; readonly ruling: TableRuling };

/** The arbitro's side of a table: the pause, the calls and the rulings, as the log has them. */
export interface DirectorState {
  paused: boolean;
  calls: DirectorCall[];
  /** The calls since the last ruling or resumption. */
  open: number;
  rulings: TableRuling[];
}

export const noDirector = (): DirectorState => ({ paused: false, calls: [], open: 0, rulings: [] });

/** `state` after `record` (mutated: the room's and the replay's own copy). */
export const directorAfter = (state: DirectorState, record: DirectorRecord): DirectorState => {
  switch (record.action) {
    case 'call':
      state.calls.push(record.call);
      state.open += 1;
      break;
    case 'pause':
      state.paused = true;
      break;
    case 'resume':
      state.paused = false;
      state.open = 0;
      break;
    case 'ruling':
      state.rulings.push(record.ruling);
      state.open = 0;
      break;
  }
  return state;
};

/** One change of the match as the log replays it, with what it produced. */
export interface ReplayedStep {
  readonly record: GameRecord;
  readonly seat: number | null;
  readonly from: number;
  readonly events: readonly { readonly version: number; readonly event: unknown }[];
  readonly after: AnyTable;
}

export interface Rebuilt {
  readonly table: AnyTable | undefined;
  readonly names: readonly string[];
  readonly controllers: readonly ('human' | 'bot')[];
  readonly chess: readonly number[] | undefined;
  /** The limit of the seat on turn as last checkpointed, when no move came after. */
  readonly turn: (ClockRecord['turn'] & { readonly version: number }) | undefined;
  readonly steps: readonly ReplayedStep[];
  /** The table right after the match started, before any move. */
  readonly opened: AnyTable | undefined;
  /** The versions of the events that the clock's moves produced. */
  readonly forced?: readonly number[];
  /** The current hand's clocks wait for the count to be read, as last logged. */
  readonly count?: CountWait;
  /** The arbitro's pause, calls and rulings, when the log has any. */
  readonly director?: DirectorState;
}

/** The log of a table whose match has not started: nothing to replay. */
export const NOT_STARTED: Rebuilt = {
  table: undefined,
  names: [],
  controllers: [],
  chess: undefined,
  turn: undefined,
  steps: [],
  opened: undefined,
};

/**
 * The sender a logged move replays as: its seat's player, else the clock or the director.
 * Before actions had owners, the room logged a chess clock's expiry as the director's.
 */
const senderOf = (act: ActRecord, owner: Owner | undefined): Sender =>
  act.seat !== null
    ? seatSender(act.seat)
    : act.by === 'clock' || owner === 'clock'
      ? CLOCK
      : DIRECTOR;

/**
 * Replays a room's log: the start (names by slot), then every move in order. The engines are
 * deterministic, so the result is the table the room had, with the same versions. Seat changes
 * set who plays a seat, clock checkpoints what the clocks had left; neither is a step.
 */
export const rebuild = (
  setup: Pick<
    RoomSetup,
    'game' | 'profile' | 'secret' | 'bots' | 'timeControl' | 'hands' | 'reviewLastTrick'
  >,
  records: readonly GameRecord[],
):
  | { readonly ok: true; readonly value: Rebuilt }
  | { readonly ok: false; readonly error: RuleError } => {
  const game = gameOf(setup.game);
  let table: AnyTable | undefined;
  let opened: AnyTable | undefined;
  let names: readonly string[] = [];
  let controllers: ('human' | 'bot')[] = [];
  let chess: readonly number[] | undefined;
  let turn: Rebuilt['turn'];
  const steps: ReplayedStep[] = [];
  const forced: number[] = [];
  let count: CountWait | undefined;
  let director: DirectorState | undefined;
  for (const record of records) {
    if (record.kind === 'start') {
      const start = record.data as StartRecord;
      names = start.names;
      const started = openTable({ game, ...matchSetupOf(setup, names, start.director !== false) });
      if (!started.ok) return started;
      table = opened = started.value;
      const seated = game.players(table.state);
      controllers = seated.map((name) => (setup.bots[names.indexOf(name)] ? 'bot' : 'human'));
      steps.push({
        record,
        seat: null,
        from: 1,
        events: eventsOf(table.log).map((l) => ({ version: l.version, event: l.visible.event })),
        after: table,
      });
      continue;
    }
    if (!table)
      return err(ruleError('bad-log', PROCEDURE, `record ${record.seq} before the start`));
    if (record.kind === 'seat') {
      const change = record.data as SeatRecord;
      controllers[change.seat] = change.controller;
      continue;
    }
    if (record.kind === 'director') {
      director = directorAfter(director ?? noDirector(), record.data as DirectorRecord);
      continue;
    }
    if (record.kind === 'clock') {
      const clocks = record.data as ClockRecord;
      // The wait belongs to its hand, whatever moves (the bots') came after it was logged.
      if (clocks.count) count = clocks.count;
      if (clocks.version !== table.version) continue;
      if (!clocks.count) count = undefined;
      if (clocks.chess) chess = clocks.chess;
      turn = clocks.turn ? { ...clocks.turn, version: clocks.version } : undefined;
      continue;
    }
    if (record.kind !== 'act') continue;
    const act = record.data as ActRecord;
    const from = table.version;
    const type = (act.action as { readonly type?: unknown } | null)?.type;
    const owner = typeof type === 'string' ? game.owners.get(type) : undefined;
    const next = submitAs(table, senderOf(act, owner), act.action);
    if (!next.ok)
      return err(ruleError('bad-log', PROCEDURE, `record ${record.seq}: ${next.error.message}`));
    table = next.value.table;
    if (act.by === 'clock') for (let v = from + 1; v <= table.version; v += 1) forced.push(v);
    if (act.chess) chess = act.chess;
    turn = undefined;
    steps.push({
      record,
      seat: act.seat,
      from: from + 1,
      events: eventsAfter(table.log, from).map((l) => ({
        version: l.version,
        event: l.visible.event,
      })),
      after: table,
    });
  }
  const waiting = count && table && game.handNumber(table.state) === count.hand ? count : undefined;
  return ok({
    table,
    names,
    controllers,
    chess,
    turn,
    steps,
    opened,
    forced,
    ...(waiting && { count: waiting }),
    ...(director && { director }),
  });
};
