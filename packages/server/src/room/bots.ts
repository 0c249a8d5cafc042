/**
 * The bots of a room: when a bot plays the seat on turn, it is asked (on a worker thread) for
 * its move from the seat's view and legal actions, and the move joins the queue like anyone's.
 */
import type { RuleError } from '@tavolo/cards';
import { PACE_FACTORS } from '@tavolo/protocol';
import { legalActionsFor, seatOnTurn, snapshot } from '../table.js';
import { type RoomCore, isOver, slotOfSeat } from './core.js';

/** Plays a seat's move; answers whether it was played. */
export type PlayBotMove = (
  seat: number,
  action: unknown,
) => Promise<{ readonly ok: true } | { readonly ok: false; readonly error: RuleError }>;

export interface Bots {
  /** Asks the bot on turn for its move, if a bot plays the seat on turn and none is thinking. */
  readonly schedule: () => void;
}

export const createBots = (core: RoomCore, play: PlayBotMove): Bots => {
  const { setup, deps } = core;
  let busy = false;

  const schedule = () => {
    const { table } = core;
    if (!table || core.phase !== 'playing' || isOver(core) || busy || core.closed) return;
    const seat = seatOnTurn(table);
    if (core.controllers[seat] !== 'bot') return;
    const bot = setup.bots[slotOfSeat(core, seat)] ?? deps.standInBot;
    const version = table.version;
    const legal = legalActionsFor(table, seat);
    const view = snapshot(table, seat).view;
    busy = true;
    const ask = async () => {
      const choice = await deps.bots.choose({ game: setup.game, bot, seed: version, view, legal });
      const delay = deps.botDelayMs * PACE_FACTORS[core.pace];
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      await core.enqueue(async () => {
        busy = false;
        // The table may have changed, or paused (every person gone) while the bot thought: then
        // it plays nothing now, and is asked again when the table plays on.
        const stale =
          !core.table ||
          core.table.version !== version ||
          core.controllers[seat] !== 'bot' ||
          core.phase !== 'playing';
        if (stale || core.closed) return schedule();
        if (!choice.ok) return deps.log(`room ${setup.id}: bot failed: ${choice.error.message}`);
        const played = await play(seat, legal[choice.value]);
        if (!played.ok)
          deps.log(`room ${setup.id}: the bot's move was refused: ${played.error.message}`);
        schedule();
      });
    };
    void ask().catch((error: unknown) => {
      busy = false;
      deps.log(`room ${setup.id}: bot`, error);
    });
  };

  return { schedule };
};
