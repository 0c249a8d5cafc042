/**
 * Invariants every reachable state keeps. The simulator checks them after every action and
 * exits non-zero on a broken one.
 */
import { conservationProblems } from '@tavolo/cards';
import type { MatchState } from './state.js';

export const brokenInvariants = (state: MatchState): string[] => {
  const h = state.hand;
  const broken = conservationProblems([
    ...h.hands.map((cards, seat) => [`hand of seat ${seat}`, cards] as const),
    ['stock', h.stock],
    ['discard pile', h.pile],
    ...h.pozzetti.map((cards, i) => [`pozzetto ${i + 1}`, cards] as const),
    ...h.melds.map((m) => [`meld ${m.id}`, m.meld.cards.map((c) => c.id)] as const),
  ]);
  const taken = h.pozzettoTaken.filter(Boolean).length;
  if (h.pozzetti.length + taken !== 2)
    broken.push(`${h.pozzetti.length} pozzetti left while ${taken} were taken`);
  if (h.turn.seat < 0 || h.turn.seat >= state.players.length)
    broken.push(`the turn is with seat ${h.turn.seat}, not at the table`);
  return broken;
};
