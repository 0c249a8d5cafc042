import { type CardId, isJoker } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { type Step, apply, createMatch } from './engine.js';
import type { GameEvent } from './event.js';
import { meldCodes } from './meld.js';
import { PROFILES, profileFromSpec } from './profile.js';
import { penaltyValue } from './scoring.js';
import type { MatchState } from './state.js';
import {
  type Position,
  allCards,
  deepFreeze,
  id,
  ids,
  meldCards,
  play,
  position,
  refusal,
} from './test-support.js';

/** A meld on the table; its jokers are the third and fourth, so hands may hold the first two. */
const onTable = (owner: number, codes: string) => ({ owner, cards: meldCards(codes, 2) });

const at = (p: Position): MatchState => deepFreeze(position(p));

const hand = (state: MatchState, seat = 0): readonly CardId[] =>
  state.hand.hands[seat] as readonly CardId[];
const types = (step: Step): string[] => step.events.map((e) => e.event.type);
const open = (codes: string[], seat = 0): Action => ({
  type: 'open',
  seat,
  melds: codes.map((c) => meldCards(c)),
});
const discard = (code: string, seat = 0, deck = 0): Action => ({
  type: 'discard',
  seat,
  card: id(code, deck),
});
const layOff = (code: string, meld: number, seat = 0): Action => ({
  type: 'lay-off',
  seat,
  card: id(code),
  meld,
});
const fillers = ["2D' 3S' 8C'", "4D' 9S' JC'", "6D' TS' KC'"];

