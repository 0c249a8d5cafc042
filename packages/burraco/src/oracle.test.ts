import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerBurraco } from './oracle.js';
import { PROFILES } from './profile.js';

const champion = (request: unknown) => answerBurraco(PROFILES.champion, request);
const fibur = (request: unknown) => answerBurraco(PROFILES.fibur, request);

describe('oracle: meld', () => {
  it('BUR-CH art. 14: a clean seven-card sequence is a pulito worth its card values', () => {
    expect(champion({ op: 'meld', cards: ['3H', '4H', '5H', '6H', '7H', '8H', '9H'] })).toEqual({
      ok: true,
      kind: 'sequence',
      points: 45,
      burraco: 'pulito',
    });
  });

  it('BUR-CH art. 10, 14: combinations, sporco, semipulito, champion and plain melds', () => {
    expect(champion({ op: 'meld', cards: ['7C', '7C', '7D'] })).toEqual({
      ok: true,
      kind: 'combination',
      points: 15,
      burraco: null,
    });
    expect(
      champion({ op: 'meld', cards: ['3H', '4H', 'JK', '6H', '7H', '8H', '9H'] }),
    ).toMatchObject({ burraco: 'sporco', points: 70 });
    expect(
      champion({ op: 'meld', cards: ['3H', '4H', '5H', '6H', '7H', '8H', '9H', '2C'] }),
    ).toMatchObject({ burraco: 'semipulito' });
    const thirteen = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS'];
    expect(champion({ op: 'meld', cards: thirteen })).toMatchObject({
      burraco: 'champion',
      points: 15 + 20 + 25 + 60,
    });
    expect(fibur({ op: 'meld', cards: thirteen })).toMatchObject({ burraco: 'pulito' });
  });

  it('BUR-CH art. 10, 11: invalid melds are answered with the article', () => {
    expect(champion({ op: 'meld', cards: ['3H', '4H', '6S'] })).toEqual({
      ok: false,
      error: { code: 'not-a-meld', article: 'BUR-CH art. 10', message: expect.any(String) },
    });
    expect(champion({ op: 'meld', cards: ['JK', '2H', '2C'] })).toMatchObject({
      ok: false,
      error: { code: 'meld-of-mattas', article: 'BUR-CH art. 11' },
    });
  });

  it('BUR-CH art. 1: bad card tokens and impossible copies are answered', () => {
    expect(champion({ op: 'meld', cards: ['3H', '4X', '5H'] })).toMatchObject({
      ok: false,
      error: { code: 'bad-card', article: 'BUR-CH art. 1' },
    });
    expect(champion({ op: 'meld', cards: ['3H', 3, '5H'] })).toMatchObject({
      ok: false,
      error: { code: 'bad-card' },
    });
    expect(champion({ op: 'meld', cards: ['7H', '7H', '7H'] })).toMatchObject({
      ok: false,
      error: { code: 'too-many-copies' },
    });
    expect(champion({ op: 'meld' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('BUR-CH art. 7, 11: a declared jolly must stand where the meld puts it', () => {
    const meld = (cards: string[]) => champion({ op: 'meld', cards });
    expect(meld(['JK=9H', '6H', '7H'])).toMatchObject({
      ok: false,
      error: { code: 'matta-place', article: 'BUR-CH art. 11' },
    });
    expect(meld(['JK=5H', '6H', '7H'])).toMatchObject({ ok: true, kind: 'sequence', points: 40 });
    expect(meld(['JK=9H', '8H', '7H', '5H'])).toMatchObject({
      ok: false,
      error: { code: 'matta-place' },
    });
    expect(meld(['JK=6H', '7H', '5H'])).toMatchObject({ ok: true });
    expect(meld(['JK=QH', 'QS', 'QD'])).toMatchObject({ ok: true, kind: 'combination' });
    expect(meld(['JK=KH', 'QS', 'QD'])).toMatchObject({
      ok: false,
      error: { code: 'matta-place' },
    });
    const score = { op: 'score', hand: [], pozzetto: 'taken', closed: false };
    expect(champion({ ...score, melds: [['JK=KH', 'QS', 'QD']] })).toMatchObject({
      ok: false,
      error: { code: 'matta-place' },
    });
  });
});

describe('oracle: score', () => {
  const pulito = ['3H', '4H', '5H', '6H', '7H', '8H', '9H'];
  const sporco = ['3C', '4C', 'JK', '6C', '7C', '8C', '9C'];

  it('BUR-CH art. 19: a closed hand with a pulito, pozzetto taken (Champion)', () => {
    const answer = champion({
      op: 'score',
      melds: [pulito, sporco],
      hand: [],
      pozzetto: 'taken',
      closed: true,
    });
    expect(answer).toMatchObject({ ok: true, total: 45 + 70 + 300 + 100 + 200 });
  });

  it('BUR-CH art. 19: melds and burrachi without closing', () => {
    const answer = champion({
      op: 'score',
      melds: [pulito, ['AS', 'AD', 'AC'], ['TS', 'JS', 'QS', 'KS', 'JK']],
      hand: [],
      pozzetto: 'taken',
      closed: false,
    });
    expect(answer).toMatchObject({ ok: true, total: 45 + 45 + 70 + 300 });
  });

  it('BUR-CH art. 19: hand cards, pozzetto not taken and penalty cards are subtracted; FIBUR values', () => {
    expect(
      champion({
        op: 'score',
        melds: [['5S', '6S', '7S']],
        hand: ['JK', 'AH'],
        pozzetto: 'not-taken',
        closed: false,
        penalty: ['KC'],
      }),
    ).toMatchObject({
      ok: true,
      total: 15 - 45 - 200 - 10,
      breakdown: { melds: 15, hand: -45, pozzetto: -200, penaltyCards: -10 },
    });
    expect(
      fibur({ op: 'score', melds: [pulito], hand: [], pozzetto: 'taken', closed: true }),
    ).toMatchObject({ total: 345 });
  });

  it("BUR-CH art. 18, 19: the brief's example scores 545; the art. 18 burrachi are reported, not enforced", () => {
    const closed = { op: 'score', hand: [], pozzetto: 'taken', closed: true };
    expect(champion({ ...closed, melds: [pulito] })).toMatchObject({
      ok: true,
      total: 545,
      breakdown: { closingBurrachiMet: false },
    });
    expect(champion({ ...closed, melds: [pulito, sporco] })).toMatchObject({
      breakdown: { closingBurrachiMet: true },
    });
  });

  // Art. 18: "Con bonus di 200 punti se: o una linea è “andata a pozzetto”; ha realizzato almeno
  // due burrachi, uno pulito e l'altro sporco o semipulito; o in alternativa abbia realizzato un
  // burraco champion".
  it('BUR-CH art. 18: the score answer says plainly when it counts a closing bonus the burrachi do not allow', () => {
    const closed = { op: 'score', hand: [], pozzetto: 'taken', closed: true };
    const answer = champion({ ...closed, melds: [pulito] });
    expect(answer).toMatchObject({
      ok: true,
      total: 545,
      breakdown: { closing: 200, closingBurrachiMet: false },
      warnings: [{ code: 'closing-without-burrachi', article: 'BUR-CH art. 18' }],
    });
    const [warning] = (answer as { warnings: { message: string }[] }).warnings;
    expect(warning?.message).toContain('closing bonus of 200 is counted');
    expect(warning?.message).toContain('pulito + sporco');
    expect(champion({ ...closed, melds: [pulito, sporco] })).not.toHaveProperty('warnings');
    expect(champion({ ...closed, closed: false, melds: [pulito] })).not.toHaveProperty('warnings');
  });

  it('BUR-CH art. 18: a closing needs the pozzetto', () => {
    expect(
      champion({
        op: 'score',
        melds: [pulito, sporco],
        hand: [],
        pozzetto: 'not-taken',
        closed: true,
      }),
    ).toMatchObject({ ok: false, error: { code: 'closing-without-pozzetto' } });
  });

  it('BUR-CH art. 39: two combinations of one rank in one line are refused', () => {
    expect(
      champion({
        op: 'score',
        melds: [
          ['7H', '7D', '7C'],
          ['7S', '7D', '7C'],
        ],
        hand: [],
        pozzetto: 'taken',
        closed: false,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'equal-combinations', article: 'BUR-CH art. 39' },
    });
  });

  it('answers malformed score requests', () => {
    const base = { op: 'score', melds: [pulito], hand: [], pozzetto: 'taken', closed: false };
    expect(champion(base)).toMatchObject({ ok: true });
    for (const broken of [
      { ...base, melds: 'x' },
      { ...base, melds: ['3H'] },
      { ...base, hand: undefined },
      { ...base, pozzetto: 'yes' },
      { ...base, closed: 'no' },
      { ...base, penalty: 'KC' },
    ])
      expect(champion(broken)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(champion({ ...base, melds: [['3H', '4H']] })).toMatchObject({
      ok: false,
      error: { code: 'meld-too-short' },
    });
    expect(champion({ ...base, hand: ['3H', '3H'] })).toMatchObject({
      ok: false,
      error: { code: 'too-many-copies' },
    });
  });
});

describe('oracle: vp', () => {
  const vp = (hands: unknown, mp: unknown) => champion({ op: 'vp', hands, mp });

  it("BUR-CH art. 19 / README: the issue's example, FIBUR 4 hands, 1250 v 700 MP gives 13-7", () => {
    expect(vp(4, [1250, 700])).toEqual({ ok: true, vp: [13, 7] });
    expect(fibur({ op: 'vp', hands: 4, mp: [1250, 700] })).toEqual({ ok: true, vp: [13, 7] });
  });

  it('BUR-CH art. 19 / README: the VP come in the order of the MP given', () => {
    expect(vp(4, [700, 1250])).toEqual({ ok: true, vp: [7, 13] });
    expect(vp(3, [560, 300])).toEqual({ ok: true, vp: [13, 7] });
    expect(vp(3, [300, 560])).toEqual({ ok: true, vp: [7, 13] });
  });

  it('BUR-CH art. 19 / README: the band limits of the 3- and 4-hand tables', () => {
    expect(vp(3, [50, 0])).toEqual({ ok: true, vp: [10, 10] });
    expect(vp(3, [55, 0])).toEqual({ ok: true, vp: [11, 9] });
    expect(vp(3, [0, 1500])).toEqual({ ok: true, vp: [1, 19] });
    expect(vp(3, [0, 1505])).toEqual({ ok: true, vp: [0, 20] });
    expect(vp(4, [100, 0])).toEqual({ ok: true, vp: [10, 10] });
    expect(vp(4, [105, 0])).toEqual({ ok: true, vp: [11, 9] });
    expect(vp(4, [2000, 0])).toEqual({ ok: true, vp: [19, 1] });
    expect(vp(4, [0, 2500])).toEqual({ ok: true, vp: [0, 20] });
  });

  it('BUR-CH art. 19: equal MP give 10-10, whatever the MP', () => {
    for (const hands of [3, 4]) {
      expect(vp(hands, [0, 0])).toEqual({ ok: true, vp: [10, 10] });
      expect(vp(hands, [1250, 1250])).toEqual({ ok: true, vp: [10, 10] });
      expect(vp(hands, [-400, -400])).toEqual({ ok: true, vp: [10, 10] });
    }
    expect(vp(2, [600, 600])).toEqual({ ok: true, vp: [10, 10], derived: true });
  });

  it('BUR-CH art. 19: negative MP count by their difference (a line may score below zero)', () => {
    // -300 v 200: the second line leads by 500, 12-8 in 4 hands.
    expect(vp(4, [-300, 200])).toEqual({ ok: true, vp: [8, 12] });
    expect(vp(4, [200, -300])).toEqual({ ok: true, vp: [12, 8] });
    expect(vp(3, [-100, -360])).toEqual({ ok: true, vp: [13, 7] });
    expect(vp(4, [-2500, 0])).toEqual({ ok: true, vp: [0, 20] });
  });

  it('MP that are not multiples of 5 are read against the same bands', () => {
    expect(vp(3, [52, 0])).toEqual({ ok: true, vp: [11, 9] });
    expect(vp(4, [1253, 700])).toEqual({ ok: true, vp: [13, 7] });
  });

  it('README: the 2-hand table has no source, so its answers say it is derived', () => {
    expect(vp(2, [35, 0])).toEqual({ ok: true, vp: [10, 10], derived: true });
    expect(vp(2, [0, 40])).toEqual({ ok: true, vp: [9, 11], derived: true });
    expect(vp(2, [1005, 0])).toEqual({ ok: true, vp: [20, 0], derived: true });
  });

  it('BUR-CH art. 19: a number of hands without a table is an error, not a guess', () => {
    for (const hands of [1, 5, 6, 12])
      expect(vp(hands, [500, 0])).toMatchObject({
        ok: false,
        error: { code: 'no-vp-table', article: 'BUR-CH art. 19', message: expect.any(String) },
      });
  });

  it('BUR-CH art. 19: swapping the MP swaps the VP, which always add up to 20 (the leader never gets fewer)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: -5000, max: 10000 }),
        fc.integer({ min: -5000, max: 10000 }),
        (hands, a, b) => {
          const there = vp(hands, [a, b]) as { ok: true; vp: [number, number] };
          const back = vp(hands, [b, a]) as { ok: true; vp: [number, number] };
          expect(there.ok && back.ok).toBe(true);
          expect(back.vp).toEqual([there.vp[1], there.vp[0]]);
          expect(there.vp[0] + there.vp[1]).toBe(20);
          if (a >= b) expect(there.vp[0]).toBeGreaterThanOrEqual(there.vp[1]);
        },
      ),
    );
  });

  it('answers any vp request with a value, never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (hands, mp) => {
        const answer = vp(hands, mp) as { ok: boolean };
        expect(typeof answer.ok).toBe('boolean');
      }),
    );
  });

  it('answers malformed vp requests, never throws', () => {
    const malformed: Record<string, unknown>[] = [
      { op: 'vp', mp: [1250, 700] },
      { op: 'vp', hands: '4', mp: [1250, 700] },
      { op: 'vp', hands: 3.5, mp: [1250, 700] },
      { op: 'vp', hands: 0, mp: [1250, 700] },
      { op: 'vp', hands: -3, mp: [1250, 700] },
      { op: 'vp', hands: null, mp: [1250, 700] },
      { op: 'vp', hands: 4 },
      { op: 'vp', hands: 4, mp: null },
      { op: 'vp', hands: 4, mp: 550 },
      { op: 'vp', hands: 4, mp: '1250,700' },
      { op: 'vp', hands: 4, mp: [] },
      { op: 'vp', hands: 4, mp: [1250] },
      { op: 'vp', hands: 4, mp: [1250, 700, 0] },
      { op: 'vp', hands: 4, mp: ['1250', 700] },
      { op: 'vp', hands: 4, mp: [1250, null] },
      { op: 'vp', hands: 4, mp: [1250, 700.5] },
      { op: 'vp', hands: 4, mp: [Number.NaN, 700] },
      { op: 'vp', hands: 4, mp: [Number.POSITIVE_INFINITY, 700] },
      { op: 'vp', hands: 4, mp: { 0: 1250, 1: 700 } },
      { op: 'vp', hands: 3, diff: 260 },
    ];
    for (const request of malformed)
      expect(champion(request)).toMatchObject({
        ok: false,
        error: { code: 'bad-request', message: expect.any(String) },
      });
  });
});

describe('oracle: requests', () => {
  it('answers unknown ops and non-objects, never throws', () => {
    for (const request of [null, 3, 'meld', [], { op: 'fly' }, {}])
      expect(champion(request)).toMatchObject({
        ok: false,
        error: {
          code: expect.stringMatching(/^(bad-request|unknown-op)$/),
          message: expect.any(String),
          article: expect.any(String),
        },
      });
  });
});
