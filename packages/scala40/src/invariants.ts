/**
 * Invariants every reachable state keeps. The simulator checks them after every action and
 * exits non-zero on a broken one; property tests check them too.
 */
import { type CardId, DECK_SIZE, cardCode, isJoker } from '@tavolo/cards';
import { readMeld } from './meld.js';
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
  count('discard pile', h.discard);
  for (const m of h.melds)
    count(
      `meld ${m.id}`,
      m.meld.cards.map((c) => c.id),
    );
  const missing = seen.reduce((n, v) => n + (v === 0 ? 1 : 0), 0);
  if (missing > 0) broken.push(`${missing} card(s) lost: the 108 cards are not conserved`);
  for (const m of h.melds) {
    const reread = readMeld(
      m.meld.cards.map((c) => (isJoker(c.id) ? { id: c.id, as: c.face } : { id: c.id })),
      state.profile.options,
    );
    if (!reread.ok || reread.value.kind !== m.meld.kind)
      broken.push(`meld ${m.id} on the table is not a valid ${m.meld.kind}`);
  }
  // When the match is over the last hand stays as it ended, eliminations included.
  if (state.status === 'playing') {
    state.eliminated.forEach((out, seat) => {
      if (out && (h.hands[seat] as CardId[]).length > 0)
        broken.push(`eliminated seat ${seat} holds cards`);
    });
    if (state.eliminated[h.turn.seat])
      broken.push(`the turn is with eliminated seat ${h.turn.seat}`);
  }
  return broken;
};
