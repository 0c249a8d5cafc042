import {
  type CardId,
  type ShuffleSeed,
  DECK_SIZE,
  handSecret,
  permutation,
  shuffle,
} from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DealRecord, dealCards, dealProblems, dealRecord, verifyDeal } from './deal.js';
import { apply, createMatch } from './engine.js';
import { PROFILES } from './profile.js';
import type { MatchState } from './state.js';
import { allCards, id, ids, position } from './test-support.js';

const MASTER = '1f5fa1f6a8a91669afe4e518cd904f1dc25dca20b398900755f58c11c8fe1b8a';
const handsSeed = (secret: string): ShuffleSeed => ({ scheme: 'hmac-sha256-hands-v1', secret });
const v1Seed = (secret: string): ShuffleSeed => ({ scheme: 'hmac-sha256-v1', secret });
const PLAYERS = ['Anna', 'Bruno', 'Carla', 'Dario'];

const created = (seed: ShuffleSeed, players = PLAYERS): MatchState => {
  const result = createMatch({ profile: PROFILES['fisca-gara'], players, seed });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.state;
};

/**
 * The match right after hand `k` was dealt under `seed`: for k > 1, seat 0 closes hand k - 1
 * by discarding its last card. Seat 2 is out of the match when `withEliminated`.
 */
const dealtHand = (seed: ShuffleSeed, k: number, withEliminated = false): MatchState => {
  if (k === 1) return created(seed);
  const before = position({
    profile: withEliminated ? 'fisca-101' : 'fisca-gara',
    hands: [ids('2C'), ids('AH KD'), withEliminated ? [] : ids('JK 5S'), ids('9C')],
    opened: [true, true, !withEliminated, true],
    eliminated: [false, false, withEliminated, false],
  });
  const state: MatchState = { ...before, seed, hand: { ...before.hand, number: k - 1 } };
  const step = apply(state, { type: 'discard', seat: 0, card: id('2C') });
  if (!step.ok) throw new Error(step.error.message);
  expect(step.value.state.hand.number).toBe(k);
  return step.value.state;
};

/** The record as it travels: through JSON, so nothing but data reaches the verifier. */
const asJson = (record: DealRecord): Record<string, unknown> =>
  JSON.parse(JSON.stringify(record)) as Record<string, unknown>;

