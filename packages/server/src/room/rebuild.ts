/**
 * A table's log replayed: the start, then every change in order, through the deterministic
 * engine, to the same versions the room had. The lobby resumes unfinished tables from it, and
 * the replays and hand proofs are read from its steps.
 */
import { type RuleError, err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import type { GameRecord } from '@tavolo/store';
import { chessClockMs } from '../clock.js';
import type { Viewer } from '../game.js';
import {
  type Delivered,
  type Message,
  appended,
  eventsAfter,
  eventsOf,
  openTable,
  submit,
} from '../table.js';
import { type AnyTable, type RoomSetup, gameOf, seedOf } from './setup.js';

/** An `act` record's data: one move, and who made it. */
export type ActRecord = {
  readonly seat: number | null;
  readonly action: unknown;
  readonly by: 'player' | 'bot' | 'clock' | 'director';
  /** The chess clock after the move, by side (ms left this hand). */
  readonly chess?: readonly number[];
};
/** A `seat` record's data: a person or a bot now plays the seat. */
export type SeatRecord = {
  readonly seat: number;
  readonly controller: 'human' | 'bot';
  readonly reason: 'left' | 'abandoned' | 'returned';
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
  readonly steps: readonly ReplayedStep[];
  /** The table right after the match started, before any move. */
  readonly opened: AnyTable | undefined;
}

/** The log of a table whose match has not started: nothing to replay. */
export const NOT_STARTED: Rebuilt = {
  table: undefined,
  names: [],
  controllers: [],
  chess: undefined,
  steps: [],
  opened: undefined,
};

/**
 * Replays a room's log: the start (names by slot), then every move in order. The engines are
 * deterministic, so the result is the table the room had, with the same versions.
 */
export const rebuild = (
  setup: Pick<RoomSetup, 'game' | 'profile' | 'secret' | 'bots' | 'timeControl'>,
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
  const steps: ReplayedStep[] = [];
  for (const record of records) {
    if (record.kind === 'start') {
      names = (record.data as { readonly names: readonly string[] }).names;
      const started = openTable({
        game,
        profile: setup.profile,
        seats: names,
        seed: seedOf(setup.secret),
        chessClock: chessClockMs(setup.timeControl) !== null,
      });
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
    const act = record.data as ActRecord;
    const from = table.version;
    const next =
      act.seat === null ? directStep(table, act.action) : submit(table, act.seat, act.action);
    if (!next.ok)
      return err(ruleError('bad-log', PROCEDURE, `record ${record.seq}: ${next.error.message}`));
    table = next.value.table;
    if (act.chess) chess = act.chess;
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
  return ok({ table, names, controllers, chess, steps, opened });
};

/** A director's action (a chess clock's expiry) on a table: every viewer sees its events. */
export const directStep = (table: AnyTable, action: unknown) => {
  const step = table.game.direct(table.state, action);
  if (!step.ok) return step;
  const from = table.version;
  const logged = step.value.events.map((visible, i) => ({ version: from + i + 1, visible }));
  const next: AnyTable = {
    ...table,
    state: step.value.state,
    version: from + logged.length,
    log: appended(table.log, logged, table.keep),
  };
  const delivered: Delivered<unknown> = new Map(
    [...Array.from({ length: table.game.seatCount(table.state) }, (_, s) => s as Viewer), null].map(
      (viewer) =>
        [
          viewer,
          logged.map((l): Message<unknown> => ({
            version: l.version,
            hidden: false,
            event: l.visible.event,
          })),
        ] as const,
    ),
  );
  return ok({ table: next, delivered });
};
