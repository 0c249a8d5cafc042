/**
 * Invariants every reachable board state keeps. Tests check them after every action, and a
 * simulator can exit non-zero on a broken one.
 */
import { DECK52_SIZE, card52Code } from '@tavolo/cards';
import { trickWinner, TRICKS } from './play.js';
import type { BoardState } from './state.js';
import { SEATS } from './types.js';

/** Each of the 52 cards exactly once in the hands and the tricks. */
const conservation = (state: BoardState): string[] => {
  const problems: string[] = [];
  const seen = new Uint8Array(DECK52_SIZE);
  const places: [string, readonly number[]][] = [
    ...SEATS.map((seat) => [`hand of seat ${seat}`, state.hands[seat]] as [string, number[]]),
    ...state.tricks.map(
      (t, i) => [`trick ${i + 1}`, t.cards.map((p) => p.card)] as [string, number[]],
    ),
  ];
  for (const [where, cards] of places)
    for (const card of cards) {
      if (!Number.isInteger(card) || card < 0 || card >= DECK52_SIZE)
        problems.push(`${where}: ${card} is not a card`);
      else if (seen[card]++) problems.push(`${where}: ${card52Code(card)} appears twice`);
    }
  const missing = seen.reduce((n, v) => n + (v === 0 ? 1 : 0), 0);
  if (missing > 0) problems.push(`${missing} card(s) lost: the 52 cards are not conserved`);
  return problems;
};

export const brokenInvariants = (state: BoardState): string[] => {
  const broken = conservation(state);
  const complete = state.tricks.filter((t) => t.cards.length === 4);
  for (const seat of SEATS) {
    const played = state.tricks.flatMap((t) => t.cards.filter((p) => p.seat === seat));
    const dealt = state.deal.hands[seat];
    if (state.hands[seat].length + played.length !== dealt.length)
      broken.push(`seat ${seat} holds ${state.hands[seat].length} and played ${played.length}`);
    for (const p of played)
      if (!dealt.includes(p.card))
        broken.push(`seat ${seat} played ${card52Code(p.card)}, not dealt to it`);
    if (state.quitted[seat].length !== complete.length)
      broken.push(
        `seat ${seat} quitted ${state.quitted[seat].length} cards after ${complete.length} tricks`,
      );
  }
  if (state.tricks.length > TRICKS) broken.push(`${state.tricks.length} tricks`);
  if (state.phase === 'auction' && (state.contract !== null || state.tricks.length > 0))
    broken.push('a contract or a trick during the auction');
  if (state.tricks.length > 0 && state.contract === null) broken.push('tricks without a contract');
  state.tricks.forEach((t, i) => {
    if (t.cards.length > 4) broken.push(`trick ${i + 1} has ${t.cards.length} cards`);
    if (i < state.tricks.length - 1 && t.cards.length !== 4)
      broken.push(`trick ${i + 1} is incomplete but not the last`);
    const expected =
      t.cards.length === 4 && state.contract !== null ? trickWinner(t.cards, state.contract) : null;
    if (t.winner !== expected) broken.push(`trick ${i + 1} is won by ${t.winner}, not ${expected}`);
    t.cards.forEach((p, k) => {
      if (p.seat !== (t.leader + k) % 4) broken.push(`trick ${i + 1}: seat ${p.seat} out of turn`);
    });
  });
  if (state.phase === 'ended' && state.result === null) broken.push('ended without a result');
  return broken;
};
