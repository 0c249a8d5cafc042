import { type CardId, DECK_SIZE, cardCode, fullDeck } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import type { Action } from './action.js';
import { type Step, apply, createMatch, forcedChoicePlay } from './engine.js';
import { legalActions } from './legal.js';
import { type Meld, readMeld } from './meld.js';
import { PROFILES, type RuleProfile } from './profile.js';
import { view } from './view.js';
import type { HandState, MatchState, Seat, Side } from './state.js';

const SEED = { scheme: 'xoroshiro128plus', seed: 7 } as const;

const start = (
  profile: RuleProfile = PROFILES.champion,
  options: Partial<Parameters<typeof createMatch>[0]> = {},
) => {
  const step = createMatch({
    profile,
    seed: SEED,
    seating: { kind: 'individual', players: ['a', 'b', 'c', 'd'] },
    ...options,
  });
  if (!step.ok) throw new Error(step.error.code);
  return step.value;
};

interface Spec {
  readonly profile?: RuleProfile;
  /** Cards by seat, as notation. */
  readonly hands: readonly string[];
  readonly pile?: string;
  readonly melds?: readonly { readonly side: Side; readonly cards: string }[];
  readonly pozzettoTaken?: readonly [boolean, boolean];
  readonly seat?: Seat;
  readonly phase?: 'draw' | 'play';
  readonly turnsCompleted?: number;
  readonly stock?: number;
  readonly options?: Partial<Parameters<typeof createMatch>[0]>;
}

/** A match in the middle of hand 1, with the given cards; the other cards fill stock and pozzetti. */
const scenario = (spec: Spec): MatchState => {
  const profile = spec.profile ?? PROFILES.champion;
  const free = new Set(fullDeck());
  const take = (text: string | undefined): CardId[] =>
    !text
      ? []
      : text.split(' ').map((token) => {
          const id = [...free].find((c) => cardCode(c) === token);
          if (id === undefined) throw new Error(`no ${token} left`);
          free.delete(id);
          return id;
        });
  const hands = spec.hands.map(take);
  const pile = take(spec.pile);
  const melds = (spec.melds ?? []).map((m, i) => {
    const meld = readMeld(take(m.cards), profile.options);
    if (!meld.ok) throw new Error(meld.error.code);
    return { id: i + 1, side: m.side, meld: meld.value };
  });
  const rest = [...free];
  const taken = spec.pozzettoTaken ?? [false, false];
  const pozzetti = taken.filter((t) => !t).map((_, i) => rest.slice(i * 11, i * 11 + 11));
  const stock = rest.slice(22, 22 + (spec.stock ?? 30));
  const base = start(profile, {
    ...spec.options,
    ...(spec.hands.length === 2 ? { seating: { kind: 'singles', players: ['a', 'b'] } } : {}),
  }).state;
  const hand: HandState = {
    ...base.hand,
    hands,
    pile,
    stock,
    pozzetti,
    pozzettoTaken: [taken[0], taken[1]],
    melds,
    nextMeldId: melds.length + 1,
    turn: { seat: spec.seat ?? 0, phase: spec.phase ?? 'play', mustPlayOneOf: [], tookPile: false },
    turnsCompleted: spec.turnsCompleted ?? 8,
  };
  return { ...base, hand };
};

/** Ids in `seat`'s hand showing these faces. */
const inHand = (state: MatchState, seat: Seat, text: string): CardId[] => {
  const pool = [...(state.hand.hands[seat] as CardId[])];
  return text.split(' ').map((token) => {
    const at = pool.findIndex((id) => cardCode(id) === token);
    if (at < 0) throw new Error(`${token} not in hand`);
    return pool.splice(at, 1)[0] as CardId;
  });
};

const run = (state: MatchState, ...actions: ((s: MatchState) => Action)[]): Step => {
  let step: Step = { state, events: [] };
  for (const make of actions) {
    const next = apply(step.state, make(step.state));
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    step = next.value;
  }
  return step;
};

const refusal = (state: MatchState, action: Action) => {
  const result = apply(state, action);
  return result.ok ? 'accepted' : result.error;
};

const meldOf = (state: MatchState, id: number): Meld =>
  state.hand.melds.find((m) => m.id === id)?.meld as Meld;

