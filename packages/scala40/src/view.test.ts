import type { CardId } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { apply } from './engine.js';
import type { MatchState } from './state.js';
import { deepFreeze, id, ids, meldCards, position } from './test-support.js';
import { view } from './view.js';

const state: MatchState = deepFreeze(
  position({
    profile: 'fisca-101+a',
    hands: [ids('9C 2D 5S 8H'), ids('AH KD QD'), ids("4C 4S 9D'"), ids("TH' 3C")],
    melds: [{ owner: 1, cards: meldCards('5H 6H 7H', 2) }],
    discard: ids('JS QC 4H'),
    opened: [true, true, false, false],
    turn: { phase: 'draw' },
  }),
);

const otherCards = (s: MatchState, seat: number | null): Set<CardId> =>
  new Set([
    ...s.hand.hands.flatMap((h, i) => (i === seat ? [] : h)),
    ...s.hand.stock,
    ...s.hand.discard.slice(0, -1),
  ]);

/** Every number array anywhere in a value. */
const numberArrays = (value: unknown, out: number[][] = []): number[][] => {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'number')) out.push(value as number[]);
    for (const v of value) numberArrays(v, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) numberArrays(v, out);
  }
  return out;
};

describe('what a seat sees (S40-CdG art. 6; S40-REG art. 5.4)', () => {
  it('a seat sees its own hand and only the number of cards in the others', () => {
    const v = view(state, 2);
    expect(v.you).toBe(2);
    expect(v.hand.cards).toEqual(ids("4C 4S 9D'"));
    expect(v.hand.handSizes).toEqual([4, 3, 3, 2]);
    for (const arr of numberArrays(v)) {
      for (const seat of [0, 1, 3]) expect(arr).not.toEqual(state.hand.hands[seat]);
    }
  });

  it('a spectator (null) sees no hand', () => {
    const v = view(state, null);
    expect(v.you).toBeNull();
    expect(v.hand.cards).toBeNull();
    expect(v.hand.obligation).toBeNull();
    expect(v.hand.handSizes).toEqual([4, 3, 3, 2]);
  });

  it('a seat that is not at the table is a spectator', () => {
    for (const seat of [-1, 4, 99]) {
      const v = view(state, seat);
      expect(v.you).toBeNull();
      expect(v.hand.cards).toBeNull();
    }
  });

  it('S40-REG art. 5.4: the stock is a count and only the top discard shows', () => {
    const v = view(state, 0);
    expect(v.hand.stock).toBe(state.hand.stock.length);
    expect(v.hand.discardTop).toBe(id('4H'));
    expect(v.hand.discardSize).toBe(3);
    const json = JSON.stringify(v);
    expect(json).not.toContain(JSON.stringify(state.hand.stock));
    // No list of numbers in the view is the stock or the covered discards.
    for (const arr of numberArrays(v)) {
      expect(arr).not.toEqual(state.hand.stock);
      expect(arr).not.toEqual(ids('JS QC'));
      expect(arr).not.toEqual(ids('JS QC 4H'));
    }
  });

  it('the melds, their owners and who opened are public', () => {
    const v = view(state, 3);
    expect(v.hand.melds).toEqual(state.hand.melds);
    expect(v.hand.opened).toEqual([true, true, false, false]);
    expect(v.profile).toBe('fisca-101+a');
    expect(v.players).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(v.hand.turn).toEqual({ seat: 0, phase: 'draw' });
  });

  it('the card ids a seat sees are its own, the melds and the top discard', () => {
    for (const seat of [0, 1, 2, 3, null]) {
      const v = view(state, seat);
      const hidden = otherCards(state, seat);
      const seen = [
        ...(v.hand.cards ?? []),
        ...v.hand.melds.flatMap((m) => m.meld.cards.map((c) => c.id)),
        ...(v.hand.discardTop === null ? [] : [v.hand.discardTop]),
      ];
      for (const c of seen) expect(hidden.has(c)).toBe(false);
    }
  });

  it('S40-REG art. 5.4: the seat on turn sees what it owes; the others do not', () => {
    const taken = apply(state, { type: 'take-discard', seat: 0 });
    if (!taken.ok) throw new Error(taken.error.message);
    const s = taken.value.state;
    expect(view(s, 0).hand.obligation).toMatchObject({ kind: 'use', card: id('4H') });
    expect(view(s, 1).hand.obligation).toBeNull();
    expect(view(s, null).hand.obligation).toBeNull();
    expect(view(s, 0).hand.cards).toContain(id('4H'));
    expect(view(s, 1).hand.discardTop).toBe(id('QC'));
  });

  it('the view has exactly the documented fields, so that nothing hidden slips in', () => {
    const v = view(state, 0);
    expect(Object.keys(v).sort()).toEqual(
      [
        'eliminated',
        'hand',
        'players',
        'profile',
        'results',
        'status',
        'totals',
        'winner',
        'you',
      ].sort(),
    );
    expect(Object.keys(v.hand).sort()).toEqual(
      [
        'cards',
        'dealer',
        'discardPile',
        'discardSize',
        'discardTop',
        'handSizes',
        'melds',
        'number',
        'obligation',
        'opened',
        'stock',
        'turn',
        'turnsCompleted',
      ].sort(),
    );
  });

  it('an empty discard pile shows no top', () => {
    const empty = position({ hands: [ids('2C 3D'), ids('4S 5S'), ids('6H 7H')] });
    expect(view(empty, 0).hand.discardTop).toBeNull();
    expect(view(empty, 0).hand.discardSize).toBe(0);
  });
});

describe('S40-CdG art. 6, 18: the seat on turn may look through the discard pile', () => {
  // Art. 6: "Le carte del monte degli scarti possono essere allargate solo dal giocatore di
  // turno"; art. 18: "Quando un giocatore decide, al proprio turno, di raccogliere dal monte degli
  // scarti, può ispezionare le carte".
  const onGara = (profile: string, seat: number): MatchState =>
    deepFreeze(
      position({
        profile,
        hands: [ids('9C 2D 5S 8H'), ids('AH KD QD'), ids("4C 4S 9D'"), ids("TH' 3C")],
        discard: ids('JS QC 4H'),
        turn: { seat, phase: 'draw' },
      }),
    );

  it('S40-CdG art. 6: on fisca-gara the seat on turn gets every card of the pile, bottom first', () => {
    const v = view(onGara('fisca-gara', 1), 1);
    expect(v.hand.discardPile).toEqual(ids('JS QC 4H'));
    expect(v.hand.discardTop).toBe(id('4H'));
  });

  it('S40-CdG art. 6: "solo dal giocatore di turno": the other seats and spectators see the top', () => {
    const s = onGara('fisca-gara', 1);
    for (const viewer of [0, 2, 3, null]) {
      const v = view(s, viewer);
      expect(v.hand.discardPile).toBeNull();
      expect(v.hand.discardTop).toBe(id('4H'));
      const covered = new Set(ids('JS QC'));
      for (const arr of numberArrays(v)) for (const c of arr) expect(covered.has(c)).toBe(false);
    }
  });

  it('S40-REG art. 5.4: on fisca-101 the pile is kept squared, even for the seat on turn', () => {
    // "non diano modo ai giocatori di conoscere tutte le altre carte scartate"
    expect(view(onGara('fisca-101', 1), 1).hand.discardPile).toBeNull();
    expect(view(onGara('fisca-101+a', 1), 1).hand.discardPile).toBeNull();
  });

  it('S40-CdG art. 6: club-151, silent, follows the Codice', () => {
    expect(view(onGara('club-151', 2), 2).hand.discardPile).toEqual(ids('JS QC 4H'));
  });
});
