import { type CardId, type NaturalFace, naturalId } from '@tavolo/cards';
import type { SeatView } from '@tavolo/burraco';
import { describe, expect, it } from 'vitest';
import { burraco } from './burraco.js';
import { type ViewOptions, burracoViewOf } from './burraco-test-views.js';

const card = (code: string, deck: 0 | 1 = 0): CardId => {
  const rank = 'A23456789TJQK'.indexOf(code[0] as string) + 1;
  return naturalId({ rank, suit: code[1] } as NaturalFace, deck);
};
const JOKER = 52;

/** The view of seat 0 at four in its play phase. */
const viewOf = (
  cards: readonly CardId[],
  options: Omit<ViewOptions, 'turn'> & { mustPlayOneOf?: readonly CardId[] } = {},
): SeatView => {
  const { mustPlayOneOf, ...rest } = options;
  return burracoViewOf(cards, { ...rest, ...(mustPlayOneOf ? { turn: { mustPlayOneOf } } : {}) });
};

const staged = (...ids: readonly CardId[]) => ids.map((id) => ({ id }));

const run = (id: number, side: 0 | 1, ...ids: readonly CardId[]) => ({
  id,
  side,
  meld: {
    kind: 'sequence' as const,
    suit: 'H' as const,
    low: 5,
    cards: ids.map((c) => ({ id: c, wild: false })),
  },
  burraco: null,
});