describe('engine: preparation', () => {
  it('BUR-CH art. 5, 7: 11 cards each, two pozzetti of 11, one up-card, the rest is the stock', () => {
    const { state, events } = start();
    expect(state.hand.hands.map((h) => h.length)).toEqual([11, 11, 11, 11]);
    expect(state.hand.pozzetti.map((p) => p.length)).toEqual([11, 11]);
    expect(state.hand.pile).toHaveLength(1);
    expect(state.hand.stock).toHaveLength(DECK_SIZE - 44 - 22 - 1);
    const all = [
      ...state.hand.hands.flat(),
      ...state.hand.pozzetti.flat(),
      ...state.hand.pile,
      ...state.hand.stock,
    ];
    expect(new Set(all).size).toBe(DECK_SIZE);
    expect(events.map((e) => e.event.type)).toEqual([
      'seats-drawn',
      'hand-started',
      'dealt',
      'dealt',
      'dealt',
      'dealt',
    ]);
    expect(state.hand.turn).toMatchObject({ seat: 0, phase: 'draw' });
    expect(state.hand.dealer).toBe(3);
  });

  it('BUR-CH art. 2: one against one deals two hands of 11 and the same two pozzetti', () => {
    const { state } = start(PROFILES.champion, {
      seating: { kind: 'singles', players: ['a', 'b'] },
    });
    expect(state.hand.hands.map((h) => h.length)).toEqual([11, 11]);
    expect(state.hand.stock).toHaveLength(DECK_SIZE - 22 - 22 - 1);
    expect(state.hand.dealer).toBe(1);
  });

  it('BUR-CH art. 2: refuses a bad seating or a bad number of hands', () => {
    const bad = (options: Partial<Parameters<typeof createMatch>[0]>) => {
      const r = createMatch({
        profile: PROFILES.champion,
        seed: SEED,
        seating: { kind: 'singles', players: ['a', 'b'] },
        ...options,
      });
      return r.ok ? 'ok' : r.error.code;
    };
    expect(bad({ seating: { kind: 'singles', players: ['a', 'a'] } })).toBe('bad-players');
    expect(bad({ seating: { kind: 'individual', players: ['a', 'b', 'c'] } as never })).toBe(
      'bad-seating',
    );
    expect(bad({ hands: 0 })).toBe('bad-hands');
    expect(
      bad({
        profile: { ...PROFILES.champion, options: { ...PROFILES.champion.options, seats: [4] } },
      }),
    ).toBe('bad-table-size');
  });

  it('a seed always gives the same deal, and another seed another', () => {
    expect(start().state).toEqual(start().state);
    const other = createMatch({
      profile: PROFILES.champion,
      seed: { scheme: 'xoroshiro128plus', seed: 8 },
      seating: { kind: 'individual', players: ['a', 'b', 'c', 'd'] },
    });
    expect(other.ok && other.value.state.hand.hands).not.toEqual(start().state.hand.hands);
  });
});

