/** Burraco's citations. Rule errors themselves are the shared `RuleError` of @tavolo/cards. */
export { PROCEDURE, type RuleError, ruleError } from '@tavolo/cards';

/** Cites an article of the Burraco Champion regulation. */
export const art = (n: number | string): string => `BUR-CH art. ${n}`;
