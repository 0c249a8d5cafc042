import { type CardId, cardCode } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { cardIds } from './test-support.js';
import { apply, createMatch } from './engine.js';
import { candidateMelds, legalActions } from './legal.js';
import { PROFILES } from './profile.js';
import type { MatchState } from './state.js';

const ids = cardIds;

const codes = (sets: CardId[][]): string[] =>
  sets
    .map((s) =>
      [...s]
        .sort((a, b) => a - b)
        .map(cardCode)
        .join(' '),
    )
    .sort();

describe('legal', () => {
  it('canonical melds: natural runs, one inner gap or a pair with one matta, first-k combinations', () => {
    const found = codes(candidateMelds(ids('5H 6H 7H 9H 7C 7D JK').sort((a, b) => a - b)));
    expect(found).toEqual(
      [
        '5H 6H 7H',
        '5H 6H JK',
        '6H 7H JK',
        '7H 9H JK',
        '6H 7H 9H JK',
        '5H 6H 7H 9H JK',
        '7H 7D 7C',
        '7H 7D JK',
      ].sort(),
    );
  });

  it('canonical melds: identical cards count once, the lowest id first', () => {
    const cards = ids('5H 5H 6H 7H');
    const sets = candidateMelds(cards);
    expect(sets).toHaveLength(1);
    expect(sets[0]).toContain(Math.min(cards[0] as CardId, cards[1] as CardId));
  });

  it('BUR-CH art. 11: no candidate is a meld of mattas; a pinella serves as natural 2 or as matta', () => {
    const found = codes(candidateMelds(ids('2H 3H 4H 2C')));
    expect(found).toEqual(['2H 3H 4H', '2H 3H 2C'].sort());
  });

  it('lists only the seat on turn and, in the draw phase, drawing (and the pile when usable)', () => {
    const step = createMatch({
      profile: PROFILES.fibur,
      seed: { scheme: 'xoroshiro128plus', seed: 3 },
      seating: { kind: 'singles', players: ['a', 'b'] },
    });
    if (!step.ok) throw new Error(step.error.code);
    const state: MatchState = step.value.state;
    expect(legalActions(state, 1)).toEqual([]);
    const actions = legalActions(state, 0);
    expect(actions[0]).toEqual({ type: 'draw', seat: 0 });
    for (const action of actions) expect(apply(state, action).ok).toBe(true);
  });

  it('offers one discard per face after drawing', () => {
    const step = createMatch({
      profile: PROFILES.champion,
      seed: { scheme: 'xoroshiro128plus', seed: 3 },
      seating: { kind: 'singles', players: ['a', 'b'] },
    });
    if (!step.ok) throw new Error(step.error.code);
    const drawn = apply(step.value.state, { type: 'draw', seat: 0 });
    if (!drawn.ok) throw new Error(drawn.error.code);
    const hand = drawn.value.state.hand.hands[0] as CardId[];
    const discards = legalActions(drawn.value.state, 0).filter((a) => a.type === 'discard');
    expect(discards).toHaveLength(new Set(hand.map(cardCode)).size);
  });
});
