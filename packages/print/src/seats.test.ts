import { describe, expect, it } from 'vitest';
import type { Seat } from './input.js';
import { bySeatOrder, sidesOf } from './seats.js';

const seat = (position: Seat['position'], entrant: string): Seat => ({
  position,
  entrant,
  players: [{ surname: 'Rossi', givenName: entrant }],
});

describe('seats', () => {
  it('orders N, E, S, W, then the lines', () => {
    const seats = [
      seat('W', '4'),
      seat('EW', '6'),
      seat('S', '3'),
      seat('NS', '5'),
      seat('N', '1'),
    ];
    expect(bySeatOrder(seats).map((s) => s.position)).toEqual(['N', 'S', 'W', 'NS', 'EW']);
  });

  it('gives each Scala 40 player a side, in seat order', () => {
    const sides = sidesOf('scala40', {
      table: 1,
      seats: [seat('S', '3'), seat('N', '1'), seat('E', '2')],
    });
    expect(sides.map((s) => [s.position, s.seats.map((x) => x.entrant)])).toEqual([
      ['N', ['1']],
      ['E', ['2']],
      ['S', ['3']],
    ]);
  });

  it('makes the Burraco lines of pairs or of single players', () => {
    const pairs = sidesOf('burraco', { table: 1, seats: [seat('EW', '2'), seat('NS', '1')] });
    expect(pairs.map((s) => [s.position, s.seats.map((x) => x.entrant)])).toEqual([
      ['NS', ['1']],
      ['EW', ['2']],
    ]);
    const singles = ['W', 'S', 'E', 'N'].map((p, i) => seat(p as Seat['position'], String(i)));
    expect(
      sidesOf('burraco', { table: 1, seats: singles }).map((s) => s.seats.map((x) => x.position)),
    ).toEqual([
      ['N', 'S'],
      ['E', 'W'],
    ]);
  });
});
