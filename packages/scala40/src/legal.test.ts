import { type CardId, isJoker } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { apply } from './engine.js';
import { candidateMelds } from './candidates.js';
import { legalActions, openings } from './legal.js';
import { PROFILES } from './profile.js';
import type { MatchState } from './state.js';
import { type Position, deepFreeze, id, ids, meldCards, position } from './test-support.js';

const fillers = ["2D' 3S' 8C'", "4D' 9S' JC'", "6D' TS' KC'"];
const onTable = (owner: number, codes: string) => ({ owner, cards: meldCards(codes, 2) });
const at = (p: Position): MatchState => deepFreeze(position(p));

/** Every listed action is accepted by apply. */
const expectAllAccepted = (state: MatchState, actions: readonly Action[]) => {
  for (const action of actions) {
    const result = apply(state, action);
    expect(result.ok, `${JSON.stringify(action)}: ${result.ok ? '' : result.error.code}`).toBe(
      true,
    );
  }
};

const cardsUsed = (action: Action): CardId[] => {
  switch (action.type) {
    case 'open':
      return action.melds.flatMap((m) => m.map((c) => c.id));
    case 'meld':
      return action.cards.map((c) => c.id);
    case 'lay-off':
    case 'replace-joker':
    case 'discard':
      return [action.card];
    default:
      return [];
  }
};

const ofType = <T extends Action['type']>(actions: readonly Action[], type: T) =>
  actions.filter((a): a is Extract<Action, { type: T }> => a.type === type);

describe('legal actions: whose turn and which phase', () => {
  it('S40-CdG art. 16: a seat not on turn has no legal action', () => {
    const state = at({ hands: [ids('2C 5D'), ...fillers.map(ids)], turn: { phase: 'draw' } });
    for (const seat of [1, 2, 3]) expect(legalActions(state, seat)).toEqual([]);
  });

  it('a finished match has no legal action', () => {
    const state = at({ hands: [ids('2C 5D'), ...fillers.map(ids)], turn: { phase: 'draw' } });
    expect(legalActions({ ...state, status: 'over' }, 0)).toEqual([]);
  });

  it('S40-REG art. 5.1: before opening a fisca-101 player can only draw from the stock', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('TH JH QH 2C 5D 8S'), ...fillers.map(ids)],
      discard: ids('KH'),
      turn: { phase: 'draw' },
    });
    expect(legalActions(state, 0)).toEqual([{ type: 'draw', seat: 0 }]);
  });

  it('S40-REG art. 9a: with variant a the discard is listed when it opens', () => {
    const base = {
      profile: 'fisca-101+a',
      hands: [ids('TH JH QH 2C 5D 8S'), ...fillers.map(ids)],
      turn: { phase: 'draw' as const },
    };
    expect(legalActions(at({ ...base, discard: ids('KH') }), 0)).toEqual([
      { type: 'draw', seat: 0 },
      { type: 'take-discard', seat: 0 },
    ]);
    expect(legalActions(at({ ...base, discard: ids('3C') }), 0)).toEqual([
      { type: 'draw', seat: 0 },
    ]);
  });

  it('S40-CdG art. 6: an opened fisca-gara player may always take the discard', () => {
    const state = at({
      hands: [ids('2C 5D'), ...fillers.map(ids)],
      discard: ids('KH'),
      opened: [true, false, false, false],
      turn: { phase: 'draw' },
    });
    expect(ofType(legalActions(state, 0), 'take-discard')).toHaveLength(1);
  });
});

