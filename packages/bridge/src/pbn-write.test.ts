import { type Card52, deck52 } from '@tavolo/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealBoard } from './deal.js';
import { readPbn } from './pbn-read.js';
import { writePbn } from './pbn-write.js';
import {
  type PbnAuction,
  type PbnCall,
  type PbnCard,
  type PbnGame,
  type PbnNote,
  type PbnPlay,
  type PbnTag,
  PBN_IDENTIFICATION,
} from './pbn.js';
import {
  type Call,
  type Contract,
  type Deal,
  type Seat,
  type Vulnerability,
  STRAINS,
  nextSeat,
} from './types.js';

const seatArb = fc.constantFrom<Seat>(0, 1, 2, 3);
const vulArb = fc.constantFrom<Vulnerability>('none', 'ns', 'ew', 'all');
const SPECIAL = ['à', 'è', 'ì', 'ò', 'ù', '"', '\\', '[', ']', '{', '}', ';', '#', '%', ' '];
const charArb = fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ minLength: 1, maxLength: 1 }));
/** A tag value: one line; exactly "#" would repeat the previous game's value. */
const valueArb = fc.string({ unit: charArb, maxLength: 16 }).filter((s) => s !== '#');
const annotationArb = fc.option(fc.constantFrom('!', '?', '!!', '??', '!?', '?!'), {
  nil: undefined,
});
const noteRefArb = fc.option(fc.integer({ min: 1, max: 32 }), { nil: undefined });
const notesArb: fc.Arbitrary<PbnNote[]> = fc.array(
  fc.record({ number: fc.integer({ min: 1, max: 32 }), text: valueArb }),
  { maxLength: 3 },
);

const handsArb: fc.Arbitrary<Deal['hands']> = fc
  .shuffledSubarray(deck52(), { minLength: 52, maxLength: 52 })
  .map((cards) => {
    const hand = (k: number): Card52[] => cards.slice(13 * k, 13 * k + 13).sort((a, b) => a - b);
    return [hand(0), hand(1), hand(2), hand(3)];
  });

const dealArb: fc.Arbitrary<Deal> = fc.record({
  number: fc.integer({ min: 1, max: 100_000 }),
  dealer: seatArb,
  vulnerability: vulArb,
  hands: handsArb,
});

const callArb: fc.Arbitrary<Call> = fc.oneof(
  fc.constant<Call>({ type: 'pass' }),
  fc.constant<Call>({ type: 'double' }),
  fc.constant<Call>({ type: 'redouble' }),
  fc.record({
    type: fc.constant('bid' as const),
    level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7) as fc.Arbitrary<Contract['level']>,
    strain: fc.constantFrom(...STRAINS),
  }),
);

/** Drops the keys whose value is undefined, as the reader leaves them out. */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const auctionArb = (dealer: Seat): fc.Arbitrary<PbnAuction> =>
  fc.record({
    first: fc.constant(dealer),
    calls: fc.array(
      fc
        .record({ call: callArb, note: noteRefArb, annotation: annotationArb })
        .map((c) => defined<PbnCall>(c)),
      { maxLength: 12 },
    ),
    notes: notesArb,
  });

/** Trick t takes each seat's t-th card, so every card is in its hand and played once. */
const playArb = (hands: Deal['hands'], first: Seat): fc.Arbitrary<PbnPlay> =>
  fc
    .record({
      full: fc.integer({ min: 0, max: 13 }),
      partial: fc.integer({ min: 0, max: 3 }),
      blanks: fc.array(fc.boolean(), { minLength: 52, maxLength: 52 }),
      marks: fc.array(fc.record({ note: noteRefArb, annotation: annotationArb }), {
        minLength: 52,
        maxLength: 52,
      }),
      notes: notesArb,
    })
    .map(({ full, partial, blanks, marks, notes }) => {
      const sizes = [
        ...Array<number>(full).fill(4),
        ...(full < 13 && partial > 0 ? [partial] : []),
      ];
      const tricks = sizes.map((size, t) =>
        Array.from({ length: size }, (_, j): PbnCard => {
          const seat = ((first + j) % 4) as Seat;
          const card = blanks[t * 4 + j] ? null : (hands[seat][t] as Card52);
          return defined({ card, ...marks[t * 4 + j] });
        }),
      );
      return { first, tricks, notes };
    });

