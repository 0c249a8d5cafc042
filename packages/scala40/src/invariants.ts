/**
 * Invariants every reachable state keeps. The simulator checks them after every action and
 * exits non-zero on a broken one; property tests check them too.
 */
import { type CardId, conservationProblems, isJoker } from '@tavolo/cards';
import { readMeld } from './meld.js';
import type { MatchState } from './state.js';

export const brokenInvariants = (state: MatchState): string[] => {
  const h = state.hand;
  const broken = conservationProblems([
    ...h.hands.map((cards, seat) => [`hand of seat ${seat}`, cards] as const),
    ['stock', h.stock],
    ['discard pile', h.discard],
    ...h.melds.map((m) => [`meld ${m.id}`, m.meld.cards.map((c) => c.id)] as const),
  ]);
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
