import { type CardId, DECK_SIZE } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Chooser, play } from './driver.js';
import { apply, createMatch } from './engine.js';
import { legalActions } from './legal.js';
import { PROFILES, PROFILE_IDS } from './profile.js';
import type { MatchState } from './state.js';

/** A seeded uniform chooser (a plain LCG: tests need no quality, only repeatability). */
const randomChooser = (seed: number): Chooser => {
  let x = (Math.abs(seed) % 2147483647) + 1;
  return (_state, _seat, actions) => {
    x = (x * 48271) % 2147483647;
    return actions[x % actions.length] as (typeof actions)[number];
  };
};

const newMatch = (
  profile: keyof typeof PROFILES,
  seed: number,
  seats: 2 | 4,
  hands = 1,
): MatchState => {
  const step = createMatch({
    profile: PROFILES[profile],
    seed: { scheme: 'xoroshiro128plus', seed },
    seating:
      seats === 4
        ? {
            kind: 'pairs',
            pairs: [
              ['a', 'b'],
              ['c', 'd'],
            ],
          }
        : { kind: 'singles', players: ['a', 'b'] },
    hands,
  });
  if (!step.ok) throw new Error(step.error.code);
  return step.value.state;
};

const allCards = (state: MatchState): CardId[] => [
  ...state.hand.hands.flat(),
  ...state.hand.stock,
  ...state.hand.pile,
  ...state.hand.pozzetti.flat(),
  ...state.hand.melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
];

const arbitraries = fc.record({
  profile: fc.constantFrom(...PROFILE_IDS),
  seed: fc.integer(),
  seats: fc.constantFrom(2 as const, 4 as const),
});

describe('random legal play', () => {
  it('BUR-CH art. 18: every hand played by random legal actions ends, a legal action is always there', () => {
    fc.assert(
      fc.property(arbitraries, ({ profile, seed, seats }) => {
        const played = play(
          newMatch(profile, seed, seats, 2),
          randomChooser(seed),
          'match',
          20_000,
        );
        expect(played.ok ? played.value.state.status : played.error).toBe('over');
        expect(played.ok && played.value.state.results).toHaveLength(2);
      }),
      { numRuns: 30 },
    );
  });

  it('BUR-CH art. 1: the 108 cards are conserved after every action', () => {
    fc.assert(
      fc.property(arbitraries, ({ profile, seed, seats }) => {
        let state = newMatch(profile, seed, seats);
        const choose = randomChooser(seed);
        while (state.status === 'playing') {
          const seat = state.hand.turn.seat;
          const step = apply(state, choose(state, seat, legalActions(state, seat)));
          if (!step.ok) throw new Error(step.error.code);
          state = step.value.state;
          const cards = allCards(state);
          expect(cards).toHaveLength(DECK_SIZE);
          expect(new Set(cards).size).toBe(DECK_SIZE);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('every action listed by legalActions is accepted by apply', () => {
    fc.assert(
      fc.property(arbitraries, ({ profile, seed, seats }) => {
        let state = newMatch(profile, seed, seats);
        const choose = randomChooser(seed);
        for (let i = 0; i < 150 && state.status === 'playing'; i++) {
          const seat = state.hand.turn.seat;
          const actions = legalActions(state, seat);
          for (const action of actions) expect(apply(state, action).ok).toBe(true);
          for (let other = 0; other < state.players.length; other++)
            if (other !== seat) expect(legalActions(state, other)).toEqual([]);
          const step = apply(state, choose(state, seat, actions));
          if (!step.ok) throw new Error(step.error.code);
          state = step.value.state;
        }
      }),
      { numRuns: 8 },
    );
  });

  it('a seed always gives the same match', () => {
    fc.assert(
      fc.property(arbitraries, ({ profile, seed, seats }) => {
        const once = play(newMatch(profile, seed, seats), randomChooser(seed));
        const twice = play(newMatch(profile, seed, seats), randomChooser(seed));
        expect(once).toEqual(twice);
      }),
      { numRuns: 5 },
    );
  });

  it('stops with an error after too many actions, and plays one hand when asked', () => {
    const state = newMatch('champion', 1, 4, 2);
    expect(play(state, randomChooser(1), 'match', 3)).toMatchObject({
      ok: false,
      error: { code: 'too-many-actions' },
    });
    const hand = play(state, randomChooser(1), 'hand');
    expect(hand.ok && hand.value.state.results).toHaveLength(1);
    expect(hand.ok && hand.value.state.status).toBe('playing');
  });
});
