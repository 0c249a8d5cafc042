/**
 * A bot that sits at a table as the server seats one: on its turn it is given the seat's
 * prompt (view, legal actions, the hand's events it has seen), asks `chooseForSeat` by kind,
 * and plays the action at the index it answers. The arena and the simulator play through it.
 */
import type { VisibleEvent } from '@tavolo/cards';
import type { Bot } from '../bot.js';
import { type SeatBotKind, type SeatPrompt, chooseForSeat, mixSeed } from '../choose-for-seat.js';
import type { Budget } from '../level.js';
import type { TableGame } from './table-game.js';

/** How the arena times a decision: a clock, and where each duration goes. */
export interface DecisionTimer {
  /** Milliseconds, from any origin (`performance.now`). */
  readonly now: () => number;
  readonly record: (bot: SeatBotKind, ms: number) => void;
}

export interface PromptedBotOptions {
  /** The match's seed: each decision's seed comes from it, the hand and the log's length. */
  readonly seed: number;
  /** For `campione`: how long it may think. */
  readonly budget?: Budget;
  readonly timer?: DecisionTimer;
}

/**
 * A decision's seed: the same at the same point of the same match (the log grows with every
 * action, so no two decisions of a hand share it), unrelated between nearby matches.
 */
export const decisionSeed = (matchSeed: number, hand: number, logLength: number): number => {
  let h = Math.imul(mixSeed(matchSeed) ^ hand, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ logLength, 0xc2b2ae35);
  return h ^ (h >>> 16);
};

export const promptedBot = <State, Action, Event extends { readonly type: string }, Prompt>(
  table: TableGame<State, Action, Event, Prompt>,
  kind: SeatBotKind,
  options: PromptedBotOptions,
): Bot<State, Action> => ({
  name: kind,
  choose(state, seat, log) {
    if (log === undefined) throw new Error(`${kind} at seat ${seat} needs the hand's log`);
    const events = log as readonly VisibleEvent<Event>[];
    const prompt = table.prompt(state, events, seat) as SeatPrompt<Action>;
    const request = {
      game: table.name,
      bot: kind,
      seed: decisionSeed(options.seed, table.handNumber(state), events.length),
      prompt,
      ...(options.budget ? { budget: options.budget } : {}),
    };
    const timer = options.timer;
    const started = timer?.now() ?? 0;
    const chosen = chooseForSeat(request);
    if (timer) timer.record(kind, timer.now() - started);
    if (!chosen.ok)
      throw new Error(`${kind} at seat ${seat}: ${chosen.error.code}: ${chosen.error.message}`);
    return prompt.legal[chosen.value] as Action;
  },
});
