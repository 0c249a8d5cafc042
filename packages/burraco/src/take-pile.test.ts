/**
 * BUR-CH art. 9 as a property: "La condizione per poter raccogliere le carte dal monte degli
 * scarti è che almeno una delle carte raccolte deve essere giocata". On small tables dealt at
 * random, the pile is offered (and taken by `apply`) exactly when some meld or lay-off that uses
 * a taken card is accepted by `apply` afterwards, found by trying every set of cards of the hand;
 * and once it is taken, `legalActions` lists such a play and nothing `apply` refuses.
 */
import type { CardId } from '@tavolo/cards';
import { cardIds as parse } from './test-support.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { apply, createMatch } from './engine.js';
import { legalActions, pileUsable } from './legal.js';
import { isMatta, readMeld } from './meld.js';
import { PROFILES, PROFILE_IDS } from './profile.js';
import type { MatchState, TableMeld } from './state.js';

/** The other copy of each card, for the melds on the table: the hand and pile use the first. */
const onTable = (text: string): CardId[] => parse(text).map((id) => (id < 54 ? id + 54 : id - 54));

/** Melds that may lie on the table together, each for one side or the other; two are burrachi. */
const MELDS = [
  '3H 4H 5H',
  '9H TH JK',
  '5C 5D 5D',
  'JS QS KS',
  '6C 7C 8C',
  '6D 7D 8D 9D TD JD QD',
  '3S 4S 5S 6S 7S 8S 2D',
] as const;

/** The cards a hand and a pile are drawn from: enough of one suit that plays are common. */
const POOL = parse('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 5S 6S 7S 2C 7C JK 9C 4D 7D');

interface Table {
  readonly profile: (typeof PROFILE_IDS)[number];
  readonly hand: readonly CardId[];
  readonly pile: readonly CardId[];
  readonly melds: readonly { readonly text: string; readonly side: 0 | 1 }[];
  readonly pozzettoTaken: boolean;
}

const tables: fc.Arbitrary<Table> = fc
  .record({
    profile: fc.constantFrom(...PROFILE_IDS),
    cards: fc.shuffledSubarray(POOL, { minLength: 2, maxLength: 8 }),
    split: fc.nat(),
    melds: fc
      .subarray([...MELDS])
      .chain((texts) =>
        fc.tuple(
          ...texts.map((text) =>
            fc.record({ text: fc.constant(text), side: fc.constantFrom(0 as const, 1 as const) }),
          ),
        ),
      ),
    pozzettoTaken: fc.boolean(),
  })
  .map(({ profile, cards, split, melds, pozzettoTaken }) => {
    const inPile = 1 + (split % Math.min(3, cards.length - 1));
    return {
      profile,
      pile: cards.slice(0, inPile),
      hand: cards.slice(inPile),
      melds,
      pozzettoTaken,
    };
  });

/** Seat 0 about to draw, at a table of two, with the table's cards; the rest fill the stock. */
const stateOf = (table: Table): MatchState => {
  const profile = PROFILES[table.profile];
  const step = createMatch({
    profile,
    seed: { scheme: 'xoroshiro128plus', seed: 1 },
    seating: { kind: 'singles', players: ['a', 'b'] },
  });
  if (!step.ok) throw new Error(step.error.code);
  const base = step.value.state;
  const melds: TableMeld[] = table.melds.map((m, i) => {
    const read = readMeld(onTable(m.text), profile.options);
    if (!read.ok) throw new Error(read.error.code);
    return { id: i + 1, side: m.side, meld: read.value };
  });
  const used = new Set([
    ...table.hand,
    ...table.pile,
    ...melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
  ]);
  const rest = Array.from({ length: 108 }, (_, id) => id).filter((id) => !used.has(id));
  return {
    ...base,
    hand: {
      ...base.hand,
      hands: [table.hand, rest.slice(0, 5)],
      pile: table.pile,
      stock: rest.slice(27, 60),
      pozzetti: table.pozzettoTaken
        ? [rest.slice(16, 27)]
        : [rest.slice(5, 16), rest.slice(16, 27)],
      pozzettoTaken: [table.pozzettoTaken, false],
      melds,
      nextMeldId: melds.length + 1,
      turn: { seat: 0, phase: 'draw', mustPlayOneOf: [], tookPile: false },
      turnsCompleted: 8,
    },
  };
};

/** The state after taking the pile, built whether or not `apply` would allow it. */
const taken = (state: MatchState): MatchState => {
  const h = state.hand;
  return {
    ...state,
    hand: {
      ...h,
      hands: [[...(h.hands[0] as CardId[]), ...h.pile], h.hands[1] as CardId[]],
      pile: [],
      turn: { seat: 0, phase: 'play', mustPlayOneOf: h.pile, tookPile: true },
    },
  };
};

/** Every meld and lay-off of seat 0 that uses a taken card and that `apply` accepts. */
const acceptedPlays = (state: MatchState): Action[] => {
  const hand = state.hand.hands[0] as CardId[];
  const owed = state.hand.turn.mustPlayOneOf;
  const found: Action[] = [];
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const cards = hand.filter((_, i) => (mask & (1 << i)) !== 0);
    if (!cards.some((id) => owed.includes(id))) continue;
    const plays: Action[] = [
      { type: 'meld', seat: 0, cards },
      ...state.hand.melds.map((m): Action => ({ type: 'lay-off', seat: 0, meld: m.id, cards })),
    ];
    // A free matta may also be put on top (art. 11).
    const onTop = cards.some(isMatta)
      ? plays.map((play): Action => ({ ...play, matta: 'top' }) as Action)
      : [];
    for (const play of [...plays, ...onTop]) if (apply(state, play).ok) found.push(play);
  }
  return found;
};

describe('BUR-CH art. 9: taking the pile', () => {
  it('BUR-CH art. 9: the pile is offered and taken exactly when a play with a taken card follows', () => {
    fc.assert(
      fc.property(tables, (table) => {
        const state = stateOf(table);
        const after = taken(state);
        const accepted = acceptedPlays(after);
        const usable = accepted.length > 0;
        expect(pileUsable(state, 0)).toBe(usable);
        expect(legalActions(state, 0).some((a) => a.type === 'take-pile')).toBe(usable);
        expect(apply(state, { type: 'take-pile', seat: 0 }).ok).toBe(usable);
        if (!usable) return;
        const listed = legalActions(after, 0);
        expect(listed.length).toBeGreaterThan(0);
        for (const action of listed) expect(apply(after, action).ok).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
