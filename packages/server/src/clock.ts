/**
 * Time limits as data, and what the server plays when one runs out. Pure: the room owns the
 * timers and asks here how long the seat on turn has and, on expiry, which actions to play.
 *
 * BUR-CH art. 46: 10 s to choose between stock and pile, else a forced draw from the stock and
 * a discard of the card drawn; then 15 / 30 / 60 s for the turn by hand size, 5 s more after an
 * invitation to finish, then the player must discard. The chess clock of the same article
 * (7'30" per line per hand, 100 points when it runs out) is kept by the room.
 *
 * A game may say itself what a seat out of time plays (`Game.timeOutActions`: bridge, whose
 * turns are calls and cards, not draws and discards); its actions are checked by playing them.
 *
 * Where art. 46 says "scartare" without naming the card, the server discards the card drawn
 * this turn when it may be discarded, else the last card of the hand that may be. When no
 * discard is legal (an obligation is pending: a Burraco player who took the pile and has not
 * played a taken card, art. 9; a Scala 40 player who took the discard and has not opened,
 * S40-CdG art. 6), the seat plays what the rules require first, the first legal action of that
 * kind, then discards: the regulation's consequence (the turn ends) needs a legal way there.
 */
import { BUR_CH_TIMING, turnSeconds } from '@tavolo/burraco';
import type { Result, RuleError } from '@tavolo/cards';
import { err, ok, PROCEDURE, ruleError } from '@tavolo/cards';
import type { TimeControl } from '@tavolo/protocol';
import type { Game } from './game.js';

export type LimitPhase = 'choice' | 'turn' | 'grace';

export interface Limit {
  readonly phase: LimitPhase;
  readonly seconds: number;
}

/** The shortest limits a table may have: below them a match is played out by the clock alone. */
export interface TimeControlMinimums {
  /** For the choice and for the rest of the turn (the grace seconds may be none). */
  readonly turnSeconds: number;
  /** For a line's chess clock in a hand. */
  readonly chessClockSeconds: number;
}

export const TIME_CONTROL_MINIMUMS: TimeControlMinimums = { turnSeconds: 5, chessClockSeconds: 60 };

/**
 * Refuses a time control whose limits are shorter than `minimums` (art. 46's own are longer):
 * at 1e-9 s a turn, the clock would play a match of people out in a second.
 */
export const timeControlRefusal = (
  control: TimeControl,
  minimums: TimeControlMinimums = TIME_CONTROL_MINIMUMS,
): RuleError | undefined => {
  if (control.kind !== 'per-turn') return undefined;
  const short =
    control.choiceSeconds < minimums.turnSeconds ||
    control.turnSeconds < minimums.turnSeconds ||
    (control.chessClockSeconds !== undefined &&
      control.chessClockSeconds < minimums.chessClockSeconds);
  return short
    ? ruleError(
        'time-control-too-short',
        PROCEDURE,
        `a table's limits are at least ${minimums.turnSeconds} s for the choice and the turn, ` +
          `and ${minimums.chessClockSeconds} s for a chess clock`,
      )
    : undefined;
};

/** The limit that starts now for the seat on turn; null when the table has no clock. */
export const limitFor = <State, Action, Event, View>(
  control: TimeControl,
  game: Game<State, Action, Event, View>,
  state: State,
  /** `grace` after the turn limit ran out. */
  after: 'turn-start' | 'turn-limit' = 'turn-start',
): Limit | null => {
  if (control.kind === 'none' || game.isOver(state)) return null;
  const seat = game.seatOnTurn(state);
  const timing =
    control.kind === 'bur-ch-46'
      ? {
          choice: BUR_CH_TIMING.choiceSeconds,
          turn: turnSeconds(BUR_CH_TIMING, game.handCards(state, seat).length),
          grace: BUR_CH_TIMING.graceSeconds,
        }
      : { choice: control.choiceSeconds, turn: control.turnSeconds, grace: control.graceSeconds };
  if (after === 'turn-limit') return { phase: 'grace', seconds: timing.grace };
  return game.turnPhase(state) === 'draw'
    ? { phase: 'choice', seconds: timing.choice }
    : { phase: 'turn', seconds: timing.turn };
};

/** The chess clock of BUR-CH art. 46: milliseconds per side per hand; null when not in use. */
export const chessClockMs = (control: TimeControl): number | null => {
  if (control.kind === 'bur-ch-46' && control.chessClock)
    return BUR_CH_TIMING.chessClock.secondsPerSidePerHand * 1000;
  if (control.kind === 'per-turn' && control.chessClockSeconds !== undefined)
    return control.chessClockSeconds * 1000;
  return null;
};

interface Typed {
  readonly type: string;
  readonly card?: number;
}

const MAX_FORCED_STEPS = 64;

/**
 * The actions the server plays for `seat` when its limit runs out: from the draw phase, a
 * draw from the stock; then, in both cases, a discard (see the module comment). Each action is
 * checked by playing it, so the list is legal in order from `state`.
 */
export const forcedActions = <State, Action, Event, View>(
  game: Game<State, Action, Event, View>,
  state: State,
  seat: number,
): Result<readonly Action[], RuleError> => {
  const played: Action[] = [];
  let current = state;
  let drawn: number | undefined;
  // A game that says what a seat out of time plays (bridge) is taken at its word, checked.
  if (game.timeOutActions !== null) {
    for (const action of game.timeOutActions(state, seat)) {
      const step = game.play(current, seat, action);
      if (!step.ok) return step;
      played.push(action);
      current = step.value.state;
    }
    return ok(played);
  }
  const play = (action: Action): Result<State, RuleError> => {
    const step = game.play(current, seat, action);
    if (!step.ok) return step;
    played.push(action);
    current = step.value.state;
    return ok(current);
  };
  for (let i = 0; i < MAX_FORCED_STEPS; i++) {
    if (game.isOver(current) || game.seatOnTurn(current) !== seat) return ok(played);
    const legal = game.legalActions(current, seat) as readonly (Action & Typed)[];
    if (game.turnPhase(current) === 'draw') {
      const draw = legal.find((a) => a.type === 'draw');
      if (!draw) break;
      const before = new Set(game.handCards(current, seat));
      const step = play(draw);
      if (!step.ok) return step;
      // The card drawn is the one the hand did not hold (an engine may keep hands sorted).
      drawn = game.handCards(current, seat).find((card) => !before.has(card));
      continue;
    }
    // The card drawn itself, when the rules let it go (the legal list may name only one of
    // two equivalent cards, such as the jokers).
    if (drawn !== undefined && play({ type: 'discard', seat, card: drawn } as Action).ok) continue;
    const discards = legal.filter((a) => a.type === 'discard');
    const next = discards[discards.length - 1] ?? legal.find((a) => a.type !== 'discard');
    if (!next) break;
    const step = play(next);
    if (!step.ok) return step;
  }
  return game.seatOnTurn(current) === seat && !game.isOver(current)
    ? err(ruleError('no-forced-play', PROCEDURE, `seat ${seat} has no way to end the turn`))
    : ok(played);
};
