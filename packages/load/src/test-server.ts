/**
 * For the tests: the built Tavolo server (npx tsc -b first) as a child on a fresh SQLite file,
 * as the load tool runs it. Not part of the tool.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild } from './child.js';
import { guestSession } from './lobby.js';
import { SERVER_SCRIPT, serverArgs } from './run.js';

export interface TestServer {
  /** `http://127.0.0.1:port`. */
  readonly url: string;
  /** Session cookies of new guests. */
  readonly guests: (names: readonly string[]) => Promise<string[]>;
  /** Stops the server (answers its exit code) and removes its database. */
  readonly stop: () => Promise<number | null>;
}

export const startTestServer = async (): Promise<TestServer> => {
  if (!existsSync(SERVER_SCRIPT))
    throw new Error(`${SERVER_SCRIPT} is missing: build first with npx tsc -b`);
  const dir = await mkdtemp(join(tmpdir(), 'tavolo-load-test-'));
  const started = await startChild({
    script: SERVER_SCRIPT,
    args: serverArgs(join(dir, 'load.sqlite')),
    ready: /^Tavolo: (http:\/\/\S+)/,
  });
  if (!started.ok) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(started.error);
  }
  const url = started.value.address;
  return {
    url,
    guests: (names) =>
      Promise.all(
        names.map(async (name) => {
          const cookie = await guestSession(url, name);
          if (!cookie.ok) throw new Error(cookie.error);
          return cookie.value;
        }),
      ),
    stop: async () => {
      const code = await started.value.stop();
      await rm(dir, { recursive: true, force: true });
      return code;
    },
  };
};
