/**
 * At start, every unfinished table is rebuilt from its log, so a crash loses nothing that was
 * acknowledged: a started match resumes paused (until its people are back), a waiting table
 * waits again.
 */
import type { Store } from '@tavolo/store';
import { rebuild } from './room.js';
import type { RoomHost } from './room-host.js';
import { replaySetup } from './table-settings.js';

export const resumeTables = async (
  store: Store,
  host: RoomHost,
  /** Called with each table that waits again for its players, and who opened it. */
  onWaiting: (tableId: string, by: string | null) => void,
  log: (message: string, error?: unknown) => void,
): Promise<void> => {
  for (const record of await store.games.unfinishedTables()) {
    await host.loadHolders(record);
    const records = await store.games.readRecords(record.id);
    const rebuilt = rebuild(replaySetup(record), records);
    if (!rebuilt.ok) {
      log(`table ${record.id} cannot be resumed: ${rebuilt.error.message}`);
      continue;
    }
    const phase = rebuilt.value.table ? 'paused' : 'waiting';
    host.startRoom(record, rebuilt.value, record.lastSeq, phase);
    if (phase === 'waiting') onWaiting(record.id, record.createdBy);
  }
};
