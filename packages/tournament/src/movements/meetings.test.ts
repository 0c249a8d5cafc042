import { describe, expect, it } from 'vitest';
import { meetingsOf } from './meetings.js';

describe('the index of meetings', () => {
  const history = [
    { round: 1, seats: ['A', 'B', 'C'] },
    { round: 2, seats: ['A', 'D'] },
    { round: 3, seats: ['B', 'A'] },
  ];

  it('knows every two entrants who shared a table, either way round, and the last round', () => {
    const met = meetingsOf(history);
    expect(met.lastMet('A', 'B')).toBe(3);
    expect(met.lastMet('C', 'B')).toBe(1);
    expect(met.lastMet('D', 'A')).toBe(2);
    expect(met.lastMet('C', 'D')).toBeUndefined();
  });

  it('keeps only the meetings asked for', () => {
    const met = meetingsOf(history, (m) => m.round === 2);
    expect(met.lastMet('A', 'D')).toBe(2);
    expect(met.lastMet('A', 'B')).toBeUndefined();
  });
});
