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
  /** Why `by` may not open another table now, if they may not. */
  refusal(by: User): RuleError | undefined;
  /** A waiting table opened (or resumed) by the account `by` (null: by the server). */
  opened(tableId: string, by: string | null): void;
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
  const waiting = new Map<string, { at: number; readonly by: string | null }>();
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

  const sweep = () => {
    const now = Date.now();
    for (const [tableId, entry] of waiting) {
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
    refusal: (by) => {
      if (by.role !== 'player') return undefined;
      // A table that started since is no longer waiting.
      for (const tableId of byAccount.get(by.id) ?? [])
        if (host.rooms.get(tableId)?.phase() !== 'waiting') forget(tableId);
      const held = byAccount.get(by.id)?.size ?? 0;
      return held < limits.perAccount
        ? undefined
        : refusal(
            'too-many-waiting-tables',
            `you have opened ${held} tables still waiting for players, the most one account may hold`,
          );
    },
    opened: (tableId, by) => {
      waiting.set(tableId, { at: Date.now(), by });
      if (by === null) return;
      const mine = byAccount.get(by) ?? new Set<string>();
      mine.add(tableId);
      byAccount.set(by, mine);
    },
    touched: (tableId) => {
      const entry = waiting.get(tableId);
      if (entry) entry.at = Date.now();
    },
    close: () => clearInterval(timer),
  };
};
