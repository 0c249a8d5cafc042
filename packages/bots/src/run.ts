/**
 * Plays one match between bots on any engine of the same shape, checking the engine's
 * invariants after every action. The simulator and the benchmark run on this.
 */
import type { Result, VisibleEvent } from '@tavolo/cards';
import type { Bot } from './bot.js';

/** What the runner needs of an engine. */
export interface Game<State, Move, Event> {
  readonly apply: (
    state: State,
    move: Move,
  ) => Result<
    { readonly state: State; readonly events: readonly VisibleEvent<Event>[] },
    { readonly code: string }
  >;
  readonly seatOnTurn: (state: State) => number;
  readonly isOver: (state: State) => boolean;
  readonly brokenInvariants: (state: State) => string[];
}

export interface RunLimits {
  /** Check every invariant after every action (the simulator always does). */
  readonly checkInvariants: boolean;
  /** A match still going after this many actions counts as a broken invariant. */
  readonly maxActions: number;
}

export interface Run<State> {
  readonly state: State;
  readonly actions: number;
  /** Empty when every invariant held and every bot move was accepted. */
  readonly problems: readonly string[];
}

/**
 * Plays `start` to the end. `startEvents` are the events that made it (`createMatch`'s): with
 * them the runner keeps the current hand's log that it hands to every bot's `choose`.
 */
export const runMatch = <State, Move, Event extends { readonly type: string }>(
  game: Game<State, Move, Event>,
  start: State,
  bots: readonly Bot<State, Move>[],
  limits: RunLimits,
  onEvent: (event: Event) => void,
  startEvents: readonly VisibleEvent<Event>[] = [],
): Run<State> => {
  let state = start;
  let actions = 0;
  const problems: string[] = [];
  let log: VisibleEvent<Event>[] = [];
  const record = (events: readonly VisibleEvent<Event>[]) => {
    for (const e of events) {
      if (e.event.type === 'hand-started') log = [];
      log.push(e);
    }
  };
  record(startEvents);
  while (!game.isOver(state)) {
    if (actions >= limits.maxActions) {
      problems.push(`match did not end within ${limits.maxActions} actions`);
      break;
    }
    const seat = game.seatOnTurn(state);
    const bot = bots[seat];
    if (!bot) throw new Error(`no bot for seat ${seat}`);
    const move = bot.choose(state, seat, log);
    const step = game.apply(state, move);
    actions++;
    if (!step.ok) {
      problems.push(
        `${bot.name} at seat ${seat} chose a refused action ${JSON.stringify(move)}: ${step.error.code}`,
      );
      break;
    }
    record(step.value.events);
    for (const { event } of step.value.events) onEvent(event);
    state = step.value.state;
    if (limits.checkInvariants) {
      const broken = game.brokenInvariants(state);
      if (broken.length > 0) {
        problems.push(...broken.map((b) => `after ${JSON.stringify(move)}: ${b}`));
        break;
      }
    }
  }
  return { state, actions, problems };
};
