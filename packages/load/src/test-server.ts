/**
 * For the tests: the built Tavolo server (npx tsc -b first) as a child on a fresh SQLite file,
 * as the load tool runs it. Not part of the tool.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loopbackAddress } from './addresses.js';
import { startChild } from './child.js';
import type { ServerAccess } from './prometheus.js';
import { guestSession } from './lobby.js';
import { SERVER_SCRIPT, serverArgs } from './run.js';

export interface TestServer {
  /** `http://127.0.0.1:port`. */
  readonly url: string;
  /** Its `/metrics` token and process id. */
  readonly access: ServerAccess;
  /** Session cookies of new guests, each opened from a loopback address of its own. */
  readonly guests: (names: readonly string[]) => Promise<string[]>;
  /** The same, with the address each guest came from (to connect from it too). */
  readonly players: (
    names: readonly string[],
  ) => Promise<{ readonly cookies: string[]; readonly addresses: string[] }>;
  /** Stops the server (answers its exit code) and removes its database. */
  readonly stop: () => Promise<number | null>;
}

/** The tests' guests come from 127.100.0.1 upwards, apart from the tool's own ranges. */
const TEST_RANGE = 100;

/** The server's arguments for a database file; by default the tests' raised limits. */
export const startTestServer = async (
  args: (db: string, sqliteWriter: undefined, metricsToken: string) => string[] = serverArgs,
): Promise<TestServer> => {
  if (!existsSync(SERVER_SCRIPT))
    throw new Error(`${SERVER_SCRIPT} is missing: build first with npx tsc -b`);
  const dir = await mkdtemp(join(tmpdir(), 'tavolo-load-test-'));
  const metricsToken = randomBytes(16).toString('hex');
  const started = await startChild({
    script: SERVER_SCRIPT,
    args: args(join(dir, 'load.sqlite'), undefined, metricsToken),
    ready: /^Tavolo: (http:\/\/\S+)/,
  });
  if (!started.ok) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(started.error);
  }
  const url = started.value.address;
  let guests = 0;
  const players = async (names: readonly string[]) => {
    const addresses = names.map(() => loopbackAddress(guests++, TEST_RANGE));
    const cookies = await Promise.all(
      names.map(async (name, i) => {
        const cookie = await guestSession(url, name, addresses[i]);
        if (!cookie.ok) throw new Error(cookie.error);
        return cookie.value;
      }),
    );
    return { cookies, addresses };
  };
  return {
    url,
    access: { pid: started.value.pid, metricsToken },
    guests: async (names) => (await players(names)).cookies,
    players,
    stop: async () => {
      const code = await started.value.stop();
      await rm(dir, { recursive: true, force: true });
      return code;
    },
  };
};
