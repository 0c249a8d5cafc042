import { describe, expect, it } from 'vitest';
import type { BurracoPrompt } from '../level.js';
import { scenario } from './scenario.js';
import { opponents, readTable } from './table.js';

describe('readTable', () => {
  it('reads the seat, its line, its partner and the melds of each line', () => {
    const table = readTable(scenario({ hand: '9C 4D', own: ['5H 6H 7H'], theirs: ['9S 9D 9H'] }));
    expect(table?.seat).toBe(0);
    expect(table?.partner).toBe(2);
    expect(table?.next).toBe(1);
    expect(table?.own.length).toBe(1);
    expect(table?.theirs.length).toBe(1);
    expect(table && opponents(table)).toEqual([1, 3]);
  });
  it('has no partner at a table of two (art. 2: tornei singoli)', () => {
    const table = readTable(scenario({ hand: '9C 4D', seats: 2 }));
    expect(table?.partner).toBeNull();
    expect(table && opponents(table)).toEqual([1]);
  });
  it('refuses a view of another game or actions it does not know', () => {
    const prompt = scenario({ hand: '9C 4D' });
    expect(readTable({ ...prompt, view: { hand: {} } as unknown as BurracoPrompt['view'] })).toBe(
      undefined,
    );
    expect(readTable({ ...prompt, legal: [{ type: 'open' }] as never })).toBe(undefined);
    expect(readTable({ ...prompt, legal: [] })).toBe(undefined);
  });
});
