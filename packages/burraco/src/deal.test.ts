import { type CardId, type ShuffleSeed, DECK_SIZE, handSecret, permutation } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DealRecord, dealCards, dealProblems, dealRecord, verifyDeal } from './deal.js';
import { apply, createMatch } from './engine.js';
import { PROFILES } from './profile.js';
import type { SeatingRequest } from './seating.js';
import type { MatchState } from './state.js';

const MASTER = '1f5fa1f6a8a91669afe4e518cd904f1dc25dca20b398900755f58c11c8fe1b8a';
const handsSeed = (secret: string): ShuffleSeed => ({ scheme: 'hmac-sha256-hands-v1', secret });
const v1Seed = (secret: string): ShuffleSeed => ({ scheme: 'hmac-sha256-v1', secret });
const PAIRS: SeatingRequest = {
  kind: 'pairs',
  pairs: [
    ['Anna', 'Bruno'],
    ['Carla', 'Dario'],
  ],
};
const SINGLES: SeatingRequest = { kind: 'singles', players: ['Anna', 'Bruno'] };

const created = (seed: ShuffleSeed, seating: SeatingRequest = PAIRS): MatchState => {
  const result = createMatch({ profile: PROFILES.champion, seed, seating });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.state;
};

/**
 * The match right after hand `k` was dealt under `seed`: for k > 1, hand k - 1 ends when the
 * seat on turn discards with the stock run out (BUR-CH art. 16).
 */
const dealtHand = (seed: ShuffleSeed, k: number, seating: SeatingRequest = PAIRS): MatchState => {
  const first = created(seed, seating);
  if (k === 1) return first;
  const h = first.hand;
  const state: MatchState = {
    ...first,
    handsPlanned: k,
    hand: { ...h, number: k - 1, stock: [], turn: { ...h.turn, phase: 'play' } },
  };
  const seat = h.turn.seat;
  const step = apply(state, { type: 'discard', seat, card: h.hands[seat]?.[0] as CardId });
  if (!step.ok) throw new Error(step.error.message);
  expect(step.value.state.hand.number).toBe(k);
  return step.value.state;
};

const asJson = (record: DealRecord): Record<string, unknown> =>
  JSON.parse(JSON.stringify(record)) as Record<string, unknown>;

describe('per-hand secrets (hmac-sha256-hands-v1)', () => {
  it.each([
    ['pairs', PAIRS],
    ['singles', SINGLES],
  ])("deals hand 1 and draws the seats from hand 1's secret alone (%s)", (_, seating) => {
    const byMaster = created(handsSeed(MASTER), seating);
    const byHandSecret = created(v1Seed(handSecret(MASTER, 1)), seating);
    expect(byMaster.hand).toEqual(byHandSecret.hand);
    expect(byMaster.seatDraw).toEqual(byHandSecret.seatDraw);
    expect(created(v1Seed(MASTER), seating).hand.hands).not.toEqual(byMaster.hand.hands);
  });

  it.each([2, 3, 9])("deals hand %i from hand %i's secret alone", (k) => {
    const byMaster = dealtHand(handsSeed(MASTER), k);
    const byHandSecret = dealtHand(v1Seed(handSecret(MASTER, k)), k);
    expect(byMaster.hand).toEqual(byHandSecret.hand);
    const order = permutation(v1Seed(handSecret(MASTER, k)), `hand-${k}/deal`, DECK_SIZE);
    const dealer = byMaster.hand.dealer;
    expect(byMaster.hand.hands[(dealer + 1) % 4]?.[0]).toBe(order[0]);
    expect(byMaster.hand.pozzetti[0]).toEqual(order.slice(DECK_SIZE - 11));
    expect(dealtHand(v1Seed(handSecret(MASTER, k + 1)), k).hand).not.toEqual(byMaster.hand);
  });
});

describe('dealCards', () => {
  it('deals the Burraco example of docs/verifiable-shuffle.md, section 11.3', () => {
    const dealt = dealCards(v1Seed(handSecret('00'.repeat(32), 1)), {
      hand: 1,
      dealer: 3,
      seats: 4,
      handSize: 11,
      pozzettoSize: 11,
    });
    expect(dealt.hands).toEqual([
      [87, 17, 26, 100, 78, 67, 96, 14, 86, 60, 13],
      [61, 7, 42, 83, 54, 9, 16, 58, 15, 63, 2],
      [1, 6, 5, 85, 93, 39, 18, 25, 35, 48, 97],
      [19, 3, 21, 91, 38, 74, 59, 32, 36, 88, 29],
    ]);
    expect(dealt.upCard).toBe(99);
    expect(dealt.stock.slice(0, 8)).toEqual([64, 62, 49, 101, 23, 80, 41, 71]);
    expect(dealt.stock).toHaveLength(41);
    expect(dealt.pozzetti).toEqual([
      [82, 90, 43, 75, 98, 105, 28, 81, 44, 70, 79],
      [0, 77, 52, 107, 102, 84, 34, 24, 69, 51, 10],
    ]);
  });
});

