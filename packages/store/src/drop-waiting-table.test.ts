/**
 * `dropWaitingTable`: a table that never started goes with its seats; a table that started, or
 * that has a log, is kept.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS, gameRecord, gameTable, newTableId, withFreshStore } from './test-support.js';

describe.each(DIALECTS)('dropWaitingTable on $kind', ({ createDatabase }) => {
  it('deletes a waiting table with its seats, and keeps any other', () =>
    withFreshStore(createDatabase, async ({ games }) => {
      const waiting = newTableId();
      const playing = newTableId();
      const logged = newTableId();
      await games.createTable(gameTable(waiting));
      await games.createTable(gameTable(playing, { phase: 'playing' }));
      await games.createTable(gameTable(logged));
      await games.setPlayer(waiting, 0, { userId: 'u-anna', name: 'Anna' });
      await games.append([{ tableId: logged, expectedSeq: 0, records: [gameRecord('start')] }]);

      expect(await games.dropWaitingTable(waiting)).toEqual({ ok: true, value: true });
      expect((await games.readTable(waiting)).ok).toBe(false);
      expect(await games.players(waiting)).toEqual([]);
      expect(await games.tablesOfUser('u-anna')).toEqual([]);
      // Gone already, or never there: nothing to do.
      expect(await games.dropWaitingTable(waiting)).toEqual({ ok: true, value: false });
      expect(await games.dropWaitingTable(newTableId())).toEqual({ ok: true, value: false });
      // Started, or with a log: kept.
      expect(await games.dropWaitingTable(playing)).toEqual({ ok: true, value: false });
      expect(await games.dropWaitingTable(logged)).toEqual({ ok: true, value: false });
      expect((await games.readTable(playing)).ok).toBe(true);
      expect(await games.readRecords(logged)).toHaveLength(1);
      expect((await games.dropWaitingTable('a b')).ok).toBe(false);
    }));
});
