/**
 * Errors as values, shared by every rules engine. A rule error names the article it enforces
 * so that a player, an arbiter or a test can read why a move was refused.
 */
export interface RuleError {
  /** Stable, kebab-case, for programs and translations. */
  readonly code: string;
  /** English, for logs and developers; user interfaces translate `code` instead. */
  readonly message: string;
  /** e.g. `S40-CdG art. 6`, `BUR-CH art. 9`, or `Tavolo` for procedural checks. */
  readonly article: string;
}

export const ruleError = (code: string, article: string, message: string): RuleError => ({
  code,
  article,
  message,
});

/** The article for checks that belong to the digital procedure, not to a regulation. */
export const PROCEDURE = 'Tavolo';
