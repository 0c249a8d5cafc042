/**
 * One authoritative table: the only place where a match's state changes. It plays one action at
 * a time, numbers every event the engine emits with one version counter per table, and tells
 * each viewer (every seat and the spectators) what it receives: the event when the viewer may
 * see it, else a placeholder with the same version, so that every viewer's stream is
 * contiguous and a gap always means a lost message.
 *
 * A table is an immutable value, like the engines' states: `submit` returns the next table and
 * leaves the old one intact. A server then serialises the submissions of one table (one
 * action at a time, by construction: there is no shared mutable state to race on), can keep or
 * ship any version of it, and a refused action needs no rollback. Nothing here knows about
 * sockets, processes or time.
 */
import {
  type Result,
  type RuleError,
  type VisibleEvent,
  err,
  ok,
  PROCEDURE,
  ruleError,
  visibleTo,
} from '@tavolo/cards';
import { type Game, type MatchSetup, type Sender, type Viewer, seatSender } from './game.js';

/** What a viewer receives for one event. */
export type Message<Event> =
  | { readonly version: number; readonly hidden: false; readonly event: Event }
  | { readonly version: number; readonly hidden: true };

export interface LoggedEvent<Event> {
  readonly version: number;
  readonly visible: VisibleEvent<Event>;
}

/**
 * The latest events of a table, oldest first: `buffer[start]` to `buffer[end - 1]`. The tables
 * of one match share their buffer, which only ever grows at its end: the next table pushes its
 * events there when it is the buffer's newest (each older table still sees only its own
 * range), else it copies. So a move costs no copy of the window, which matters because the
 * copy ran for every move and kept the young generation of the garbage collector full of
 * windows (one per table) to copy.
 */
export interface EventWindow<Event> {
  readonly buffer: readonly LoggedEvent<Event>[];
  readonly start: number;
  readonly end: number;
}

export interface Table<State, Action, Event, View> {
  readonly game: Game<State, Action, Event, View>;
  readonly state: State;
  /** The version of the latest event (the deal's events are the first ones). */
  readonly version: number;
  /** The latest events, at most `keep` of them (see `eventsOf`). */
  readonly log: EventWindow<Event>;
  /** How many events the table keeps for `since`; older viewers resync from a snapshot. */
  readonly keep: number;
}

export interface TableOptions<State, Action, Event, View> extends MatchSetup {
  readonly game: Game<State, Action, Event, View>;
  /** Default `DEFAULT_KEEP`. */
  readonly keep?: number;
}

/** Enough for a whole Scala 40 or Burraco hand, so a brief disconnection replays, not resyncs. */
export const DEFAULT_KEEP = 512;

/** Each viewer's messages for one submission: the seats, then the spectators (`null`). */
export type Delivered<Event> = ReadonlyMap<Viewer, readonly Message<Event>[]>;

export interface Submitted<State, Action, Event, View> {
  readonly table: Table<State, Action, Event, View>;
  readonly delivered: Delivered<Event>;
}

export interface Snapshot<View> {
  /** The version of the latest event the view includes. */
  readonly version: number;
  readonly view: View;
}

export type Since<Event, View> =
  | { readonly kind: 'messages'; readonly messages: readonly Message<Event>[] }
  | { readonly kind: 'resync'; readonly snapshot: Snapshot<View> };

const numbered = <Event>(
  from: number,
  events: readonly VisibleEvent<Event>[],
): LoggedEvent<Event>[] => events.map((visible, i) => ({ version: from + i + 1, visible }));

/**
 * `log` then `logged`, the latest `keep` of them. The buffer is copied only when another table
 * has pushed onto it already (a move tried from an older table), or when its dropped head has
 * grown to a quarter of the window: amortized, a move copies a few references at most.
 */
export const appended = <Event>(
  log: EventWindow<Event>,
  logged: readonly LoggedEvent<Event>[],
  keep: number,
): EventWindow<Event> => {
  const shared = log.end === log.buffer.length;
  const buffer = (
    shared ? log.buffer : log.buffer.slice(log.start, log.end)
  ) as LoggedEvent<Event>[];
  let end = shared ? log.end : log.end - log.start;
  for (const l of logged) buffer.push(l);
  end += logged.length;
  const start = Math.max(shared ? log.start : 0, end - keep);
  if (start < Math.max(1, keep >> 2)) return { buffer, start, end };
  return { buffer: buffer.slice(start, end), start: 0, end: end - start };
};

/** The events `log` holds, oldest first. */
export const eventsOf = <Event>(log: EventWindow<Event>): readonly LoggedEvent<Event>[] =>
  log.buffer.slice(log.start, log.end);

/** The events `log` holds with a version above `version`, oldest first. */
export const eventsAfter = <Event>(
  log: EventWindow<Event>,
  version: number,
): readonly LoggedEvent<Event>[] => {
  const oldest = log.buffer[log.start]?.version ?? 0;
  return log.buffer.slice(
    Math.min(log.end, log.start + Math.max(0, version - oldest + 1)),
    log.end,
  );
};