const KNOWN = new Set<string>([...PBN_IDENTIFICATION, 'Auction', 'Play']);
const tagsArb: fc.Arbitrary<PbnTag[]> = fc
  .uniqueArray(
    fc.record({
      name: fc.oneof(
        fc.constant('Note'),
        fc.stringMatching(/^[A-Z][A-Za-z0-9_]{0,10}$/).filter((n) => !KNOWN.has(n)),
      ),
      value: valueArb,
      section: fc.array(
        fc
          .array(fc.stringMatching(/^[A-Za-z0-9.:+=*#/-]{1,6}$/), { minLength: 1, maxLength: 4 })
          .map((words) => words.join(' ')),
        { maxLength: 3 },
      ),
    }),
    { selector: (t) => (t.name === 'Note' ? Symbol('note') : t.name), maxLength: 4 },
  )
  .map((tags) => tags.map((t) => (t.name === 'Note' ? { ...t, section: [] } : t)));

const contractArb: fc.Arbitrary<Contract | 'pass' | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant('pass' as const),
  fc.record({
    level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7) as fc.Arbitrary<Contract['level']>,
    strain: fc.constantFrom(...STRAINS),
    doubling: fc.constantFrom(0, 1, 2) as fc.Arbitrary<Contract['doubling']>,
    declarer: seatArb,
  }),
);

const gameArb: fc.Arbitrary<PbnGame> = fc
  .record({ deal: dealArb, contract: contractArb, leader: seatArb })
  .chain(({ deal, contract, leader }) => {
    const first = contract && contract !== 'pass' ? nextSeat(contract.declarer) : leader;
    return fc
      .record({
        event: valueArb,
        site: valueArb,
        date: valueArb,
        scoring: valueArb,
        players: fc.tuple(valueArb, valueArb, valueArb, valueArb),
        result: fc.option(fc.integer({ min: 0, max: 13 }), { nil: undefined }),
        auction: fc.option(auctionArb(deal.dealer), { nil: undefined }),
        play: fc.option(playArb(deal.hands, first), { nil: undefined }),
        tags: tagsArb,
        commentary: fc.array(
          fc.string({ unit: charArb, maxLength: 20 }).filter((c) => !c.includes('}')),
          { maxLength: 2 },
        ),
      })
      .map((rest) => defined<PbnGame>({ deal, contract, ...rest }));
  });

describe('writing PBN', () => {
  it('round-trips: what it writes reads back as the same games', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { minLength: 1, maxLength: 3 }), (games) => {
        const text = writePbn(games);
        const read = readPbn(text);
        if (!read.ok) throw new Error(`line ${read.error.line}: ${read.error.message}\n${text}`);
        expect(read.value).toEqual(games);
      }),
      { numRuns: 150 },
    );
  });

  it('writes boards dealt by the shuffle as a prepared set that reads back as the same deals', () => {
    const seed = { scheme: 'xoroshiro128plus', seed: 2026 } as const;
    const deals = Array.from({ length: 32 }, (_, i) => dealBoard(seed, i + 1));
    const games = deals.map((deal): PbnGame => ({
      deal,
      event: 'Set',
      site: '',
      date: '',
      scoring: '',
      players: ['', '', '', ''],
      tags: [],
      commentary: [],
    }));
    const read = readPbn(writePbn(games));
    expect(read.ok && read.value.map((g) => g.deal)).toEqual(deals);
  });

  it('keeps the file readable: a line break in a value becomes a space, a comment with } becomes ; lines', () => {
    const deal = dealBoard({ scheme: 'xoroshiro128plus', seed: 7 }, 3);
    const game: PbnGame = {
      deal,
      event: 'Coppa\nd’inverno',
      site: '',
      date: '',
      scoring: '',
      players: ['', '', '', ''],
      tags: [],
      commentary: ['a {nested} remark\non two lines'],
    };
    const read = readPbn(writePbn([game]));
    expect(read.ok && read.value[0]?.event).toBe('Coppa d’inverno');
    expect(read.ok && read.value[0]?.commentary).toEqual(['a {nested} remark', 'on two lines']);
  });

  it('writes the export form: header, the fifteen tags in order, the deal from the dealer', () => {
    const deal: Deal = {
      number: 4,
      dealer: 3,
      vulnerability: 'all',
      hands: [
        deck52().filter((c) => c >= 39),
        deck52().filter((c) => c >= 26 && c < 39),
        deck52().filter((c) => c >= 13 && c < 26),
        deck52().filter((c) => c < 13),
      ],
    };
    const game: PbnGame = {
      deal,
      event: 'Club "Tavolo"',
      site: '',
      date: '2026.11.26',
      scoring: 'IMP',
      players: ['Nord', 'Est', 'Sud', 'Ovest'],
      contract: { level: 7, strain: 'NT', doubling: 2, declarer: 0 },
      result: 13,
      auction: {
        first: 3,
        calls: [{ call: { type: 'bid', level: 7, strain: 'NT' } }, { call: { type: 'double' } }],
        notes: [],
      },
      tags: [],
      commentary: [],
    };
    const lines = writePbn([game]).split('\n');
    expect(lines.slice(0, 3)).toEqual(['% PBN 2.1', '% EXPORT', '']);
    const tagNames = lines.filter((l) => l.startsWith('[')).map((l) => /^\[(\w+)/.exec(l)?.[1]);
    expect(tagNames).toEqual([...PBN_IDENTIFICATION, 'Auction']);
    expect(lines).toContain('[Event "Club \\"Tavolo\\""]');
    expect(lines).toContain(
      '[Deal "W:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432."]',
    );
    expect(lines).toContain('[Vulnerable "All"]');
    expect(lines).toContain('[Declarer "N"]');
    expect(lines).toContain('[Contract "7NTXX"]');
    expect(lines).toContain('7NT X');
  });
});
