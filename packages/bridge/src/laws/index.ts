/**
 * The Laws at the table beyond calls and plays (LAW 65, 66, 68-70, 79): the engine's `apply`
 * hands every other action here, and `legalActions` adds `lawActions`.
 */
import { PROCEDURE, type Result, type RuleError, err, ruleError } from '@tavolo/cards';
import type { Action } from '../action.js';
import type { BoardState, Step } from '../state.js';
import { SEATS, type Seat } from '../types.js';
import { agreeTricks, ruleTricks } from './agreement.js';
import { orientCard, pointOutMark, wronglyOriented } from './arrangement.js';
import { answerClaim, claim } from './claim.js';
import { inspect } from './inspection.js';
import { lastCompleted, remainingTricks } from './table.js';

export type LawAction = Exclude<Action, { readonly type: 'call' | 'play' }>;

const isIndex = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 0;
const oneOf = (value: unknown, values: readonly unknown[]): boolean => values.includes(value);

/** Whether the action's own fields are of the right shape (the engine checked type and seat). */
const wellFormed = (action: LawAction): boolean => {
  switch (action.type) {
    case 'orient-card':
      return isIndex(action.trick) && oneOf(action.mark, ['won', 'lost']);
    case 'point-out-mark':
      return isIndex(action.trick) && oneOf(action.owner, SEATS);
    case 'inspect':
      return (
        oneOf(action.what, ['current-trick', 'own-last-card', 'trick', 'unplayed']) &&
        (action.what !== 'trick' || isIndex(action.trick))
      );
    case 'claim':
      return isIndex(action.tricks) && typeof action.statement === 'string';
    case 'answer-claim':
      return oneOf(action.answer, ['accept', 'dispute', 'object']);
    case 'agree-tricks':
      return typeof action.agree === 'boolean';
    case 'rule-tricks':
      return isIndex(action.declarerTricks) && typeof action.note === 'string';
  }
};

export const applyLawAction = (state: BoardState, action: LawAction): Result<Step, RuleError> => {
  if (!wellFormed(action))
    return err(ruleError('bad-action', PROCEDURE, `malformed ${String(action.type)} action`));
  switch (action.type) {
    case 'orient-card':
      return orientCard(state, action);
    case 'point-out-mark':
      return pointOutMark(state, action);
    case 'inspect':
      return inspect(state, action);
    case 'claim':
      return claim(state, action);
    case 'answer-claim':
      return answerClaim(state, action);
    case 'agree-tricks':
      return agreeTricks(state, action);
    case 'rule-tricks':
      return ruleTricks(state, action);
  }
};

/** Every Law action a seat may make now, each as it would be accepted (claims state nothing). */
const candidates = (state: BoardState, seat: Seat): readonly LawAction[] => {
  if (state.phase === 'auction' || state.phase === 'ended' || state.contract === null) return [];
  const last = lastCompleted(state);
  const tricks = state.tricks.map((_, i) => i);
  return [
    ...(last < 0 ? [] : (['won', 'lost'] as const)).map((mark) => ({
      type: 'orient-card' as const,
      seat,
      trick: last,
      mark,
    })),
    ...wronglyOriented(state).map(({ owner, trick }) => ({
      type: 'point-out-mark' as const,
      seat,
      owner,
      trick,
    })),
    ...(['current-trick', 'own-last-card', 'unplayed'] as const).map((what) => ({
      type: 'inspect' as const,
      seat,
      what,
    })),
    ...tricks.map((trick) => ({ type: 'inspect' as const, seat, what: 'trick' as const, trick })),
    ...Array.from({ length: remainingTricks(state) + 1 }, (_, tricks) => ({
      type: 'claim' as const,
      seat,
      tricks,
      statement: '',
    })),
    ...(['accept', 'dispute', 'object'] as const).map((answer) => ({
      type: 'answer-claim' as const,
      seat,
      answer,
    })),
    ...[true, false].map((agree) => ({ type: 'agree-tricks' as const, seat, agree })),
  ];
};

/** The Law actions open to `seat` now (the director's ruling is not a seat's). */
export const lawActions = (state: BoardState, seat: Seat): readonly Action[] =>
  candidates(state, seat).filter((action) => applyLawAction(state, action).ok);

export { markFor, rightMark, wronglyOriented } from './arrangement.js';
export { awaitedAnswers, claimedDeclarerTricks, concedesByDefender } from './claim.js';
export { rulingRange } from './agreement.js';