describe('engine: the turn', () => {
  it('BUR-CH art. 7: only the seat on turn plays, and it draws before playing', () => {
    const { state } = start();
    expect(refusal(state, { type: 'draw', seat: 1 })).toMatchObject({
      code: 'not-your-turn',
      article: 'BUR-CH art. 7',
    });
    const card = state.hand.hands[0]?.[0] as CardId;
    expect(refusal(state, { type: 'discard', seat: 0, card })).toMatchObject({
      code: 'draw-first',
    });
    const drawn = run(state, () => ({ type: 'draw', seat: 0 }));
    expect(refusal(drawn.state, { type: 'draw', seat: 0 })).toMatchObject({ code: 'already-drew' });
  });

  it('BUR-CH art. 8: drawing takes the top card of the stock, seen only by the drawer', () => {
    const { state } = start();
    const top = state.hand.stock[state.hand.stock.length - 1] as CardId;
    const { state: after, events } = run(state, () => ({ type: 'draw', seat: 0 }));
    expect(after.hand.hands[0]).toContain(top);
    expect(events).toEqual([
      {
        visibility: { to: 'all' },
        event: { type: 'drew', seat: 0, stock: state.hand.stock.length - 1 },
      },
      { visibility: { to: 'seat', seat: 0 }, event: { type: 'drew-card', seat: 0, card: top } },
    ]);
  });

  it('BUR-CH art. 7: one discard ends the turn and passes it to the next seat', () => {
    const { state } = start();
    const after = run(
      state,
      () => ({ type: 'draw', seat: 0 }),
      (s) => ({ type: 'discard', seat: 0, card: s.hand.hands[0]?.[0] as CardId }),
    );
    expect(after.state.hand.turn).toMatchObject({ seat: 1, phase: 'draw' });
    expect(after.state.hand.pile).toHaveLength(2);
  });

  it('BUR-CH art. 9: taking the pile takes all of it and obliges using a taken card first', () => {
    const state = scenario({
      hands: ['5H 6H 9C 9D 9S KS', '', '', ''],
      pile: '3C 7H',
      phase: 'draw',
    });
    const { state: took, events } = run(state, () => ({ type: 'take-pile', seat: 0 }));
    expect(took.hand.pile).toEqual([]);
    expect(took.hand.hands[0]).toHaveLength(8);
    expect(events[0]?.event).toMatchObject({ type: 'took-pile', seat: 0 });
    const discardFirst = refusal(took, {
      type: 'discard',
      seat: 0,
      card: inHand(took, 0, 'KS')[0] as CardId,
    });
    expect(discardFirst).toMatchObject({ code: 'pile-card-first', article: 'BUR-CH art. 9' });
    expect(
      refusal(took, { type: 'meld', seat: 0, cards: inHand(took, 0, '9C 9D 9S') }),
    ).toMatchObject({ code: 'pile-card-first' });
    expect(legalActions(took, 0).every((a) => a.type !== 'discard')).toBe(true);
    const used = run(took, (s) => ({ type: 'meld', seat: 0, cards: inHand(s, 0, '5H 6H 7H') }));
    expect(used.state.hand.turn.mustPlayOneOf).toEqual([]);
    run(
      used.state,
      (s) => ({ type: 'meld', seat: 0, cards: inHand(s, 0, '9C 9D 9S') }),
      (s) => ({ type: 'discard', seat: 0, card: inHand(s, 0, 'KS')[0] as CardId }),
    );
  });

  it('BUR-CH art. 9: the pile may not be taken when no taken card can be played', () => {
    const state = scenario({ hands: ['5H 9C KS QD', '', '', ''], pile: '3C', phase: 'draw' });
    expect(refusal(state, { type: 'take-pile', seat: 0 })).toMatchObject({
      code: 'pile-unusable',
      article: 'BUR-CH art. 9',
    });
    expect(legalActions(state, 0)).toEqual([{ type: 'draw', seat: 0 }]);
    const empty = scenario({ hands: ['5H 9C KS QD', '', '', ''], phase: 'draw' });
    expect(refusal(empty, { type: 'take-pile', seat: 0 })).toMatchObject({ code: 'empty-pile' });
  });

  it("BUR-CH art. 9: a taken card may be laid off on the line's melds", () => {
    const state = scenario({
      hands: ['9C KS', '', '', ''],
      pile: '8H',
      phase: 'draw',
      melds: [{ side: 0, cards: '5H 6H 7H' }],
    });
    expect(legalActions(state, 0).map((a) => a.type)).toEqual(['draw', 'take-pile']);
    const after = run(
      state,
      () => ({ type: 'take-pile', seat: 0 }),
      (s) => ({ type: 'lay-off', seat: 0, meld: 1, cards: inHand(s, 0, '8H') }),
    );
    expect(meldOf(after.state, 1).cards).toHaveLength(4);
  });

  // "La condizione per poter raccogliere le carte dal monte degli scarti è che almeno una delle
  // carte raccolte deve essere giocata": any play that uses a taken card, with cards of the hand.
  it('BUR-CH art. 9: a taken card laid off together with a card of the hand makes the pile usable', () => {
    const state = scenario({
      hands: ['8H KS QD', '', '', ''],
      pile: '9H',
      phase: 'draw',
      melds: [{ side: 0, cards: '5H 6H 7H' }],
    });
    expect(legalActions(state, 0).map((a) => a.type)).toEqual(['draw', 'take-pile']);
    const took = run(state, () => ({ type: 'take-pile', seat: 0 })).state;
    const plays = legalActions(took, 0);
    expect(plays).toContainEqual({
      type: 'lay-off',
      seat: 0,
      meld: 1,
      cards: inHand(took, 0, '9H 8H'),
    });
    for (const play of plays) expect(apply(took, play).ok).toBe(true);
    const after = run(took, (s) => ({
      type: 'lay-off',
      seat: 0,
      meld: 1,
      cards: inHand(s, 0, '8H 9H'),
    }));
    expect(meldOf(after.state, 1).cards).toHaveLength(5);
    expect(after.state.hand.turn.mustPlayOneOf).toEqual([]);
  });

  it('BUR-CH art. 9: a taken card bridged to a meld by a matta of the hand makes the pile usable', () => {
    const state = scenario({
      hands: ['JK KS QD', '', '', ''],
      pile: '9H',
      phase: 'draw',
      melds: [{ side: 0, cards: '5H 6H 7H' }],
    });
    expect(legalActions(state, 0).map((a) => a.type)).toEqual(['draw', 'take-pile']);
    const took = run(state, () => ({ type: 'take-pile', seat: 0 })).state;
    expect(legalActions(took, 0)).toContainEqual({
      type: 'lay-off',
      seat: 0,
      meld: 1,
      cards: inHand(took, 0, '9H JK'),
    });
  });

  it('BUR-CH art. 9: a taken card in a new meld with cards of the hand makes the pile usable', () => {
    const state = scenario({ hands: ['8H TH KS QD', '', '', ''], pile: '4C 9H', phase: 'draw' });
    expect(legalActions(state, 0).map((a) => a.type)).toEqual(['draw', 'take-pile']);
    const took = run(state, () => ({ type: 'take-pile', seat: 0 })).state;
    expect(legalActions(took, 0)).toEqual([
      { type: 'meld', seat: 0, cards: inHand(took, 0, '8H 9H TH') },
    ]);
  });
});

