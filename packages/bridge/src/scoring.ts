/**
 * Duplicate scoring, Law 77 of the Laws of Duplicate Bridge (2017): the trick score of the
 * odd tricks bid and made, overtricks, undertricks, and the premiums for a part-score, a game,
 * a slam and making a doubled or redoubled contract ("insult").
 *
 * Impossible inputs (a level outside 1-7, a strain that is none, a count of tricks that is not
 * a whole number from 0 to 13) are refused as values, never scored.
 */
import { type Result, type RuleError, err, ok, ruleError } from '@tavolo/cards';
import {
  type Contract,
  type Doubling,
  type Strain,
  type Vulnerability,
  STRAINS,
  isVulnerable,
  sideOf,
} from './types.js';

const LAW = 'LAW 77 (2017)';

/** Trick score of one odd trick bid and made, undoubled: minors 20, majors 30, NT 30 after the first. */
const trickValue = (strain: Strain): number => (strain === 'C' || strain === 'D' ? 20 : 30);

/** Trick score of the contract's odd tricks, undoubled (no trump: 40 for the first, 30 each after). */
const oddTrickScore = (level: number, strain: Strain): number =>
  level * trickValue(strain) + (strain === 'NT' ? 10 : 0);

const MULTIPLIER: Readonly<Record<Doubling, number>> = { 0: 1, 1: 2, 2: 4 };

/** Penalty for `down` undertricks (Law 77, "undertrick points"). */
const undertrickPenalty = (down: number, doubling: Doubling, vulnerable: boolean): number => {
  if (doubling === 0) return down * (vulnerable ? 100 : 50);
  let doubled = 0;
  for (let trick = 1; trick <= down; trick++) {
    if (vulnerable) doubled += trick === 1 ? 200 : 300;
    else doubled += trick === 1 ? 100 : trick <= 3 ? 200 : 300;
  }
  return doubling === 2 ? doubled * 2 : doubled;
};

/** Points for each overtrick: undoubled its trick value; doubled 100 (vul 200); redoubled twice that. */
const overtrickValue = (strain: Strain, doubling: Doubling, vulnerable: boolean): number =>
  doubling === 0 ? trickValue(strain) : (vulnerable ? 200 : 100) * doubling;

/** Why this contract and count of tricks cannot be scored, or undefined. */
export const scoringInputError = (
  contract: Contract,
  declarerTricks: number,
): RuleError | undefined => {
  const { level, strain, doubling } = contract;
  if (!Number.isInteger(level) || level < 1 || level > 7)
    return ruleError('bad-contract', LAW, `a contract's level is 1 to 7, not ${String(level)}`);
  if (!STRAINS.includes(strain))
    return ruleError(
      'bad-contract',
      LAW,
      `a contract's strain is C D H S NT, not ${String(strain)}`,
    );
  if (doubling !== 0 && doubling !== 1 && doubling !== 2)
    return ruleError('bad-contract', LAW, `doubling is 0, 1 or 2, not ${String(doubling)}`);
  if (!Number.isInteger(declarerTricks) || declarerTricks < 0 || declarerTricks > 13)
    return ruleError(
      'bad-tricks',
      LAW,
      `the declarer's side takes 0 to 13 tricks, not ${String(declarerTricks)}`,
    );
  return undefined;
};

/** The score of the declarer's side: positive when the contract is made, negative when it fails. */
const score = (contract: Contract, declarerTricks: number, vulnerable: boolean): number => {
  const { level, strain, doubling } = contract;
  const needed = level + 6;
  if (declarerTricks < needed)
    return -undertrickPenalty(needed - declarerTricks, doubling, vulnerable);
  const tricks = oddTrickScore(level, strain) * MULTIPLIER[doubling];
  const premium = tricks >= 100 ? (vulnerable ? 500 : 300) : 50;
  const slam =
    level === 6 ? (vulnerable ? 750 : 500) : level === 7 ? (vulnerable ? 1500 : 1000) : 0;
  const insult = doubling * 50;
  const overtricks = (declarerTricks - needed) * overtrickValue(strain, doubling, vulnerable);
  return tricks + premium + slam + insult + overtricks;
};

/**
 * The declarer's side's score for `contract` when it takes `declarerTricks` tricks, with its
 * vulnerability: positive when made, negative (the defenders' score) when it fails.
 */
export const declarerScore = (
  contract: Contract,
  declarerTricks: number,
  vulnerable: boolean,
): Result<number, RuleError> => {
  const refused = scoringInputError(contract, declarerTricks);
  return refused ? err(refused) : ok(score(contract, declarerTricks, vulnerable));
};

/**
 * North-South's score on a board: the declarer's score, negated when East-West declared; 0 for
 * a board passed out (`contract` null, LAW 22A).
 */
export const boardScore = (
  contract: Contract | null,
  declarerTricks: number,
  vulnerability: Vulnerability,
): Result<number, RuleError> => {
  if (contract === null) return ok(0);
  const { declarer } = contract;
  if (declarer !== 0 && declarer !== 1 && declarer !== 2 && declarer !== 3)
    return err(
      ruleError('bad-contract', LAW, `the declarer is seat 0 to 3, not ${String(declarer)}`),
    );
  if (!['none', 'ns', 'ew', 'all'].includes(vulnerability))
    return err(
      ruleError(
        'bad-vulnerability',
        LAW,
        `vulnerability is none, ns, ew or all, not ${String(vulnerability)}`,
      ),
    );
  const side = sideOf(declarer);
  const scored = declarerScore(contract, declarerTricks, isVulnerable(vulnerability, side));
  if (!scored.ok) return scored;
  return ok(side === 0 ? scored.value : -scored.value);
};
