import {
  type Card52,
  type ShuffleSeed,
  deck52,
  handSecret,
  handSeed,
  permutation,
} from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf } from './board.js';
import {
  BOARD_HAND_SIZE,
  dealBoard,
  dealHands,
  dealLabel,
  dealProblems,
  dealRecord,
  isCompleteDeal,
  verifyDeal,
} from './deal.js';
import type { Deal } from './types.js';

const secretArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const seedArb: fc.Arbitrary<ShuffleSeed> = fc.oneof(
  secretArb.map((secret) => ({ scheme: 'hmac-sha256-hands-v1' as const, secret })),
  secretArb.map((secret) => ({ scheme: 'hmac-sha256-v1' as const, secret })),
  fc.integer().map((seed) => ({ scheme: 'xoroshiro128plus' as const, seed })),
);
const boardArb = fc.integer({ min: 1, max: 200 });
const MASTER = '3c'.repeat(32);
const master: ShuffleSeed = { scheme: 'hmac-sha256-hands-v1', secret: MASTER };

describe('dealing a board', () => {
  it('LAW 6B (2017): every deal is four hands of thirteen, together the 52 cards', () => {
    fc.assert(
      fc.property(seedArb, boardArb, (seed, n) => {
        const deal = dealBoard(seed, n);
        for (const hand of deal.hands) expect(hand).toHaveLength(BOARD_HAND_SIZE);
        expect([...deal.hands.flat()].sort((a, b) => a - b)).toEqual(deck52());
        expect(isCompleteDeal(deal.hands)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('LAW 2 (2017): a dealt board carries its number, dealer and vulnerability', () => {
    fc.assert(
      fc.property(seedArb, boardArb, (seed, n) => {
        const { hands, ...board } = dealBoard(seed, n);
        expect(hands).toHaveLength(4);
        const expected = boardOf(n);
        expect(expected.ok && board).toEqual(expected.ok && expected.value);
      }),
      { numRuns: 30 },
    );
  });

  it('deals the same board from the same seed the same way', () => {
    fc.assert(
      fc.property(seedArb, boardArb, (seed, n) => {
        expect(dealBoard(seed, n)).toEqual(dealBoard(seed, n));
      }),
      { numRuns: 30 },
    );
  });

  it('shuffles each board apart: two boards of a match are dealt differently', () => {
    fc.assert(
      fc.property(seedArb, boardArb, boardArb, (seed, a, b) => {
        fc.pre(a !== b);
        // equal by chance once in 52!/(13!^4) ~ 5e28 deals
        expect(dealBoard(seed, a).hands).not.toEqual(dealBoard(seed, b).hands);
      }),
      { numRuns: 40 },
    );
  });

  it("uses the board's own seed and the label board-N/deal, one card at a time from North", () => {
    const n = 7;
    const order = permutation(handSeed(master, n), dealLabel(n), 52);
    expect(dealLabel(n)).toBe('board-7/deal');
    const deal = dealBoard(master, n);
    // card i of the shuffled deck goes to seat i mod 4
    order.forEach((card, i) => expect(deal.hands[i % 4]).toContain(card));
    // the board's secret alone deals it, so revealing it reveals this board only
    const boardSeed: ShuffleSeed = { scheme: 'hmac-sha256-v1', secret: handSecret(MASTER, n) };
    expect(dealHands(boardSeed, n)).toEqual(deal.hands);
  });

  it('keeps each hand in canonical order, ascending ids', () => {
    fc.assert(
      fc.property(seedArb, boardArb, (seed, n) => {
        for (const hand of dealBoard(seed, n).hands)
          expect(hand).toEqual([...hand].sort((a, b) => a - b));
      }),
      { numRuns: 30 },
    );
  });

  it('refuses to deal a number that is no board', () => {
    for (const bad of [0, -3, 2.5, 2 ** 32])
      expect(() => dealBoard(master, bad)).toThrow(RangeError);
    expect(dealBoard(master, 2 ** 32 - 1).hands).toHaveLength(4);
  });
});

describe('the deal record', () => {
  const n = 12;
  const secret = handSecret(MASTER, n);
  const deal = dealBoard(master, n);
  const record = dealRecord(deal);

  it("verifies with the board's revealed secret", () => {
    expect(record).toEqual({ game: 'bridge', ...deal });
    expect(verifyDeal(record, secret)).toEqual([]);
    expect(verifyDeal(JSON.parse(JSON.stringify(record)), secret)).toEqual([]);
  });

  it("does not verify with another board's secret or the master", () => {
    expect(dealProblems(record, handSecret(MASTER, n + 1)).map((p) => p.code)).toContain(
      'seat-cards',
    );
    expect(dealProblems(record, MASTER).length).toBeGreaterThan(0);
  });

  it('names the hands that were tampered with', () => {
    const [north, east, south, west] = record.hands;
    const swapped: Deal['hands'] = [
      [...north.slice(1), east[0] as Card52],
      [north[0] as Card52, ...east.slice(1)],
      south,
      west,
    ];
    const problems = dealProblems({ ...record, hands: swapped }, secret);
    expect(problems.map((p) => [p.code, p.values])).toEqual([
      ['seat-cards', { seat: 0 }],
      ['seat-cards', { seat: 1 }],
    ]);
  });

  it('LAW 2 (2017): a record whose dealer or vulnerability is not the board number’s fails', () => {
    expect(dealProblems({ ...record, dealer: 0 }, secret).map((p) => p.code)).toEqual(['board']);
    expect(dealProblems({ ...record, vulnerability: 'none' }, secret).map((p) => p.code)).toEqual([
      'board',
    ]);
  });

  it('refuses a malformed record or secret with a reason, without throwing', () => {
    expect(dealProblems(record, 'xyz').map((p) => p.code)).toEqual(['bad-secret']);
    for (const bad of [
      null,
      [],
      'record',
      { ...record, game: 'scala40' },
      { ...record, number: 0 },
      { ...record, dealer: 4 },
      { ...record, vulnerability: 'both' },
      { ...record, hands: record.hands.slice(0, 3) },
      { ...record, hands: [[52], [], [], []] },
      { ...record, extra: 1 },
    ]) {
      const problems = dealProblems(bad, secret);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every((p) => p.code === 'bad-record')).toBe(true);
    }
  });

  it('tells a whole deal from a partial or repeated one', () => {
    expect(isCompleteDeal(deal.hands)).toBe(true);
    expect(isCompleteDeal([deal.hands[0], deal.hands[1], deal.hands[2]])).toBe(false);
    const repeated = [deal.hands[0], deal.hands[0], deal.hands[2], deal.hands[3]];
    expect(isCompleteDeal(repeated)).toBe(false);
  });
});