export const openTable = <State, Action, Event, View>(
  options: TableOptions<State, Action, Event, View>,
): Result<Table<State, Action, Event, View>, RuleError> => {
  const keep = options.keep ?? DEFAULT_KEEP;
  if (!Number.isInteger(keep) || keep < 1)
    return err(
      ruleError('bad-keep', PROCEDURE, 'a table keeps a whole number of events, at least 1'),
    );
  const started = options.game.start(options);
  if (!started.ok) return started;
  const log = numbered(0, started.value.events);
  return ok({
    game: options.game,
    state: started.value.state,
    version: log.length,
    log: appended({ buffer: [], start: 0, end: 0 }, log, keep),
    keep,
  });
};

/** Every viewpoint of the table: each seat, then the spectators. */
export const viewers = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
): readonly Viewer[] => [
  ...Array.from({ length: table.game.seatCount(table.state) }, (_, seat) => seat),
  null,
];

const messageFor = <Event>(logged: LoggedEvent<Event>, viewer: Viewer): Message<Event> =>
  visibleTo(logged.visible, viewer)
    ? { version: logged.version, hidden: false, event: logged.visible.event }
    : { version: logged.version, hidden: true };

/**
 * Plays `action` sent by `sender` (a seat's player, the director, the clock). A refused action
 * (one its sender may not send, no such seat, an action naming another seat, out of turn,
 * illegal, malformed) is the engine's or the table's rule error, and the table stays as it was.
 */
export const submitAs = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
  sender: Sender,
  action: unknown,
): Result<Submitted<State, Action, Event, View>, RuleError> => {
  const step = table.game.act(table.state, sender, action);
  if (!step.ok) return step;
  const logged = numbered(table.version, step.value.events);
  const delivered = new Map(
    viewers(table).map((viewer) => [viewer, logged.map((l) => messageFor(l, viewer))] as const),
  );
  return ok({
    table: {
      game: table.game,
      state: step.value.state,
      version: table.version + logged.length,
      log: appended(table.log, logged, table.keep),
      keep: table.keep,
    },
    delivered,
  });
};

/** Plays `action` for the player of `seat` (`submitAs` a seat's sender). */
export const submit = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
  seat: number,
  action: unknown,
): Result<Submitted<State, Action, Event, View>, RuleError> =>
  submitAs(table, seatSender(seat), action);

/** What `viewer` sees now, for a first connection or a full resync. */
export const snapshot = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
  viewer: Viewer,
): Snapshot<View> => ({ version: table.version, view: table.game.view(table.state, viewer) });

/**
 * What `viewer` receives of the events of the latest `hands` hands, from the start of the
 * oldest of them (an event the game's `startsHand` recognises) to the table's version; every
 * event the table keeps when it no longer holds that start. The same per-viewer filter as live:
 * another seat's cards stay placeholders.
 */
export const handLog = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
  viewer: Viewer,
  hands: number,
): readonly Message<Event>[] => handEvents(table, hands).map((l) => messageFor(l, viewer));

/**
 * The events of the latest `hands` hands as the table logged them, nothing hidden: for
 * `handLog`'s per-viewer filter, and whole for the table's director (issue 19) only.
 */
export const handEvents = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
  hands: number,
): readonly LoggedEvent<Event>[] => {
  const events = eventsOf(table.log);
  let from = 0;
  let found = 0;
  for (let i = events.length - 1; i >= 0 && found < hands; i--)
    if (table.game.startsHand((events[i] as LoggedEvent<Event>).visible.event)) {
      found += 1;
      from = i;
    }
  return events.slice(found < hands ? 0 : from);
};

/**
 * The messages `viewer` has not had since `version`, or a snapshot to resync from when the
 * table no longer keeps them (or `version` is not one the table has reached).
 */
export const since = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
  viewer: Viewer,
  version: number,
): Since<Event, View> => {
  const { buffer, start } = table.log;
  const oldest = buffer[start]?.version ?? table.version + 1;
  if (!Number.isInteger(version) || version < oldest - 1 || version > table.version)
    return { kind: 'resync', snapshot: snapshot(table, viewer) };
  return {
    kind: 'messages',
    messages: eventsAfter(table.log, version).map((l) => messageFor(l, viewer)),
  };
};

/**
 * What `seat` may do now, from the authoritative state. Safe to send to that seat: an action
 * names only the seat's own cards and what lies on the table, never a hidden card.
 */
export const legalActionsFor = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
  seat: number,
): readonly Action[] => table.game.legalActions(table.state, seat);

export const seatOnTurn = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
): number => table.game.seatOnTurn(table.state);

export const isOver = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
): boolean => table.game.isOver(table.state);
