/**
 * Lay-off placements on the core's table are the engine's `layOffPlacements` (meld.ts) for
 * random melds and cards under every profile (S40-CdG art. 8, 9, 17; S40-CLUB §C), and a
 * lay-off taken back leaves the meld as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardId, isJoker } from '@tavolo/cards';
import { PROFILES, addToMeld, layOffPlacements, readMeld } from '@tavolo/scala40';
import { codeOfFace, codeOfId } from './faces.js';
import { FITS, HIGH, LOW, Table } from './table.js';

describe('the core table', () => {
  it('places cards where the engine does', () => {
    const table = new Table();
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(PROFILES)),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 3, max: 13 }),
        fc.integer({ min: 0, max: 107 }),
        fc.boolean(),
        (profile, suit, start, length, card, combination) => {
          const rules = profile.options;
          // A run of `suit` from `start`, or a combination of three suits of rank `start`.
          const ids: CardId[] = combination
            ? [0, 1, 2].map((k) => ((suit + k) % 4) * 13 + start - 1)
            : Array.from(
                { length: Math.min(length, 14 - start) },
                (_, k) => suit * 13 + ((start + k - 1) % 13),
              );
          const read = readMeld(
            ids.map((id) => ({ id })),
            rules,
          );
          fc.pre(read.ok && !ids.includes(card));
          if (!read.ok) return;
          table.maxJokers = rules.maxJokersPerMeld ?? 14;
          table.top = rules.aceHigh ? 14 : 13;
          table.comeQuando = rules.jokerDefaultSuit === 'come-quando-fuori-piove';
          table.load([{ id: 1, owner: 0, meld: read.value }], {});
          const before = table.describe(0);
          const theirs = layOffPlacements(read.value, { id: card }, rules).map(
            (p) => `${p.end ?? '-'} ${codeOfFace(p.face)}`,
          );
          const mask = table.placements(0, codeOfId(card), -1);
          const mine: string[] = [];
          for (const bit of [HIGH, LOW, FITS])
            if (mask & bit)
              mine.push(
                `${bit === HIGH ? 'high' : bit === LOW ? 'low' : '-'} ${table.placedFace(0, codeOfId(card), -1, bit)}`,
              );
          expect(mine).toEqual(theirs);
          for (const bit of [HIGH, LOW, FITS]) {
            if (!(mask & bit)) continue;
            const face = table.placedFace(0, codeOfId(card), -1, bit);
            table.add(0, face, isJoker(card), card, bit);
            const p = layOffPlacements(read.value, { id: card }, rules).find(
              (q) => (q.end ?? '-') === (bit === HIGH ? 'high' : bit === LOW ? 'low' : '-'),
            );
            if (!p) throw new Error('no placement');
            const grown = addToMeld(read.value, card, p);
            const mirror = new Table();
            Object.assign(mirror, { maxJokers: table.maxJokers, top: table.top });
            mirror.load([{ id: 1, owner: 0, meld: grown }], {});
            expect(table.describe(0)).toBe(mirror.describe(0));
            table.remove(0, bit);
            expect(table.describe(0)).toBe(before);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
