/**
 * Invariants every reachable state keeps. The simulator checks them after every action and
 * exits non-zero on a broken one.
 */
import { type CardId, DECK_SIZE, cardCode } from '@tavolo/cards';
import type { MatchState } from './state.js';

export const brokenInvariants = (state: MatchState): string[] => {
  const h = state.hand;
  const broken: string[] = [];
  const seen = new Uint8Array(DECK_SIZE);
  const count = (where: string, ids: readonly CardId[]) => {
    for (const id of ids) {
      if (!Number.isInteger(id) || id < 0 || id >= DECK_SIZE)
        broken.push(`${where}: ${id} is not a card`);
      else if (seen[id]++) broken.push(`${where}: card ${id} (${cardCode(id)}) appears twice`);
    }
  };
  h.hands.forEach((cards, seat) => count(`hand of seat ${seat}`, cards));
  count('stock', h.stock);
  count('discard pile', h.pile);
  h.pozzetti.forEach((cards, i) => count(`pozzetto ${i + 1}`, cards));
  for (const m of h.melds)
    count(
      `meld ${m.id}`,
      m.meld.cards.map((c) => c.id),
    );
  const missing = seen.reduce((n, v) => n + (v === 0 ? 1 : 0), 0);
  if (missing > 0) broken.push(`${missing} card(s) lost: the 108 cards are not conserved`);
  const taken = h.pozzettoTaken.filter(Boolean).length;
  if (h.pozzetti.length + taken !== 2)
    broken.push(`${h.pozzetti.length} pozzetti left while ${taken} were taken`);
  if (h.turn.seat < 0 || h.turn.seat >= state.players.length)
    broken.push(`the turn is with seat ${h.turn.seat}, not at the table`);
  return broken;
};
