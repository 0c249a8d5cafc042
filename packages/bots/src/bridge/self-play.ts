/**
 * A board played by bots through the engine's public API, each seat given only what a person
 * in it would be: its view, its legal actions and the events it has seen. For tests, the
 * arena and smoke runs. Every chosen index is applied; an action the engine refuses is thrown
 * (a bug in the bot or the engine, not a move).
 */
import type { BoardState, BoardView, BridgeEvent, Deal, Seat } from '@tavolo/bridge';
import { type Action, SEATS, apply, createBoard, legalActions, turnOf, view } from '@tavolo/bridge';
import { type VisibleEvent, visibleTo } from '@tavolo/cards';
import { chooseBridgeAction } from './bot.js';

/** A seat's chooser: the index of its action in `legal`, or -1 to wait. */
export type BridgeChooser = (
  view: BoardView,
  legal: readonly Action[],
  history: readonly BridgeEvent[],
) => number;

export const botChooser: BridgeChooser = (v, legal, history) =>
  chooseBridgeAction(v, legal, 0, history);

export interface PlayedBoard {
  readonly state: BoardState;
  readonly actions: readonly Action[];
}

/** The events of `log` that `seat` saw. */
export const historyOf = (log: readonly VisibleEvent<BridgeEvent>[], seat: Seat): BridgeEvent[] =>
  log.filter((e) => visibleTo(e, seat)).map((e) => e.event);

/**
 * Plays `deal` until the board is passed out or its tricks are agreed, asking the seat on
 * turn (and, off turn, each seat in order) for its action; stops after `limit` actions.
 */
export const playBoard = (
  deal: Deal,
  choosers: readonly [BridgeChooser, BridgeChooser, BridgeChooser, BridgeChooser] = [
    botChooser,
    botChooser,
    botChooser,
    botChooser,
  ],
  limit = 500,
): PlayedBoard => {
  const first = createBoard(deal);
  let state = first.state;
  const log: VisibleEvent<BridgeEvent>[] = [...first.events];
  const actions: Action[] = [];
  for (let i = 0; i < limit && state.phase !== 'ended'; i++) {
    const turn = turnOf(state);
    const order = turn === null ? SEATS : [turn.seat];
    let acted = false;
    for (const seat of order) {
      const legal = legalActions(state, seat);
      if (legal.length === 0) continue;
      const index = (choosers[seat] as BridgeChooser)(
        view(state, seat),
        legal,
        historyOf(log, seat),
      );
      if (index < 0) continue;
      const action = legal[index];
      if (action === undefined)
        throw new Error(`seat ${seat} chose index ${index} of ${legal.length}`);
      const step = apply(state, action);
      if (!step.ok) throw new Error(`refused ${JSON.stringify(action)}: ${step.error.code}`);
      state = step.value.state;
      log.push(...step.value.events);
      actions.push(action);
      acted = true;
      break;
    }
    if (!acted) break;
  }
  return { state, actions };
};
