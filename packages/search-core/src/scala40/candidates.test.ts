/**
 * The core's candidate melds are the engine's `candidateMelds` (candidates.ts), in the same
 * order, for random hands under every profile's meld rules (S40-CdG art. 8, 9; S40-REG art. 3.4;
 * S40-CLUB §C).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceOf } from '@tavolo/cards';
import { PROFILES, candidateMelds } from '@tavolo/scala40';
import { Candidates } from './candidates.js';
import { FACES, codeOfFace, codeOfId } from './faces.js';

describe('the core candidate melds', () => {
  it('are the engine candidate melds, in order', () => {
    const cands = new Candidates();
    const counts = new Uint8Array(FACES);
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(PROFILES)),
        fc.uniqueArray(fc.integer({ min: 0, max: 107 }), { minLength: 1, maxLength: 16 }),
        (profile, hand) => {
          const rules = profile.options;
          counts.fill(0);
          for (const id of hand) counts[codeOfId(id)]++;
          const n = cands.generate(counts, 0, {
            maxJokers: rules.maxJokersPerMeld ?? 14,
            top: rules.aceHigh ? 14 : 13,
            comeQuando: rules.jokerDefaultSuit === 'come-quando-fuori-piove',
          });
          const mine = Array.from({ length: n }, (_, c) => cands.describe(c));
          const theirs = candidateMelds(hand, rules).map((c) =>
            c.slots.map((s) => ('key' in s ? `${s.key}` : `J${codeOfFace(s.joker)}`)).join(' '),
          );
          expect(mine).toEqual(theirs);
          // The engine's face keys are the core's codes.
          for (const id of hand) {
            const face = faceOf(id);
            if (face) expect(codeOfId(id)).toBe(codeOfFace(face));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