describe('dealRecord', () => {
  it('holds the public facts of the deal and what was dealt, the stock top first', () => {
    const state = created(handsSeed(MASTER));
    const record = dealRecord(state);
    expect(record).toEqual({
      game: 'burraco',
      hand: 1,
      dealer: 3,
      seats: 4,
      handSize: 11,
      pozzettoSize: 11,
      hands: state.hand.hands,
      upCard: state.hand.pile[0],
      stock: [...state.hand.stock].reverse(),
      pozzetti: state.hand.pozzetti,
      seatDraw: { draws: state.seatDraw.draws, ranking: state.seatDraw.ranking },
    });
    const order = permutation(v1Seed(handSecret(MASTER, 1)), 'hand-1/deal', DECK_SIZE);
    expect(record.upCard).toBe(order[44]);
    expect(record.stock).toEqual(order.slice(45, DECK_SIZE - 22));
    expect(record.pozzetti[1]).toEqual(order.slice(DECK_SIZE - 22, DECK_SIZE - 11));
  });

  it('leaves the seat draw to the record of hand 1', () => {
    expect(dealRecord(dealtHand(handsSeed(MASTER), 2)).seatDraw).toBeNull();
  });

  it('records a table of two', () => {
    const record = dealRecord(dealtHand(handsSeed(MASTER), 2, SINGLES));
    expect(record.seats).toBe(2);
    expect(record.hands.map((h) => h.length)).toEqual([11, 11]);
    expect(record.stock).toHaveLength(DECK_SIZE - 22 - 1 - 22);
    expect(verifyDeal(asJson(record), handSecret(MASTER, 2))).toEqual([]);
  });
});