describe('per-hand secrets (hmac-sha256-hands-v1)', () => {
  it("deals hand 1 and draws the seats from hand 1's secret alone", () => {
    const byMaster = created(handsSeed(MASTER));
    const byHandSecret = created(v1Seed(handSecret(MASTER, 1)));
    expect(byMaster.hand).toEqual(byHandSecret.hand);
    expect(byMaster.seatDraw).toEqual(byHandSecret.seatDraw);
    expect(byMaster.players).toEqual(byHandSecret.players);
    // Not the master itself, nor another hand's secret.
    expect(created(v1Seed(MASTER)).hand.hands).not.toEqual(byMaster.hand.hands);
    expect(created(v1Seed(handSecret(MASTER, 2))).hand.hands).not.toEqual(byMaster.hand.hands);
  });

  it.each([2, 3, 7])("deals hand %i from hand %i's secret alone", (k) => {
    const byMaster = dealtHand(handsSeed(MASTER), k);
    const byHandSecret = dealtHand(v1Seed(handSecret(MASTER, k)), k);
    expect(byMaster.hand).toEqual(byHandSecret.hand);
    expect(byMaster.hand.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(allCards(byMaster)).toEqual(Array.from({ length: DECK_SIZE }, (_, i) => i));
    const order = permutation(v1Seed(handSecret(MASTER, k)), `hand-${k}/deal`, DECK_SIZE);
    // The dealer is seat 0, so seat 1 gets the top card.
    expect(byMaster.hand.hands[1]?.[0]).toBe(order[0]);
    expect(dealtHand(v1Seed(handSecret(MASTER, k - 1)), k).hand).not.toEqual(byMaster.hand);
  });

  it("reshuffles hand k's discard pile with hand k's secret", () => {
    const pile = ids('3H 4H 5H 6H 7H 8H');
    const reshuffled = (seed: ShuffleSeed) => {
      const before = position({
        hands: [ids('2C KS'), ids('AH KD'), ids('JK 5S'), ids('9C')],
        discard: pile,
        stock: [],
        opened: [true, true, true, true],
      });
      const state: MatchState = { ...before, seed, hand: { ...before.hand, number: 4 } };
      const step = apply(state, { type: 'discard', seat: 0, card: id('KS') });
      if (!step.ok) throw new Error(step.error.message);
      return step.value.state.hand;
    };
    const byMaster = reshuffled(handsSeed(MASTER));
    expect(byMaster.reshuffles).toBe(1);
    expect(byMaster).toEqual(reshuffled(v1Seed(handSecret(MASTER, 4))));
    // fisca-gara shuffles the whole pile, the KS just discarded included, into the stock.
    const expected = shuffle(
      [...pile, id('KS')],
      v1Seed(handSecret(MASTER, 4)),
      'hand-4/reshuffle-1',
    );
    expect(byMaster.stock).toEqual([...expected].reverse());
  });
});

describe('dealCards', () => {
  it('deals the Scala 40 example of docs/verifiable-shuffle.md, section 11.3', () => {
    const dealt = dealCards(v1Seed(handSecret('00'.repeat(32), 2)), {
      hand: 2,
      dealer: 1,
      eliminated: [false, false, false, true],
      handSize: 13,
    });
    expect(dealt.seats).toEqual([2, 0, 1]);
    expect(dealt.hands).toEqual([
      [43, 34, 45, 27, 12, 56, 22, 69, 84, 49, 102, 70, 35],
      [103, 59, 74, 26, 33, 52, 77, 8, 100, 65, 1, 41, 36],
      [53, 106, 88, 94, 11, 73, 101, 28, 39, 21, 19, 68, 10],
      [],
    ]);
    expect(dealt.upCard).toBe(16);
    expect(dealt.stock.slice(0, 8)).toEqual([3, 78, 2, 55, 87, 105, 93, 6]);
    expect(dealt.stock).toHaveLength(68);
    expect(dealt.stock.at(-1)).toBe(99);
  });
});

describe('dealRecord', () => {
  it('holds the public facts of the deal and what was dealt, the stock top first', () => {
    const state = created(handsSeed(MASTER));
    const record = dealRecord(state);
    expect(record).toEqual({
      game: 'scala40',
      hand: 1,
      dealer: state.hand.dealer,
      eliminated: [false, false, false, false],
      handSize: 13,
      hands: state.hand.hands,
      upCard: state.hand.discard[0],
      stock: [...state.hand.stock].reverse(),
      seatDraw: state.seatDraw,
    });
    const order = permutation(v1Seed(handSecret(MASTER, 1)), 'hand-1/deal', DECK_SIZE);
    expect(record.upCard).toBe(order[52]);
    expect(record.stock).toEqual(order.slice(53));
  });

  it('leaves the seat draw to the record of hand 1', () => {
    expect(dealRecord(dealtHand(handsSeed(MASTER), 2)).seatDraw).toBeNull();
  });

  it('records the eliminated seats, which are dealt no cards', () => {
    const state = dealtHand(handsSeed(MASTER), 5, true);
    const record = dealRecord(state);
    expect(record.eliminated).toEqual([false, false, true, false]);
    expect(record.hands.map((h) => h.length)).toEqual([13, 13, 0, 13]);
    expect(record.stock).toHaveLength(DECK_SIZE - 3 * 13 - 1);
    expect(verifyDeal(asJson(record), handSecret(MASTER, 5))).toEqual([]);
  });
});

describe('verifyDeal', () => {
  const secret1 = handSecret(MASTER, 1);
  const dealt1 = dealRecord(created(handsSeed(MASTER)));
  const record1 = asJson(dealt1);
  const tampered = (change: (r: Record<string, unknown> & DealRecord) => void) => {
    const copy = structuredClone(record1) as Record<string, unknown> & DealRecord;
    change(copy);
    return verifyDeal(copy, secret1);
  };
  type Writable = { -readonly [K in keyof DealRecord]: DealRecord[K] };

  it("verifies hand 1's record, seat draw included, with hand 1's secret", () => {
    expect(verifyDeal(record1, secret1)).toEqual([]);
    expect(record1['seatDraw']).not.toBeNull();
  });

  it('verifies the record of a match under hmac-sha256-v1 with the match secret', () => {
    const secret = 'ab'.repeat(32);
    const state = dealtHand(v1Seed(secret), 3);
    expect(verifyDeal(asJson(dealRecord(state)), secret)).toEqual([]);
  });

  it("refuses another hand's secret and the master", () => {
    const problems = verifyDeal(record1, handSecret(MASTER, 2));
    expect(problems).toContain("seat 0's cards differ from the shuffle");
    expect(problems).toContain('the stock differs from the shuffle');
    expect(verifyDeal(record1, MASTER).length).toBeGreaterThan(0);
  });

  it('names the seats whose cards were swapped', () => {
    const problems = tampered((r) => {
      const hands = r.hands as CardId[][];
      const a = hands[1]?.[4] as CardId;
      (hands[1] as CardId[])[4] = hands[3]?.[7] as CardId;
      (hands[3] as CardId[])[7] = a;
    });
    expect(problems).toEqual([
      "seat 1's cards differ from the shuffle",
      "seat 3's cards differ from the shuffle",
    ]);
  });

  it('notices the up-card, the stock and its order', () => {
    expect(tampered((r) => ((r as Writable).upCard = r.stock[0] as CardId))).toEqual([
      'the up-card differs from the shuffle',
    ]);
    expect(tampered((r) => ((r as Writable).stock = [...r.stock].reverse()))).toEqual([
      'the stock differs from the shuffle',
    ]);
    expect(tampered((r) => ((r as Writable).stock = r.stock.slice(1)))).toEqual([
      'the stock differs from the shuffle',
    ]);
  });

  it('re-deals from the recorded dealer, eliminated seats and hand size', () => {
    expect(tampered((r) => ((r as Writable).dealer = (r.dealer + 1) % 4))).toEqual(
      [0, 1, 2, 3].map((seat) => `seat ${seat}'s cards differ from the shuffle`),
    );
    expect(tampered((r) => ((r as Writable).eliminated = [true, false, false, false]))).toContain(
      "seat 0's cards differ from the shuffle",
    );
    expect(tampered((r) => ((r as Writable).handSize = 12))).toContain(
      'the up-card differs from the shuffle',
    );
    expect(tampered((r) => ((r as Writable).hand = 2))).toEqual([
      'the deal record is not valid (seatDraw: only the record of hand 1 has the seat draw)',
    ]);
  });

  it('checks the seat draw: the cards drawn and the ranking', () => {
    expect(
      tampered((r) => {
        const draw = r.seatDraw?.draws[2]?.cards as CardId[];
        draw[0] = ((draw[0] as number) + 1) % DECK_SIZE;
      }),
    ).toEqual([`${dealt1.seatDraw?.draws[2]?.player}'s seat-draw cards differ from the shuffle`]);
    expect(tampered((r) => (r.seatDraw?.ranking as string[]).reverse())).toEqual([
      'the seat-draw ranking does not follow from the cards drawn',
    ]);
  });

  it.each([
    ['not an object', 'deal', 'the record'],
    ['another game', { ...record1, game: 'burraco' }, 'game'],
    ['a missing stock', { ...record1, stock: undefined }, 'stock'],
    ['a card id out of range', { ...record1, upCard: 108 }, 'upCard'],
    ['a fractional card id', { ...record1, stock: [1.5] }, 'stock.0'],
    ['hand 0', { ...record1, hand: 0 }, 'hand'],
    ['a dealer without a seat', { ...record1, dealer: 4 }, 'dealer'],
    ['a hand missing', { ...record1, hands: (record1['hands'] as unknown[]).slice(1) }, 'hands'],
    ['too many cards to deal', { ...record1, handSize: 27 }, 'handSize'],
    ['an unknown field', { ...record1, pozzetti: [] }, 'the record'],
  ])('refuses a record with %s as not valid, without throwing', (_, record, path) => {
    const problems = dealProblems(record, secret1);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p.code).toBe('bad-record');
    expect(problems[0]?.values['detail']).toMatch(new RegExp(`^${path}: `));
  });

  it('refuses a secret that is not 64 lower-case hex digits', () => {
    expect(dealProblems(record1, secret1.toUpperCase())).toEqual([
      {
        code: 'bad-secret',
        message: 'the secret is not 64 lower-case hex digits',
        values: {},
      },
    ]);
  });

  it('verifies any hand under any master, and notices any one card changed', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 1, max: DECK_SIZE - 1 }),
        (bytes, k, withEliminated, where, shift) => {
          const master = Buffer.from(bytes).toString('hex');
          const record = asJson(dealRecord(dealtHand(handsSeed(master), k, withEliminated)));
          const secret = handSecret(master, k);
          expect(verifyDeal(record, secret)).toEqual([]);
          // Every card the record holds, as a list and a position in it; the up-card alone.
          const r = record as unknown as {
            hands: number[][];
            upCard: number;
            stock: number[];
            seatDraw: { draws: { cards: number[] }[] } | null;
          };
          const upCard = [r.upCard];
          const lists = [
            ...r.hands,
            upCard,
            r.stock,
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
