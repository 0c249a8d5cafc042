import { naturalId } from '@tavolo/cards';
import { describe, expect, it } from 'vitest';
import { arrangeHand, moveCard, sortHand } from './hand-order.js';

const AH = naturalId({ rank: 1, suit: 'H' });
const KH = naturalId({ rank: 13, suit: 'H' });
const TWO_S = naturalId({ rank: 2, suit: 'S' });
const AS = naturalId({ rank: 1, suit: 'S' });
const AH_TWIN = naturalId({ rank: 1, suit: 'H' }, 1);
const JOKER = 52;

describe('sorting the hand', () => {
  it('by suit: hearts, diamonds, clubs, spades (the suit order of S40-CdG art. 1), ranks up, jokers last', () => {
    expect(sortHand([JOKER, TWO_S, KH, AS, AH], 'suit')).toEqual([AH, KH, AS, TWO_S, JOKER]);
  });

  it('by rank: aces together, then twos…, twins side by side', () => {
    expect(sortHand([KH, TWO_S, AS, JOKER, AH_TWIN, AH], 'rank')).toEqual([
      AH,
      AH_TWIN,
      AS,
      TWO_S,
      KH,
      JOKER,
    ]);
  });
});

describe('keeping the player’s arrangement', () => {
  it('keeps the order of the cards still held and puts new cards at the right', () => {
    expect(arrangeHand([KH, AH, TWO_S], [AH, TWO_S, JOKER, KH])).toEqual([KH, AH, TWO_S, JOKER]);
  });

  it('drops the cards that left the hand', () => {
    expect(arrangeHand([KH, AH, TWO_S], [TWO_S, KH])).toEqual([KH, TWO_S]);
  });

  it('moves one card to another place, and ignores a move out of range', () => {
    expect(moveCard([AH, KH, TWO_S], 0, 2)).toEqual([KH, TWO_S, AH]);
    expect(moveCard([AH, KH, TWO_S], 2, 0)).toEqual([TWO_S, AH, KH]);
    expect(moveCard([AH, KH], 0, 5)).toEqual([AH, KH]);
  });
});