describe('the Burraco table', () => {
  it('groups the melds by line, 0-2 against 1-3, and shows the whole discard pile (BUR-CH art. 9)', () => {
    const pile = [card('3C'), card('KD'), card('9S')];
    const model = burraco.model(
      viewOf([card('2C')], { pile, melds: [run(1, 1, card('5H'), card('6H'), card('7H'))] }),
    );
    expect(model.groups.map((g) => g.seats)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(model.groups[1]?.melds.map((m) => m.id)).toEqual([1]);
    expect(model.discard).toEqual(pile);
  });

  it('reads a run with a matta and says what the matta stands for (BUR-CH art. 11)', () => {
    const model = burraco.model(viewOf([card('5H'), card('6H'), JOKER, card('3C')]));
    const check = burraco.checkMeld(model, staged(card('5H'), JOKER, card('6H')));
    expect(check).toMatchObject({ ok: true, kind: 'sequence' });
    expect(check.ok && check.cards.find((c) => c.id === JOKER)?.standsFor).toEqual({
      rank: 4,
      suit: 'H',
    });
  });

  it('after taking the pile, the first meld must use a taken card (BUR-CH art. 9)', () => {
    const hand = [
      card('5H'),
      card('6H'),
      card('7H'),
      card('KS'),
      card('KD'),
      card('KC'),
      card('3C'),
    ];
    const model = burraco.model(viewOf(hand, { mustPlayOneOf: [card('KS')] }));
    expect(burraco.checkPlay(model, [staged(card('5H'), card('6H'), card('7H'))])).toMatchObject({
      ok: false,
      error: { code: 'pile-card-first', article: 'BUR-CH art. 9' },
    });
    // With a set that uses it, the set goes first.
    expect(
      burraco.checkPlay(model, [
        staged(card('5H'), card('6H'), card('7H')),
        staged(card('KS'), card('KD'), card('KC')),
      ]),
    ).toMatchObject({
      ok: true,
      actions: [
        { type: 'meld', cards: expect.arrayContaining([card('KS')]) },
        { type: 'meld', cards: expect.arrayContaining([card('5H')]) },
      ],
    });
  });

  it('refuses a second set of the same rank for the line (BUR-CH art. 39)', () => {
    const hand = [
      card('KS'),
      card('KD'),
      card('KC'),
      card('KS', 1),
      card('KD', 1),
      card('KC', 1),
      card('3C'),
    ];
    const model = burraco.model(viewOf(hand));
    const play = burraco.checkPlay(model, [
      staged(card('KS'), card('KD'), card('KC')),
      staged(card('KS', 1), card('KD', 1), card('KC', 1)),
    ]);
    expect(play).toMatchObject({ ok: false, error: { code: 'equal-combinations' } });
  });

  it('with the pozzetto taken, keeps a card to discard (BUR-CH art. 42)', () => {
    const model = burraco.model(
      viewOf([card('5H'), card('6H'), card('7H')], { pozzettoTaken: [true, false] }),
    );
    expect(burraco.checkPlay(model, [staged(card('5H'), card('6H'), card('7H'))])).toMatchObject({
      ok: false,
      error: { code: 'closing-without-discard', article: 'BUR-CH art. 42' },
    });
  });

  it('lays off several cards at once on the line’s own run, never on the other line’s (BUR-CH art. 11)', () => {
    const own = run(1, 0, card('5H'), card('6H'), card('7H'));
    const theirs = run(2, 1, card('5H', 1), card('6H', 1), card('7H', 1));
    const hand = [card('8H'), card('9H'), card('3C'), card('KS')];
    const model = burraco.model(viewOf(hand, { melds: [own, theirs] }));
    const legal = [{ type: 'discard', seat: 0, card: card('3C') }];
    expect(burraco.tableMoves(model, legal, [card('8H'), card('9H')])).toEqual([
      {
        kind: 'lay-off',
        meld: 1,
        action: { type: 'lay-off', seat: 0, meld: 1, cards: [card('8H'), card('9H')] },
      },
    ]);
  });

  it('offers a one-card lay-off only as the server lists it, with the twin the player chose', () => {
    const model = burraco.model(viewOf([card('8H', 1), card('3C')]));
    const legal = [{ type: 'lay-off', seat: 0, meld: 1, cards: [card('8H')] }];
    expect(burraco.tableMoves(model, legal, [card('8H', 1)])).toEqual([
      {
        kind: 'lay-off',
        meld: 1,
        action: { type: 'lay-off', seat: 0, meld: 1, cards: [card('8H', 1)] },
      },
    ]);
  });
});

describe('a free matta at the bottom or on top (BUR-CH art. 11)', () => {
  // "Le matte libere vanno collocate sempre nella posizione più bassa vicino al giocatore.
  // Qualora un giocatore la collochi nella parte superiore, nell'intento di continuare il gioco,
  // non potrà recedere dal farlo".
  const face = (code: string): NaturalFace =>
    ({ rank: 'A23456789TJQK'.indexOf(code[0] as string) + 1, suit: code[1] }) as NaturalFace;

  it('BUR-CH art. 11: a staged run offers its free matta at the bottom or on top, and sends the choice', () => {
    const hand = [card('5H'), card('6H'), card('7H'), JOKER, card('3C')];
    const model = burraco.model(viewOf(hand));
    const group = staged(card('5H'), card('6H'), card('7H'), JOKER);
    expect(burraco.jokerChoices(model, group, 3)).toEqual([face('4H'), face('8H')]);
    expect(burraco.jokerChoices(model, group, 0)).toEqual([]);
    // A matta filling a gap has its place.
    expect(burraco.jokerChoices(model, staged(card('5H'), JOKER, card('7H')), 1)).toEqual([]);
    expect(burraco.checkPlay(model, [group])).toMatchObject({
      ok: true,
      actions: [{ type: 'meld', cards: expect.arrayContaining([JOKER]) }],
    });
    const topped = group.map((c) => (c.id === JOKER ? { id: c.id, as: face('8H') } : c));
    const check = burraco.checkMeld(model, topped);
    expect(check.ok && check.cards.find((c) => c.id === JOKER)?.standsFor).toEqual({
      rank: 8,
      suit: 'H',
    });
    expect(burraco.checkPlay(model, [topped])).toMatchObject({
      ok: true,
      actions: [{ type: 'meld', matta: 'top' }],
    });
  });

  it('BUR-CH art. 11: a matta laid off is offered at the bottom and on top', () => {
    const own = run(1, 0, card('5H'), card('6H'), card('7H'));
    const model = burraco.model(viewOf([JOKER, card('3C'), card('KS')], { melds: [own] }));
    const legal = [{ type: 'lay-off', seat: 0, meld: 1, cards: [JOKER] }];
    expect(burraco.tableMoves(model, legal, [JOKER])).toEqual([
      { kind: 'lay-off', meld: 1, action: legal[0], matta: 'bottom', as: face('4H') },
      {
        kind: 'lay-off',
        meld: 1,
        action: { ...legal[0], matta: 'top' },
        matta: 'top',
        as: face('8H'),
      },
    ]);
  });

  it('BUR-CH art. 11: "lo obbligherà a collocarle", the cards that continue the run are shown as owed', () => {
    const own = {
      ...run(1, 0, card('5H'), card('6H'), card('7H')),
      meld: {
        kind: 'sequence' as const,
        suit: 'H' as const,
        low: 5,
        cards: [
          { id: card('5H'), wild: false },
          { id: card('6H'), wild: false },
          { id: card('7H'), wild: false },
          { id: JOKER, wild: true },
        ],
      },
    };
    const view = viewOf([card('9H'), card('TH'), card('KS')], { melds: [own] });
    const onTop = { ...view, hand: { ...view.hand, turn: { ...view.hand.turn, mattaOnTop: [1] } } };
    expect(burraco.model(onTop).obligation).toEqual({
      kind: 'matta-on-top',
      cards: [card('9H')],
      article: 'BUR-CH art. 11',
    });
    expect(burraco.model(view).obligation).toBeNull();
  });
});
