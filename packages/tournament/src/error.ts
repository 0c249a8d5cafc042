/**
 * Errors as values: a refused command names its code (for programs and translations), an
 * English message and the article it enforces, exactly like a refused move in the engines.
 * `params` carries the figures of the message (table, round, entrant...) so that a front end
 * writes the whole refusal in its user's language from the code and the params alone.
 * `doubts` lists what a director must confirm (`confirm-required`, see confirm.ts).
 */
import { type RuleError, ruleError } from '@tavolo/cards';

export type MessageParams = Readonly<Record<string, string | number>>;

/** Something unlikely, not impossible, that a command goes ahead with only once confirmed. */
export interface Doubt {
  readonly code: string;
  readonly article: string;
  /** English, for logs; front ends translate `code` with `params`. */
  readonly message: string;
  readonly params?: MessageParams;
}

export interface TournamentError extends RuleError {
  readonly params?: MessageParams;
  readonly doubts?: readonly Doubt[];
}

export const tournamentError = (
  code: string,
  article: string,
  message: string,
  params?: MessageParams,
): TournamentError =>
  params === undefined
    ? ruleError(code, article, message)
    : { ...ruleError(code, article, message), params };
