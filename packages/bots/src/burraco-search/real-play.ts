/**
 * Prompts from real play, for the tests and the measuring scripts: a Burraco match played by
 * greedy and random players through the reference engine, with every decision's prompt (what
 * the server would give the seat: its view, its legal actions and the hand's events it has
 * seen) beside the true state it was taken from.
 */
import {
  type MatchState,
  type ProfileId,
  type SeatingRequest,
  type VisibleEvent,
  PROFILES,
  apply,
  createMatch,
  legalActions,
  view,
} from '@tavolo/burraco';
import { burracoGreedyBot } from '../burraco-bots.js';
import type { BurracoBot } from '../bot.js';
import { seatHistory } from '../knowledge.js';
import type { BurracoPrompt } from '../level.js';
import { burracoRandomBot } from '../random-legal.js';

export type SeatingKind = SeatingRequest['kind'];

export const seatingOf = (kind: SeatingKind): SeatingRequest =>
  kind === 'pairs'
    ? {
        kind,
        pairs: [
          ['a', 'c'],
          ['b', 'd'],
        ],
      }
    : kind === 'individual'
      ? { kind, players: ['a', 'b', 'c', 'd'] }
      : { kind, players: ['a', 'b'] };

export interface Decision {
  readonly state: MatchState;
  readonly seat: number;
  readonly prompt: BurracoPrompt;
}

export interface PlayOptions {
  readonly profile: ProfileId;
  readonly seating: SeatingKind;
  readonly seed: number;
  readonly hands?: number;
  /** The share of seats played at random (the others greedy), so that odd states come up. */
  readonly randomSeats?: number;
  /** Stop after this many decisions. */
  readonly maxDecisions?: number;
}

/** The decisions of one match, in order. */
export const playedDecisions = (options: PlayOptions): Decision[] => {
  const created = createMatch({
    profile: PROFILES[options.profile],
    seed: { scheme: 'xoroshiro128plus', seed: options.seed },
    seating: seatingOf(options.seating),
    hands: options.hands ?? 1,
  });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value.state;
  const log: VisibleEvent[] = [...created.value.events];
  const seats = state.players.length;
  const randomSeats = Math.round((options.randomSeats ?? 0) * seats);
  const bots: BurracoBot[] = Array.from({ length: seats }, (_, s) =>
    s < randomSeats ? burracoRandomBot(options.seed * 7 + s) : burracoGreedyBot(),
  );
  const decisions: Decision[] = [];
  const max = options.maxDecisions ?? 5_000;
  while (state.status === 'playing' && decisions.length < max) {
    const seat = state.hand.turn.seat;
    const legal = legalActions(state, seat);
    decisions.push({
      state,
      seat,
      prompt: { view: view(state, seat), legal, history: seatHistory(log, seat) },
    });
    const step = apply(state, (bots[seat] as BurracoBot).choose(state, seat));
    if (!step.ok) throw new Error(step.error.code);
    log.push(...step.value.events);
    state = step.value.state;
  }
  return decisions;
};
