/**
 * Who the viewer is in a bridge pairs event: a player by his name among a pair's, seated at the
 * tables of the movement; the entry form offers him his own tables' boards only, the director
 * every board, and a correction only the boards that have a result.
 */
import { bridge } from '@tavolo/tournament';
import { describe, expect, it } from 'vitest';
import { pairsOf, placeChoices, seatAt, seatsOf } from './bridge-seats.js';
import { howellLog, run, stampAt, stateOf, threeNoTrump } from './bridge-test-support.js';

describe("a bridge pairs event's viewer", () => {
  const state = stateOf(howellLog());

  it('finds a player by his name, at one table each round', () => {
    expect(pairsOf(state, 'Sud3')).toEqual([3]);
    expect(pairsOf(state, 'sud3')).toEqual([]);
    const seats = seatsOf(state, { role: 'player', name: 'Nord3' });
    expect(seats.map((s) => s.round)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const seat of seats) {
      const at = bridge.encounterAt(state.movement, seat.round, seat.table);
      expect(seat.side === 'ns' ? at?.ns : at?.ew).toBe(3);
    }
    expect(seatsOf(state, { role: 'director' })).toEqual([]);
  });

  it("offers a player his own tables' boards, the director every board", () => {
    const player = { role: 'player', name: 'Nord3' } as const;
    const offered = placeChoices(state, player, true);
    expect(offered).toHaveLength(7);
    for (const round of offered) {
      expect(round.tables).toHaveLength(1);
      const table = round.tables[0];
      expect(table && seatAt(state, player, round.round, table.table)).toBeDefined();
    }
    const all = placeChoices(state, { role: 'director' }, true);
    expect(all.map((r) => r.tables.length)).toEqual([4, 4, 4, 4, 4, 4, 4]);
    expect(placeChoices(state, { role: 'public' }, true)).toEqual([]);
    expect(placeChoices(state, { role: 'director' }, false)).toEqual([]);
  });

  it('leaves out the boards with a result from an entry, and offers only those to a correction', () => {
    const at = state.movement.rounds[0]?.[0];
    if (!at) throw new Error('no table');
    const board = bridge.boardsOfSet(at.set, 1)[0] ?? 0;
    const entered = stateOf(
      run(howellLog(), (s) =>
        bridge.enterBoardResult(
          s,
          {
            round: 1,
            table: at.table,
            board,
            outcome: threeNoTrump(9),
            actor: { role: 'director' },
          },
          stampAt(10),
        ),
      ),
    );
    const first = placeChoices(entered, { role: 'director' }, true)[0];
    expect(first?.tables.map((t) => t.table)).not.toContain(at.table);
    expect(placeChoices(entered, { role: 'director' }, false)).toEqual([
      { round: 1, tables: [{ table: at.table, ns: at.ns, ew: at.ew, boards: [board] }] },
    ]);
  });
});
