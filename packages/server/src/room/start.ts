/**
 * A room's match begins: once the lobby has filled every person's place, the engine deals, the
 * start is written to the log, and whoever followed the waiting table learns its seat (a fresh
 * snapshot each); the table's director gets the first view of every hand.
 */
import { type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';
import { notSavedLogged } from '../journal.js';
import { openTable } from '../table.js';
import type { Broadcast } from './broadcast.js';
import type { Changes } from './changes.js';
import type { Clocks } from './clocks.js';
import { type RoomCore, seatOfUser, startControllers } from './core.js';
import type { Followers } from './followers.js';
import { type SlotHolder, hasOwnDirector, matchSetupOf, slotNames } from './setup.js';

export type StartResult = { readonly ok: true } | { readonly ok: false; readonly error: RuleError };

export const createStart =
  (
    core: RoomCore,
    parts: {
      readonly clocks: Clocks;
      readonly changes: Changes;
      readonly followers: Followers;
      readonly out: Broadcast;
    },
  ) =>
  async (startHolders: readonly (SlotHolder | undefined)[]): Promise<StartResult> => {
    const { setup, deps, game, joined, enqueue } = core;
    const { clocks, followers, out } = parts;
    const startNames = slotNames(setup.bots, startHolders);
    const director = hasOwnDirector(setup.createdBy, startHolders);
    let result: StartResult = err(ruleError('not-started', PROCEDURE, 'the match did not start'));
    await enqueue(async () => {
      if (core.table) {
        result = err(ruleError('already-started', PROCEDURE, 'the match has started'));
        return;
      }
      const opened = openTable({ game, ...matchSetupOf(setup, startNames, director) });
      if (!opened.ok) {
        result = opened;
        return;
      }
      const written = await deps.journal.write({
        tableId: setup.id,
        expectedSeq: core.seq,
        records: [
          {
            kind: 'start',
            at: new Date().toISOString(),
            data: { names: startNames, ...(!director && { director: false }) },
          },
        ],
      });
      if (!written.ok) {
        result = notSavedLogged(deps.log, `room ${setup.id}: start not saved`, written.error);
        return;
      }
      core.seq += 1;
      core.names = startNames;
      core.holders = startHolders;
      core.table = opened.value;
      core.controllers = startControllers(core, opened.value);
      clocks.started(opened.value);
      parts.changes.afterChange(0);
      // Whoever followed the waiting table learns its seat now: a fresh snapshot each.
      for (const j of [...joined]) {
        joined.delete(j);
        const seat =
          j.connection.userId === undefined ? null : seatOfUser(core, j.connection.userId);
        followers.attach(j.connection, seat, undefined);
      }
      out.sendStatus(true);
      out.sendDirectorViews();
      result = { ok: true };
    });
    return result;
  };
