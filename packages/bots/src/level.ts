/**
 * The bots' levels and what a level is given to decide. A bot's only input is what its seat
 * knows: the engine's view of the seat, the seat's legal actions, and the events of the current
 * hand that the seat has seen (the public events and its own private ones, in order, from the
 * hand's `hand-started` on). It never receives the match state.
 */
import type * as burraco from '@tavolo/burraco';
import type * as scala40 from '@tavolo/scala40';

/** Principiante: greedy play; Esperto: meld planner and card tracking; Campione: search. */
export type BotLevel = 'principiante' | 'esperto' | 'campione';
export const BOT_LEVELS: readonly BotLevel[] = ['principiante', 'esperto', 'campione'];

/** What a seat is given to decide. */
export interface LevelPrompt<View, Action, Event> {
  /** The engine's `view(state, seat)`. */
  readonly view: View;
  /** The engine's `legalActions(state, seat)`; never empty. */
  readonly legal: readonly Action[];
  /** The events of the current hand the seat has seen, oldest first. */
  readonly history: readonly Event[];
}

export type Scala40Prompt = LevelPrompt<scala40.SeatView, scala40.Action, scala40.GameEvent>;
export type BurracoPrompt = LevelPrompt<burraco.SeatView, burraco.Action, burraco.GameEvent>;

/**
 * How long a searching level may think: a number of iterations (tests and the arena, so that
 * the same seed gives the same decision) or a time in milliseconds (at a table).
 */
export type Budget =
  | { readonly kind: 'iterations'; readonly iterations: number }
  | { readonly kind: 'time'; readonly ms: number };

export interface DecideOptions {
  /** Any safe integer; the same prompt, seed and iteration budget give the same decision. */
  readonly seed: number;
  /** For the searching level; the others ignore it. */
  readonly budget?: Budget;
}

/**
 * A level's decision: the index of its choice in `prompt.legal`, or -1 when the prompt is not
 * one it can read (a view or actions of another game, say).
 */
export type Decide<Prompt> = (prompt: Prompt, options: DecideOptions) => number;
