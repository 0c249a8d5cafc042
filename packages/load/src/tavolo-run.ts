/**
 * The Tavolo run: `tables` tables of four guests against the real server. The main thread
 * opens the guest sessions and the tables over HTTP; the client threads open the connections
 * and play (`tavolo-clients.ts`); the main thread measures. Each guest connects from a loopback
 * address of its own range (`clientsPerAddress` guests to an address), so that the server's
 * limits per address hold at their defaults.
 */
import { randomBytes } from 'node:crypto';
import type { GameName } from '@tavolo/protocol';
import { clientAddress } from './addresses.js';
import { type TavoloGroupJob, SEATS } from './clients.js';
import { mapLimited } from './http.js';
import { guestSession, openGroupTable } from './lobby.js';
import { type RunFigures, measureWindow } from './measure.js';
import { type ProcessFigures, type ServerAccess, readProcessFigures } from './prometheus.js';
import type { Result } from './result.js';
import { type ClientThreads, startClientThreads } from './threads.js';

export interface TavoloRunOptions {
  /** The server's `http://host:port`. */
  readonly baseUrl: string;
  readonly tables: number;
  readonly game: GameName;
  readonly profile: string;
  /** The hands a match lasts, where the profile ends after a number of them; none: its own. */
  readonly hands?: number | undefined;
  readonly seed: number;
  readonly threads: number;
  /** Milliseconds a client waits before each action (see `LoadOptions.thinkMs`). */
  readonly thinkMs: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  /** Guests to a loopback address; none: every guest from the system's own address. */
  readonly clientsPerAddress?: number | undefined;
  /** How to read the server's figures (its `/metrics` token, its process id). */
  readonly server?: ServerAccess | undefined;
  readonly progress?: (line: string) => void;
}

/** The guests seated and connected, not playing yet. */
export interface TavoloSetUp {
  readonly threads: ClientThreads;
  /** The first table of each group (each group opens others as its matches end). */
  readonly tables: readonly string[];
  readonly connections: number;
  /** The server's figures before the first guest. */
  readonly before: ProcessFigures;
}

/** Setup requests in flight at once: enough to keep the server busy, not to flood it. */
const SETUP_CONCURRENCY = 16;

export const setUpTavolo = async (options: TavoloRunOptions): Promise<Result<TavoloSetUp>> => {
  const { baseUrl, progress = () => undefined } = options;
  const before = await readProcessFigures(baseUrl, options.server);
  if (!before.ok) return before;

  const count = options.tables * SEATS;
  const perAddress = options.clientsPerAddress;
  const addresses = Array.from({ length: count }, (_, i) =>
    perAddress === undefined ? undefined : clientAddress(i, perAddress),
  );
  const spread = perAddress === undefined ? '' : ` from ${Math.ceil(count / perAddress)} addresses`;
  progress(`${count} guest sessions${spread}`);
  // Names are unique on a server: a tag of this run's keeps them apart from an earlier run's.
  const tag = randomBytes(3).toString('hex');
  const sessions = await mapLimited(addresses, SETUP_CONCURRENCY, (address, i) =>
    guestSession(baseUrl, `Load ${tag} ${i + 1}`, address),
  );
  const cookies: string[] = [];
  for (const session of sessions) {
    if (!session.ok) return session;
    cookies.push(session.value);
  }

  progress(`${options.tables} tables`);
  const seats = (g: number) => Array.from({ length: SEATS }, (_, s) => g * SEATS + s);
  const tables = await mapLimited(
    Array.from({ length: options.tables }),
    SETUP_CONCURRENCY,
    (_, g) =>
      openGroupTable(
        baseUrl,
        seats(g).map((i) => cookies[i] ?? ''),
        options.game,
        { profile: options.profile, hands: options.hands },
        seats(g).map((i) => addresses[i]),
      ),
  );
  const groups: TavoloGroupJob[] = [];
  for (const [g, table] of tables.entries()) {
    if (!table.ok) return table;
    const own = seats(g).map((i) => addresses[i]);
    groups.push({
      table: table.value,
      cookies: seats(g).map((i) => cookies[i] ?? ''),
      seeds: seats(g).map((i) => options.seed + i),
      ...(perAddress === undefined ? {} : { addresses: own.map((a) => a ?? '') }),
    });
  }

  progress(`${count} connections`);
  const threadCount = Math.min(options.threads, options.tables);
  const threads = await startClientThreads(
    Array.from({ length: threadCount }, (_, t) => ({
      kind: 'tavolo',
      thinkMs: options.thinkMs,
      baseUrl,
      game: options.game,
      profile: options.profile,
      hands: options.hands,
      groups: groups.filter((_, g) => g % threadCount === t),
    })),
  );
  if (!threads.ok) return threads;
  return {
    ok: true,
    value: {
      threads: threads.value,
      tables: groups.map((group) => group.table),
      connections: count,
      before: before.value,
    },
  };
};

export const runTavolo = async (options: TavoloRunOptions): Promise<Result<RunFigures>> => {
  const { progress = () => undefined } = options;
  const setUp = await setUpTavolo(options);
  if (!setUp.ok) return setUp;
  const { threads, before, connections } = setUp.value;
  progress(
    `playing: ${options.warmupSeconds} s of warm-up, then ${options.durationSeconds} s measured`,
  );
  const figures = await measureWindow(threads, options.baseUrl, before, connections, options);
  await threads.close();
  return figures;
};
