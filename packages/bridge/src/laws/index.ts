/**
 * The Laws at the table beyond calls and plays (LAW 65, 66, 68-70, 79): the engine's `apply`
 * hands every other action here, and `legalActions` adds `lawActions`.
 */
import { type Result, type RuleError, err, ruleError } from '@tavolo/cards';
import type { Action } from '../action.js';
import type { BoardState, Step } from '../state.js';
import type { Seat } from '../types.js';

export type LawAction = Exclude<Action, { readonly type: 'call' | 'play' }>;

export const applyLawAction = (_state: BoardState, action: LawAction): Result<Step, RuleError> =>
  err(ruleError('not-available', 'LAW 65-79', `${action.type} is not available yet`));

export const lawActions = (_state: BoardState, _seat: Seat): readonly Action[] => [];
