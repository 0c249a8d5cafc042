/**
 * Plays Scala 40 matches between levels the way a server seats them: every seat decides from
 * its prompt only (the engine's view, its legal actions and the hand's events it has seen,
 * `seatHistory`), never from the match state. Tests, the timing and strength scripts use it.
 */
import {
  type Action,
  type GameEvent,
  type MatchState,
  type VisibleEvent,
  apply,
  createMatch,
  legalActions,
  profileFromSpec,
  view,
} from '@tavolo/scala40';
import { seatHistory } from '../knowledge.js';
import type { Decide, Scala40Prompt } from '../level.js';

export interface Seating {
  readonly profile: string;
  /** One level per player, in registration order; the engine's draw seats them. */
  readonly players: readonly Decide<Scala40Prompt>[];
  readonly seed: number;
  /** Hands of a tournament table (S40-CdG art. 5); the profile's own when absent. */
  readonly hands?: number;
  readonly maxActions?: number;
  /** A clock in milliseconds for the decisions' times (the scripts pass `performance.now`). */
  readonly now?: () => number;
  /** Called before each decision is played. */
  readonly onDecision?: (decision: Decision) => void;
}

export interface Decision {
  readonly prompt: Scala40Prompt;
  readonly seat: number;
  /** The player (registration index) in the seat. */
  readonly player: number;
  readonly index: number;
  readonly ms: number;
  readonly state: MatchState;
}

export interface Played {
  readonly state: MatchState;
  readonly log: readonly VisibleEvent[];
  /** The player (registration index) in each seat. */
  readonly playerAt: readonly number[];
  readonly actions: number;
}

export const promptFor = (
  state: MatchState,
  seat: number,
  log: readonly VisibleEvent[],
): Scala40Prompt => ({
  view: view(state, seat),
  legal: legalActions(state, seat),
  history: seatHistory<GameEvent>(log, seat),
});

export const playScala40 = (seating: Seating): Played => {
  const profile = profileFromSpec(seating.profile);
  if (!profile.ok) throw new Error(profile.error.message);
  const names = seating.players.map((_, i) => `p${i}`);
  const created = createMatch({
    profile: profile.value,
    players: names,
    seed: { scheme: 'xoroshiro128plus', seed: seating.seed },
    ...(seating.hands ? { hands: seating.hands } : {}),
  });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const log: VisibleEvent[] = [...created.value.events];
  const playerAt = state.players.map((name) => Number(name.slice(1)));
  const max = seating.maxActions ?? 50_000;
  let actions = 0;
  const now = seating.now ?? (() => 0);
  while (state.status !== 'over' && actions < max) {
    const seat = state.hand.turn.seat;
    const player = playerAt[seat] as number;
    const prompt = promptFor(state, seat, log);
    const decide = seating.players[player] as Decide<Scala40Prompt>;
    const started = now();
    const index = decide(prompt, { seed: seating.seed * 100_003 + actions });
    const ms = now() - started;
    seating.onDecision?.({ prompt, seat, player, index, ms, state });
    const action = prompt.legal[index] as Action | undefined;
    if (!action) throw new Error(`player ${player} chose ${index} of ${prompt.legal.length}`);
    const step = apply(state, action);
    if (!step.ok) throw new Error(`refused ${JSON.stringify(action)}: ${step.error.code}`);
    state = step.value.state;
    log.push(...step.value.events);
    actions++;
  }
  return { state, log, playerAt, actions };
};

/**
 * The share of a table each player won: the fewest penalty points (MP) at the end, ties
 * shared (S40-CdG art. 22 ranks by MP), by registration index.
 */
export const tableShares = (played: Played): number[] => {
  const totals = played.state.totals;
  const best = Math.min(...totals);
  const winners = totals.filter((t) => t === best).length;
  const shares = new Array<number>(played.playerAt.length).fill(0);
  totals.forEach((t, seat) => {
    if (t === best) shares[played.playerAt[seat] as number] = 1 / winners;
  });
  return shares;
};