describe('engine: melds', () => {
  it('BUR-CH art. 10-13: a meld is read from the cards and refused when invalid', () => {
    const state = scenario({ hands: ['5H 6H 7H 8S 2C JK', '', '', ''] });
    expect(
      refusal(state, { type: 'meld', seat: 0, cards: inHand(state, 0, '5H 6H 8S') }),
    ).toMatchObject({ code: 'not-a-meld', article: 'BUR-CH art. 10' });
    expect(
      refusal(state, { type: 'meld', seat: 0, cards: inHand(state, 0, '5H 6H 2C JK') }),
    ).toMatchObject({ code: 'too-many-mattas' });
    const after = run(state, (s) => ({ type: 'meld', seat: 0, cards: inHand(s, 0, '7H JK 5H') }));
    expect(after.events[0]?.event).toMatchObject({
      type: 'melded',
      seat: 0,
      meld: { id: 1, side: 0 },
    });
  });

  it('BUR-CH art. 39: two equal sequences are allowed, two combinations of one rank are not', () => {
    const state = scenario({
      hands: ['5H 6H 7H 7C 7D 7S 9C', '', '', ''],
      melds: [
        { side: 0, cards: '5H 6H 7H' },
        { side: 0, cards: '7S 7D 7C' },
      ],
    });
    expect(refusal(state, { type: 'meld', seat: 0, cards: inHand(state, 0, '5H 6H 7H') })).toBe(
      'accepted',
    );
    expect(
      refusal(state, { type: 'meld', seat: 0, cards: inHand(state, 0, '7C 7D 7S') }),
    ).toMatchObject({ code: 'equal-combinations', article: 'BUR-CH art. 39' });
  });

  it("BUR-CH art. 7, 9: a player lays off on his line's melds, the partner's too, not on the opponents'", () => {
    const state = scenario({
      hands: ['8H 8C KS QS', '', '', ''],
      melds: [
        { side: 1, cards: '5H 6H 7H' },
        { side: 0, cards: '5C 6C 7C' },
      ],
    });
    expect(
      refusal(state, { type: 'lay-off', seat: 0, meld: 1, cards: inHand(state, 0, '8H') }),
    ).toMatchObject({ code: 'not-own-meld' });
    expect(
      refusal(state, { type: 'lay-off', seat: 0, meld: 2, cards: inHand(state, 0, '8C') }),
    ).toBe('accepted');
    expect(
      refusal(state, { type: 'lay-off', seat: 0, meld: 9, cards: inHand(state, 0, '8C') }),
    ).toMatchObject({ code: 'unknown-meld' });
  });

  it('BUR-CH art. 11: a matta replaced by its natural stays in the meld at its free place', () => {
    const state = scenario({
      hands: ['6H KS QS', '', '', ''],
      melds: [{ side: 0, cards: '5H JK 7H' }],
    });
    const after = run(state, (s) => ({
      type: 'lay-off',
      seat: 0,
      meld: 1,
      cards: inHand(s, 0, '6H'),
    }));
    const meld = meldOf(after.state, 1);
    expect(meld).toMatchObject({ kind: 'sequence', low: 4 });
    expect(meld.cards[0]).toMatchObject({ wild: true });
  });

  // A2,2 ex. 4: "Si potrà legare ad una sequenza 4-5-6 prima un 9, poi un 8 e poi il 7". At a
  // digital table a lay-off is checked as it is made: the three cards go in one lay-off.
  it('BUR-CH art. 29 (A2,2 ex. 4): 9, 8 and 7 are laid off on 4-5-6 at once, in any order', () => {
    const state = scenario({
      hands: ['9H 8H 7H KS QS', '', '', ''],
      melds: [{ side: 0, cards: '4H 5H 6H' }],
    });
    expect(
      refusal(state, { type: 'lay-off', seat: 0, meld: 1, cards: inHand(state, 0, '9H') }),
    ).toMatchObject({ code: 'sequence-not-consecutive' });
    const after = run(state, (s) => ({
      type: 'lay-off',
      seat: 0,
      meld: 1,
      cards: inHand(s, 0, '9H 8H 7H'),
    }));
    expect(meldOf(after.state, 1)).toMatchObject({ kind: 'sequence', low: 4 });
    expect(meldOf(after.state, 1).cards.map((c) => cardCode(c.id))).toEqual(
      '4H 5H 6H 7H 8H 9H'.split(' '),
    );
  });

  // A2,2 ex. 5: "Ad una sequenza 5♥-6♥-7♥ si potrà legare contemporaneamente 3♥-2♥-matta (solo
  // errata disposizione delle carte), mentre non si potranno legare singolarmente prima il 2♥,
  // poi il 3♥, poi la matta, quest'ultima sarà penalizzata e quindi scartata."
  it('BUR-CH art. 29 (A2,2 ex. 5): 3H-2H-matta together on 5H-6H-7H, not singly 2H, 3H, matta', () => {
    const state = scenario({
      hands: ['3H 2H JK KS QS', '', '', ''],
      melds: [{ side: 0, cards: '5H 6H 7H' }],
    });
    const together = run(state, (s) => ({
      type: 'lay-off',
      seat: 0,
      meld: 1,
      cards: inHand(s, 0, '3H 2H JK'),
    }));
    expect(meldOf(together.state, 1).cards.map((c) => [cardCode(c.id), c.wild])).toEqual([
      ['2H', false],
      ['3H', false],
      ['JK', true],
      ['5H', false],
      ['6H', false],
      ['7H', false],
    ]);
    // Singly, the 2H can only be a matta (it stands for the 4H), and the 3H keeps it so.
    const singly = run(
      state,
      (s) => ({ type: 'lay-off', seat: 0, meld: 1, cards: inHand(s, 0, '2H') }),
      (s) => ({ type: 'lay-off', seat: 0, meld: 1, cards: inHand(s, 0, '3H') }),
    );
    expect(meldOf(singly.state, 1).cards.map((c) => [cardCode(c.id), c.wild])).toEqual([
      ['3H', false],
      ['2H', true],
      ['5H', false],
      ['6H', false],
      ['7H', false],
    ]);
    expect(
      refusal(singly.state, {
        type: 'lay-off',
        seat: 0,
        meld: 1,
        cards: inHand(singly.state, 0, 'JK'),
      }),
    ).toMatchObject({ code: 'too-many-mattas' });
    expect(
      legalActions(singly.state, 0).filter(
        (a) => a.type === 'lay-off' && a.cards.some((id) => cardCode(id) === 'JK'),
      ),
    ).toEqual([]);
  });

  it('refuses cards that are not in the hand', () => {
    const state = scenario({ hands: ['5H 6H 7H KS', '8H', '', ''] });
    expect(
      refusal(state, {
        type: 'meld',
        seat: 0,
        cards: [...inHand(state, 0, '5H 6H'), ...inHand(state, 1, '8H')],
      }),
    ).toMatchObject({ code: 'card-not-in-hand' });
    expect(refusal(state, { type: 'meld', seat: 0, cards: [999] })).toMatchObject({
      code: 'bad-action',
    });
  });
});

