/**
 * How a room's match changes: the records of a change are written to the journal, and only
 * once the store has committed them does the room replace its table and tell the connections.
 * So an acknowledged move is never lost and a refused or unwritten one changes nothing. After
 * every change: the phase, the clocks, and the bot on turn.
 */
import { type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';
import type { TablePhase } from '@tavolo/protocol';
import type { GameRecordInput } from '@tavolo/store';
import type { Sender, Viewer } from '../game.js';
import { type Message, submitAs } from '../table.js';
import type { Broadcast } from './broadcast.js';
import type { Bots } from './bots.js';
import type { Clocks } from './clocks.js';
import {
  type Controller,
  type RoomCore,
  connectedSeats,
  humanSeats,
  isOver,
  markForced,
  slotOfSeat,
} from './core.js';
import type { ActRecord, SeatRecord } from './rebuild.js';
import type { AnyTable } from './setup.js';

/** No move while the director holds the table, whoever makes it (a person, a bot, the clock). */
export const TABLE_PAUSED = ruleError(
  'table-paused',
  PROCEDURE,
  'the director has paused the table: wait for the game to resume',
);

interface Pending {
  readonly records: readonly GameRecordInput[];
  readonly table: AnyTable;
  readonly delivered: ReadonlyMap<Viewer, readonly Message<unknown>[]>;
}

export type Played =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly error: RuleError };

export interface Changes {
  /** Writes the records, then makes `next` the room's table and tells everyone. */
  readonly commit: (pending: Pending) => Promise<{ readonly ok: boolean; readonly error?: string }>;
  /** After every change: the phase, the clocks, and the bot on turn. */
  readonly afterChange: (handBefore: number) => void;
  /**
   * Plays several moves of one sender as one change (one write, one message per viewer). Every
   * move reaching the table comes here, and passes the check of its sender's role (`game.ts`).
   */
  readonly playMoves: (
    sender: Sender,
    actions: readonly unknown[],
    by: ActRecord['by'],
  ) => Promise<Played>;
  /** A person or a bot now plays `seat`; nothing, once the match is over. */
  readonly setController: (
    seat: number,
    controller: Controller,
    reason: SeatRecord['reason'],
  ) => Promise<void>;
}

export const createChanges = (
  core: RoomCore,
  parts: { readonly clocks: Clocks; readonly bots: Bots; readonly out: Broadcast },
): Changes => {
  const { setup, deps, game } = core;
  const { clocks, bots, out } = parts;

  const commit: Changes['commit'] = async (pending) => {
    const written = await deps.journal.write({
      tableId: setup.id,
      expectedSeq: core.seq,
      records: pending.records,
    });
    if (!written.ok) {
      deps.log(`room ${setup.id}: the log refused a write: ${written.error.message}`);
      return { ok: false, error: written.error.message };
    }
    core.seq += pending.records.length;
    clocks.recorded();
    const handBefore = core.table ? game.handNumber(core.table.state) : 0;
    core.table = pending.table;
    afterChange(handBefore);
    out.sendStatus();
    out.broadcast(pending.delivered);
    return { ok: true };
  };

  const setPhase = (next: TablePhase) => {
    if (core.phase === next) return;
    core.phase = next;
    deps.onPhase(next);
  };

  const afterChange = (handBefore: number) => {
    if (!core.table) return;
    if (isOver(core)) {
      setPhase('over');
      clocks.stop();
      return;
    }
    const people = humanSeats(core);
    const connected = connectedSeats(core);
    const someoneHere = people.some((s) => connected.has(s));
    const anyPerson = people.length > 0;
    // The director's pause holds whoever is here; it is no reload, so it charges no clock.
    const held = core.director.paused;
    setPhase(held || (anyPerson && !someoneHere) ? 'paused' : 'playing');
    if (core.phase === 'paused') {
      clocks.freeze(!held);
      return;
    }
    clocks.run(handBefore);
    bots.schedule();
  };

  const actRecord = (
    seat: number | null,
    action: unknown,
    by: ActRecord['by'],
    next: AnyTable,
  ): ActRecord => {
    const chess = clocks.chessAfter(next);
    return chess ? { seat, action, by, chess } : { seat, action, by };
  };

  const playMoves: Changes['playMoves'] = async (sender, actions, by) => {
    if (!core.table) return err(ruleError('not-started', PROCEDURE, 'the match has not started'));
    // A finished match's log is read-only: nothing more is written to it.
    if (isOver(core))
      return err(ruleError('match-over', PROCEDURE, 'the match is over: the table is read-only'));
    if (core.director.paused) return err(TABLE_PAUSED);
    const seat = sender.kind === 'seat' ? sender.seat : null;
    let next = core.table;
    const delivered = new Map<Viewer, Message<unknown>[]>();
    const records: GameRecordInput[] = [];
    for (const action of actions) {
      const step = submitAs(next, sender, action);
      if (!step.ok) return step;
      next = step.value.table;
      for (const [viewer, messages] of step.value.delivered)
        delivered.set(viewer, [...(delivered.get(viewer) ?? []), ...messages]);
      records.push({
        kind: 'act',
        at: new Date().toISOString(),
        data: actRecord(seat, action, by, next),
      });
    }
    if (by === 'clock') {
      // What the clock played in the seat's name says so, live and when read again.
      for (let v = core.table.version + 1; v <= next.version; v += 1) core.forced.add(v);
      for (const [viewer, messages] of delivered)
        delivered.set(viewer, [...markForced(core, messages)]);
    }
    const done = await commit({ records, table: next, delivered });
    return done.ok
      ? { ok: true, version: next.version }
      : err(ruleError('not-saved', PROCEDURE, 'the server could not save the move; try again'));
  };

  const setController: Changes['setController'] = async (seat, controller, reason) => {
    // Once the match is over nobody plays a seat any more, and its log is read-only.
    if (!core.table || isOver(core) || core.controllers[seat] === controller) return;
    const written = await deps.journal.write({
      tableId: setup.id,
      expectedSeq: core.seq,
      records: [
        {
          kind: 'seat',
          at: new Date().toISOString(),
          data: { seat, controller, reason } satisfies SeatRecord,
        },
      ],
    });
    if (!written.ok)
      return deps.log(`room ${setup.id}: seat change not saved: ${written.error.message}`);
    core.seq += 1;
    core.controllers[seat] = controller;
    if (controller === 'bot') deps.onAbandon(slotOfSeat(core, seat), true);
    afterChange(game.handNumber(core.table.state));
    out.sendStatus();
    for (const j of core.joined) out.prompt(j);
  };

  return { commit, afterChange, playMoves, setController };
};
