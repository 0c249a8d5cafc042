import { describe, expect, it } from 'vitest';
import type { GameEvent, TableMeld } from '@tavolo/burraco';
import { readMeld, PROFILES } from '@tavolo/burraco';
import { faceKey } from './cards.js';
import { cards, scenario } from './scenario.js';
import { readTable } from './table.js';
import { track } from './tracking.js';

describe('track', () => {
  const prompt = scenario({ hand: '9C 4D', pile: 'KS' });
  const table = readTable(prompt);
  if (!table) throw new Error('unreadable');
  const [eightC, eightD, sevenC] = cards('8C 8D 7C', new Set(cards('9C 4D KS')));
  const read = readMeld(
    cards('6C').concat([sevenC as number, eightC as number]),
    PROFILES.champion.options,
  );
  if (!read.ok) throw new Error(read.error.code);
  const laid: TableMeld = { id: 9, side: 1, meld: read.value };
  const history: GameEvent[] = [
    { type: 'took-pile', seat: 1, cards: [eightC as number, eightD as number, sevenC as number] },
    { type: 'melded', seat: 1, meld: laid },
    { type: 'discarded', seat: 3, card: eightD as number },
  ];

  it('an opponent still holds what he took with the pile and has not played (art. 9)', () => {
    expect(track(table, history.slice(0, 1)).holds[1]).toEqual([eightC, eightD, sevenC]);
    expect(track(table, history.slice(0, 2)).holds[1]).toEqual([eightD]);
  });
  it('remembers the faces each seat discarded', () => {
    expect(track(table, history).discarded[3]?.has(faceKey(eightD as number))).toBe(true);
  });
  it('counts the unseen copies: the seat own cards and the pile are seen', () => {
    const t = track(table, history.slice(0, 1));
    expect(t.unseen[faceKey(cards('9C')[0] as number)]).toBe(1);
    expect(t.unseen[faceKey(cards('KS')[0] as number)]).toBe(1);
    expect(t.unseen[faceKey(eightC as number)]).toBe(1);
    expect(t.unseen[52]).toBe(4);
  });
});
