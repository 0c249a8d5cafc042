import { describe, expect, it } from 'vitest';
import { sideOf } from './state.js';

describe('state', () => {
  it('BUR-CH art. 2: partners sit opposite (N/S = seats 0 and 2, E/W = 1 and 3); one against one, each is a line', () => {
    expect([0, 1, 2, 3].map(sideOf)).toEqual([0, 1, 0, 1]);
  });
});
