import { type CardId } from '@tavolo/cards';
import type { SeatView } from '@tavolo/scala40';
import { describe, expect, it } from 'vitest';
import { scala40 } from './scala40.js';
import { JOKER, card, scala40ViewOf } from './scala40-test-views.js';

/** The view of seat 0 in its play phase, holding `cards`, with `melds` on the table. */
const viewOf = (
  cards: readonly CardId[],
  options: { opened?: boolean; melds?: SeatView['hand']['melds'] } = {},
): SeatView =>
  scala40ViewOf(cards, {
    opened: [options.opened ?? false, false, false],
    ...(options.melds ? { melds: options.melds } : {}),
  });

const staged = (...ids: readonly CardId[]) => ids.map((id) => ({ id }));

describe('the Scala 40 staging area', () => {
  it('reads a run and its opening points (S40-CdG art. 7)', () => {
    const model = scala40.model(viewOf([card('7H'), card('8H'), card('9H'), card('2C')]));
    const check = scala40.checkMeld(model, staged(card('7H'), card('8H'), card('9H')));
    expect(check).toMatchObject({ ok: true, kind: 'sequence', points: 24 });
  });

  it('refuses a set with two cards of one suit, citing S40-CdG art. 9', () => {
    const model = scala40.model(viewOf([card('7H'), card('7H', 1), card('7D'), card('2C')]));
    const check = scala40.checkMeld(model, staged(card('7H'), card('7H', 1), card('7D')));
    expect(check).toMatchObject({
      ok: false,
      error: { code: 'combination-repeated-suit', article: 'S40-CdG art. 9' },
    });
  });

  it('shows what a joker stands for and lists the values it may be declared as (S40-CdG art. 8)', () => {
    const model = scala40.model(viewOf([card('9H'), card('TH'), JOKER, card('2C')]));
    const cards = staged(card('9H'), card('TH'), JOKER);
    const check = scala40.checkMeld(model, cards);
    expect(check.ok && check.cards[2]).toEqual({ id: JOKER, standsFor: { rank: 11, suit: 'H' } });
    expect(scala40.jokerChoices(model, cards, 2)).toEqual(
      expect.arrayContaining([
        { rank: 8, suit: 'H' },
        { rank: 11, suit: 'H' },
      ]),
    );
    expect(scala40.jokerChoices(model, cards, 2)).toHaveLength(2);
  });

  it('keeps an opening below the minimum from being sent (S40-CdG art. 7)', () => {
    const model = scala40.model(
      viewOf([card('2H'), card('3H'), card('4H'), card('9C'), card('KS')]),
    );
    const play = scala40.checkPlay(model, [staged(card('2H'), card('3H'), card('4H'))]);
    expect(play).toMatchObject({
      ok: false,
      error: { code: 'opening-below-40', article: 'S40-CdG art. 7' },
    });
  });

  it('opens with every staged meld at once, a joker declared where the order puts it (the ace after the K)', () => {
    const hand = [card('QH'), card('KH'), JOKER, card('TS'), card('TD'), card('TC'), card('3C')];
    const model = scala40.model(viewOf(hand));
    const play = scala40.checkPlay(model, [
      staged(card('QH'), card('KH'), JOKER),
      staged(card('TS'), card('TD'), card('TC')),
    ]);
    expect(play).toEqual({
      ok: true,
      actions: [
        {
          type: 'open',
          seat: 0,
          melds: [
            [{ id: card('QH') }, { id: card('KH') }, { id: JOKER, as: { rank: 1, suit: 'H' } }],
            [{ id: card('TS') }, { id: card('TD') }, { id: card('TC') }],
          ],
        },
      ],
    });
  });

  it('keeps a card to discard: a meld may not empty the hand (S40-CdG art. 20)', () => {
    const model = scala40.model(viewOf([card('7H'), card('8H'), card('9H')], { opened: true }));
    const play = scala40.checkPlay(model, [staged(card('7H'), card('8H'), card('9H'))]);
    expect(play).toMatchObject({ ok: false, error: { code: 'no-card-to-discard' } });
  });

  it('offers the lay-offs of the selected card as the server lists them, at either end', () => {
    const model = scala40.model(viewOf([card('AH'), card('5C')], { opened: true }));
    const legal = [
      { type: 'lay-off', seat: 0, card: card('AH'), meld: 4, end: 'low' },
      { type: 'lay-off', seat: 0, card: card('5C'), meld: 7 },
      { type: 'discard', seat: 0, card: card('5C') },
    ];
    expect(scala40.tableMoves(model, legal, [card('AH')])).toEqual([
      { kind: 'lay-off', meld: 4, end: 'low', action: legal[0] },
    ]);
    expect(scala40.tableMoves(model, legal, [card('AH'), card('5C')])).toEqual([]);
  });
});

describe('the Scala 40 discard pile (S40-CdG art. 6, 18)', () => {
  it('offers the pile to spread when the view holds it, its top otherwise', () => {
    const base = viewOf([card('2C'), card('5D')]);
    const pile = [card('JS'), card('QC'), card('4H')];
    const withPile: SeatView = {
      ...base,
      hand: { ...base.hand, discardTop: card('4H'), discardSize: 3, discardPile: pile },
    };
    expect(scala40.model(withPile)).toMatchObject({ discard: [card('4H')], pileToInspect: pile });
    const squared: SeatView = { ...withPile, hand: { ...withPile.hand, discardPile: null } };
    expect(scala40.model(squared).pileToInspect).toBeNull();
  });
});
