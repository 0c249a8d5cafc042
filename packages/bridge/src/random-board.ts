/**
 * Boards dealt from a given deck order and played by a given chooser: for property tests,
 * simulators and bots' smoke runs. Pure: the chooser carries all the randomness.
 */
import { type Card52, card52, rank52FromChar } from '@tavolo/cards';
import type { Action } from './action.js';
import { apply, legalActions } from './engine.js';
import type { Step } from './state.js';
import { type Board, type Deal, SEATS } from './types.js';

/** A deal from a deck order of the 52 cards: the first 13 to North, then East, South, West. */
export const dealFromOrder = (order: readonly Card52[], board: Board): Deal => ({
  ...board,
  hands: [order.slice(0, 13), order.slice(13, 26), order.slice(26, 39), order.slice(39, 52)],
});

/**
 * A deal from hands written as in PBN's Deal tag, from North: `S.H.D.C` for each seat,
 * spaces between seats, `T` for ten (`AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 ...`). For tests and
 * examples: the PBN module reads whole files.
 */
export const dealFromHands = (text: string, board: Board): Deal => {
  const suits = ['S', 'H', 'D', 'C'] as const;
  const hands = text
    .trim()
    .split(/\s+/)
    .map((hand) =>
      hand
        .split('.')
        .flatMap((ranks, i) =>
          [...ranks].map((ch) =>
            card52(suits[i] as (typeof suits)[number], rank52FromChar(ch) ?? 2),
          ),
        ),
    );
  return { ...board, hands: hands as unknown as Deal['hands'] };
};

/** The calls and cards any seat may make now (the Laws' actions left out). */
export const callsAndPlays = (step: Step): readonly Action[] =>
  SEATS.flatMap((seat) => legalActions(step.state, seat)).filter(
    (a) => a.type === 'call' || a.type === 'play',
  );

/**
 * Plays from `step` by calls and cards chosen by `pick(n)` (an index below n), until there is
 * none left to make (the board passed out or played to its thirteenth trick) or `limit`
 * actions. Returns every step, the first included. An action the engine lists but refuses is
 * thrown: it is a bug in the engine, not a move.
 */
export const playOut = (step: Step, pick: (n: number) => number, limit = 400): Step[] => {
  const steps = [step];
  let current = step;
  for (let i = 0; i < limit; i++) {
    const actions = callsAndPlays(current);
    if (actions.length === 0) break;
    const action = actions[pick(actions.length) % actions.length] as Action;
    const next = apply(current.state, action);
    if (!next.ok)
      throw new Error(`listed action refused: ${JSON.stringify(action)} ${next.error.code}`);
    current = next.value;
    steps.push(current);
  }
  return steps;
};