describe('engine: pozzetto and closing', () => {
  it('BUR-CH art. 18: melding every card takes the pozzetto "in diretta" and the turn goes on', () => {
    const state = scenario({ hands: ['5H 6H 7H', '', '', ''] });
    const { state: after, events } = run(state, (s) => ({
      type: 'meld',
      seat: 0,
      cards: inHand(s, 0, '5H 6H 7H'),
    }));
    expect(after.hand.hands[0]).toHaveLength(11);
    expect(after.hand.pozzettoTaken).toEqual([true, false]);
    expect(after.hand.turn).toMatchObject({ seat: 0, phase: 'play' });
    expect(events.map((e) => [e.event.type, e.visibility.to])).toEqual([
      ['melded', 'all'],
      ['pozzetto-taken', 'all'],
      ['pozzetto-cards', 'seat'],
    ]);
    expect(events[1]?.event).toMatchObject({ how: 'diretta' });
  });

  it('BUR-CH art. 18: discarding the last card takes the pozzetto "con lo scarto", a matta too', () => {
    const state = scenario({ hands: ['JK', '', '', ''] });
    const { state: after, events } = run(state, (s) => ({
      type: 'discard',
      seat: 0,
      card: inHand(s, 0, 'JK')[0] as CardId,
    }));
    expect(after.hand.hands[0]).toHaveLength(11);
    expect(after.hand.turn).toMatchObject({ seat: 1, phase: 'draw' });
    // Its cards reach the taker only after the partner's discard (art. 23, below).
    expect(events.map((e) => e.event.type)).toEqual(['discarded', 'pozzetto-taken']);
    expect(events[1]?.event).toMatchObject({ how: 'con-lo-scarto' });
  });

  // "Il giocatore che prende il pozzetto “con lo scarto” deve visionarlo dopo che il compagno
  // avrà scartato."
  it('BUR-CH art. 23: a pozzetto taken with the discard is seen by its taker after the partner has discarded', () => {
    const state = scenario({ hands: ['JK', '4C KD', '5C QD', '6C JD'] });
    const discardFirst = (seat: Seat) => (s: MatchState) => ({
      type: 'discard' as const,
      seat,
      card: s.hand.hands[seat]?.[0] as CardId,
    });
    const took = run(state, discardFirst(0)).state;
    const pozzetto = took.hand.hands[0] as CardId[];
    expect(pozzetto).toHaveLength(11);
    expect(view(took, 0).hand).toMatchObject({
      cards: [],
      handSizes: [11, 2, 2, 2],
      unseenPozzetti: [{ seat: 0, size: 11 }],
    });
    expect(view(took, 1).hand.unseenPozzetti).toEqual([{ seat: 0, size: 11 }]);
    const opponent = run(took, () => ({ type: 'draw', seat: 1 }), discardFirst(1));
    expect(opponent.events.map((e) => e.event.type)).not.toContain('pozzetto-cards');
    expect(view(opponent.state, 0).hand.cards).toEqual([]);
    const partner = run(opponent.state, () => ({ type: 'draw', seat: 2 }), discardFirst(2));
    expect(partner.events.map((e) => [e.event.type, e.visibility.to])).toEqual([
      ['discarded', 'all'],
      ['pozzetto-cards', 'seat'],
    ]);
    expect(partner.events[1]).toMatchObject({
      event: { seat: 0, cards: pozzetto },
      visibility: { to: 'seat', seat: 0 },
    });
    expect(view(partner.state, 0).hand).toMatchObject({ cards: pozzetto, unseenPozzetti: [] });
  });

  it('BUR-CH art. 23: with no partner (a table of two), the taker sees the pozzetto at once', () => {
    const state = scenario({ hands: ['JK', '4C KD'] });
    const { state: after, events } = run(state, (s) => ({
      type: 'discard',
      seat: 0,
      card: inHand(s, 0, 'JK')[0] as CardId,
    }));
    expect(events.map((e) => e.event.type)).toEqual([
      'discarded',
      'pozzetto-taken',
      'pozzetto-cards',
    ]);
    expect(view(after, 0).hand).toMatchObject({ cards: after.hand.hands[0], unseenPozzetti: [] });
  });

  it('BUR-CH art. 23: a hand that ends before the partner discards shows the taker his pozzetto first', () => {
    const state = scenario({ hands: ['JK', '4C KD', '5C QD', '6C JD'], stock: 3 });
    const took = run(state, (s) => ({
      type: 'discard',
      seat: 0,
      card: s.hand.hands[0]?.[0] as CardId,
    })).state;
    const ended = run(
      took,
      () => ({ type: 'draw', seat: 1 }),
      (s) => ({ type: 'discard', seat: 1, card: s.hand.hands[1]?.[0] as CardId }),
    );
    const types = ended.events.map((e) => e.event.type);
    expect(types).toContain('hand-ended');
    expect(types.indexOf('pozzetto-cards')).toBeGreaterThan(-1);
    expect(types.indexOf('pozzetto-cards')).toBeLessThan(types.indexOf('hand-ended'));
  });

  it('BUR-CH art. 18, 42: each line takes one pozzetto; emptying the hand again closes without discard and is refused', () => {
    const state = scenario({ hands: ['5H 6H 7H', '', '', ''], pozzettoTaken: [true, false] });
    expect(
      refusal(state, { type: 'meld', seat: 0, cards: inHand(state, 0, '5H 6H 7H') }),
    ).toMatchObject({ code: 'closing-without-discard', article: 'BUR-CH art. 42' });
    const partner = scenario({
      hands: ['', '', '5C 6C 7C', ''],
      seat: 2,
      pozzettoTaken: [true, false],
    });
    expect(
      refusal(partner, { type: 'meld', seat: 2, cards: inHand(partner, 2, '5C 6C 7C') }),
    ).toMatchObject({ code: 'closing-without-discard' });
  });

  const closable = {
    melds: [
      { side: 0 as Side, cards: '3H 4H 5H 6H 7H 8H 9H' },
      { side: 0 as Side, cards: '3C 4C JK 6C 7C 8C 9C' },
    ],
    pozzettoTaken: [true, false] as const,
  };

  it('BUR-CH art. 18, 19: closing with pozzetto and burrachi scores the 200 bonus and ends the hand', () => {
    const state = scenario({ ...closable, hands: ['KS', 'QD', 'AS', '5D'] });
    const { state: after, events } = run(state, (s) => ({
      type: 'discard',
      seat: 0,
      card: inHand(s, 0, 'KS')[0] as CardId,
    }));
    const result = after.results[0];
    expect(result).toMatchObject({ ending: 'closed', closer: 0, closing: 'discard' });
    expect(result?.scores[0].breakdown).toMatchObject({
      melds: 45 + 70,
      burrachiPoints: 400,
      closing: 200,
      hand: -15,
      pozzetto: 0,
    });
    expect(result?.scores[1].breakdown).toMatchObject({
      melds: 0,
      closing: 0,
      hand: -15,
      pozzetto: -200,
    });
    expect(after.totals).toEqual([result?.scores[0].total, result?.scores[1].total]);
    expect(events.map((e) => e.event.type)).toContain('hand-ended');
    expect(after.hand.number).toBe(2);
    expect(after.hand.dealer).toBe(0);
    expect(after.hand.turn.seat).toBe(1);
  });

  it('BUR-CH art. 18, 40: no closing without the burrachi the profile requires', () => {
    const state = scenario({
      hands: ['KS', '', '', ''],
      melds: closable.melds.slice(0, 1),
      pozzettoTaken: [true, false],
    });
    expect(
      refusal(state, { type: 'discard', seat: 0, card: inHand(state, 0, 'KS')[0] as CardId }),
    ).toMatchObject({ code: 'closing-without-burrachi', article: 'BUR-CH art. 18' });
    expect(legalActions(state, 0).filter((a) => a.type === 'discard')).toEqual([]);
  });

  it('README (FIBUR): one sporco is enough to close, and the bonus is 100', () => {
    const state = scenario({
      profile: PROFILES.fibur,
      hands: ['KS', '', '', ''],
      melds: closable.melds.slice(1),
      pozzettoTaken: [true, false],
    });
    const after = run(state, (s) => ({
      type: 'discard',
      seat: 0,
      card: inHand(s, 0, 'KS')[0] as CardId,
    }));
    expect(after.state.results[0]?.scores[0].breakdown).toMatchObject({
      burrachiPoints: 100,
      closing: 100,
    });
    expect(after.state.results[0]?.scores[1].breakdown.pozzetto).toBe(-100);
  });

  it('BUR-CH art. 18: no closing before the line has taken its pozzetto', () => {
    const state = scenario({ hands: ['KS 9D', '', '', ''], melds: closable.melds });
    const after = run(state, (s) => ({
      type: 'discard',
      seat: 0,
      card: inHand(s, 0, 'KS')[0] as CardId,
    }));
    expect(after.state.results).toEqual([]);
  });

  it('BUR-CH art. 15, 41: never close by discarding a matta', () => {
    const state = scenario({ ...closable, hands: ['2D', '', '', ''] });
    expect(
      refusal(state, { type: 'discard', seat: 0, card: inHand(state, 0, '2D')[0] as CardId }),
    ).toMatchObject({ code: 'closing-with-matta', article: 'BUR-CH art. 15' });
  });

  it('BUR-CH art. 44: no closing on the first round', () => {
    const state = scenario({ ...closable, hands: ['KS', '', '', ''], turnsCompleted: 3, seat: 0 });
    expect(
      refusal(state, { type: 'discard', seat: 0, card: inHand(state, 0, 'KS')[0] as CardId }),
    ).toMatchObject({ code: 'closing-on-first-round', article: 'BUR-CH art. 44' });
    const later = scenario({ ...closable, hands: ['KS', '', '', ''], turnsCompleted: 4, seat: 0 });
    expect(
      refusal(later, { type: 'discard', seat: 0, card: inHand(later, 0, 'KS')[0] as CardId }),
    ).toBe('accepted');
  });

  it('BUR-CH art. 18: a play that leaves one card is refused unless discarding it could close', () => {
    const state = scenario({
      hands: ['5S 6S 7S KS', '', '', ''],
      melds: closable.melds.slice(0, 1),
      pozzettoTaken: [true, false],
    });
    expect(
      refusal(state, { type: 'meld', seat: 0, cards: inHand(state, 0, '5S 6S 7S') }),
    ).toMatchObject({ code: 'closing-without-burrachi' });
    const ok = scenario({ ...closable, hands: ['5S 6S 7S KS', '', '', ''] });
    expect(refusal(ok, { type: 'meld', seat: 0, cards: inHand(ok, 0, '5S 6S 7S') })).toBe(
      'accepted',
    );
    const matta = scenario({ ...closable, hands: ['5S 6S 7S JK', '', '', ''] });
    expect(
      refusal(matta, { type: 'meld', seat: 0, cards: inHand(matta, 0, '5S 6S 7S') }),
    ).toMatchObject({ code: 'closing-with-matta' });
  });

  it('BUR-CH art. 43: chiusura al monte, taking the pile and closing in the same turn', () => {
    const state = scenario({
      ...closable,
      hands: ['6D 7D KS', '', '', ''],
      pile: '8D',
      phase: 'draw',
    });
    const after = run(
      state,
      () => ({ type: 'take-pile', seat: 0 }),
      (s) => ({ type: 'meld', seat: 0, cards: inHand(s, 0, '6D 7D 8D') }),
      (s) => ({ type: 'discard', seat: 0, card: inHand(s, 0, 'KS')[0] as CardId }),
    );
    expect(after.state.results[0]).toMatchObject({
      ending: 'closed',
      closer: 0,
      closing: 'al-monte',
    });
  });
});