describe('verifyDeal', () => {
  const secret1 = handSecret(MASTER, 1);
  const dealt1 = dealRecord(created(handsSeed(MASTER)));
  const record1 = asJson(dealt1);
  type Writable = { -readonly [K in keyof DealRecord]: DealRecord[K] };
  const tampered = (change: (r: Writable) => void) => {
    const copy = structuredClone(record1) as unknown as Writable;
    change(copy);
    return verifyDeal(copy, secret1);
  };

  it("verifies hand 1's record, seat draw included, with hand 1's secret", () => {
    expect(verifyDeal(record1, secret1)).toEqual([]);
    expect(record1['seatDraw']).not.toBeNull();
  });

  it('verifies the record of a match under hmac-sha256-v1 with the match secret', () => {
    const secret = 'cd'.repeat(32);
    expect(verifyDeal(asJson(dealRecord(dealtHand(v1Seed(secret), 2))), secret)).toEqual([]);
  });

  it("refuses another hand's secret", () => {
    expect(verifyDeal(record1, handSecret(MASTER, 2))).toEqual([
      "seat 0's cards differ from the shuffle",
      "seat 1's cards differ from the shuffle",
      "seat 2's cards differ from the shuffle",
      "seat 3's cards differ from the shuffle",
      'the up-card differs from the shuffle',
      'the stock differs from the shuffle',
      'pozzetto 0 differs from the shuffle',
      'pozzetto 1 differs from the shuffle',
      `${dealt1.seatDraw?.draws[0]?.player}'s seat-draw cards differ from the shuffle`,
      `${dealt1.seatDraw?.draws[1]?.player}'s seat-draw cards differ from the shuffle`,
      `${dealt1.seatDraw?.draws[2]?.player}'s seat-draw cards differ from the shuffle`,
      `${dealt1.seatDraw?.draws[3]?.player}'s seat-draw cards differ from the shuffle`,
      'the seat-draw ranking does not follow from the cards drawn',
    ]);
  });

  it('names what was swapped: a seat, a pozzetto, the up-card, the stock', () => {
    expect(
      tampered((r) => {
        const hand = r.hands[2] as CardId[];
        const pozzetto = r.pozzetti[1] as CardId[];
        [hand[0], pozzetto[3]] = [pozzetto[3] as CardId, hand[0] as CardId];
      }),
    ).toEqual(["seat 2's cards differ from the shuffle", 'pozzetto 1 differs from the shuffle']);
    expect(
      tampered((r) => {
        const stock = r.stock as CardId[];
        [r.upCard, stock[0]] = [stock[0] as CardId, r.upCard];
      }),
    ).toEqual(['the up-card differs from the shuffle', 'the stock differs from the shuffle']);
    expect(tampered((r) => (r.pozzetti = [...r.pozzetti].reverse()))).toEqual([
      'pozzetto 0 differs from the shuffle',
      'pozzetto 1 differs from the shuffle',
    ]);
  });

  it('re-deals from the recorded dealer, hand size and pozzetto size', () => {
    expect(tampered((r) => (r.dealer = 0))).toEqual(
      [0, 1, 2, 3].map((seat) => `seat ${seat}'s cards differ from the shuffle`),
    );
    expect(tampered((r) => (r.handSize = 10))).toContain('the up-card differs from the shuffle');
    expect(tampered((r) => (r.pozzettoSize = 10))).toEqual([
      'the stock differs from the shuffle',
      'pozzetto 0 differs from the shuffle',
      'pozzetto 1 differs from the shuffle',
    ]);
  });

  it('checks the cards of the seat draw and the ranking', () => {
    expect(
      tampered((r) => {
        const cards = r.seatDraw?.draws[1]?.cards as CardId[];
        cards[0] = ((cards[0] as number) + 54) % DECK_SIZE;
      }),
    ).toEqual([`${dealt1.seatDraw?.draws[1]?.player}'s seat-draw cards differ from the shuffle`]);
    expect(tampered((r) => (r.seatDraw?.ranking as string[]).reverse())).toEqual([
      'the seat-draw ranking does not follow from the cards drawn',
    ]);
  });

  it.each([
    ['not an object', null, 'the record'],
    ['another game', { ...record1, game: 'scala40' }, 'game'],
    ['three seats', { ...record1, seats: 3 }, 'seats'],
    ['one pozzetto', { ...record1, pozzetti: [[]] }, 'pozzetti'],
    ['a card that is a string', { ...record1, upCard: 'AH' }, 'upCard'],
    ['a dealer without a seat', { ...record1, dealer: 5 }, 'dealer'],
    ['a hand missing', { ...record1, hands: [[], [], []] }, 'hands'],
    ['too many cards to deal', { ...record1, pozzettoSize: 40 }, 'handSize'],
    ['the seat draw in hand 2', { ...record1, hand: 2 }, 'seatDraw'],
    [
      'a player drawing twice',
      {
        ...record1,
        seatDraw: {
          draws: [...(dealt1.seatDraw?.draws ?? []), dealt1.seatDraw?.draws[0]],
          ranking: [],
        },
      },
      'seatDraw',
    ],
  ])('refuses a record with %s as not valid, without throwing', (_, record, path) => {
    const problems = dealProblems(record, secret1);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p.code).toBe('bad-record');
    expect(problems[0]?.values['detail']).toMatch(new RegExp(`^${path}: `));
  });

  it('refuses a secret that is not 64 lower-case hex digits', () => {
    expect(dealProblems(record1, secret1.slice(1)).map((p) => p.code)).toEqual(['bad-secret']);
  });

  it('verifies any hand under any master, and notices any one card changed', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(PAIRS, SINGLES),
        fc.nat(),
        fc.integer({ min: 1, max: DECK_SIZE - 1 }),
        (bytes, k, seating, where, shift) => {
          const master = Buffer.from(bytes).toString('hex');
          const record = asJson(dealRecord(dealtHand(handsSeed(master), k, seating)));
          const secret = handSecret(master, k);
          expect(verifyDeal(record, secret)).toEqual([]);
          // Every card the record holds, as a list and a position in it; the up-card alone.
          const r = record as unknown as {
            hands: number[][];
            upCard: number;
            stock: number[];
            pozzetti: number[][];
            seatDraw: { draws: { cards: number[] }[] } | null;
          };
          const upCard = [r.upCard];
          const lists = [
            ...r.hands,
            upCard,
            r.stock,
            ...r.pozzetti,
            ...(r.seatDraw?.draws ?? []).map((d) => d.cards),
          ];
          const places = lists.flatMap((list) => list.map((_, i) => [list, i] as const));
          const [list, i] = places[where % places.length] as (typeof places)[number];
          list[i] = ((list[i] as number) + shift) % DECK_SIZE;
          r.upCard = upCard[0] as number;
          expect(verifyDeal(record, secret).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
