import { describe, expect, it } from 'vitest';
import { toAll, toSeat } from '@tavolo/cards';
import { seatHistory } from './knowledge.js';

describe('seatHistory', () => {
  const log = [
    toAll({ type: 'hand-started', n: 1 }),
    toSeat(0, { type: 'dealt', n: 0 }),
    toSeat(1, { type: 'dealt', n: 1 }),
    toAll({ type: 'hand-ended', n: 1 }),
    toAll({ type: 'hand-started', n: 2 }),
    toSeat(0, { type: 'drew-card', n: 0 }),
    toSeat(1, { type: 'drew-card', n: 1 }),
    toAll({ type: 'drew', n: 1 }),
  ];
  it('keeps the current hand only, and only what the seat may see', () => {
    expect(seatHistory(log, 1)).toEqual([
      { type: 'hand-started', n: 2 },
      { type: 'drew-card', n: 1 },
      { type: 'drew', n: 1 },
    ]);
  });
  it('gives a spectator the public events', () => {
    expect(seatHistory(log.slice(0, 3), -1)).toEqual([{ type: 'hand-started', n: 1 }]);
  });
});