describe('engine: end of a hand without closing', () => {
  it('BUR-CH art. 18: the hand ends with the discard of the player who leaves two cards in the stock', () => {
    const state = scenario({ hands: ['5H 9C', '6D 8S', '', ''], stock: 3, phase: 'draw' });
    const after = run(
      state,
      () => ({ type: 'draw', seat: 0 }),
      (s) => ({ type: 'discard', seat: 0, card: inHand(s, 0, '9C')[0] as CardId }),
    );
    expect(after.state.results[0]).toMatchObject({
      ending: 'stock-exhausted',
      closer: null,
      closing: null,
    });
    expect(after.state.results[0]?.scores.map((s) => s.breakdown.closing)).toEqual([0, 0]);
    const earlier = scenario({ hands: ['5H 9C', '6D 8S', '', ''], stock: 4, phase: 'draw' });
    const going = run(
      earlier,
      () => ({ type: 'draw', seat: 0 }),
      (s) => ({ type: 'discard', seat: 0, card: inHand(s, 0, '9C')[0] as CardId }),
    );
    expect(going.state.results).toEqual([]);
  });

  const drawDiscard = (state: MatchState): MatchState => {
    const seat = state.hand.turn.seat;
    return run(
      state,
      () => ({ type: 'draw', seat }),
      (s) => ({ type: 'discard', seat, card: s.hand.hands[seat]?.[0] as CardId }),
    ).state;
  };

  it.each([
    [0, 'play', 7],
    [1, 'play', 6],
    [2, 'play', 5],
    [3, 'play', 4],
    [0, 'draw', 4],
  ] as const)(
    'BUR-CH art. 16: a time-out while seat %i is in its %s phase leaves %i more plays (dealer 3)',
    (seat, phase, plays) => {
      let state = start().state;
      while (state.hand.turn.seat !== seat || state.hand.turnsCompleted < 4)
        state = drawDiscard(state);
      if (phase === 'play') state = run(state, () => ({ type: 'draw', seat })).state;
      const timed = run(state, () => ({ type: 'time-out' }));
      expect(timed.events[0]?.event).toMatchObject({ type: 'time-out', furtherPlays: plays });
      expect(refusal(timed.state, { type: 'time-out' })).toMatchObject({
        code: 'time-out-announced',
        article: 'BUR-CH art. 16',
      });
      let current = timed.state;
      if (phase === 'play')
        current = run(current, (s) => ({
          type: 'discard',
          seat,
          card: s.hand.hands[seat]?.[0] as CardId,
        })).state;
      const seats: number[] = [];
      while (current.status === 'playing') {
        seats.push(current.hand.turn.seat);
        current = drawDiscard(current);
      }
      expect(seats).toHaveLength(plays);
      expect(seats[seats.length - 1]).toBe(3);
      expect(current.results[0]).toMatchObject({ ending: 'time-out', closer: null });
      expect(current.outcome).not.toBeNull();
    },
  );

  it('BUR-CH art. 17: stallo, two full rounds in which nobody draws end the hand', () => {
    const state = scenario({ hands: ['5H 6H KS QD', '', '', ''], pile: '7H', phase: 'draw' });
    const stalled = { ...state, hand: { ...state.hand, turnsWithoutDraw: 7 } };
    const after = run(
      stalled,
      () => ({ type: 'take-pile', seat: 0 }),
      (s) => ({ type: 'meld', seat: 0, cards: inHand(s, 0, '5H 6H 7H') }),
      (s) => ({ type: 'discard', seat: 0, card: inHand(s, 0, 'KS')[0] as CardId }),
    );
    expect(after.state.results[0]).toMatchObject({ ending: 'stallo' });
    const drawn = run(
      { ...stalled, hand: { ...stalled.hand, pile: [] } },
      () => ({ type: 'draw', seat: 0 }),
      (s) => ({ type: 'discard', seat: 0, card: inHand(s, 0, 'KS')[0] as CardId }),
    );
    expect(drawn.state.results).toEqual([]);
    expect(drawn.state.hand.turnsWithoutDraw).toBe(0);
  });
});

