/** Helpers shared by the Burraco tests. */
import { type CardId, copiesOf, jokerIds, parseCard } from '@tavolo/cards';
import { createMatch } from './engine.js';
import { PROFILES, type ProfileId } from './profile.js';
import type { MatchState } from './state.js';

/** Distinct physical cards for tokens such as `5H 5H JK` (a face twice takes both copies). */
export const cardIds = (text: string): CardId[] => {
  const used = new Set<CardId>();
  return text.split(' ').map((token) => {
    const parsed = parseCard(token);
    if (!parsed.ok) throw new Error(token);
    const copies = parsed.value.kind === 'joker' ? jokerIds() : copiesOf(parsed.value.face);
    const id = copies.find((c) => !used.has(c));
    if (id === undefined) throw new Error(`no copy of ${token} left`);
    used.add(id);
    return id;
  });
};

/** A new match of one hand under `profile`: four players, or two one against one. */
export const newMatch = (profile: ProfileId, seed: number, seats: 2 | 4): MatchState => {
  const step = createMatch({
    profile: PROFILES[profile],
    seed: { scheme: 'xoroshiro128plus', seed },
    seating:
      seats === 4
        ? { kind: 'individual', players: ['a', 'b', 'c', 'd'] }
        : { kind: 'singles', players: ['a', 'b'] },
    hands: 1,
  });
  if (!step.ok) throw new Error(step.error.code);
  return step.value.state;
};