describe('legal openings (S40-CdG art. 7, 19.2; S40-REG art. 4.1, 9a, 9c)', () => {
  it('S40-CdG art. 7: the openings listed reach 40 and are accepted', () => {
    const state = at({ hands: [ids('TH JH QH JK 9C 9D 9S 2C 5D'), ...fillers.map(ids)] });
    const actions = legalActions(state, 0);
    const opens = ofType(actions, 'open');
    expect(opens.length).toBeGreaterThan(0);
    expectAllAccepted(state, actions);
    // TH JH QH with the joker (40) is one of them; TH JH QH alone (30) is not.
    const codes = opens.map((o) =>
      o.melds
        .map((m) =>
          m
            .map((c) => c.id)
            .sort((a, b) => a - b)
            .join(','),
        )
        .join('|'),
    );
    expect(codes).toContain(
      ids('TH JH QH JK')
        .sort((a, b) => a - b)
        .join(','),
    );
    expect(codes).not.toContain(
      ids('TH JH QH')
        .sort((a, b) => a - b)
        .join(','),
    );
  });

  it('S40-CdG art. 7: openings are minimal: no meld in them can be left out', () => {
    const state = at({ hands: [ids('TH JH QH KH 9C 9D 9S 2C 5D'), ...fillers.map(ids)] });
    for (const o of ofType(legalActions(state, 0), 'open')) {
      const result = apply(state, o);
      expect(result.ok).toBe(true);
      for (let i = 0; i < o.melds.length && o.melds.length > 1; i++) {
        const smaller: Action = { ...o, melds: o.melds.filter((_, k) => k !== i) };
        expect(apply(state, smaller).ok).toBe(false);
      }
    }
  });

  it('S40-CdG art. 7: with less than 40 points no opening is listed', () => {
    const state = at({ hands: [ids('9H 9D 9C 2S 3S 4S 8C KD'), ...fillers.map(ids)] });
    expect(ofType(legalActions(state, 0), 'open')).toEqual([]);
  });

  it('S40-CdG art. 19.2: on fisca-gara the closing in one turn below 40 is listed; not on fisca-101', () => {
    const hand = ids('2H 3H 4H 5C 5D 5S 2S 3S 4S 9D');
    const gara = at({ hands: [hand, ...fillers.map(ids)] });
    const opens = ofType(legalActions(gara, 0), 'open');
    expect(opens.some((o) => o.melds.flat().length === 9)).toBe(true);
    expectAllAccepted(gara, opens);
    const r101 = at({ profile: 'fisca-101', hands: [hand, ...fillers.map(ids)] });
    expect(ofType(legalActions(r101, 0), 'open')).toEqual([]);
  });

  it('S40-REG art. 9c: with variant c no opening with a joker is listed below 40 clean points', () => {
    const state = at({
      profile: 'fisca-101+c',
      hands: [ids('TH JH QH JK 9H 9D 9C 2C'), ...fillers.map(ids)],
    });
    const opens = ofType(legalActions(state, 0), 'open');
    expect(opens.every((o) => o.melds.flat().every((c) => !isJoker(c.id)))).toBe(true);
    const plain = at({
      profile: 'fisca-101',
      hands: [ids('TH JH QH JK 9H 9D 9C 2C'), ...fillers.map(ids)],
    });
    expect(ofType(legalActions(plain, 0), 'open').length).toBeGreaterThan(0);
  });

  it('S40-REG art. 9a: after taking the discard to open, every listed action uses it', () => {
    const state = at({
      profile: 'fisca-101+a',
      hands: [ids('TH JH QH KD KC KS 2C 5D'), ...fillers.map(ids)],
      discard: ids('KH'),
      turn: { phase: 'draw' },
    });
    const taken = apply(state, { type: 'take-discard', seat: 0 });
    if (!taken.ok) throw new Error(taken.error.message);
    const actions = legalActions(taken.value.state, 0);
    expect(actions.length).toBeGreaterThan(0);
    for (const a of actions) {
      expect(a.type).toBe('open');
      expect(cardsUsed(a)).toContain(id('KH'));
    }
    expectAllAccepted(taken.value.state, actions);
  });

  it('openings() with a required card lists only openings that use that very card', () => {
    const state = at({ hands: [ids("TH JH QH KH KH' 2C 5D"), ...fillers.map(ids)] });
    const found = openings(state, state.hand.hands[0] as CardId[], id('KH', 1));
    expect(found.length).toBeGreaterThan(0);
    for (const o of found) expect(o.flat().map((c) => c.id)).toContain(id('KH', 1));
  });
});