describe('engine: match scoring', () => {
  const closeHand = (state: MatchState): MatchState => {
    const s = scenario({
      ...{
        melds: [
          { side: 0 as Side, cards: '3H 4H 5H 6H 7H 8H 9H' },
          { side: 0 as Side, cards: '3C 4C JK 6C 7C 8C 9C' },
        ],
        pozzettoTaken: [true, false] as const,
      },
      hands: ['KS', '', '', ''],
    });
    return {
      ...s,
      profile: state.profile,
      handsPlanned: state.handsPlanned,
      scoring: state.scoring,
      vpTable: state.vpTable,
    };
  };

  it('BUR-CH art. 19: after the planned hands the match ends with MP per line and VP by the table', () => {
    const state = { ...closeHand(start().state), handsPlanned: 1 };
    const { state: after, events } = run(state, (s) => ({
      type: 'discard',
      seat: 0,
      card: inHand(s, 0, 'KS')[0] as CardId,
    }));
    expect(after.status).toBe('over');
    expect(after.outcome).toMatchObject({ scoring: 'vp', mp: [715, -200], points: [17, 3] });
    expect(events[events.length - 1]?.event).toMatchObject({ type: 'match-ended' });
    expect(refusal(after, { type: 'draw', seat: 1 })).toMatchObject({ code: 'match-over' });
  });

  it('BUR-CH art. 19: knockout gives 3/0, other tournaments 3/1/0', () => {
    const knockout = { ...closeHand(start().state), handsPlanned: 1, scoring: 'knockout' as const };
    const k = run(knockout, (s) => ({
      type: 'discard',
      seat: 0,
      card: inHand(s, 0, 'KS')[0] as CardId,
    }));
    expect(k.state.outcome?.points).toEqual([3, 0]);
    const wdl = { ...knockout, scoring: 'win-draw-loss' as const };
    const w = run(wdl, (s) => ({
      type: 'discard',
      seat: 0,
      card: inHand(s, 0, 'KS')[0] as CardId,
    }));
    expect(w.state.outcome?.points).toEqual([3, 0]);
  });

  it('BUR-CH art. 6, 19: the VP table follows the number of hands, and an organizer table replaces it', () => {
    expect(start(PROFILES.champion, { hands: 4 }).state.vpTable?.name).toBe('FIBUR 4 hands');
    expect(start(PROFILES.champion, { hands: 2 }).state.vpTable?.derived).toBe(true);
    expect(start(PROFILES.champion, { hands: 5 }).state.vpTable).toBeNull();
    const team = {
      name: 'team',
      source: 'organizer',
      derived: false,
      bands: [{ upTo: null, winner: 2, loser: 0 }],
    };
    expect(start(PROFILES.champion, { vpTable: team }).state.vpTable).toBe(team);
  });
});

