/**
 * The bots of a room: when a bot plays a seat the table waits for (`seatsToAct`), it is asked (on a worker thread) for
 * its move from what the seat knows (its view, its legal actions and the events of the hand it
 * has seen), and the move joins the queue like anyone's. The move reaches the table at the
 * table's pace after the bot was asked, however long it thought: a bot that thinks longer
 * than the pace's wait plays as soon as it has chosen.
 */
import { seatHistory } from '@tavolo/bots';
import type { RuleError, VisibleEvent } from '@tavolo/cards';
import { type BotName, PACE_FACTORS, currentBot } from '@tavolo/protocol';
import type { Budget } from '../bot-pool.js';
import { handEvents } from '../table.js';
import { type RoomCore, isOver, slotOfSeat } from './core.js';

/** Plays a seat's move; answers whether it was played. */
export type PlayBotMove = (
  seat: number,
  action: unknown,
) => Promise<{ readonly ok: true } | { readonly ok: false; readonly error: RuleError }>;

export interface Bots {
  /** Asks a bot for its move, if a bot plays a seat the table waits for and none is thinking. */
  readonly schedule: () => void;
}

/** The events of both games have a type (`hand-started` among them). */
type Typed = { readonly type: string };

/** How long Campione thinks over a move at a table (issue 20's default). */
export const TABLE_THINKING: Budget = { kind: 'time', ms: 150 };

/** The thinking budget of a bot at a table: only the searching level has one. */
export const tableBudget = (bot: BotName): Budget | undefined =>
  currentBot(bot) === 'campione' ? TABLE_THINKING : undefined;

export const createBots = (core: RoomCore, play: PlayBotMove): Bots => {
  const { setup, deps } = core;
  let busy = false;

  const schedule = () => {
    const { table } = core;
    if (!table || core.phase !== 'playing' || isOver(core) || busy || core.closed) return;
    // The first seat the table waits for that a bot plays and that has a move: the seat on
    // turn, or at bridge an opponent answering a claim, a side agreeing on the tricks.
    const { game } = core;
    let seat = -1;
    let legal: readonly unknown[] = [];
    for (const s of game.seatsToAct(table.state)) {
      if (core.controllers[s] !== 'bot') continue;
      legal = game.botActions(table.state, s);
      if (legal.length === 0) continue;
      seat = s;
      break;
    }
    if (seat < 0) return;
    const bot = currentBot(setup.bots[slotOfSeat(core, seat)] ?? deps.standInBot);
    const version = table.version;
    const view = game.botView(table.state, seat);
    // The current hand's events as the seat saw them: another seat's cards never leave here.
    // The table keeps a whole hand (`DEFAULT_KEEP`); were its start dropped, the events kept.
    const logged = handEvents(table, 1).map((l) => l.visible) as readonly VisibleEvent<Typed>[];
    const history = seatHistory(logged, seat);
    const budget = tableBudget(bot);
    busy = true;
    const askedAt = Date.now();
    const ask = async () => {
      const choice = await deps.bots.choose({
        game: setup.game,
        bot,
        seed: version,
        view,
        legal,
        history,
        ...(budget && { budget }),
      });
      // The pace counts from the question, so thinking time is not added to it; the pace in
      // force when the answer comes, since a player may have changed it meanwhile.
      const wait = deps.botDelayMs * PACE_FACTORS[core.pace] - (Date.now() - askedAt);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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
