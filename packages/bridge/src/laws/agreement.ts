/**
 * LAW 79A-B at the table, and the director's ruling (LAW 70 (2017), 79B2).
 * - 79A1: "Il numero delle prese vinte dovrà essere accordato prima che tutte e quattro le mani
 *   siano riposte nel board": once play ends, each side (any of its players, dummy included)
 *   agrees or not; both agreeing ends the board with the tricks as played.
 * - 79B: "Se successivamente si crea un disaccordo, deve essere chiamato l'Arbitro": a side
 *   that does not agree calls the director, who decides the score to record (79B2).
 * - 70 (2017): on a disputed claim the director rules on the tricks that remained when it was
 *   made; those already played stand.
 * - At a table without a director (`BoardOptions.director` false), 79B's call has nobody to
 *   answer it: the tricks as played stand and the board ends (`tricks-stand`). Online the table
 *   counts the tricks itself, so a disagreement cannot be about a trick miscounted.
 */
import { type Result, type RuleError, ok, toAll } from '@tavolo/cards';
import type { Action } from '../action.js';
import type { BoardState, Step } from '../state.js';
import { sideOf } from '../types.js';
import { declarerTricksPlayed, law, law2017, refuse, TRICKS } from './table.js';

type Agree = Extract<Action, { readonly type: 'agree-tricks' }>;
type Rule = Extract<Action, { readonly type: 'rule-tricks' }>;

export const agreeTricks = (state: BoardState, action: Agree): Result<Step, RuleError> => {
  if (state.phase !== 'agreement' || state.contract === null)
    return refuse('not-agreement', law('79A1'), 'the tricks are agreed once play has ended');
  const side = sideOf(action.seat);
  if (state.agreed[side])
    return refuse('already-agreed', law('79A1'), 'this side has agreed on the tricks');
  const answered = toAll({ type: 'tricks-agreed' as const, side, agree: action.agree });
  if (!action.agree && !state.options.director) {
    const declarerTricks = state.result?.declarerTricks ?? declarerTricksPlayed(state);
    return ok({
      state: {
        ...state,
        phase: 'ended',
        result: state.result ?? { contract: state.contract, declarerTricks, by: 'play' },
      },
      events: [answered, toAll({ type: 'tricks-stand', declarerTricks, article: law('79B') })],
    });
  }
  if (!action.agree)
    return ok({
      state: { ...state, phase: 'director' },
      events: [
        answered,
        toAll({
          type: 'director-called',
          seat: action.seat,
          reason: 'tricks-disputed',
          article: law('79B'),
        }),
      ],
    });
  const agreed: readonly [boolean, boolean] =
    side === 0 ? [true, state.agreed[1]] : [state.agreed[0], true];
  if (!agreed[0] || !agreed[1]) return ok({ state: { ...state, agreed }, events: [answered] });
  const declarerTricks = state.result?.declarerTricks ?? declarerTricksPlayed(state);
  return ok({
    state: {
      ...state,
      phase: 'ended',
      agreed,
      result: state.result ?? { contract: state.contract, declarerTricks, by: 'play' },
    },
    events: [answered, toAll({ type: 'board-agreed', declarerTricks })],
  });
};

/** The range of tricks a ruling may give the declarer's side, and the Law that bounds it. */
export const rulingRange = (
  state: BoardState,
): { readonly min: number; readonly max: number; readonly article: string } => {
  if (state.claim === null) return { min: 0, max: TRICKS, article: law('79B2') };
  const played = declarerTricksPlayed(state);
  return { min: played, max: played + state.claim.remaining, article: law2017('70') };
};

export const ruleTricks = (state: BoardState, action: Rule): Result<Step, RuleError> => {
  if (state.phase !== 'director' || state.contract === null)
    return refuse('no-director-call', law('79B'), 'the director rules when he is called');
  const { min, max, article } = rulingRange(state);
  const n = action.declarerTricks;
  if (!Number.isInteger(n) || n < min || n > max)
    return refuse('ruling-out-of-range', article, `the ruling gives ${min} to ${max} tricks`);
  return ok({
    state: {
      ...state,
      phase: 'ended',
      result: { contract: state.contract, declarerTricks: n, by: 'director' },
    },
    events: [toAll({ type: 'tricks-ruled', declarerTricks: n, note: action.note, article })],
  });
};
