/**
 * The offline bridge bots' choices, made in the page by the bots package's bridge bot: it sees
 * what its seat sees (the seat's view, its legal actions, the events it received) and picks one
 * of those actions: a call of its simple natural system, a card, an answer to a claim (it
 * accepts what the shown top cards make good and disputes the rest), its agreement on the
 * tricks. Where it makes none of the actions open, an offline bot plays a legal call or card at
 * random, so that the board always goes on.
 *
 * No director sits at an offline table. When the engine calls him on a disputed claim (LAW 68D
 * (2017)), the offline table rules as the director may (LAW 70 (2017)): the remaining cards are
 * played out by the bots for all four hands, and the tricks so made stand, within the range the
 * Law leaves him; on a disagreement about the tricks (LAW 79B) the tricks as played stand.
 */
import {
  type Action,
  type BoardState,
  type BridgeEvent,
  type Seat,
  apply,
  declarerTricksOf,
  legalActions,
  rulingRange,
  turnOf,
  view,
} from '@tavolo/bridge';
import { chooseBridgeAction } from '@tavolo/bots';
import { type VisibleEvent, visibleTo } from '@tavolo/cards';

/** A small seeded generator (mulberry32): the same seed makes the same choices. */
export const random = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A legal call or card at random, passing more often than not in the auction. */
const randomChoice = (legal: readonly Action[], seed: number): Action | undefined => {
  const next = random(seed);
  const calls = legal.filter((a): a is Extract<Action, { type: 'call' }> => a.type === 'call');
  if (calls.length > 0) {
    const pass = calls.find((a) => a.call.type === 'pass');
    const bids = calls.filter((a) => a.call.type === 'bid').slice(0, 3);
    if (pass && (bids.length === 0 || next() < 0.7)) return pass;
    return bids[Math.floor(next() * bids.length)] ?? pass;
  }
  const plays = legal.filter((a) => a.type === 'play');
  return plays[Math.floor(next() * plays.length)];
};

/** What `seat` has seen of the board. */
const history = (log: readonly VisibleEvent<BridgeEvent>[], seat: Seat): BridgeEvent[] =>
  log.filter((e) => visibleTo(e, seat)).map((e) => e.event);

/** The bot's action for `seat` now, if it has one to make. */
export const botAction = (
  state: BoardState,
  seat: Seat,
  log: readonly VisibleEvent<BridgeEvent>[],
  seed: number,
): Action | undefined => {
  const legal = legalActions(state, seat);
  const index = chooseBridgeAction(view(state, seat), legal, seed, history(log, seat));
  return index >= 0 ? legal[index] : randomChoice(legal, seed);
};

/** The remaining cards played out by the bots, all four hands: the declarer's side's tricks. */
const playedOut = (state: BoardState, log: readonly VisibleEvent<BridgeEvent>[]): number => {
  let board: BoardState = { ...state, phase: 'play', claim: null };
  let events = log;
  for (let turn = turnOf(board); board.phase === 'play' && turn !== null; turn = turnOf(board)) {
    const legal = legalActions(board, turn.seat).filter((a) => a.type === 'play');
    const index = chooseBridgeAction(view(board, turn.seat), legal, 0, history(events, turn.seat));
    const step = apply(board, legal[Math.max(0, index)] as Action);
    if (!step.ok) break;
    board = step.value.state;
    events = [...events, ...step.value.events];
  }
  return declarerTricksOf(board);
};

/** The offline table's ruling when the engine calls the director (see above). */
export const offlineRuling = (
  state: BoardState,
  log: readonly VisibleEvent<BridgeEvent>[],
): Action => {
  const { min, max } = rulingRange(state);
  const tricks = state.claim
    ? playedOut(state, log)
    : (state.result?.declarerTricks ?? declarerTricksOf(state));
  return {
    type: 'rule-tricks',
    declarerTricks: Math.min(max, Math.max(min, tricks)),
    note: state.claim ? 'offline: played out' : 'offline: as played',
  };
};