describe('dealing (S40-CdG art. 4; S40-REG art. 2.1)', () => {
  it('S40-CdG art. 4: 13 cards each, one up-card on the discard pile, the rest is the stock', () => {
    const created = createMatch({
      profile: PROFILES['fisca-gara'],
      players: ['a', 'b', 'c', 'd'],
      seed: { scheme: 'xoroshiro128plus', seed: 11 },
    });
    if (!created.ok) throw new Error(created.error.message);
    const { state, events } = created.value;
    expect(state.hand.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(state.hand.discard).toHaveLength(1);
    expect(state.hand.stock).toHaveLength(108 - 52 - 1);
    expect(allCards(state)).toEqual(Array.from({ length: 108 }, (_, i) => i));
    expect(state.hand.turn).toMatchObject({ seat: (state.hand.dealer + 1) % 4, phase: 'draw' });
    expect(events.map((e) => e.event.type)).toEqual([
      'seats-drawn',
      'hand-started',
      'dealt',
      'dealt',
      'dealt',
      'dealt',
    ]);
    for (const e of events.filter((v) => v.event.type === 'dealt')) {
      expect(e.visibility).toEqual({
        to: 'seat',
        seat: e.event.type === 'dealt' ? e.event.seat : -1,
      });
    }
  });

  it('S40-CdG art. 25: a table of three plays with 68 cards in the stock', () => {
    const created = createMatch({
      profile: PROFILES['fisca-gara'],
      players: ['a', 'b', 'c'],
      seed: { scheme: 'xoroshiro128plus', seed: 2 },
    });
    expect(created.ok && created.value.state.hand.stock.length).toBe(108 - 39 - 1);
  });

  it('S40-CdG art. 2: the table size is checked against the profile', () => {
    const seed = { scheme: 'xoroshiro128plus', seed: 1 } as const;
    expect(
      createMatch({ profile: PROFILES['fisca-gara'], players: ['a', 'b'], seed }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-player-count' },
    });
    expect(
      createMatch({ profile: PROFILES['club-151'], players: ['a', 'b', 'c', 'd', 'e'], seed }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-player-count' },
    });
    expect(createMatch({ profile: PROFILES['fisca-101'], players: ['a', 'b'], seed }).ok).toBe(
      true,
    );
    expect(
      createMatch({ profile: PROFILES['fisca-101'], players: ['a', 'b', 'c', 'd', 'e', 'f'], seed })
        .ok,
    ).toBe(true);
    expect(
      createMatch({ profile: PROFILES['fisca-gara'], players: ['a', 'a', 'c'], seed }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-players' },
    });
    expect(
      createMatch({ profile: PROFILES['fisca-gara'], players: ['a', ' ', 'c'], seed }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-players' },
    });
  });

  it('S40-CdG art. 5: a tournament table may set its number of hands; elimination profiles may not', () => {
    const seed = { scheme: 'xoroshiro128plus', seed: 1 } as const;
    const players = ['a', 'b', 'c', 'd'];
    const three = createMatch({ profile: PROFILES['fisca-gara'], players, seed, hands: 3 });
    expect(three.ok && three.value.state.end).toEqual({ kind: 'hands', count: 3 });
    for (const hands of [0, 21, 2.5]) {
      expect(createMatch({ profile: PROFILES['fisca-gara'], players, seed, hands })).toMatchObject({
        ok: false,
        error: { code: 'bad-hands' },
      });
    }
    expect(createMatch({ profile: PROFILES['fisca-101'], players, seed, hands: 3 })).toMatchObject({
      ok: false,
      error: { code: 'bad-hands' },
    });
  });
});

describe('the opening (S40-CdG art. 7; S40-REG art. 4.1, 9c)', () => {
  it('S40-CdG art. 7: TH JH QH JK opens with 40 points', () => {
    const state = at({ hands: [ids('TH JH QH JK 2C 5D 8S'), ...fillers.map(ids)] });
    const step = play(state, open(['TH JH QH JK']));
    expect(step.events[0]?.event).toMatchObject({ type: 'opened', seat: 0, points: 40 });
    expect(step.state.hand.opened[0]).toBe(true);
    expect(step.state.hand.laid[0]).toBe(true);
    expect(hand(step.state)).toEqual(ids('2C 5D 8S'));
    expect(step.state.hand.melds).toHaveLength(1);
    expect(
      meldCodes(step.state.hand.melds[0]?.meld ?? { kind: 'combination', rank: 1, cards: [] }),
    ).toEqual(['TH', 'JH', 'QH', 'JK=KH']);
  });

  it('S40-REG art. 4.1: a tris of 4 and a sequence 3-7 (37 points) do not open', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('4H 4D 4C 3S 4S 5S 6S 7S 9H KD'), ...fillers.map(ids)],
    });
    const error = refusal(state, open(['4H 4D 4C', '3S 4S 5S 6S 7S']));
    expect(error.code).toBe('opening-below-40');
    expect(error.article).toBe('S40-REG art. 4.1');
  });

  it('S40-REG art. 4.1: a tris of 9 and a sequence 10-Q (57 points) open', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('9H 9D 9C TS JS QS 2C'), ...fillers.map(ids)],
    });
    const step = play(state, open(['9H 9D 9C', 'TS JS QS']));
    expect(step.events[0]?.event).toMatchObject({ type: 'opened', points: 57 });
  });

  it('S40-CdG art. 7: 39 points do not open, on every profile', () => {
    for (const profile of ['fisca-gara', 'fisca-101', 'club-151']) {
      const state = at({ profile, hands: [ids('9H 9D 9C 3S 4S 5S 8C KD'), ...fillers.map(ids)] });
      expect(refusal(state, open(['9H 9D 9C', '3S 4S 5S'])).code).toBe('opening-below-40');
    }
  });

  it('S40-CdG art. 17: two identical combinations may be opened (twin cards)', () => {
    const state = at({ hands: [ids("9H 9D 9C 9H' 9D' 9C' 2S 5C"), ...fillers.map(ids)] });
    const step = play(state, open(['9H 9D 9C', "9H' 9D' 9C'"]));
    const [a, b] = step.state.hand.melds;
    expect(a && meldCodes(a.meld)).toEqual(['9H', '9D', '9C']);
    expect(b && meldCodes(b.meld)).toEqual(['9H', '9D', '9C']);
    expect(step.events[0]?.event).toMatchObject({ points: 54 });
  });

  it('S40-CdG art. 17: two identical sequences may be opened (twin cards)', () => {
    const state = at({ hands: [ids("5H 6H 7H 5H' 6H' 7H' KC KD KS 2S"), ...fillers.map(ids)] });
    const step = play(state, open(['5H 6H 7H', "5H' 6H' 7H'", 'KC KD KS']));
    expect(step.state.hand.melds.map((m) => meldCodes(m.meld).join(' '))).toEqual([
      '5H 6H 7H',
      '5H 6H 7H',
      'KC KD KS',
    ]);
    expect(hand(step.state)).toEqual(ids('2S'));
  });

  it('S40-REG art. 9c: with variant c a joker meld alone does not open', () => {
    const state = at({
      profile: 'fisca-101+c',
      hands: [ids('TH JH QH JK 2C 5D 8S'), ...fillers.map(ids)],
    });
    const error = refusal(state, open(['TH JH QH JK']));
    expect(error.code).toBe('opening-jokers');
    expect(error.article).toBe('S40-REG art. 9c');
    const plain = at({
      profile: 'fisca-101',
      hands: [ids('TH JH QH JK 2C 5D 8S'), ...fillers.map(ids)],
    });
    expect(apply(plain, open(['TH JH QH JK'])).ok).toBe(true);
  });

  it('S40-REG art. 9c: with variant c jokers need clean melds worth 40 on their own', () => {
    const short = at({
      profile: 'fisca-101+c',
      hands: [ids('TH JH QH JK 9H 9D 9C 2C'), ...fillers.map(ids)],
    });
    expect(refusal(short, open(['TH JH QH JK', '9H 9D 9C'])).code).toBe('opening-jokers');
    const enough = at({
      profile: 'fisca-101+c',
      hands: [ids('9H 9D 9C TS JS QS 5H JK 7H 2C 3D'), ...fillers.map(ids)],
    });
    expect(play(enough, open(['9H 9D 9C', 'TS JS QS', '5H JK 7H'])).events[0]?.event).toMatchObject(
      { points: 75 },
    );
  });

  it('S40-CdG art. 19.2: on fisca-gara a closing in one turn below 40 is accepted', () => {
    const state = at({ hands: [ids('2H 3H 4H 5C 5D 5S 2S 3S 4S 9D'), ...fillers.map(ids)] });
    expect(refusal(state, open(['2H 3H 4H', '5C 5D 5S'])).code).toBe('opening-below-40');
    const opened = play(state, open(['2H 3H 4H', '5C 5D 5S', '2S 3S 4S']));
    expect(opened.events[0]?.event).toMatchObject({ type: 'opened', points: 33 });
    expect(hand(opened.state)).toEqual(ids('9D'));
    const closed = play(opened.state, discard('9D'));
    expect(types(closed)).toContain('hand-ended');
    expect(closed.state.results[0]).toMatchObject({ closer: 0, inHand: true });
  });

  it('S40-REG art. 4.1: on fisca-101 a closing in one turn below 40 is refused', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('2H 3H 4H 5C 5D 5S 2S 3S 4S 9D'), ...fillers.map(ids)],
    });
    expect(refusal(state, open(['2H 3H 4H', '5C 5D 5S', '2S 3S 4S'])).code).toBe(
      'opening-below-40',
    );
  });

  it('S40-CdG art. 6: a player who has not opened cannot lay a single meld', () => {
    const state = at({ hands: [ids('9H 9D 9C TS JS QS 2C'), ...fillers.map(ids)] });
    expect(refusal(state, { type: 'meld', seat: 0, cards: meldCards('9H 9D 9C') }).code).toBe(
      'not-opened',
    );
  });

  it('S40-CdG art. 7: a player opens once; further melds are single melds', () => {
    const state = at({ hands: [ids('9H 9D 9C TS JS QS 2C 3C 4C 8D'), ...fillers.map(ids)] });
    const opened = play(state, open(['9H 9D 9C', 'TS JS QS']));
    expect(refusal(opened.state, open(['2C 3C 4C'])).code).toBe('already-opened');
    const melded = play(opened.state, { type: 'meld', seat: 0, cards: meldCards('2C 3C 4C') });
    expect(melded.events[0]?.event).toMatchObject({ type: 'melded', seat: 0 });
    expect(melded.state.hand.melds.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('S40-CdG art. 9: an opening with an invalid meld is refused whole', () => {
    const state = at({ hands: [ids('9H 9D 9C TS JS KS 2C'), ...fillers.map(ids)] });
    expect(refusal(state, open(['9H 9D 9C', 'TS JS KS'])).code).toBe('sequence-not-consecutive');
    expect(state.hand.melds).toEqual([]);
  });
});

describe('taking the discard (S40-CdG art. 6, 18; S40-REG art. 5.1, 5.4, 9a)', () => {
  const drawPhase = { phase: 'draw' as const };

  it('S40-REG art. 5.1: on fisca-101 a player who has not opened may not take the discard', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('TH JH QH 2C 5D 8S'), ...fillers.map(ids)],
      discard: ids('KH'),
      turn: drawPhase,
    });
    const error = refusal(state, { type: 'take-discard', seat: 0 });
    expect(error.code).toBe('take-discard-before-opening');
    expect(error.article).toMatch(/S40-REG art. 5.1/);
  });

  it('S40-REG art. 9a: with variant a the discard may be taken to open with it at once', () => {
    const state = at({
      profile: 'fisca-101+a',
      hands: [ids('TH JH QH KD KC KS 2C 5D'), ...fillers.map(ids)],
      discard: ids('KH'),
      turn: drawPhase,
    });
    const taken = play(state, { type: 'take-discard', seat: 0 });
    expect(taken.state.hand.turn.obligation).toEqual({ kind: 'open-with', card: id('KH') });
    expect(hand(taken.state)).toContain(id('KH'));
    expect(refusal(taken.state, discard('2C')).code).toBe('must-open-with-discard');
    // An opening that leaves the taken card out does not meet condition 2.
    expect(refusal(taken.state, open(['TH JH QH', 'KD KC KS'])).code).toBe(
      'must-open-with-discard',
    );
    const opened = play(taken.state, open(['TH JH QH KH']));
    expect(opened.state.hand.turn.obligation).toBeNull();
    expect(play(opened.state, discard('2C')).state.hand.turn.seat).toBe(1);
  });

  it('S40-REG art. 9a: the discard cannot be taken if it does not open', () => {
    const state = at({
      profile: 'fisca-101+a',
      hands: [ids('TH JH QH 2C 5D 8S'), ...fillers.map(ids)],
      discard: ids('3C'),
      turn: drawPhase,
    });
    expect(refusal(state, { type: 'take-discard', seat: 0 }).code).toBe('cannot-open-with-discard');
  });

  it('S40-CdG art. 6: on fisca-gara before opening the discard is taken only to open at once', () => {
    const base = { hands: [ids('TH JH QH 2C 5D 8S'), ...fillers.map(ids)], turn: drawPhase };
    expect(
      refusal(at({ ...base, discard: ids('3C') }), { type: 'take-discard', seat: 0 }).code,
    ).toBe('no-opening-to-take-discard');
    const taken = play(at({ ...base, discard: ids('KH') }), { type: 'take-discard', seat: 0 });
    expect(taken.state.hand.turn.obligation).toEqual({ kind: 'open', card: id('KH') });
    expect(play(taken.state, open(['TH JH QH KH'])).state.hand.opened[0]).toBe(true);
  });

  it('S40-REG art. 5.4: after opening on fisca-101 the taken card must be used before the discard', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('9C 2D 5S 8H'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      discard: ids('4H'),
      opened: [true, true, false, false],
      turn: drawPhase,
    });
    const taken = play(state, { type: 'take-discard', seat: 0 });
    expect(taken.state.hand.turn.obligation).toMatchObject({ kind: 'use', card: id('4H') });
    const early = refusal(taken.state, discard('2D'));
    expect(early.code).toBe('must-use-card');
    expect(early.article).toBe('S40-REG art. 5.4');
    expect(refusal(taken.state, discard('4H')).code).toBe('must-use-card');
    // 5.4 asks the card be used in the turn, not first: the 8H may go before it.
    const other = play(taken.state, layOff('8H', 1));
    expect(other.state.hand.turn.obligation).toMatchObject({ kind: 'use', card: id('4H') });
    const used = play(other.state, layOff('4H', 1));
    expect(used.state.hand.turn.obligation).toBeNull();
    expect(used.state.hand.melds[0]?.meld.cards).toHaveLength(5);
    expect(play(used.state, discard('2D')).state.hand.turn.seat).toBe(1);
  });

  it('S40-REG art. 5.4: the taken card itself must be used, its twin does not discharge the duty', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids("4H' 9C 2D"), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      discard: ids('4H'),
      opened: [true, true, false, false],
      turn: drawPhase,
    });
    const taken = play(state, { type: 'take-discard', seat: 0 });
    // Laying off the twin first would take the taken card's only place.
    expect(
      refusal(taken.state, { type: 'lay-off', seat: 0, card: id('4H', 1), meld: 1 }).code,
    ).toBe('owed-card-stranded');
    const used = play(taken.state, layOff('4H', 1));
    // The identical twin may then be discarded (S40-REG art. 5.4, last paragraph).
    expect(play(used.state, discard('4H', 0, 1)).state.hand.discard.at(-1)).toBe(id('4H', 1));
  });

  it('S40-REG art. 5.4: on fisca-101 a discard that cannot be used this turn cannot be taken', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('9C 2D 5S 8H'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      discard: ids('KC'),
      opened: [true, true, false, false],
      turn: drawPhase,
    });
    expect(refusal(state, { type: 'take-discard', seat: 0 }).code).toBe('taken-card-unusable');
  });

  it('S40-CdG art. 18: on fisca-gara an opened player may discard the card just taken', () => {
    const state = at({
      hands: [ids('9C 2D 5S'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      discard: ids('KC'),
      opened: [true, true, false, false],
      turn: drawPhase,
    });
    const taken = play(state, { type: 'take-discard', seat: 0 });
    expect(taken.state.hand.turn.obligation).toBeNull();
    const again = play(taken.state, discard('KC'));
    expect(again.state.hand.discard.at(-1)).toBe(id('KC'));
    expect(hand(again.state)).toEqual(ids('9C 2D 5S'));
  });

  it('S40-CdG art. 6: taking the discard needs the draw phase; the pile must not be empty', () => {
    const state = at({
      hands: [ids('9C 2D 5S'), ...fillers.map(ids)],
      opened: [true, false, false, false],
      turn: drawPhase,
    });
    expect(refusal(state, { type: 'take-discard', seat: 0 }).code).toBe('discard-pile-empty');
  });
});

