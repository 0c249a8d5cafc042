import { type CardId, DECK_SIZE } from './card.js';
import { cardCode } from './notation.js';

/**
 * What is wrong with where the 108 cards are, or nothing: every card must be in exactly one
 * place. `places` names each place (a hand, the stock, a meld) with the cards it holds.
 */
export const conservationProblems = (
  places: readonly (readonly [string, readonly CardId[]])[],
): string[] => {
  const problems: string[] = [];
  const seen = new Uint8Array(DECK_SIZE);
  for (const [where, ids] of places) {
    for (const id of ids) {
      if (!Number.isInteger(id) || id < 0 || id >= DECK_SIZE)
        problems.push(`${where}: ${id} is not a card`);
      else if (seen[id]++) problems.push(`${where}: card ${id} (${cardCode(id)}) appears twice`);
    }
  }
  const missing = seen.reduce((n, v) => n + (v === 0 ? 1 : 0), 0);
  if (missing > 0) problems.push(`${missing} card(s) lost: the 108 cards are not conserved`);
  return problems;
};
