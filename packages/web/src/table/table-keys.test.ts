import { describe, expect, it } from 'vitest';
import { TABLE_KEYS, nextOffer, offerOfDigit, tableKeyOf } from './table-keys.js';

const press = (key: string, more: Partial<Parameters<typeof tableKeyOf>[0]> = {}) =>
  tableKeyOf({ key, ctrlKey: false, metaKey: false, altKey: false, inField: false, ...more });

describe("the table's keys", () => {
  it('give every action one key of its own, in either case', () => {
    const keys = Object.values(TABLE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [action, key] of Object.entries(TABLE_KEYS)) {
      expect(press(key)).toBe(action);
      expect(press(key.toLowerCase())).toBe(action);
    }
  });

  it('bring the focus back to the hand with Escape', () => {
    expect(press('Escape')).toBe('hand');
  });

  it('leave alone the keys of a card (arrows, Enter, Space) and of the browser', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'Enter', ' ', 'Tab', 'F5', 'x'])
      expect(press(key)).toBeNull();
    expect(press('p', { ctrlKey: true })).toBeNull();
    expect(press('p', { metaKey: true })).toBeNull();
    expect(press('p', { altKey: true })).toBeNull();
  });

  it('leave alone what is typed in a field', () => {
    expect(press('s', { inField: true })).toBeNull();
    expect(press('Escape', { inField: true })).toBeNull();
  });
});

describe('T, the lay-offs offered on the table', () => {
  const offers = ['meld 1', 'meld 2: low end', 'meld 2: high end', 'meld 4'] as const;
  const HAND_CARD = 'the card focused in the hand';

  /** Where the focus is after pressing T `times` times, starting from the hand. */
  const afterPresses = (times: number): unknown => {
    let focused: unknown = HAND_CARD;
    for (let i = 0; i < times; i++) {
      expect(press('t')).toBe('layOff');
      focused = nextOffer(offers, focused);
    }
    return focused;
  };

  it('reaches the k-th offer in k presses from the hand, not the first again each time', () => {
    offers.forEach((offer, k) => expect(afterPresses(k + 1)).toBe(offer));
  });

  it('goes round to the first offer after the last', () => {
    expect(afterPresses(offers.length + 1)).toBe(offers[0]);
    expect(afterPresses(2 * offers.length + 3)).toBe(offers[2]);
  });

  it('starts again from the first once Escape has brought the focus back to the hand', () => {
    expect(afterPresses(3)).toBe(offers[2]);
    expect(press('Escape')).toBe('hand');
    expect(nextOffer(offers, HAND_CARD)).toBe(offers[0]);
  });

  it('goes nowhere when nothing is offered', () => {
    expect(nextOffer([], HAND_CARD)).toBeUndefined();
  });
});

describe('a lay-off offer by its number (three keys from the hand: Enter, T, the number)', () => {
  const offers = ['first', 'second', 'third'];
  it('presses the k-th offer when the focus is on the offers', () => {
    expect(offerOfDigit(offers, 'first', '3')).toBe('third');
    expect(offerOfDigit(offers, 'second', '1')).toBe('first');
  });

  it('does nothing from elsewhere, for a number with no offer, or for another key', () => {
    expect(offerOfDigit(offers, 'a card', '2')).toBeUndefined();
    expect(offerOfDigit(offers, 'first', '4')).toBeUndefined();
    expect(offerOfDigit(offers, 'first', '0')).toBeUndefined();
    expect(offerOfDigit(offers, 'first', 'T')).toBeUndefined();
  });
});
