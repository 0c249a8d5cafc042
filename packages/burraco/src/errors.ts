/**
 * Errors as values. Every rule error names the article it enforces so that a player, a
 * director or a test can read why a move was refused.
 */
export interface RuleError {
  /** Stable, kebab-case, for programs and translations. */
  readonly code: string;
  /** English, for logs and developers; user interfaces translate `code` instead. */
  readonly message: string;
  /** e.g. `BUR-CH art. 9`, `README` for the facts filled from outside the text, or `Tavolo`. */
  readonly article: string;
}

export const ruleError = (code: string, article: string, message: string): RuleError => ({
  code,
  article,
  message,
});

/** The article for checks that belong to the digital procedure, not to a regulation. */
export const PROCEDURE = 'Tavolo';

/** Cites an article of the Burraco Champion regulation. */
export const art = (n: number | string): string => `BUR-CH art. ${n}`;