describe('lay-offs and joker replacement (S40-CdG art. 6, 8, 17; S40-REG art. 5.2, 5.3)', () => {
  const table = [onTable(1, '5H 6H 7H'), onTable(2, '5C JK 7C')];

  it('S40-CdG art. 6: only a player who has opened may lay off or replace a joker', () => {
    const state = at({
      hands: [ids('8H 6C 2D 9S'), ...fillers.map(ids)],
      melds: table,
      opened: [false, true, true, false],
    });
    expect(refusal(state, layOff('8H', 1)).code).toBe('not-opened');
    expect(refusal(state, { type: 'replace-joker', seat: 0, card: id('6C'), meld: 2 }).code).toBe(
      'not-opened',
    );
  });

  it("S40-CdG art. 6: an opened player lays off on anyone's melds", () => {
    const state = at({
      hands: [ids('8H 4C 2D 9S'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
    });
    const step = play(state, layOff('8H', 1));
    expect(step.state.hand.melds[0]).toMatchObject({ id: 1, owner: 1 });
    expect(meldCodes(step.state.hand.melds[0]?.meld ?? (table[0] as never))).toEqual([
      '5H',
      '6H',
      '7H',
      '8H',
    ]);
    expect(step.events[0]?.event).toMatchObject({
      type: 'laid-off',
      seat: 0,
      meld: 1,
      card: id('8H'),
      end: 'high',
    });
    const low = play(step.state, layOff('4C', 2));
    expect(meldCodes(low.state.hand.melds[1]?.meld ?? (table[0] as never))).toEqual([
      '4C',
      '5C',
      'JK=6C',
      '7C',
    ]);
  });

  it('S40-CdG art. 9: a card that does not fit is refused; so is an unknown meld', () => {
    const state = at({
      hands: [ids('8H 9C 2D'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
    });
    expect(refusal(state, layOff('9C', 1)).code).toBe('does-not-lay-off');
    expect(refusal(state, layOff('8H', 7)).code).toBe('no-such-meld');
    expect(
      refusal(state, { type: 'lay-off', seat: 0, card: id('8H'), meld: 1, end: 'low' }).code,
    ).toBe('does-not-lay-off');
  });

  it('S40-CdG art. 8: a joker is laid off where declared', () => {
    const state = at({
      hands: [ids('JK 2D 9S'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
    });
    const low = play(state, {
      type: 'lay-off',
      seat: 0,
      card: id('JK'),
      meld: 1,
      as: { rank: 4, suit: 'H' },
    });
    expect(meldCodes(low.state.hand.melds[0]?.meld ?? (table[0] as never))).toEqual([
      'JK=4H',
      '5H',
      '6H',
      '7H',
    ]);
    const byEnd = play(state, { type: 'lay-off', seat: 0, card: id('JK'), meld: 1, end: 'low' });
    expect(byEnd.state.hand.melds[0]?.meld.cards[0]?.face).toEqual({ rank: 4, suit: 'H' });
    expect(
      refusal(state, {
        type: 'lay-off',
        seat: 0,
        card: id('2D'),
        meld: 1,
        as: { rank: 8, suit: 'H' },
      }).code,
    ).toBe('bad-joker-declaration');
  });

  it('S40-CdG art. 8: a joker is replaced only by the card it stands for', () => {
    const state = at({
      hands: [ids('6C 6D 2D 9S'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
    });
    expect(refusal(state, { type: 'replace-joker', seat: 0, card: id('6D'), meld: 2 }).code).toBe(
      'no-joker-for-card',
    );
    expect(refusal(state, { type: 'replace-joker', seat: 0, card: id('6C'), meld: 1 }).code).toBe(
      'no-joker-for-card',
    );
    const step = play(state, { type: 'replace-joker', seat: 0, card: id('6C'), meld: 2 });
    expect(meldCodes(step.state.hand.melds[1]?.meld ?? (table[0] as never))).toEqual([
      '5C',
      '6C',
      '7C',
    ]);
    expect(hand(step.state)).toContain(id('JK', 2));
    expect(hand(step.state)).not.toContain(id('6C'));
    expect(step.events[0]?.event).toMatchObject({
      type: 'joker-replaced',
      joker: id('JK', 2),
      card: id('6C'),
    });
  });

  it('S40-CdG art. 6: on fisca-gara the joker taken is kept without obligation to meld it', () => {
    const state = at({
      hands: [ids('6C 2D 9S'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
    });
    const step = play(state, { type: 'replace-joker', seat: 0, card: id('6C'), meld: 2 });
    expect(step.state.hand.turn.obligation).toBeNull();
    expect(play(step.state, discard('2D')).state.hand.hands[0]).toContain(id('JK', 2));
  });

  it('S40-REG art. 5.3: on fisca-101 the joker taken must be used before the discard', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('6C 2D 9S 8H'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, true, false],
    });
    const step = play(state, { type: 'replace-joker', seat: 0, card: id('6C'), meld: 2 });
    expect(step.state.hand.turn.obligation).toMatchObject({
      kind: 'use',
      card: id('JK', 2),
      article: 'S40-REG art. 5.3',
    });
    expect(refusal(step.state, discard('2D')).code).toBe('must-use-card');
    const used = play(step.state, { type: 'lay-off', seat: 0, card: id('JK', 2), meld: 1 });
    expect(used.state.hand.turn.obligation).toBeNull();
    expect(play(used.state, discard('2D')).state.hand.turn.seat).toBe(1);
  });

  it('S40-REG art. 5.3: on fisca-101 a joker that could not be used this turn cannot be taken', () => {
    const base = {
      hands: [ids('7S 2C 9D'), ...fillers.map(ids)],
      melds: [onTable(1, '7H 7D 7C JK')],
      opened: [true, true, false, false],
    };
    const r101 = at({ ...base, profile: 'fisca-101' });
    expect(refusal(r101, { type: 'replace-joker', seat: 0, card: id('7S'), meld: 1 }).code).toBe(
      'joker-unusable',
    );
    expect(apply(at(base), { type: 'replace-joker', seat: 0, card: id('7S'), meld: 1 }).ok).toBe(
      true,
    );
  });

  it('S40-CdG art. 17: on fisca-gara at most two cards go onto one sequence in a turn', () => {
    const base = {
      hands: [ids('8H 9H TH 8C 2D 5S'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H'), onTable(2, '5C 6C 7C')],
      opened: [true, true, true, false],
    };
    const two = play(play(at(base), layOff('8H', 1)).state, layOff('9H', 1));
    const error = refusal(two.state, layOff('TH', 1));
    expect(error.code).toBe('lay-off-limit');
    expect(error.article).toBe('S40-CdG art. 17');
    // Another sequence is a fresh count.
    expect(apply(two.state, layOff('8C', 2)).ok).toBe(true);
    // Next turn the count starts again.
    const passed = play(two.state, discard('2D'));
    expect(passed.state.hand.turn.layOffs).toEqual({});
  });

  it('S40-REG art. 5.2: fisca-101 sets no limit on the cards laid onto a sequence', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('8H 9H TH 2D 5S'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      opened: [true, true, false, false],
    });
    let s = state;
    for (const card of ['8H', '9H', 'TH']) s = play(s, layOff(card, 1)).state;
    expect(s.hand.melds[0]?.meld.cards).toHaveLength(6);
  });

  it('S40-REG art. 3.4: on fisca-101 a second joker does not lay off on a meld with one', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('JK 2D 5S'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, false, false],
    });
    expect(refusal(state, { type: 'lay-off', seat: 0, card: id('JK'), meld: 2 }).code).toBe(
      'does-not-lay-off',
    );
    expect(apply(state, { type: 'lay-off', seat: 0, card: id('JK'), meld: 1 }).ok).toBe(true);
  });
});

describe('discards (S40-CdG art. 6, 8; S40-REG art. 5.4)', () => {
  const table = [onTable(1, '5H 6H 7H')];

  it('S40-CdG art. 6: a card that lays off may not be discarded', () => {
    for (const opened of [true, false]) {
      const state = at({
        hands: [ids('8H 2C 5D'), ...fillers.map(ids)],
        melds: table,
        opened: [opened, true, false, false],
      });
      const error = refusal(state, discard('8H'));
      expect(error.code).toBe('discard-lays-off');
      expect(error.article).toBe('S40-CdG art. 6');
      expect(apply(state, discard('2C')).ok).toBe(true);
    }
  });

  it('S40-CdG art. 6: ... unless every card in hand lays off', () => {
    const state = at({
      hands: [ids('8H 4H'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, false, false],
    });
    expect(apply(state, discard('8H')).ok).toBe(true);
    expect(apply(state, discard('4H')).ok).toBe(true);
  });

  it('S40-CdG art. 6: ... or to close', () => {
    const state = at({
      hands: [ids('8H'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, false, false],
    });
    const step = play(state, discard('8H'));
    expect(step.state.results[0]).toMatchObject({ closer: 0 });
  });

  it('S40-REG art. 5.4: on fisca-101 the bar holds only before opening', () => {
    const before = at({
      profile: 'fisca-101',
      hands: [ids('8H 2C 5D'), ...fillers.map(ids)],
      melds: table,
      opened: [false, true, false, false],
    });
    const error = refusal(before, discard('8H'));
    expect(error.code).toBe('discard-lays-off');
    expect(error.article).toBe('S40-REG art. 5.4');
    const after = at({
      profile: 'fisca-101',
      hands: [ids('8H 2C 5D'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, false, false],
    });
    expect(apply(after, discard('8H')).ok).toBe(true);
  });

  it('S40-CdG art. 8: a joker may be discarded only to close', () => {
    const state = at({
      hands: [ids('JK 2C 5D'), ...fillers.map(ids)],
      opened: [true, false, false, false],
    });
    const error = refusal(state, discard('JK'));
    expect(error.code).toBe('joker-discard');
    expect(error.article).toBe('S40-CdG art. 8');
    const closing = at({
      hands: [ids('JK'), ...fillers.map(ids)],
      opened: [true, false, false, false],
    });
    expect(play(closing, discard('JK')).state.results[0]).toMatchObject({ closer: 0 });
  });

  it('S40-CdG art. 8: a hand of jokers only may discard one', () => {
    const state = at({
      hands: [ids('JK JK'), ...fillers.map(ids)],
      opened: [true, false, false, false],
    });
    expect(apply(state, discard('JK')).ok).toBe(true);
  });

  it('S40-CdG art. 6, 8: with a joker and cards that lay off, a card that lays off goes, not the joker', () => {
    const state = at({
      hands: [ids('JK 8H'), ...fillers.map(ids)],
      melds: table,
      opened: [true, true, false, false],
    });
    expect(refusal(state, discard('JK')).code).toBe('joker-discard');
    expect(apply(state, discard('8H')).ok).toBe(true);
  });

  it('a discard must be a card in hand', () => {
    const state = at({ hands: [ids('2C 5D'), ...fillers.map(ids)] });
    expect(refusal(state, discard('9H')).code).toBe('card-not-in-hand');
  });
});

describe('closing (S40-CdG art. 19, 20, 22; S40-REG art. 6.2, 6.5, 9b; S40-CLUB §D)', () => {
  it('S40-CdG art. 20: a play that leaves no card to discard is refused', () => {
    const state = at({
      hands: [ids('8H 9H'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      opened: [true, true, false, false],
    });
    const one = play(state, layOff('8H', 1));
    const error = refusal(one.state, layOff('9H', 1));
    expect(error.code).toBe('no-card-to-discard');
    expect(error.article).toBe('S40-CdG art. 20');
    const meld = at({
      hands: [ids('2C 3C 4C'), ...fillers.map(ids)],
      opened: [true, false, false, false],
    });
    expect(refusal(meld, { type: 'meld', seat: 0, cards: meldCards('2C 3C 4C') }).code).toBe(
      'no-card-to-discard',
    );
  });

  it('S40-REG art. 6.2: an opening may not use every card either', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('TH JH QH KH 9C 9D 9S'), ...fillers.map(ids)],
    });
    expect(refusal(state, open(['TH JH QH KH', '9C 9D 9S'])).code).toBe('no-card-to-discard');
  });

  it('S40-CLUB §D: no closing on the first round', () => {
    const base = {
      profile: 'club-151',
      hands: [ids('8H 2C'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      opened: [true, true, false, false],
    };
    const error = refusal(at({ ...base, turnsCompleted: 3 }), layOff('8H', 1));
    expect(error.code).toBe('no-closing-first-round');
    expect(error.article).toBe('S40-CLUB §D');
    expect(apply(at({ ...base, turnsCompleted: 4 }), layOff('8H', 1)).ok).toBe(true);
    const last = at({ ...base, hands: [ids('2C'), ...fillers.map(ids)], turnsCompleted: 2 });
    expect(refusal(last, discard('2C')).code).toBe('no-closing-first-round');
  });

  it('S40-REG art. 6.5: no closing on the first round on fisca-101', () => {
    const base = {
      profile: 'fisca-101',
      hands: [ids('8H 2C'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      opened: [true, true, false, false],
    };
    const error = refusal(at({ ...base, turnsCompleted: 0 }), layOff('8H', 1));
    expect(error.code).toBe('no-closing-first-round');
    expect(error.article).toBe('S40-REG art. 6.5');
  });

  it('S40-CdG art. 19: fisca-gara allows closing on the first round', () => {
    const state = at({
      hands: [ids('8H 2C'), ...fillers.map(ids)],
      melds: [onTable(1, '5H 6H 7H')],
      opened: [true, true, false, false],
      turnsCompleted: 0,
    });
    const closed = play(play(state, layOff('8H', 1)).state, discard('2C'));
    expect(closed.state.results[0]).toMatchObject({ closer: 0 });
  });

  it('S40-CdG art. 19, 22: discarding the last card closes; the others pay what they hold', () => {
    const state = at({
      hands: [ids('2C'), ids('AH KD'), ids('JK 5S'), ids('9C')],
      opened: [true, true, true, true],
    });
    const step = play(state, discard('2C'));
    expect(types(step).slice(0, 3)).toEqual(['discarded', 'hand-ended', 'hand-started']);
    expect(step.state.results).toEqual([
      { hand: 1, ending: 'closed', closer: 0, inHand: false, penalties: [0, 21, 30, 9] },
    ]);
    expect(step.state.totals).toEqual([0, 21, 30, 9]);
    const ended = step.events[1]?.event;
    expect(ended?.type === 'hand-ended' && ended.hands).toEqual([
      [],
      ids('AH KD'),
      ids('JK 5S'),
      ids('9C'),
    ]);
    // S40-CdG art. 4: the next hand is dealt by the next player.
    expect(step.state.hand.number).toBe(2);
    expect(step.state.hand.dealer).toBe(0);
    expect(step.state.hand.turn).toMatchObject({ seat: 1, phase: 'draw' });
    expect(step.state.hand.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(allCards(step.state)).toEqual(Array.from({ length: 108 }, (_, i) => i));
  });

  const inHandClose = (profile: string): MatchState => {
    const state = at({
      profile,
      hands: [ids('2H 3H 4H 5C 5D 5S TS JS QS 9D'), ids('KD 5H'), ids('2D'), ids('AH')],
      opened: [false, true, false, true],
      laid: [false, true, false, true],
    });
    return play(play(state, open(['2H 3H 4H', '5C 5D 5S', 'TS JS QS'])).state, discard('9D')).state;
  };

  it('S40-REG art. 9b: with variant b a closing in mano doubles, and who laid nothing pays 100', () => {
    const done = inHandClose('fisca-101+b');
    expect(done.results[0]).toEqual({
      hand: 1,
      ending: 'closed',
      closer: 0,
      inHand: true,
      penalties: [0, 30, 100, 22],
    });
  });

  it('S40-REG art. 7: without variant b a closing in mano is counted plainly', () => {
    expect(inHandClose('fisca-101').results[0]).toMatchObject({
      inHand: true,
      penalties: [0, 15, 2, 11],
    });
  });

  it('S40-CLUB §D: who laid nothing pays 100 and an ace alone is worth 1', () => {
    expect(inHandClose('club-151').results[0]).toMatchObject({ penalties: [0, 15, 100, 1] });
  });

  it('S40-REG art. 9b: a closing by a player who laid cards on an earlier turn is not in mano', () => {
    const state = at({
      profile: 'fisca-101+b',
      hands: [ids('2C'), ids('KD 5H'), ids('2D'), ids('AH')],
      opened: [true, true, false, true],
    });
    expect(play(state, discard('2C')).state.results[0]).toEqual({
      hand: 1,
      ending: 'closed',
      closer: 0,
      inHand: false,
      penalties: [0, 15, 2, 11],
    });
  });
});

describe('stock exhaustion (S40-CdG art. 19; S40-REG art. 6.4)', () => {
  const exhausted = (profile: string, discardPile: string) =>
    at({
      profile,
      hands: [ids('2C 5D 9S'), ...fillers.map(ids)],
      stock: ids('KH'),
      discard: ids(discardPile),
      turn: { phase: 'draw' },
    });

  it('S40-CdG art. 19: on fisca-gara every discard is shuffled into the new stock', () => {
    const drawn = play(exhausted('fisca-gara', '3H 4H 6C'), { type: 'draw', seat: 0 });
    expect(drawn.state.hand.stock).toEqual([]);
    const step = play(drawn.state, discard('2C'));
    expect(step.state.hand.stock).toHaveLength(4);
    expect([...step.state.hand.stock].sort((a, b) => a - b)).toEqual(
      ids('2C 3H 4H 6C').sort((a, b) => a - b),
    );
    expect(step.state.hand.discard).toEqual([]);
    expect(step.state.hand.reshuffles).toBe(1);
    expect(step.events.at(-1)).toEqual({
      visibility: { to: 'all' },
      event: { type: 'stock-reshuffled', stock: 4, pile: [] },
    });
    expect(step.state.hand.turn).toMatchObject({ seat: 1, phase: 'draw' });
    expect(refusal(step.state, { type: 'take-discard', seat: 1 }).code).toBe('discard-pile-empty');
  });

  it('S40-REG art. 6.4: on fisca-101 the last discard stays as the new pile', () => {
    const drawn = play(exhausted('fisca-101', '3H 4H 6C'), { type: 'draw', seat: 0 });
    const step = play(drawn.state, discard('2C'));
    expect([...step.state.hand.stock].sort((a, b) => a - b)).toEqual(
      ids('3H 4H 6C').sort((a, b) => a - b),
    );
    expect(step.state.hand.discard).toEqual(ids('2C'));
    expect(step.events.at(-1)?.event).toEqual({
      type: 'stock-reshuffled',
      stock: 3,
      pile: ids('2C'),
    });
  });

  it('S40-REG art. 6.4: with nothing to reshuffle the hand ends without a closer', () => {
    const drawn = play(exhausted('fisca-101', ''), { type: 'draw', seat: 0 });
    const step = play(drawn.state, discard('2C'));
    expect(step.state.results[0]).toMatchObject({
      hand: 1,
      ending: 'no-cards-left',
      closer: null,
      inHand: false,
    });
    expect(step.state.results[0]?.penalties).toEqual([
      5 + 10 + 9,
      2 + 3 + 8,
      4 + 9 + 10,
      6 + 10 + 10,
    ]);
    expect(step.state.hand.number).toBe(2);
  });

  it('S40-CdG art. 19: the reshuffle is deterministic for the seed', () => {
    const run = () =>
      play(
        play(exhausted('fisca-gara', '3H 4H 6C 7D 8S'), { type: 'draw', seat: 0 }).state,
        discard('2C'),
      ).state;
    const a = run();
    expect(a.hand.stock).toEqual(run().hand.stock);
    expect([...a.hand.stock].sort((x, y) => x - y)).toEqual(
      ids('2C 3H 4H 6C 7D 8S').sort((x, y) => x - y),
    );
  });
});

describe('elimination and the end of a match (S40-REG art. 8; S40-CLUB §D; S40-CdG art. 5, 22)', () => {
  it('S40-CLUB §D: reaching 151 eliminates; the match goes on without that seat', () => {
    const state = at({
      profile: 'club-151',
      hands: [ids('2C'), ids('KD'), ids('AH'), ids('2D')],
      opened: [true, true, true, true],
      totals: [140, 100, 20, 149],
    });
    const step = play(state, discard('2C'));
    expect(step.state.totals).toEqual([140, 110, 21, 151]);
    expect(step.state.eliminated).toEqual([false, false, false, true]);
    expect(step.state.status).toBe('playing');
    const ended = step.events.find((e) => e.event.type === 'hand-ended')?.event;
    expect(ended?.type === 'hand-ended' && ended.eliminated).toEqual([3]);
    expect(step.state.hand.hands.map((h) => h.length)).toEqual([13, 13, 13, 0]);
    expect(step.state.hand.stock).toHaveLength(108 - 39 - 1);
    // The deal passes from seat 3 (out) to seat 0, and seat 1 plays first.
    expect(step.state.hand.dealer).toBe(0);
    expect(step.state.hand.turn.seat).toBe(1);
  });

  it('S40-REG art. 8: reaching exactly 101 eliminates', () => {
    const state = at({
      profile: 'fisca-101',
      hands: [ids('2C'), ids('9C'), ids('2D'), ids('2S')],
      opened: [true, true, true, true],
      totals: [0, 92, 50, 98],
    });
    const step = play(state, discard('2C'));
    expect(step.state.totals).toEqual([0, 101, 52, 100]);
    expect(step.state.eliminated).toEqual([false, true, false, false]);
  });

  it('S40-REG art. 8: the match ends when one player is left, who wins', () => {
    const state = at({
      profile: 'club-151',
      hands: [ids('2C'), ids('KD'), [], []],
      opened: [true, true, false, false],
      totals: [100, 145, 151, 160],
      eliminated: [false, false, true, true],
    });
    const step = play(state, discard('2C'));
    expect(step.state.status).toBe('over');
    expect(step.state.winner).toBe(0);
    expect(step.events.at(-1)?.event).toEqual({
      type: 'match-ended',
      winner: 0,
      totals: [100, 155, 151, 160],
      vp: null,
    });
    expect(refusal(step.state, { type: 'draw', seat: step.state.hand.turn.seat }).code).toBe(
      'match-over',
    );
  });

  it('S40-CdG art. 5, 22: a tournament table ends after its hands with the VP of art. 22', () => {
    const base = at({
      hands: [ids('2C'), ids('TC'), ids('TD'), ids('TS')],
      opened: [true, true, true, true],
      totals: [0, 25, 70, 110],
    });
    const state = deepFreeze({
      ...base,
      results: [1, 2, 3, 4].map((n) => ({
        hand: n,
        ending: 'closed' as const,
        closer: 0,
        inHand: false,
        penalties: [0, 0, 0, 0],
      })),
      hand: { ...base.hand, number: 5 },
    });
    const step = play(state, discard('2C'));
    expect(step.state.status).toBe('over');
    expect(step.state.winner).toBeNull();
    expect(step.state.totals).toEqual([0, 35, 80, 120]);
    expect(step.events.at(-1)?.event).toEqual({
      type: 'match-ended',
      winner: null,
      totals: [0, 35, 80, 120],
      vp: [16, 10, 4, 2],
    });
  });

  it('S40-CdG art. 22: fisca-gara never eliminates, however many points', () => {
    const state = at({
      hands: [ids('2C'), ids('JK JK KD'), ids('2D'), ids('2S')],
      opened: [true, true, true, true],
      totals: [0, 500, 0, 0],
    });
    const step = play(state, discard('2C'));
    expect(step.state.eliminated).toEqual([false, false, false, false]);
    expect(step.state.status).toBe('playing');
  });

  const lastTwoOut = (totals: number[]) =>
    at({
      profile: 'fisca-101',
      hands: [ids('2C 5D 9S'), ids("4D' 9S' JC'"), []],
      stock: ids('KH'),
      opened: [true, true, false],
      eliminated: [false, false, true],
      totals,
      turn: { phase: 'draw' },
    });

  it('S40-REG art. 8: when the last two go out together, the one with fewer points wins', () => {
    const drawn = play(lastTwoOut([95, 90, 120]), { type: 'draw', seat: 0 }).state;
    const step = play(drawn, discard('2C'));
    // An unclosed hand (no card left to reshuffle): 5D 9S KH = 24, 4D 9S JC = 23.
    expect(step.state.results[0]).toMatchObject({ closer: null, penalties: [24, 23, null] });
    expect(step.state.totals).toEqual([119, 113, 120]);
    expect(step.state.eliminated).toEqual([true, true, true]);
    expect(step.state.status).toBe('over');
    expect(step.state.winner).toBe(1);
  });

  it('S40-REG art. 8: when the last two go out together with equal points, there is no winner', () => {
    const drawn = play(lastTwoOut([90, 91, 120]), { type: 'draw', seat: 0 }).state;
    const step = play(drawn, discard('2C'));
    expect(step.state.totals).toEqual([114, 114, 120]);
    expect(step.state.status).toBe('over');
    expect(step.state.winner).toBeNull();
  });

  it('S40-CdG art. 22: a table of a number of hands without a VP table ends with vp null', () => {
    const created = createMatch({
      profile: PROFILES['fisca-gara'],
      players: ['a', 'b', 'c', 'd'],
      seed: { scheme: 'xoroshiro128plus', seed: 1 },
      hands: 1,
    });
    if (!created.ok) throw new Error(created.error.message);
    const base = position({
      hands: [ids('2C'), ids('TC'), ids('TD'), ids('TS')],
      opened: [true, true, true, true],
    });
    const state = deepFreeze({ ...base, end: created.value.state.end });
    const step = play(state, discard('2C'));
    expect(step.state.status).toBe('over');
    expect(step.events.at(-1)?.event).toMatchObject({ type: 'match-ended', vp: null });
  });

  // No regulation we hold ends a hand that nobody can close: here each player keeps a joker it
  // may neither lay off (every meld on the table is full or has its one joker) nor discard
  // (S40-CdG art. 8), and the stock would be reshuffled for ever (S40-REG art. 6.4). The
  // `reshufflesPerHand` option stands in for the missing art. 21 time-out.
  it('S40-CdG art. 21: a hand nobody can close ends unclosed after the third reshuffle (fisca-101)', () => {
    let state = at({
      profile: 'fisca-101',
      hands: [[id('JK', 0)], [id('JK', 1), id('3H')], []],
      melds: [onTable(0, '5H 5D 5C 5S'), onTable(1, 'TH TD TC TS'), onTable(0, '7D 7C 7S JK')],
      // The fourth joker is out of play, so that nobody draws a second one.
      stock: Array.from({ length: 108 }, (_, c) => c).filter(
        (c) => !isJoker(c) && !ids('3H 5H 5D 5C 5S TH TD TC TS 7D 7C 7S').includes(c),
      ),
      opened: [true, true, false],
      eliminated: [false, false, true],
      turn: { phase: 'draw' },
    });
    const events: GameEvent[] = [];
    for (let turn = 0; turn < 1000 && state.results.length === 0; turn++) {
      const seat = state.hand.turn.seat;
      state = play(state, { type: 'draw', seat }).state;
      // The joker never goes: the hand never gets down to the joker alone at a discard.
      expect(
        refusal(state, { type: 'discard', seat, card: hand(state, seat).find(isJoker) as CardId })
          .code,
      ).toBe('joker-discard');
      const jokerFree = hand(state, seat).filter((c) => !isJoker(c));
      const step = play(state, { type: 'discard', seat, card: jokerFree.at(-1) as CardId });
      events.push(...step.events.map((e) => e.event));
      state = step.state;
    }
    expect(events.filter((e) => e.type === 'stock-reshuffled')).toHaveLength(3);
    const ended = events.find((e) => e.type === 'hand-ended');
    expect(ended).toMatchObject({
      type: 'hand-ended',
      result: { ending: 'reshuffle-limit', closer: null, inHand: false },
    });
    // Every player pays the cards in hand, the joker's 25 included (S40-CdG art. 22).
    if (ended?.type !== 'hand-ended') throw new Error('no hand-ended event');
    expect(ended.result.penalties[2]).toBeNull();
    for (const seat of [0, 1]) {
      const cards = ended.hands[seat] as CardId[];
      expect(cards.some(isJoker)).toBe(true);
      expect(ended.result.penalties[seat]).toBe(cards.reduce((n, c) => n + penaltyValue(c), 0));
    }
  });
});

describe('stalemate (S40-CdG art. 21 stand-in)', () => {
  it('S40-CdG art. 21: players passing a joker through the discard pile end the hand after three quiet rounds (club-151)', () => {
    // Two players left, each with a lone joker; every meld is a full combination, so no joker
    // lays off. An opened player may take the discard (art. 6) and discard it again (art. 18).
    let state = at({
      profile: 'club-151',
      hands: [[id('JK', 0)], [id('JK', 1)], [], []],
      melds: [onTable(0, '5H 5D 5C 5S'), onTable(1, 'TH TD TC TS')],
      discard: [id('JK', 2)],
      opened: [true, true, true, true],
      eliminated: [false, false, true, true],
      turn: { phase: 'draw' },
    });
    const events: GameEvent[] = [];
    let turns = 0;
    while (state.results.length === 0) {
      const seat = state.hand.turn.seat;
      state = play(state, { type: 'take-discard', seat }).state;
      const step = play(state, { type: 'discard', seat, card: hand(state, seat).at(-1) as CardId });
      events.push(...step.events.map((e) => e.event));
      state = step.state;
      turns++;
    }
    // Three full rounds of two players.
    expect(turns).toBe(6);
    expect(events.find((e) => e.type === 'hand-ended')).toMatchObject({
      result: { ending: 'stalemate', closer: null, inHand: false, penalties: [25, 25, null, null] },
    });
  });

  it('S40-CdG art. 21: a draw from the stock resets the count', () => {
    let state = at({
      profile: 'club-151',
      hands: [[id('JK', 0)], [id('JK', 1)], [], []],
      melds: [onTable(0, '5H 5D 5C 5S'), onTable(1, 'TH TD TC TS')],
      discard: [id('JK', 2)],
      stock: ids('3C 4C'),
      opened: [true, true, true, true],
      eliminated: [false, false, true, true],
      turn: { phase: 'draw' },
    });
    for (let turn = 0; turn < 5; turn++) {
      const seat = state.hand.turn.seat;
      state = play(state, { type: 'take-discard', seat }).state;
      state = play(state, {
        type: 'discard',
        seat,
        card: hand(state, seat).at(-1) as CardId,
      }).state;
    }
    expect(state.hand.quietTurns).toBe(5);
    const seat = state.hand.turn.seat;
    state = play(state, { type: 'draw', seat }).state;
    state = play(state, { type: 'discard', seat, card: id('4C') }).state;
    expect(state.results).toEqual([]);
    expect(state.hand.quietTurns).toBe(0);
  });
});

describe('procedure (S40-CdG art. 6, 15, 16)', () => {
  const state = at({
    hands: [ids('9H 9D 9C TS JS QS 2C'), ...fillers.map(ids)],
    melds: [onTable(1, '5H 6H 7H')],
    opened: [false, true, false, false],
    discard: ids('3D'),
    turn: { phase: 'draw' },
  });

  it('S40-CdG art. 16: a player out of turn is refused', () => {
    for (const seat of [1, 2, 3]) {
      const error = refusal(state, { type: 'draw', seat });
      expect(error.code).toBe('not-your-turn');
      expect(error.article).toBe('S40-CdG art. 16');
    }
  });

  it('S40-CdG art. 15: a player draws before any play', () => {
    expect(refusal(state, open(['9H 9D 9C', 'TS JS QS'])).code).toBe('draw-first');
    expect(refusal(state, discard('2C')).code).toBe('draw-first');
    expect(refusal(state, layOff('9H', 1)).code).toBe('draw-first');
  });

  it('S40-CdG art. 6: one draw per turn', () => {
    const drawn = play(state, { type: 'draw', seat: 0 });
    expect(refusal(drawn.state, { type: 'draw', seat: 0 }).code).toBe('already-drew');
    expect(refusal(drawn.state, { type: 'take-discard', seat: 0 }).code).toBe('already-drew');
  });

  it('S40-CdG art. 6: the draw takes the top of the stock, seen by the drawer only', () => {
    const top = state.hand.stock.at(-1) as CardId;
    const drawn = play(state, { type: 'draw', seat: 0 });
    expect(hand(drawn.state).at(-1)).toBe(top);
    expect(drawn.state.hand.stock).toHaveLength(state.hand.stock.length - 1);
    expect(drawn.events).toEqual([
      { visibility: { to: 'all' }, event: { type: 'drew', seat: 0 } },
      { visibility: { to: 'seat', seat: 0 }, event: { type: 'drew-card', seat: 0, card: top } },
    ]);
  });

  it('S40-CdG art. 6: the discard ends the turn and passes it on', () => {
    const drawn = play(state, { type: 'draw', seat: 0 });
    const step = play(drawn.state, discard('2C'));
    expect(step.state.hand.turn).toMatchObject({ seat: 1, phase: 'draw', obligation: null });
    expect(step.state.hand.turnsCompleted).toBe(state.hand.turnsCompleted + 1);
    expect(step.state.hand.discard.at(-1)).toBe(id('2C'));
  });

  it('malformed actions are error values, never throws, and change nothing', () => {
    const drawn = play(state, { type: 'draw', seat: 0 });
    const s = drawn.state;
    const snapshot = JSON.stringify(s);
    const bad: unknown[] = [
      null,
      undefined,
      42,
      'draw',
      [],
      {},
      { type: 'fly', seat: 0 },
      { type: 'toString', seat: 0 },
      { type: 'discard' },
      { type: 'discard', seat: '0', card: id('2C') },
      { type: 'discard', seat: 0, card: 999 },
      { type: 'discard', seat: 0, card: -1 },
      { type: 'discard', seat: 0, card: 1.5 },
      { type: 'discard', seat: 0, card: '2C' },
      { type: 'discard', seat: 0 },
      { type: 'open', seat: 0 },
      { type: 'open', seat: 0, melds: 'all' },
      { type: 'open', seat: 0, melds: [] },
      { type: 'open', seat: 0, melds: [null] },
      { type: 'open', seat: 0, melds: [[1, 2, 3]] },
      { type: 'open', seat: 0, melds: [[{ id: 500 }, { id: 1 }, { id: 2 }]] },
      {
        type: 'open',
        seat: 0,
        melds: [[{ id: id('9H') }, { id: id('9D') }, { id: id('9C'), as: { rank: 9, suit: 'X' } }]],
      },
      { type: 'open', seat: 0, melds: [meldCards('9H 9D 9C'), meldCards('9H 9D 9C')] },
      { type: 'meld', seat: 0, cards: null },
      { type: 'lay-off', seat: 0, card: id('9H'), meld: 'one' },
      { type: 'lay-off', seat: 0, card: null, meld: 1 },
      { type: 'lay-off', seat: 0, card: id('9H'), meld: 1, as: { rank: 0, suit: 'H' } },
      { type: 'lay-off', seat: 0, card: id('9H'), meld: 1, as: 'KH' },
      { type: 'replace-joker', seat: 0, card: 'JK', meld: 1 },
      { type: 'replace-joker', seat: 0, card: id('9H'), meld: null },
      { type: 'draw', seat: 0 },
    ];
    for (const action of bad) {
      let result: ReturnType<typeof apply> | undefined;
      expect(
        () => {
          result = apply(s, action as Action);
        },
        JSON.stringify(action) ?? String(action),
      ).not.toThrow();
      expect(result?.ok, JSON.stringify(action) ?? String(action)).toBe(false);
      expect(result && !result.ok && typeof result.error.code).toBe('string');
    }
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  it('malformed lay-offs and openings give specific codes', () => {
    const drawn = play(state, { type: 'draw', seat: 0 }).state;
    expect(refusal(drawn, { type: 'discard', seat: 0, card: 999 }).code).toBe('bad-card');
    expect(refusal(drawn, { type: 'open', seat: 0, melds: [] }).code).toBe('bad-action');
    expect(
      refusal(drawn, {
        type: 'open',
        seat: 0,
        melds: [meldCards('9H 9D 9C'), meldCards('9H 9D 9C')],
      }).code,
    ).toBe('duplicate-card');
    expect(refusal(drawn, { type: 'open', seat: 0, melds: [meldCards('8H 8D 8C')] }).code).toBe(
      'card-not-in-hand',
    );
    expect(refusal(null as unknown as MatchState, null as unknown as Action).code).toBe(
      'bad-action',
    );
  });

  it('the state passed in is never mutated by legal or illegal actions', () => {
    const fresh = createMatch({
      profile: PROFILES['fisca-gara'],
      players: ['a', 'b', 'c', 'd'],
      seed: { scheme: 'xoroshiro128plus', seed: 5 },
    });
    if (!fresh.ok) throw new Error(fresh.error.message);
    let s = deepFreeze(fresh.value.state);
    for (let i = 0; i < 40; i++) {
      const seat = s.hand.turn.seat;
      const snapshot = JSON.stringify(s);
      apply(s, { type: 'discard', seat, card: hand(s, seat)[0] as CardId });
      apply(s, { type: 'draw', seat: (seat + 1) % 4 });
      s = play(s, { type: 'draw', seat }).state;
      const card = hand(s, seat).find(
        (c) => !isJoker(c) && apply(s, { type: 'discard', seat, card: c }).ok,
      ) as CardId;
      expect(JSON.stringify(s)).not.toBe(snapshot);
      const before = JSON.stringify(s);
      s = play(s, { type: 'discard', seat, card }).state;
      expect(before).not.toBe(JSON.stringify(s));
    }
    expect(allCards(s)).toEqual(Array.from({ length: 108 }, (_, i) => i));
  });

  it('profiles from specs play the same engine', () => {
    const profile = profileFromSpec('fisca-101+a+b+c');
    if (!profile.ok) throw new Error(profile.error.message);
    const created = createMatch({
      profile: profile.value,
      players: ['a', 'b'],
      seed: { scheme: 'xoroshiro128plus', seed: 9 },
    });
    expect(created.ok && created.value.state.hand.hands.map((h) => h.length)).toEqual([13, 13]);
  });
});
