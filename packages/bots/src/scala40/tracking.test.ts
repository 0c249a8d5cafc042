import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@tavolo/scala40';
import { ids } from '../../../scala40/src/test-support.js';
import { keyOf } from './partition.js';
import { liveCopies, liveNeighbours, track } from './tracking.js';

const [c7H, c8H, c9H, cKS, c2C] = ids('7H 8H 9H KS 2C') as [number, number, number, number, number];
const started: GameEvent = {
  type: 'hand-started',
  hand: 1,
  dealer: 3,
  cutBy: 0,
  upCard: cKS,
  stock: 55,
  handSizes: [13, 13, 13, 13],
};

describe('track', () => {
  it('knows what an opponent took from the pile until he plays it (S40-CdG art. 6, 18)', () => {
    const history: GameEvent[] = [
      started,
      { type: 'discarded', seat: 0, card: c8H },
      { type: 'took-discard', seat: 1, card: c8H },
      { type: 'discarded', seat: 1, card: c2C },
    ];
    const t = track(history, 4, 0, [], []);
    expect(t.holds[1]).toEqual([c8H]);
    expect(t.discarded[1]).toEqual([keyOf(c2C)]);
    expect(t.pile).toEqual([cKS, c2C]);
    const laid = track(
      [...history, { type: 'laid-off', seat: 1, meld: 1, card: c8H, face: { rank: 8, suit: 'H' } }],
      4,
      0,
      [],
      [],
    );
    expect(laid.holds[1]).toEqual([]);
  });

  it('rebuilds the pile after a reshuffle from the event (S40-CdG art. 19)', () => {
    const t = track([started, { type: 'stock-reshuffled', stock: 30, pile: [c9H] }], 4, 0, [], []);
    expect(t.pile).toEqual([c9H]);
  });

  it('counts both copies of a face (S40-CdG art. 1: two decks) and finds a dead card', () => {
    const hand = ids("7H 7H'");
    const t = track([started], 4, 0, hand, []);
    expect(liveCopies(t, keyOf(c7H))).toBe(0);
    expect(liveCopies(t, keyOf(c8H))).toBe(2);
    // Every card that could join the KS seen: the pile's KS, and the rest in hand.
    const all = ids("KH KH' KD KD' KC KC' KS' JS JS' QS QS' AS AS'");
    const dead = track([started], 4, 0, all, []);
    expect(liveNeighbours(dead, keyOf(cKS))).toBe(0);
  });
});
