/**
 * Where entrants sit at a table, in the order every document prints them: compass seats N, E, S,
 * W, then the Burraco lines N-S and E-W.
 */
import type { Game, Position, Seat, TableSeating } from './input.js';

const SEAT_ORDER: readonly Position[] = ['N', 'E', 'S', 'W', 'NS', 'EW'];

const LINE_OF: Readonly<Record<Position, 'NS' | 'EW'>> = {
  N: 'NS',
  S: 'NS',
  NS: 'NS',
  E: 'EW',
  W: 'EW',
  EW: 'EW',
};

export const bySeatOrder = (seats: readonly Seat[]): readonly Seat[] =>
  [...seats].sort((a, b) => SEAT_ORDER.indexOf(a.position) - SEAT_ORDER.indexOf(b.position));

/** Who owns a group of score columns: a Burraco line (a pair, or two single players) or a Scala 40 seat. */
export interface Side {
  readonly position: Position;
  readonly seats: readonly Seat[];
}

export const sidesOf = (game: Game, table: TableSeating): readonly Side[] => {
  const seats = bySeatOrder(table.seats);
  if (game === 'scala40') return seats.map((seat) => ({ position: seat.position, seats: [seat] }));
  return (['NS', 'EW'] as const).map((line) => ({
    position: line,
    seats: seats.filter((seat) => LINE_OF[seat.position] === line),
  }));
};
