/**
 * Errors as values: a refused command names its code (for programs and translations), an
 * English message and the article it enforces, exactly like a refused move in the engines.
 */
import { type RuleError, ruleError } from '@tavolo/cards';

export type TournamentError = RuleError;

export const tournamentError = (code: string, article: string, message: string): TournamentError =>
  ruleError(code, article, message);
