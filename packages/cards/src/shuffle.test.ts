import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullDeck } from './card.js';
import { cardCode } from './notation.js';
import {
  type ShuffleSeed,
  commitment,
  permutation,
  shuffle,
  validateSeed,
  verifyCommitment,
} from './shuffle.js';

const hmacSeed = (secret: string): ShuffleSeed => ({ scheme: 'hmac-sha256-v1', secret });
const xoroSeed = (seed: number): ShuffleSeed => ({ scheme: 'xoroshiro128plus', seed });

const ZERO = '00'.repeat(32);
const ONE = '00'.repeat(31) + '01';
const RANDOM = '1f5fa1f6a8a91669afe4e518cd904f1dc25dca20b398900755f58c11c8fe1b8a';

/**
 * A reference implementation of docs/verifiable-shuffle.md on node:crypto, independent of
 * shuffle.ts (which uses @noble/hashes), to check the code against the written spec.
 */
const reference = {
  message: (label: string, counter: number): Buffer => {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter);
    return Buffer.concat([
      Buffer.from('tavolo-shuffle-v1', 'utf8'),
      Buffer.from([0]),
      Buffer.from(label, 'utf8'),
      Buffer.from([0]),
      c,
    ]);
  },
  block: (secret: string, label: string, counter: number): Buffer =>
    createHmac('sha256', Buffer.from(secret, 'hex'))
      .update(reference.message(label, counter))
      .digest(),
  words: (secret: string, label: string, count: number): number[] => {
    const out: number[] = [];
    for (let k = 0; out.length < count; k++) {
      const block = reference.block(secret, label, k);
      for (let i = 0; i < 32 && out.length < count; i += 4) out.push(block.readUInt32BE(i));
    }
    return out;
  },
  permutation: (secret: string, label: string, n: number): number[] => {
    let counter = 0;
    let block: Buffer = Buffer.alloc(0);
    let offset = 0;
    const next = (): number => {
      if (offset === block.length) {
        block = reference.block(secret, label, counter++);
        offset = 0;
      }
      offset += 4;
      return block.readUInt32BE(offset - 4);
    };
    const uniform = (m: number): number => {
      const limit = 2 ** 32 - (2 ** 32 % m);
      for (;;) {
        const w = next();
        if (w < limit) return w % m;
      }
    };
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i >= 1; i--) {
      const j = uniform(i + 1);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    return order;
  },
};

const isPermutation = (order: readonly number[], n: number): boolean =>
  order.length === n && [...order].sort((a, b) => a - b).every((value, index) => value === index);

/** The test vectors of docs/verifiable-shuffle.md, section 9; label hand-1/deal unless said. */
const VECTORS = [
  {
    secret: ZERO,
    commitment: '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    block0: 'b7f4541657beacb694181a431b57528a84a15cd4dd80ca0724c58e68411acce2',
    words: [
      3086242838, 1472113846, 2484607555, 458707594, 2225167572, 3716205063, 616926824, 1092275426,
    ],
    permutation10: [4, 9, 6, 5, 7, 0, 2, 3, 1, 8],
    first13Ids: [13, 9, 82, 77, 61, 105, 7, 25, 67, 86, 84, 1, 48],
    first13: 'AD TH 3C JD 8H KS 8H KD AD 7C 5C 2H TS',
    seatDraw10: [0, 9, 5, 8, 6, 7, 3, 2, 1, 4],
  },
  {
    secret: ONE,
    commitment: 'ec4916dd28fc4c10d78e287ca5d9cc51ee1ae73cbfde08c6b37324cbfaac8bc5',
    block0: '95f7764bd5d546d615276408f711aed9445136841d5c79e9d960256112a2c4c2',
    words: [
      2516022859, 3587524310, 354903048, 4145131225, 1146173060, 492599785, 3646956897, 312657090,
    ],
    permutation10: [3, 5, 6, 1, 7, 8, 4, 0, 2, 9],
    first13Ids: [36, 104, 58, 5, 35, 20, 94, 65, 61, 14, 43, 46, 77],
    first13: 'JC QS 5H 6H TC 8D 2S QH 8H 2D 5S 8S JD',
    seatDraw10: [8, 1, 9, 7, 2, 3, 6, 0, 5, 4],
  },
  {
    secret: RANDOM,
    commitment: 'faeee4e2fc2445713eec5b1ea0b61c804360267938cf438ec8161f440ee8f934',
    block0: '471a2332c77af868808440347a0a90e56dcd867bc644198b9e9634f9af005344',
    words: [
      1192895282, 3346724968, 2156150836, 2047512805, 1842185851, 3326351755, 2660644089,
      2936034116,
    ],
    permutation10: [3, 8, 6, 5, 0, 1, 9, 4, 7, 2],
    first13Ids: [39, 5, 59, 4, 35, 17, 92, 95, 106, 105, 6, 62, 90],
    first13: 'AS 6H 6H 5H TC 5D KC 3S JK KS 7H 9H JC',
    seatDraw10: [1, 6, 9, 0, 4, 7, 2, 3, 8, 5],
  },
] as const;

