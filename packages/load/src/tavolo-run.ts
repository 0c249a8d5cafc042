/**
 * The Tavolo run: `tables` tables of four guests against the real server. The main thread
 * opens the guest sessions and the tables over HTTP; the client threads open the connections
 * and play (`tavolo-clients.ts`); the main thread measures.
 */
import type { GameName } from '@tavolo/protocol';
import { type TavoloJob, SEATS } from './clients.js';
import { mapLimited } from './http.js';
import { guestSession, openGroupTable } from './lobby.js';
import { type RunFigures, measureWindow } from './measure.js';
import { readProcessFigures } from './prometheus.js';
import type { Result } from './result.js';
import { startClientThreads } from './threads.js';

export interface TavoloRunOptions {
  /** The server's `http://host:port`. */
  readonly baseUrl: string;
  readonly tables: number;
  readonly game: GameName;
  readonly profile: string;
  readonly seed: number;
  readonly threads: number;
  /** Milliseconds a client waits before each action (see `LoadOptions.thinkMs`). */
  readonly thinkMs: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly progress?: (line: string) => void;
}

/** Setup requests in flight at once: enough to keep the server busy, not to flood it. */
const SETUP_CONCURRENCY = 16;

export const runTavolo = async (options: TavoloRunOptions): Promise<Result<RunFigures>> => {
  const { baseUrl, progress = () => undefined } = options;
  const before = await readProcessFigures(baseUrl);
  if (!before.ok) return before;

  const count = options.tables * SEATS;
  progress(`${count} guest sessions`);
  const sessions = await mapLimited(Array.from({ length: count }), SETUP_CONCURRENCY, (_, i) =>
    guestSession(baseUrl, `Load ${i + 1}`),
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
        options.profile,
      ),
  );
  const groups: TavoloJob['groups'][number][] = [];
  for (const [g, table] of tables.entries()) {
    if (!table.ok) return table;
    groups.push({
      table: table.value,
      cookies: seats(g).map((i) => cookies[i] ?? ''),
      seeds: seats(g).map((i) => options.seed + i),
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
      groups: groups.filter((_, g) => g % threadCount === t),
    })),
  );
  if (!threads.ok) return threads;
  progress(
    `playing: ${options.warmupSeconds} s of warm-up, then ${options.durationSeconds} s measured`,
  );
  const figures = await measureWindow(threads.value, baseUrl, before.value, count, options);
  await threads.value.close();
  return figures;
};
