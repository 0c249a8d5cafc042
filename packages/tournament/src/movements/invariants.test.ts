import { describe, expect, it } from 'vitest';
import type { Pairing } from '../pairing.js';
import { pairingProblems } from './invariants.js';

const pairing = (tables: Pairing['tables'], byes: Pairing['byes'] = []): Pairing => ({
  round: 1,
  tables,
  byes,
  explanation: [],
});

describe('what every pairing keeps', () => {
  it('a sound pairing has no problem', () => {
    const sound = pairing([{ table: 1, seats: ['A', 'B'] }], ['C']);
    expect(pairingProblems(sound, ['A', 'B', 'C'])).toEqual([]);
  });

  it('names an entrant placed twice, one left out, one unknown, a table set twice or too small', () => {
    const broken = pairing(
      [
        { table: 1, seats: ['A', 'B'] },
        { table: 1, seats: ['A', 'X'] },
        { table: 0, seats: ['D'] },
      ],
      ['B'],
    );
    expect(pairingProblems(broken, ['A', 'B', 'C', 'D'])).toEqual([
      'table 1 is set twice',
      'A is placed twice: table 1 and table 1',
      'X at table 1 is not an active entrant',
      'table 0 is not numbered 1 or more',
      'table 0 seats fewer than 2 entrants',
      'B is placed twice: table 1 and the byes',
      'C is neither seated nor resting',
    ]);
  });
});
