/**
 * Finished matches over the WebSocket once their room left memory (after a restart, or once
 * nobody followed it): a read-only room (`finished-room.ts`) made from the match's archive,
 * kept while someone follows it (so that its followers share one
 * status).
 */
import type { Store } from '@tavolo/store';
import { openFinishedRoom } from './finished-room.js';
import type { HandArchives } from './hand-archives.js';
import type { Room, SlotHolder } from './room.js';
import { botsOf, configOf, replaySetup } from './table-settings.js';

export interface FinishedRooms {
  /** The read-only room of a finished match someone follows now. */
  get(tableId: string): Room | undefined;
  /** The read-only room of a finished match, opened if needed; undefined for any other table. */
  open(tableId: string): Promise<Room | undefined>;
}

export const openFinishedRooms = (
  store: Store,
  archives: HandArchives,
  log: (message: string, error?: unknown) => void,
): FinishedRooms => {
  const rooms = new Map<string, Room>();
  /** Hellos that arrive while a room is being opened share the opening. */
  const opening = new Map<string, Promise<Room | undefined>>();

  const make = async (tableId: string): Promise<Room | undefined> => {
    const record = await store.games.readTable(tableId);
    if (!record.ok || record.value.phase !== 'over') return undefined;
    const made = await archives.archive(tableId, replaySetup(record.value), () => false);
    if (!made.ok || made.value.final === null) {
      log(`table ${tableId}: over, but its final table could not be made`);
      return undefined;
    }
    const config = configOf(record.value);
    const holders: (SlotHolder | undefined)[] = config.seats.map(() => undefined);
    for (const p of await store.games.players(tableId))
      holders[p.slot] = { userId: p.userId, name: p.name };
    const setup = {
      ...replaySetup(record.value),
      id: tableId,
      bots: botsOf(config),
      graceSeconds: config.graceSeconds,
    };
    const room = openFinishedRoom(setup, made.value.final, holders, (followed) => {
      if (followed) rooms.set(tableId, room);
      else if (rooms.get(tableId) === room) rooms.delete(tableId);
    });
    return room;
  };

  return {
    get: (tableId) => rooms.get(tableId),
    open: (tableId) => {
      const kept = rooms.get(tableId);
      if (kept) return Promise.resolve(kept);
      let pending = opening.get(tableId);
      if (!pending) {
        const started = make(tableId).finally(() => opening.delete(tableId));
        opening.set(tableId, started);
        pending = started;
      }
      return pending;
    },
  };
};
