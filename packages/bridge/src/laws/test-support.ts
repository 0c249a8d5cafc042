/** Boards for the Laws' tests, played through the engine itself (`createBoard`, `apply`). */
import { type Card52, deck52 } from '@tavolo/cards';
import type { Action } from '../action.js';
import { apply, createBoard, legalActions } from '../engine.js';
import type { BoardOptions, BoardState, Step } from '../state.js';
import type { Call, Deal, Level, Seat, Strain } from '../types.js';

/** Board 1 (North deals, none vulnerable), the deck dealt round the table one card at a time. */
export const ROUND_DEAL: Deal = {
  number: 1,
  dealer: 0,
  vulnerability: 'none',
  hands: [0, 1, 2, 3].map((s) => deck52().filter((c) => c % 4 === s)) as unknown as Deal['hands'],
};

/** A deal from a deck order: the first 13 cards to North, then East, South, West. */
export const dealOf = (order: readonly Card52[]): Deal => ({
  ...ROUND_DEAL,
  hands: [order.slice(0, 13), order.slice(13, 26), order.slice(26, 39), order.slice(39, 52)],
});

export const must = (step: ReturnType<typeof apply>): Step => {
  if (!step.ok) throw new Error(`${step.error.code}: ${step.error.message}`);
  return step.value;
};

export const act = (state: BoardState, action: Action): Step => must(apply(state, action));

/**
 * The board after an auction in which `declarer` bids `level strain` at his first turn and the
 * others pass: the opening lead is the next thing to do.
 */
export const contractBoard = (
  declarer: Seat = 2,
  level: Level = 3,
  strain: Strain = 'NT',
  options: Partial<BoardOptions> = {},
  deal: Deal = ROUND_DEAL,
): BoardState => {
  let state = createBoard(deal, options).state;
  const pass: Call = { type: 'pass' };
  let seat = deal.dealer;
  while (seat !== declarer) {
    state = act(state, { type: 'call', seat, call: pass }).state;
    seat = ((seat + 1) % 4) as Seat;
  }
  state = act(state, { type: 'call', seat, call: { type: 'bid', level, strain } }).state;
  for (let i = 0; i < 3; i++) {
    seat = ((seat + 1) % 4) as Seat;
    state = act(state, { type: 'call', seat, call: pass }).state;
  }
  return state;
};

/** The play actions open now (one player is on turn), in the engine's order. */
export const plays = (state: BoardState): readonly Action[] =>
  ([0, 1, 2, 3] as const).flatMap((s) => legalActions(state, s)).filter((a) => a.type === 'play');

/** Plays `n` cards, each chosen by `pick` among the legal ones (the first by default). */
export const playCards = (
  state: BoardState,
  n: number,
  pick: (count: number) => number = () => 0,
): BoardState => {
  let s = state;
  for (let i = 0; i < n; i++) {
    const options = plays(s);
    const action = options[pick(options.length) % options.length];
    if (action === undefined) throw new Error('no card to play');
    s = act(s, action).state;
  }
  return s;
};

/** Refusal code of an action, or 'ok'. */
export const codeOf = (state: BoardState, action: Action): string => {
  const r = apply(state, action);
  return r.ok ? 'ok' : r.error.code;
};

/** The article a refusal cites. */
export const articleOf = (state: BoardState, action: Action): string => {
  const r = apply(state, action);
  return r.ok ? 'ok' : r.error.article;
};
