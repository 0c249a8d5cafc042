import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scala40Esperto } from './esperto.js';
import { playScala40 } from './play.js';
import { scala40Principiante } from './principiante.js';

/** Profiles and the table sizes they admit (S40-CdG art. 2; S40-REG art. 8; S40-CLUB §A). */
const TABLES: readonly (readonly [string, number])[] = [
  ['fisca-gara', 4],
  ['fisca-gara', 3],
  ['fisca-101', 2],
  ['fisca-101+a', 5],
  ['fisca-101+a+b+c', 6],
  ['club-151', 4],
];
const LEVELS = [scala40Principiante, scala40Esperto];

describe('Scala 40 levels in real play', () => {
  it('always answer a legal index, every profile and table size, over many prompts', () => {
    let decisions = 0;
    const types = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom(...TABLES),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(fc.constantFrom(0, 1), { minLength: 6, maxLength: 6 }),
        ([profile, seats], seed, picks) => {
          playScala40({
            profile,
            seed,
            players: picks.slice(0, seats).map((p) => LEVELS[p] as (typeof LEVELS)[number]),
            maxActions: 300,
            onDecision: ({ prompt, index }) => {
              decisions++;
              expect(Number.isInteger(index)).toBe(true);
              expect(index).toBeGreaterThanOrEqual(0);
              expect(index).toBeLessThan(prompt.legal.length);
              types.add(prompt.legal[index]?.type ?? '');
            },
          });
        },
      ),
      { numRuns: 10 },
    );
    expect(decisions).toBeGreaterThan(1500);
    for (const type of ['draw', 'take-discard', 'open', 'meld', 'lay-off', 'discard'])
      expect(types).toContain(type);
  });
});
