/**
 * A seat played by a bot through the table, like a human: the bot gets the seat's view and the
 * seat's legal actions, and its choice goes through `submit`. It never touches the match state.
 *
 * The bots package's greedy players cannot sit here: `Bot.choose` takes the engine's whole
 * `MatchState`, which holds every hand, the stock and the seed that orders every deal, and a
 * state rebuilt from a view would lie to the engine's `legalActions` (the view omits, e.g., the
 * lay-offs made this turn and the turn counters). So a bot seat uses the same `Bot` interface
 * with the prompt as its state, and the player here chooses among the legal actions at random.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Bot } from '@tavolo/bots';
import { type Result, type RuleError, err, PROCEDURE, ruleError } from '@tavolo/cards';
import {
  type Submitted,
  type Table,
  legalActionsFor,
  seatOnTurn,
  snapshot,
  submit,
} from './table.js';

/** What a seat is given to decide: what the table would send a human in that seat. */
export interface SeatPrompt<Action, View> {
  readonly view: View;
  /** Never empty. */
  readonly legal: readonly Action[];
}

export type SeatBot<Action, View> = Bot<SeatPrompt<Action, View>, Action>;

/** Picks uniformly among the legal actions, from its own seed: a replay replays its choices. */
export const randomSeatBot = <Action, View>(seed: number): SeatBot<Action, View> => {
  const rng = xoroshiro128plus(seed);
  return {
    name: 'random-legal',
    choose: ({ legal }) => legal[uniformInt(rng, 0, legal.length - 1)] as Action,
  };
};

/** Lets the bot of the seat on turn choose from that seat's prompt, and submits its choice. */
export const playBotTurn = <State, Action, Event, View>(
  table: Table<State, Action, Event, View>,
  bot: SeatBot<Action, View>,
): Result<Submitted<State, Action, Event, View>, RuleError> => {
  const seat = seatOnTurn(table);
  const legal = legalActionsFor(table, seat);
  if (legal.length === 0)
    return err(ruleError('no-legal-action', PROCEDURE, `seat ${seat} has nothing to play`));
  return submit(table, seat, bot.choose({ view: snapshot(table, seat).view, legal }, seat));
};
