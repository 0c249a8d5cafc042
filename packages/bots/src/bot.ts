import type { Action, MatchState, Seat } from '@tavolo/scala40';

/** A Scala 40 player that picks its moves through the engine's public API only. */
export interface Scala40Bot {
  readonly name: string;
  /** One legal action for `seat`, which must be on turn. */
  choose(state: MatchState, seat: Seat): Action;
}