describe('legal plays after opening (S40-CdG art. 6, 8, 17; S40-REG art. 5.3, 5.4, 6.5)', () => {
  const table = [onTable(1, '5H 6H 7H'), onTable(2, '5C JK 7C')];

  it('S40-CdG art. 6, 8: lay-offs and replacements are listed and accepted', () => {
    const state = at({
      hands: [ids('8H 4C 6C JK 2D 9S'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
    });
    const actions = legalActions(state, 0);
    expect(actions).toContainEqual({
      type: 'lay-off',
      seat: 0,
      card: id('8H'),
      meld: 1,
      end: 'high',
    });
    expect(actions).toContainEqual({
      type: 'lay-off',
      seat: 0,
      card: id('4C'),
      meld: 2,
      end: 'low',
    });
    expect(actions).toContainEqual({ type: 'replace-joker', seat: 0, card: id('6C'), meld: 2 });
    expect(ofType(actions, 'lay-off').some((a) => a.card === id('JK'))).toBe(true);
    expectAllAccepted(state, actions);
  });

  it('S40-CdG art. 6, 8: the discards listed leave out jokers and cards that lay off', () => {
    const state = at({
      hands: [ids('8H JK 2D 9S'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
    });
    const discards = ofType(legalActions(state, 0), 'discard').map((a) => a.card);
    expect(discards.sort((a, b) => a - b)).toEqual(ids('2D 9S').sort((a, b) => a - b));
  });

  it('S40-REG art. 5.4: on fisca-101 an opened player may discard a card that lays off', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('8H 2D 9S'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
    });
    expect(ofType(legalActions(state, 0), 'discard').map((a) => a.card)).toContain(id('8H'));
  });

  it('S40-CdG art. 17: after two cards onto a sequence, no more lay-offs onto it are listed', () => {
    const state = at({
      hands: [ids('TH 2D 9S 8C'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H 8H 9H'), onTable(2, '5C 6C 7C')],
      opened: [true, true, true, false],
      turn: { layOffs: { 1: 2 } },
    });
    const layOffs = ofType(legalActions(state, 0), 'lay-off');
    expect(layOffs.some((a) => a.meld === 1)).toBe(false);
    expect(layOffs.some((a) => a.meld === 2 && a.card === id('8C'))).toBe(true);
  });

  it('S40-REG art. 5.3, 5.4: with a card to use, plays that leave it a place are listed, no discard', () => {
    // 5.4: the card "deve essere necessariamente utilizzata": in the turn, not first.
    const state = at({
      profile: 'fisca-101',
      hands: [ids('9C 2D 5S 8H 4H'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
      turn: { obligation: { kind: 'use', card: id('4H'), article: 'S40-REG art. 5.4' } },
    });
    const actions = legalActions(state, 0);
    expect(actions.some((a) => cardsUsed(a).includes(id('4H')))).toBe(true);
    expect(actions.some((a) => cardsUsed(a).includes(id('8H')))).toBe(true);
    for (const a of actions) expect(a.type).not.toBe('discard');
    expectAllAccepted(state, actions);
  });

  it('S40-REG art. 5.3: on fisca-101 a replacement whose joker cannot be used is not listed', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('7S 2C 9D'), ...fillers.map(ids)],
      melds: [onTable(1, '7H 7D 7C JK')],
      opened: [true, true, false, false],
    });
    expect(ofType(legalActions(state, 0), 'replace-joker')).toEqual([]);
    const gara = at({
      hands: [ids('7S 2C 9D'), ...fillers.map(ids)],
      melds: [onTable(1, '7H 7D 7C JK')],
      opened: [true, true, false, false],
    });
    expect(ofType(legalActions(gara, 0), 'replace-joker')).toEqual([
      { type: 'replace-joker', seat: 0, card: id('7S'), meld: 1 },
    ]);
  });

  it('S40-REG art. 6.5: on the first round no play that would leave one card is listed', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('8H 2C'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, false, false],
      turnsCompleted: 1,
    });
    expect(legalActions(state, 0).filter((a) => a.type !== 'discard')).toEqual([]);
    const later = at({
      profile: 'fisca-101',
      hands: [ids('8H 2C'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, false, false],
      turnsCompleted: 4,
    });
    expect(ofType(legalActions(later, 0), 'lay-off').length).toBeGreaterThan(0);
  });

  it('S40-CdG art. 20: no play that leaves no card is listed', () => {
    const state = at({
      hands: [ids('8H'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, false, false],
    });
    expect(legalActions(state, 0)).toEqual([{ type: 'discard', seat: 0, card: id('8H') }]);
  });
});

describe('candidate melds (S40-CdG art. 9; S40-REG art. 3.4)', () => {
  const GARA = PROFILES['fisca-gara'].options;
  const R101 = PROFILES['fisca-101'].options;

  it('S40-CdG art. 9: candidates are valid melds of at least three cards', () => {
    const cards = ids('5H 6H 7H JK 7D 7C AS KS QS');
    const candidates = candidateMelds(cards, GARA);
    expect(candidates.length).toBeGreaterThan(0);
    for (const c of candidates) {
      expect(c.slots.length).toBeGreaterThanOrEqual(3);
      expect(c.jokers).toBeLessThanOrEqual(1);
    }
  });

  it('S40-REG art. 3.4: on fisca-101 no candidate has two jokers', () => {
    for (const c of candidateMelds(ids('5H 6H JK JK 9C 9D'), R101))
      expect(c.jokers).toBeLessThanOrEqual(1);
    expect(candidateMelds(ids('5H 6H JK JK 9C 9D'), GARA).some((c) => c.jokers === 2)).toBe(true);
  });

  it('S40-CdG art. 9: a candidate from A to K uses the natural ace once, a joker at the other end', () => {
    const cards = ids("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH' JK");
    const full = candidateMelds(cards, GARA).filter((c) => c.slots.length === 14);
    expect(full.length).toBeGreaterThan(0);
    for (const c of full) expect(c.jokers).toBe(1);
    const state = at({ hands: [cards, ...fillers.map(ids)], opened: [true, false, false, false] });
    const fourteen = ofType(legalActions(state, 0), 'meld').filter((m) => m.cards.length === 14);
    expect(fourteen.length).toBeGreaterThan(0);
    expectAllAccepted(state, fourteen);
  });
});
