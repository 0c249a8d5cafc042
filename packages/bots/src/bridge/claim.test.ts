import {
  type Action,
  type Board,
  type BoardState,
  type Seat,
  apply,
  createBoard,
  dealFromHands,
  legalActions,
  view,
} from '@tavolo/bridge';
import { describe, expect, it } from 'vitest';
import { chooseBridgeAction } from './bot.js';
import { historyOf } from './self-play.js';

const BOARD: Board = { number: 1, dealer: 2, vulnerability: 'none' };
// 3NT by South with nine top tricks between South and North (SAKQ, HAKQ, DAK, CA).
const NINE_TOPS = 'Q54.Q542.K54.654 JT9.JT9.QJT9.KQJ AK32.AK3.A32.A32 876.876.876.T987';

/** South bids 3NT, all pass, West leads; then South claims `tricks` of the 13. */
const claimed = (tricks: number) => {
  const first = createBoard(dealFromHands(NINE_TOPS, BOARD));
  let state: BoardState = first.state;
  const log = [...first.events];
  const act = (action: Action) => {
    const step = apply(state, action);
    if (!step.ok) throw new Error(`${JSON.stringify(action)}: ${step.error.code}`);
    state = step.value.state;
    log.push(...step.value.events);
  };
  act({ type: 'call', seat: 2, call: { type: 'bid', level: 3, strain: 'NT' } });
  for (const seat of [3, 0, 1] as const) act({ type: 'call', seat, call: { type: 'pass' } });
  act(legalActions(state, 3).find((a) => a.type === 'play') as Action);
  act({ type: 'claim', seat: 2, tricks, statement: 'tutte le carte alte' });
  const answer = (seat: Seat) => {
    const legal = legalActions(state, seat);
    return legal[chooseBridgeAction(view(state, seat), legal, 0, historyOf(log, seat))];
  };
  return { east: answer(1), west: answer(3) };
};

describe('the bot answers a claim (LAW 69A, 68B)', () => {
  it('accepts a claim its top cards make good: nine tricks with nine top cards', () => {
    const { east, west } = claimed(9);
    expect(east).toMatchObject({ type: 'answer-claim', answer: 'accept' });
    expect(west).toMatchObject({ type: 'answer-claim', answer: 'accept' });
  });

  it('disputes a claim of more tricks than the top cards shown', () => {
    expect(claimed(13).east).toMatchObject({ type: 'answer-claim', answer: 'dispute' });
  });
});
