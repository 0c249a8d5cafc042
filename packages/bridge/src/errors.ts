/**
 * Bridge's citations. Rule errors themselves are the shared `RuleError` of @tavolo/cards.
 * Laws 65, 66, 69 and 79 are in the Italian text of the regulations (`LAW 66B`); the others
 * (the auction, the play, claims) follow the 2017 Laws of Duplicate Bridge and say so
 * (`LAW 44C (2017)`).
 */
export { PROCEDURE, type RuleError, ruleError } from '@tavolo/cards';

/** Cites a Law of the Italian text of the regulations, e.g. `law('65B3')` is `LAW 65B3`. */
export const law = (article: string): string => `LAW ${article}`;

/** Cites the 2017 Laws of Duplicate Bridge, e.g. `law2017('18D')` is `LAW 18D (2017)`. */
export const law2017 = (article: string): string => `LAW ${article} (2017)`;

/** The definitions of the 2017 Laws (declarer, dummy, denomination ...). */
export const DEFINITIONS = 'Definitions (2017)';
