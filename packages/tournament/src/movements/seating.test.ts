import { type ShuffleSeed, shuffle } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntrantId } from '../pairing.js';
import { pairingProblems } from './invariants.js';
import { SEATING_DRAW_LABEL, seatFirstRound, seatingOrder } from './seating.js';

const entrants = (n: number): EntrantId[] => Array.from({ length: n }, (_, i) => `E${i + 1}`);
const xoro = (seed: number): ShuffleSeed => ({ scheme: 'xoroshiro128plus', seed });
const SECRET = '1f5fa1f6a8a91669afe4e518cd904f1dc25dca20b398900755f58c11c8fe1b8a';

describe('round 1 of a line event (BUR-CH art. 2-3)', () => {
  it('BUR-CH art. 2: by registration order, table 1 N/S and E/W, then table 2', () => {
    const seated = seatFirstRound({
      entrants: entrants(4),
      format: 'line',
      order: { kind: 'registration' },
    });
    expect(seated.ok && seated.value.tables).toEqual([
      { table: 1, seats: ['E1', 'E2'] },
      { table: 2, seats: ['E3', 'E4'] },
    ]);
    expect(seated.ok && seated.value.byes).toEqual([]);
    expect(seated.ok && seated.value.explanation).toEqual([
      { code: 'seating', params: { method: 'registration', entrants: 4, tables: 2 } },
    ]);
  });

  it('BUR-CH art. 3: an odd count leaves the last registered pair alone at the highest table', () => {
    const seated = seatFirstRound({
      entrants: entrants(7),
      format: 'line',
      order: { kind: 'registration' },
    });
    if (!seated.ok) throw new Error(seated.error.message);
    expect(seated.value.tables.map((t) => t.table)).toEqual([1, 2, 3]);
    expect(seated.value.byes).toEqual(['E7']);
    expect(seated.value.explanation).toContainEqual({
      code: 'bye',
      params: { entrant: 'E7', reason: 'last-in-order', table: 4 },
    });
  });

  it('BUR-CH art. 3: with the draw, the last drawn rests', () => {
    const seed: ShuffleSeed = { scheme: 'hmac-sha256-v1', secret: SECRET };
    const seated = seatFirstRound({
      entrants: entrants(9),
      format: 'line',
      order: { kind: 'draw', seed },
    });
    const drawn = shuffle(entrants(9), seed, 'tournament-seating');
    expect(seated.ok && seated.value.byes).toEqual([drawn[8]]);
    expect(seated.ok && seated.value.tables[0]?.seats).toEqual([drawn[0], drawn[1]]);
  });

  it('refuses a per-hand master seed for the seating draw (it orders deals only)', () => {
    const seated = seatFirstRound({
      entrants: entrants(4),
      format: 'line',
      order: { kind: 'draw', seed: { scheme: 'hmac-sha256-hands-v1', secret: SECRET } },
    });
    expect(seated.ok ? 'seated' : seated.error.message).toContain('hmac-sha256-v1 or xoroshiro');
  });

  it('BUR-CH art. 2: by the director’s list', () => {
    const seated = seatFirstRound({
      entrants: entrants(4),
      format: 'line',
      order: { kind: 'director', order: ['E3', 'E1', 'E4', 'E2'] },
    });
    expect(seated.ok && seated.value.tables.map((t) => t.seats)).toEqual([
      ['E3', 'E1'],
      ['E4', 'E2'],
    ]);
  });

  it('Tavolo: the director’s list holds exactly the registered entrants', () => {
    const seated = seatFirstRound({
      entrants: entrants(4),
      format: 'line',
      order: { kind: 'director', order: ['E3', 'E1', 'E5', 'E2'] },
    });
    expect(!seated.ok && seated.error.code).toBe('bad-pairing-input');
    expect(!seated.ok && seated.error.message).toContain('missing [E4], unknown [E5]');
  });

  it('Tavolo: a bad seed, a duplicate or a lone entrant is an error value, not a throw', () => {
    const bad = { scheme: 'hmac-sha256-v1', secret: 'not hex' } as ShuffleSeed;
    const cases = [
      seatFirstRound({ entrants: entrants(4), format: 'line', order: { kind: 'draw', seed: bad } }),
      seatFirstRound({ entrants: ['E1', 'E1'], format: 'line', order: { kind: 'registration' } }),
      seatFirstRound({ entrants: ['E1'], format: 'line', order: { kind: 'registration' } }),
    ];
    for (const seated of cases) expect(!seated.ok && seated.error.article).toBe('Tavolo');
  });
});

describe('round 1 of an individual event (S40-CdG art. 2, 25)', () => {
  it('S40-CdG art. 2: four to a table in order', () => {
    const seated = seatFirstRound({
      entrants: entrants(8),
      format: 'individual',
      order: { kind: 'registration' },
    });
    expect(seated.ok && seated.value.tables.map((t) => t.seats)).toEqual([
      ['E1', 'E2', 'E3', 'E4'],
      ['E5', 'E6', 'E7', 'E8'],
    ]);
  });

  it('S40-CdG art. 25: 4k+1 players sit at three tables of 3, numbered last', () => {
    const seated = seatFirstRound({
      entrants: entrants(13),
      format: 'individual',
      order: { kind: 'registration' },
    });
    if (!seated.ok) throw new Error(seated.error.message);
    expect(seated.value.tables.map((t) => t.seats.length)).toEqual([4, 3, 3, 3]);
    expect(seated.value.explanation).toContainEqual({
      code: 'tables-of-three',
      params: { tables: 3, first: 2 },
    });
  });

  it('S40-CdG art. 2, 25: 1, 2 or 5 players cannot be seated', () => {
    for (const n of [1, 2, 5]) {
      const seated = seatFirstRound({
        entrants: entrants(n),
        format: 'individual',
        order: { kind: 'registration' },
      });
      expect(!seated.ok && seated.error.code).toBe('cannot-form-tables');
    }
  });
});

describe('properties of round 1', () => {
  it('everyone is seated once or rests, for every count, format and draw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.constantFrom('line' as const, 'individual' as const),
        fc.integer(),
        (n, format, seed) => {
          const seated = seatFirstRound({
            entrants: entrants(n),
            format,
            order: { kind: 'draw', seed: xoro(seed) },
          });
          if (!seated.ok) return format === 'individual' && (n === 2 || n === 5);
          return pairingProblems(seated.value, entrants(n)).length === 0;
        },
      ),
    );
  });

  it('the draw replays from the published seed and label', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer(), (n, seed) => {
        const once = seatingOrder(entrants(n), { kind: 'draw', seed: xoro(seed) });
        const again = seatingOrder(entrants(n), { kind: 'draw', seed: xoro(seed) });
        expect(once).toEqual(again);
        expect(once.ok && once.value).toEqual(shuffle(entrants(n), xoro(seed), SEATING_DRAW_LABEL));
      }),
    );
  });
});
