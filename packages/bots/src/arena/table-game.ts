/**
 * The two games as the arena, the simulator and the hidden-information test play them: the
 * engine's moves for the runner (`runMatch`) and the prompt a server gives the seat on turn,
 * built one way for all of them: the engine's `view` and `legalActions` of the seat, and the
 * current hand's events the seat has seen (`seatHistory` of the visible events `apply`
 * returned). Never the match state.
 */
import type { VisibleEvent } from '@tavolo/cards';
import * as burraco from '@tavolo/burraco';
import * as scala40 from '@tavolo/scala40';
import { seatHistory } from '../knowledge.js';
import type { BurracoPrompt, Scala40Prompt } from '../level.js';
import type { Game } from '../run.js';
import type { SeatGame } from '../seat-bots.js';

export interface TableGame<
  State,
  Action,
  Event extends { readonly type: string },
  Prompt,
> extends Game<State, Action, Event> {
  readonly name: SeatGame;
  /** What `seat` is shown: its view, its legal actions, the hand's events it has seen. */
  readonly prompt: (state: State, log: readonly VisibleEvent<Event>[], seat: number) => Prompt;
  /** The hand being played (1-based), which with the log's length names a decision. */
  readonly handNumber: (state: State) => number;
}

export type Scala40Table = TableGame<
  scala40.MatchState,
  scala40.Action,
  scala40.GameEvent,
  Scala40Prompt
>;
export type BurracoTable = TableGame<
  burraco.MatchState,
  burraco.Action,
  burraco.GameEvent,
  BurracoPrompt
>;

export const SCALA40_TABLE: Scala40Table = {
  name: 'scala40',
  apply: scala40.apply,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  brokenInvariants: scala40.brokenInvariants,
  prompt: (state, log, seat) => ({
    view: scala40.view(state, seat),
    legal: scala40.legalActions(state, seat),
    history: seatHistory(log, seat),
  }),
  handNumber: (state) => state.hand.number,
};

export const BURRACO_TABLE: BurracoTable = {
  name: 'burraco',
  apply: burraco.apply,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  brokenInvariants: burraco.brokenInvariants,
  prompt: (state, log, seat) => ({
    view: burraco.view(state, seat),
    legal: burraco.legalActions(state, seat),
    history: seatHistory(log, seat),
  }),
  handNumber: (state) => state.hand.number,
};

/** Keeps the current hand's events: a `hand-started` begins a new log. */
export const keepHand = <Event extends { readonly type: string }>(
  log: readonly VisibleEvent<Event>[],
  events: readonly VisibleEvent<Event>[],
): VisibleEvent<Event>[] => {
  let kept = [...log];
  for (const e of events) {
    if (e.event.type === 'hand-started') kept = [];
    kept.push(e);
  }
  return kept;
};
