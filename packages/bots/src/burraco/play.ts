/**
 * Matches played by levels through the reference engine, for the tests and the measuring
 * scripts: every seat is asked through its prompt alone (its view, its legal actions and the
 * hand's events it has seen, as a server builds them), and every decision can be recorded.
 */
import {
  type Action,
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
import { seatHistory } from '../knowledge.js';
import type { BurracoPrompt, Decide } from '../level.js';

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

export interface MatchOptions {
  readonly profile: ProfileId;
  readonly seating: SeatingKind;
  readonly seed: number;
  readonly hands?: number;
  /** The level of each line (side 0, side 1). */
  readonly lines: readonly [Decide<BurracoPrompt>, Decide<BurracoPrompt>];
  /** Called with every prompt and the index chosen. */
  readonly onDecision?: (prompt: BurracoPrompt, index: number, state: MatchState) => void;
  /** Times each decision, in ms (for the scripts). */
  readonly clock?: () => number;
  readonly onTime?: (line: number, ms: number, prompt: BurracoPrompt) => void;
  /** Stop after this many decisions (the state then is the last one reached). */
  readonly maxDecisions?: number;
}

/** Plays a match to its end (or `maxDecisions`); throws if a level answers no legal index. */
export const playMatch = (options: MatchOptions): MatchState => {
  const created = createMatch({
    profile: PROFILES[options.profile],
    seed: { scheme: 'xoroshiro128plus', seed: options.seed },
    seating: seatingOf(options.seating),
    hands: options.hands ?? 1,
  });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value.state;
  let log: VisibleEvent[] = [...created.value.events];
  let decision = 0;
  const max = options.maxDecisions ?? Infinity;
  while (state.status === 'playing' && decision < max) {
    const seat = state.hand.turn.seat;
    const prompt: BurracoPrompt = {
      view: view(state, seat),
      legal: legalActions(state, seat),
      history: seatHistory(log, seat),
    };
    const line = seat % 2;
    const decide = options.lines[line] as Decide<BurracoPrompt>;
    const started = options.clock?.() ?? 0;
    const index = decide(prompt, { seed: options.seed * 7919 + decision++ });
    if (options.clock && options.onTime) options.onTime(line, options.clock() - started, prompt);
    const action = prompt.legal[index];
    if (action === undefined) throw new Error(`seat ${seat} answered ${index}`);
    options.onDecision?.(prompt, index, state);
    const step = apply(state, action as Action);
    if (!step.ok) throw new Error(`${step.error.code}: ${JSON.stringify(action)}`);
    for (const e of step.value.events) {
      if (e.event.type === 'hand-started') log = [];
      log.push(e);
    }
    state = step.value.state;
  }
  return state;
};