const ZERO_FULL_DECK = [
  13, 9, 82, 77, 61, 105, 7, 25, 67, 86, 84, 1, 48, 2, 10, 80, 73, 49, 75, 63, 46, 91, 102, 28, 78,
  44, 11, 42, 85, 8, 50, 94, 107, 81, 6, 32, 52, 106, 24, 70, 27, 17, 12, 29, 71, 5, 39, 15, 59, 16,
  65, 53, 40, 58, 41, 43, 34, 31, 56, 93, 100, 21, 51, 66, 76, 68, 92, 3, 36, 88, 38, 95, 33, 19,
  64, 101, 74, 99, 57, 90, 37, 89, 96, 30, 98, 103, 45, 60, 14, 26, 22, 54, 104, 72, 69, 23, 55, 0,
  47, 87, 18, 20, 83, 4, 79, 97, 35, 62,
];

describe('hmac-sha256-v1 test vectors (docs/verifiable-shuffle.md, section 9)', () => {
  it('lays out the HMAC message as in the hex dumps', () => {
    expect(reference.message('hand-1/deal', 0).toString('hex')).toBe(
      '7461766f6c6f2d73687566666c652d76310068616e642d312f6465616c0000000000',
    );
    expect(reference.message('hand-1/deal', 1).toString('hex')).toBe(
      '7461766f6c6f2d73687566666c652d76310068616e642d312f6465616c0000000001',
    );
    expect(reference.message('hand-12/reshuffle-3', 258).toString('hex')).toBe(
      '7461766f6c6f2d73687566666c652d76310068616e642d31322f726573687566666c652d330000000102',
    );
  });

  describe.each(VECTORS)('secret $secret', (v) => {
    const seed = hmacSeed(v.secret);

    it('has the commitment', () => {
      expect(commitment(v.secret)).toBe(v.commitment);
      expect(verifyCommitment(v.secret, v.commitment)).toBe(true);
    });

    it('has the first HMAC block and the first 8 words for hand-1/deal', () => {
      expect(reference.block(v.secret, 'hand-1/deal', 0).toString('hex')).toBe(v.block0);
      expect(reference.words(v.secret, 'hand-1/deal', 8)).toEqual(v.words);
    });

    it('gives permutation(seed, "hand-1/deal", 10)', () => {
      expect(permutation(seed, 'hand-1/deal', 10)).toEqual(v.permutation10);
    });

    it('gives the top 13 cards of the 108-card deck for hand-1/deal', () => {
      const deck = shuffle(fullDeck(), seed, 'hand-1/deal');
      expect(deck.slice(0, 13)).toEqual(v.first13Ids);
      expect(deck.slice(0, 13).map(cardCode).join(' ')).toBe(v.first13);
    });

    it('gives permutation(seed, "seat-draw", 10)', () => {
      expect(permutation(seed, 'seat-draw', 10)).toEqual(v.seatDraw10);
    });

    it('agrees with the reference implementation', () => {
      expect(reference.permutation(v.secret, 'hand-1/deal', 10)).toEqual(v.permutation10);
      expect(reference.permutation(v.secret, 'hand-1/deal', 108)).toEqual(
        permutation(seed, 'hand-1/deal', 108),
      );
    });
  });

  it('has the full deck of the zero secret, top first', () => {
    expect(permutation(hmacSeed(ZERO), 'hand-1/deal', 108)).toEqual(ZERO_FULL_DECK);
    expect(shuffle(fullDeck(), hmacSeed(ZERO), 'hand-1/deal')).toEqual(ZERO_FULL_DECK);
  });

  it('has the ninth word of the worked example (first word of block 1)', () => {
    expect(reference.words(ZERO, 'hand-1/deal', 9)[8]).toBe(2922614087);
  });

  it('matches the large vector that exercises rejection sampling', () => {
    const order = permutation(hmacSeed(ONE), 'rejection-test', 1_000_000);
    const bytes = Buffer.alloc(order.length * 4);
    order.forEach((value, i) => bytes.writeUInt32BE(value, 4 * i));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      '213f29148e608eaaf77f4df998e993535cf7d70cc65290e32d1d1911e6ba2769',
    );
    expect(order.slice(0, 8)).toEqual([
      756968, 292378, 675269, 545639, 899183, 713817, 853573, 147193,
    ]);
  });
});

