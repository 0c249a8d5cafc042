/**
 * Tables opened but not started cost memory and a place in the lobby's list: each account may
 * hold a few open at once (directors and admins, who open tables for others, as many as they
 * like), and one that stays idle long enough with nobody connected is closed and deleted. A
 * waiting table has no log, so nothing of a match is lost.
 */
import type { RuleError } from '@tavolo/cards';
import type { User } from '@tavolo/protocol';
import type { Store } from '@tavolo/store';
import type { RoomHost } from './room-host.js';
import { refusal } from './table-settings.js';

export interface WaitingLimits {
  /** A waiting table with nobody connected and no seat taken or given back this long is closed. */
  readonly idleMs: number;
  /** How many waiting tables a player's account may have opened at once. */
  readonly perAccount: number;
}

export const DEFAULT_WAITING_LIMITS: WaitingLimits = { idleMs: 30 * 60_000, perAccount: 5 };

export interface WaitingTables {
  /**
   * Holds a place for the table `by` is opening, or says why they may not open another now.
   * Held before the table is saved, so that requests at once cannot pass the limit together.
   */
  reserve(tableId: string, by: User): RuleError | undefined;
  /** The table is open (created, or resumed) and waits; `by` opened it (null: the server). */
  opened(tableId: string, by: string | null): void;
  /** The table held by `reserve` was not opened after all. */
  cancel(tableId: string): void;
  /** Someone took or gave back a place: the table is not idle. */
  touched(tableId: string): void;
  close(): void;
}

/** The idle tables are looked for this often, at most. */
const SWEEP_MS = 60_000;

export const openWaitingTables = (
  store: Store,
  host: Pick<RoomHost, 'rooms' | 'holders'>,
  limits: WaitingLimits,
  log: (message: string, error?: unknown) => void,
): WaitingTables => {
  /** By waiting table: when it was last active, and the account that opened it. */
  const waiting = new Map<
    string,
    { at: number; readonly by: string | null; readonly reserved: boolean }
  >();
  /** By account: the waiting tables it opened. */
  const byAccount = new Map<string, Set<string>>();

  const forget = (tableId: string) => {
    const by = waiting.get(tableId)?.by ?? null;
    waiting.delete(tableId);
    if (by === null) return;
    const mine = byAccount.get(by);
    mine?.delete(tableId);
    if (mine?.size === 0) byAccount.delete(by);
  };

  const evict = async (tableId: string) => {
    const room = host.rooms.get(tableId);
    forget(tableId);
    if (!room) return;
    // Out of memory first, so that nobody takes a place at a table being deleted.
    host.rooms.delete(tableId);
    host.holders.delete(tableId);
    await room.close();
    const dropped = await store.games.dropWaitingTable(tableId);
    if (!dropped.ok)
      log(`table ${tableId}: idle waiting table not deleted: ${dropped.error.message}`);
  };

  const hold = (tableId: string, by: string | null, reserved: boolean) => {
    waiting.set(tableId, { at: Date.now(), by, reserved });
    if (by === null) return;
    const mine = byAccount.get(by) ?? new Set<string>();
    mine.add(tableId);
    byAccount.set(by, mine);
  };

  const sweep = () => {
    const now = Date.now();
    for (const [tableId, entry] of waiting) {
      if (entry.reserved) continue;
      const room = host.rooms.get(tableId);
      if (room?.phase() !== 'waiting') forget(tableId);
      else if (room.followers() > 0) entry.at = now;
      else if (now - entry.at >= limits.idleMs)
        evict(tableId).catch((error: unknown) => log(`table ${tableId}: eviction`, error));
    }
  };
  const timer = setInterval(sweep, Math.max(1, Math.min(SWEEP_MS, limits.idleMs / 2)));
  timer.unref();

  return {
    reserve: (tableId, by) => {
      if (by.role === 'player') {
        // A table that started since is no longer waiting.
        for (const held of byAccount.get(by.id) ?? [])
          if (!waiting.get(held)?.reserved && host.rooms.get(held)?.phase() !== 'waiting')
            forget(held);
        const count = byAccount.get(by.id)?.size ?? 0;
        if (count >= limits.perAccount)
          return refusal(
            'too-many-waiting-tables',
            `you have opened ${count} tables still waiting for players, the most one account may hold`,
          );
      }
      hold(tableId, by.id, true);
      return undefined;
    },
    opened: (tableId, by) => hold(tableId, by, false),
    cancel: forget,
    touched: (tableId) => {
      const entry = waiting.get(tableId);
      if (entry) entry.at = Date.now();
    },
    close: () => clearInterval(timer),
  };
};
