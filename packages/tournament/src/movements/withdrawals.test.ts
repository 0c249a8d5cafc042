import { describe, expect, it } from 'vitest';
import { seatPresent } from './withdrawals.js';

describe('scheduled tables after withdrawals (BUR-CH art. 47)', () => {
  const scheduled = [
    { table: 1, northSouth: 'A', eastWest: 'B' },
    { table: 2, northSouth: 'C', eastWest: 'D' },
    { table: 3, northSouth: 'E', eastWest: 'F' },
  ];

  it('BUR-CH art. 47: the side whose opponent withdrew rests; a table with nobody left is not set', () => {
    expect(seatPresent(scheduled, new Set(['A', 'B', 'D']))).toEqual({
      tables: [{ table: 1, seats: ['A', 'B'] }],
      byes: ['D'],
      explanation: [
        {
          code: 'bye',
          params: { entrant: 'D', reason: 'opponent-withdrawn', table: 2, opponent: 'C' },
        },
      ],
    });
  });
});
