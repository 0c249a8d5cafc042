import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProfileId } from '@tavolo/burraco';
import type { BurracoPrompt, Decide } from '../level.js';
import { burracoEsperto, burracoPrincipiante } from './index.js';
import { type SeatingKind, playMatch } from './play.js';

/** Uniform among the legal actions, so that odd positions come up. */
const randomLevel: Decide<BurracoPrompt> = (prompt, { seed }) =>
  Math.abs(Math.imul(seed, 0x9e3779b1) ^ prompt.history.length) % prompt.legal.length;

/** Plays a match of the given levels, asking both levels at every decision on the way. */
const everyAnswerLegal = (
  profile: ProfileId,
  seating: SeatingKind,
  seed: number,
  lines: readonly [Decide<BurracoPrompt>, Decide<BurracoPrompt>],
): number => {
  let asked = 0;
  playMatch({
    profile,
    seating,
    seed,
    lines,
    maxDecisions: 300,
    onDecision(prompt) {
      for (const level of [burracoPrincipiante, burracoEsperto]) {
        const index = level(prompt, { seed });
        expect(Number.isInteger(index) && index >= 0 && index < prompt.legal.length).toBe(true);
      }
      asked++;
    },
  });
  return asked;
};

describe('both levels answer a legal index over prompts from real play', () => {
  it('over matches of both profiles and every seating, the lines played by the levels or at random', () => {
    let asked = 0;
    fc.assert(
      fc.property(
        fc.constantFrom<ProfileId>('champion', 'fibur'),
        fc.constantFrom<SeatingKind>('pairs', 'individual', 'singles'),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('principiante', 'esperto', 'random'),
        (profile, seating, seed, other) => {
          const rival =
            other === 'random'
              ? randomLevel
              : other === 'esperto'
                ? burracoEsperto
                : burracoPrincipiante;
          asked += everyAnswerLegal(profile, seating, seed, [burracoEsperto, rival]);
        },
      ),
      { numRuns: 5 },
    );
    expect(asked).toBeGreaterThan(500);
  });
});
