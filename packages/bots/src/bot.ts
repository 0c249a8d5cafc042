import type { Action as BurracoAction, MatchState as BurracoState } from '@tavolo/burraco';
import type { Action, MatchState, Seat } from '@tavolo/scala40';

/** A player that picks its moves through an engine's public API only. */
export interface Bot<State, Move> {
  readonly name: string;
  /** One legal action for `seat`, which must be on turn. */
  choose(state: State, seat: Seat): Move;
}

export type Scala40Bot = Bot<MatchState, Action>;
export type BurracoBot = Bot<BurracoState, BurracoAction>;
