import type { VisibleEvent } from '@tavolo/cards';
import type { Action as BurracoAction, MatchState as BurracoState } from '@tavolo/burraco';
import type { Action, MatchState, Seat } from '@tavolo/scala40';

/** A player that picks its moves through an engine's public API only. */
export interface Bot<State, Move> {
  readonly name: string;
  /**
   * One legal action for `seat`, which must be on turn. `log` is every event of the current
   * hand so far with who may see it (from its `hand-started` on), for bots that choose from a
   * seat's prompt (`seatHistory` picks the seat's share); read it during the call only.
   */
  choose(state: State, seat: Seat, log?: readonly VisibleEvent<unknown>[]): Move;
}

export type Scala40Bot = Bot<MatchState, Action>;
export type BurracoBot = Bot<BurracoState, BurracoAction>;