describe('engine: time rules (BUR-CH art. 46)', () => {
  it('BUR-CH art. 46: when the choice time runs out, the player draws and discards the card drawn', () => {
    const { state } = start();
    const top = state.hand.stock[state.hand.stock.length - 1] as CardId;
    const forced = forcedChoicePlay(state);
    expect(forced.ok && forced.value.state.hand.pile[forced.value.state.hand.pile.length - 1]).toBe(
      top,
    );
    expect(forced.ok && forced.value.state.hand.turn.seat).toBe(1);
    const drawn = run(state, () => ({ type: 'draw', seat: 0 })).state;
    expect(forcedChoicePlay(drawn)).toMatchObject({ ok: false, error: { code: 'already-drew' } });
  });

  it('BUR-CH art. 46: the chess clock costs a line 100 points, once per hand', () => {
    const plain = start().state;
    expect(refusal(plain, { type: 'clock-expired', side: 1 })).toMatchObject({
      code: 'no-chess-clock',
      article: 'BUR-CH art. 46',
    });
    const state = scenario({
      hands: ['5H 9C', '6D 8S', '', ''],
      stock: 3,
      phase: 'draw',
      options: { chessClock: true },
    });
    const expired = run(state, () => ({ type: 'clock-expired', side: 1 }));
    expect(refusal(expired.state, { type: 'clock-expired', side: 1 })).toMatchObject({
      code: 'clock-already-expired',
    });
    expect(refusal(expired.state, { type: 'clock-expired', side: 2 as Side })).toMatchObject({
      code: 'bad-action',
    });
    const after = run(
      expired.state,
      () => ({ type: 'draw', seat: 0 }),
      (s) => ({ type: 'discard', seat: 0, card: inHand(s, 0, '9C')[0] as CardId }),
    );
    expect(after.state.results[0]?.scores[1].breakdown.clock).toBe(-100);
    expect(after.state.results[0]?.scores[0].breakdown.clock).toBe(0);
  });
});

describe('engine: bad input', () => {
  it('answers malformed actions with errors, never a throw', () => {
    const { state } = start();
    expect(refusal(state, null as unknown as Action)).toMatchObject({ code: 'bad-action' });
    expect(refusal(state, { type: 'fly' } as unknown as Action)).toMatchObject({
      code: 'bad-action',
    });
    expect(refusal(state, { type: 'draw', seat: 9 })).toMatchObject({ code: 'bad-action' });
    const drawn = run(state, () => ({ type: 'draw', seat: 0 })).state;
    expect(
      refusal(drawn, { type: 'meld', seat: 0, cards: 'x' as unknown as CardId[] }),
    ).toMatchObject({ code: 'bad-action' });
    const card = drawn.hand.hands[0]?.[0] as CardId;
    expect(
      refusal(drawn, { type: 'lay-off', seat: 0, meld: 1, cards: [card, card] }),
    ).toMatchObject({ code: 'duplicate-card' });
  });
});
