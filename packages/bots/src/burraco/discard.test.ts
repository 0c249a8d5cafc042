import { describe, expect, it } from 'vitest';
import { cardCode } from '@tavolo/cards';
import { discardIndex } from './discard.js';
import { outlookOf } from './esperto.js';
import { type Scenario, scenario } from './scenario.js';
import { readTable } from './table.js';
import { track } from './tracking.js';

const discard = (s: Scenario): string => {
  const prompt = scenario(s);
  const table = readTable(prompt);
  if (!table) throw new Error('unreadable');
  const a = prompt.legal[discardIndex(table, track(table, []), outlookOf(table))];
  return a?.type === 'discard' ? cardCode(a.card) : 'none';
};

describe('discardIndex', () => {
  it('keeps its mattas (art. 11)', () => {
    expect(discard({ hand: 'JK 2C 9S 9D 4H' })).not.toMatch(/JK|2C/);
  });
  it('gives up a card the opponents lay off only when every card does (art. 9)', () => {
    expect(discard({ hand: 'KS 4H', theirs: ['9S TS JS QS'] })).toBe('4H');
    expect(discard({ hand: 'KS 8S', theirs: ['9S TS JS QS'] })).toMatch(/KS|8S/);
  });
  it('keeps the cards that join its line melds or its other cards', () => {
    expect(discard({ hand: '8H 9C QD KD', own: ['5H 6H 7H'] })).toBe('9C');
  });
});