describe('permutation', () => {
  const seedArb = fc.oneof(
    fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((bytes) => hmacSeed(Buffer.from(bytes).toString('hex'))),
    fc.integer().map(xoroSeed),
  );
  const labelArb = fc.oneof(
    fc.constantFrom('seat-draw', 'hand-1/deal', 'hand-2/reshuffle-1'),
    fc.string({ maxLength: 20 }),
  );

  it('is a permutation of 0..n-1 for any seed, label and n in 0..200', () => {
    fc.assert(
      fc.property(seedArb, labelArb, fc.integer({ min: 0, max: 200 }), (seed, label, n) => {
        expect(isPermutation(permutation(seed, label, n), n)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is the identity for n = 0 and n = 1', () => {
    for (const seed of [hmacSeed(ZERO), xoroSeed(1)]) {
      expect(permutation(seed, 'x', 0)).toEqual([]);
      expect(permutation(seed, 'x', 1)).toEqual([0]);
    }
  });

  it('implements the spec: hmac-sha256-v1 agrees with the node:crypto reference', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        labelArb,
        fc.integer({ min: 0, max: 120 }),
        (bytes, label, n) => {
          const secret = Buffer.from(bytes).toString('hex');
          expect(permutation(hmacSeed(secret), label, n)).toEqual(
            reference.permutation(secret, label, n),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is deterministic: the same seed and label give the same order', () => {
    fc.assert(
      fc.property(seedArb, labelArb, (seed, label) => {
        expect(permutation(seed, label, 108)).toEqual(permutation(seed, label, 108));
      }),
      { numRuns: 100 },
    );
  });

  it('gives different orders for different labels', () => {
    for (const seed of [hmacSeed(ZERO), hmacSeed(RANDOM), xoroSeed(0), xoroSeed(42)]) {
      const labels = [
        'seat-draw',
        'hand-1/deal',
        'hand-2/deal',
        'hand-1/reshuffle-1',
        'hand-10/deal',
      ];
      const orders = labels.map((label) => permutation(seed, label, 108).join(' '));
      expect(new Set(orders).size).toBe(labels.length);
    }
  });

  it('gives different orders for different seeds', () => {
    const hmacOrders = [ZERO, ONE, RANDOM].map((s) => permutation(hmacSeed(s), 'hand-1/deal', 108));
    expect(new Set(hmacOrders.map((o) => o.join(' '))).size).toBe(3);
    const xoroOrders = [0, 1, 2, -1].map((s) => permutation(xoroSeed(s), 'hand-1/deal', 108));
    expect(new Set(xoroOrders.map((o) => o.join(' '))).size).toBe(4);
  });
});

describe('shuffle', () => {
  it('returns items[permutation[p]] at position p', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (const seed of [hmacSeed(RANDOM), xoroSeed(7)]) {
      const order = permutation(seed, 'hand-3/deal', items.length);
      expect(shuffle(items, seed, 'hand-3/deal')).toEqual(order.map((i) => items[i]));
    }
  });

  it('does not mutate its input', () => {
    const items = fullDeck();
    const frozen = Object.freeze([...items]);
    const copy = [...items];
    const out = shuffle(items, hmacSeed(ZERO), 'hand-1/deal');
    expect(items).toEqual(copy);
    expect(out).not.toBe(items);
    expect(() => shuffle(frozen, xoroSeed(3), 'hand-1/deal')).not.toThrow();
    expect(frozen).toEqual(copy);
  });
});

describe('commitment', () => {
  it('is the SHA-256 of the 32 secret bytes, not of the hex text', () => {
    expect(commitment(RANDOM)).toBe(
      createHash('sha256').update(Buffer.from(RANDOM, 'hex')).digest('hex'),
    );
    expect(commitment(RANDOM)).not.toBe(createHash('sha256').update(RANDOM).digest('hex'));
  });

  it('verifies the right secret and rejects a wrong one', () => {
    const c = commitment(RANDOM);
    expect(verifyCommitment(RANDOM, c)).toBe(true);
    expect(verifyCommitment(ZERO, c)).toBe(false);
    expect(verifyCommitment(RANDOM.slice(0, 63) + '0', c)).toBe(false);
    expect(verifyCommitment(RANDOM, commitment(ONE))).toBe(false);
  });

  it('accepts a commitment written in upper case', () => {
    expect(verifyCommitment(RANDOM, commitment(RANDOM).toUpperCase())).toBe(true);
  });

  it('rejects a secret that is not 64 lower-case hex digits, without throwing', () => {
    const c = commitment(RANDOM);
    for (const bad of [RANDOM.toUpperCase(), RANDOM.slice(2), RANDOM + '00', 'zz'.repeat(32), '']) {
      expect(verifyCommitment(bad, c)).toBe(false);
    }
    expect(verifyCommitment(ZERO, 'not hex')).toBe(false);
  });
});

describe('validateSeed', () => {
  it('accepts good seeds', () => {
    for (const seed of [
      hmacSeed(ZERO),
      hmacSeed(RANDOM),
      xoroSeed(0),
      xoroSeed(-5),
      xoroSeed(2 ** 53 - 1),
    ]) {
      const result = validateSeed(seed);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.value).toEqual(seed);
    }
  });

  it('keeps only the seed fields', () => {
    expect(validateSeed({ scheme: 'xoroshiro128plus', seed: 3, extra: 1 })).toEqual({
      ok: true,
      value: { scheme: 'xoroshiro128plus', seed: 3 },
    });
  });

  it.each([
    ['null', null],
    ['a string', 'hmac-sha256-v1'],
    ['a number', 42],
    ['no scheme', { secret: ZERO }],
    ['an unknown scheme', { scheme: 'sha1', secret: ZERO }],
    ['an upper-case secret', { scheme: 'hmac-sha256-v1', secret: RANDOM.toUpperCase() }],
    ['a short secret', { scheme: 'hmac-sha256-v1', secret: '00'.repeat(31) }],
    ['a long secret', { scheme: 'hmac-sha256-v1', secret: '00'.repeat(33) }],
    ['a 0x secret', { scheme: 'hmac-sha256-v1', secret: '0x' + '00'.repeat(31) }],
    ['a non-hex secret', { scheme: 'hmac-sha256-v1', secret: 'g'.repeat(64) }],
    ['a missing secret', { scheme: 'hmac-sha256-v1' }],
    ['a numeric secret', { scheme: 'hmac-sha256-v1', secret: 0 }],
    ['a fractional xoroshiro seed', { scheme: 'xoroshiro128plus', seed: 1.5 }],
    ['an unsafe xoroshiro seed', { scheme: 'xoroshiro128plus', seed: 2 ** 53 }],
    ['a string xoroshiro seed', { scheme: 'xoroshiro128plus', seed: '1' }],
    ['a NaN xoroshiro seed', { scheme: 'xoroshiro128plus', seed: NaN }],
  ])('rejects %s with bad-seed', (_, seed) => {
    const result = validateSeed(seed);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('bad-seed');
      expect(result.error.message.length).toBeGreaterThan(0);
    }
  });
});

describe('uniformity', () => {
  /** Chi-square statistic of observed counts against a uniform expectation. */
  const chiSquare = (counts: readonly number[], total: number): number => {
    const expected = total / counts.length;
    return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  };

  // 9 degrees of freedom: mean 9, P(chi2 > 40) < 1e-5. The seeds are fixed, so the test is
  // deterministic: it cannot flake, and it would catch a biased or broken shuffle.
  it.each([
    ['xoroshiro128plus', (i: number) => xoroSeed(i), 'uniformity'],
    ['hmac-sha256-v1', () => hmacSeed(RANDOM), 'uniformity'],
  ])('puts a given card at every position equally often (%s)', (_, seedOf, label) => {
    const runs = 20_000;
    const n = 10;
    const positionOfZero = Array.from({ length: n }, () => 0);
    const cells = Array.from({ length: n * n }, () => 0);
    for (let i = 0; i < runs; i++) {
      const seed = seedOf(i);
      const order = permutation(
        seed,
        seed.scheme === 'hmac-sha256-v1' ? `${label}-${i}` : label,
        n,
      );
      order.forEach((item, position) => {
        cells[item * n + position] = (cells[item * n + position] as number) + 1;
      });
      positionOfZero[order.indexOf(0)] = (positionOfZero[order.indexOf(0)] as number) + 1;
    }
    expect(chiSquare(positionOfZero, runs)).toBeLessThan(40);
    // Every card at every position: the sum of the 10 per-card statistics has a mean of about 81
    // to 90 and a standard deviation of about 13, so 160 is far out in the tail.
    let total = 0;
    for (let item = 0; item < n; item++) {
      total += chiSquare(cells.slice(item * n, item * n + n), runs);
    }
    expect(total).toBeLessThan(160);
  });
});
