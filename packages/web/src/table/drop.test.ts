import { describe, expect, it } from 'vitest';
import type { TableMove } from './games/model.js';
import { dragId } from './hand-fan.js';
import { STAGING_DROP_ID, TABLE_DROP_ID, dropOutcome, meldDropId, meldOfDropId } from './drop.js';

const layOff = (card: number, meld: number, end?: 'low' | 'high'): TableMove => ({
  kind: 'lay-off',
  meld,
  action: { type: 'lay-off', seat: 0, card, meld, ...(end ? { end } : {}) },
  ...(end ? { end } : {}),
});

/** The moves a table offers: card 5 on meld 4 one way, card 7 on meld 9 at either end. */
const offered = (cards: readonly number[]): readonly TableMove[] =>
  cards.length !== 1
    ? []
    : cards[0] === 5
      ? [layOff(5, 4)]
      : cards[0] === 7
        ? [layOff(7, 9, 'low'), layOff(7, 9, 'high')]
        : [];

const drop = (
  active: number,
  over: string | null,
  selected: readonly number[] = [],
  playPhase = true,
) => dropOutcome({ active: dragId(active), over, selected, movesFor: offered, playPhase });

describe('a card dragged from the hand', () => {
  it('goes into the meld being built when dropped on the felt or the staging area', () => {
    expect(drop(5, TABLE_DROP_ID)).toEqual({ kind: 'stage', cards: [5] });
    expect(drop(5, STAGING_DROP_ID)).toEqual({ kind: 'stage', cards: [5] });
  });

  it('carries the selection when it is part of it, and only itself when it is not', () => {
    expect(drop(5, TABLE_DROP_ID, [3, 5, 6])).toEqual({ kind: 'stage', cards: [3, 5, 6] });
    expect(drop(8, TABLE_DROP_ID, [3, 5, 6])).toEqual({ kind: 'stage', cards: [8] });
  });

  it('is laid off on the meld it is dropped on when the server offers one way', () => {
    expect(drop(5, meldDropId(4))).toEqual({ kind: 'lay-off', action: layOff(5, 4).action });
  });

  it("lets the meld's buttons choose when it goes on the meld in several ways", () => {
    expect(drop(7, meldDropId(9))).toEqual({ kind: 'choose', cards: [7] });
  });

  it('says why when it does not go on that meld, or when it is not the time to lay off', () => {
    expect(drop(5, meldDropId(9))).toEqual({ kind: 'refuse', reason: 'not-on-meld' });
    expect(drop(6, meldDropId(9), [], false)).toEqual({ kind: 'refuse', reason: 'not-now' });
  });

  it('rearranges the hand when dropped on another card of the hand, and does nothing elsewhere', () => {
    expect(drop(5, dragId(2))).toEqual({ kind: 'arrange', card: 5, before: 2 });
    expect(drop(5, dragId(5))).toEqual({ kind: 'none' });
    expect(drop(5, null)).toEqual({ kind: 'none' });
  });

  it('reads a meld back from its drop id', () => {
    expect(meldOfDropId(meldDropId(12))).toBe(12);
    expect(meldOfDropId(TABLE_DROP_ID)).toBeNull();
  });
});
