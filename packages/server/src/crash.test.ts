/**
 * Crash safety: the built server (`dist/main.js`, as `npm start` runs it) is killed with
 * SIGKILL in the middle of a hand, restarted on the same database, and every table resumes
 * from its log: no acknowledged move is lost, versions go on from where they were, and the
 * clients resync by themselves. On SQLite and on this machine's PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connectTable, createHttpClient } from '@tavolo/client';
import { DIALECTS, type TestDatabase } from '@tavolo/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SERVER_NODE_FLAGS } from './node-flags.js';
import { tcpProxy } from './test-server.js';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const WAIT = { timeoutMs: 60_000 };

const dbArgument = (database: TestDatabase) =>
  database.location.kind === 'sqlite' ? database.location.file : database.location.connectionString;

/** Starts `dist/main.js` as `npm start` does and resolves with its port once it says where it listens. */
const launch = (
  database: TestDatabase,
  writer: 'main' | 'thread',
  port = 0,
): Promise<{ readonly child: ChildProcess; readonly port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        MAIN,
        '--port',
        String(port),
        '--db',
        dbArgument(database),
        '--bot-delay',
        '0',
        '--log-level',
        'warn',
        '--sqlite-writer',
        writer,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const found = /Tavolo: http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (found) resolve({ child, port: Number(found[1]) });
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before listening: ${out}`)),
    );
  });

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** Both dialects, and SQLite again with its commits on the main thread. */
const RUNS = [
  ...DIALECTS.map((dialect) => ({ ...dialect, writer: 'thread' as const })),
  { ...DIALECTS[0], writer: 'main' as const },
];

describe.each(RUNS)(
  'kill -9 mid-hand on $kind, --sqlite-writer $writer',
  ({ createDatabase, writer }) => {
    let database: TestDatabase;
    const children: ChildProcess[] = [];

    beforeAll(async () => {
      database = await createDatabase();
    });
    afterAll(async () => {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) await killed(child);
      await database?.drop();
    });

    it('resumes every table from its log with nothing acknowledged lost', async () => {
      const first = await launch(database, writer);
      children.push(first.child);
      // The client reaches the server through a relay, so that the server's port may change.
      const relay = await tcpProxy(first.port);
      const http = createHttpClient({ baseUrl: `http://127.0.0.1:${first.port}` });
      expect((await http.guest('Sopravvissuto')).ok).toBe(true);
      // fisca-gara has no elimination: the person plays every hand.
      const quick = await http.quickPlay({ game: 'scala40', profile: 'fisca-gara', players: 3 });
      if (!quick.ok) throw new Error(quick.error.message);
      const connection = connectTable({
        url: `http://127.0.0.1:${relay.port}`,
        table: quick.value.id,
        cookie: http.cookie(),
        WebSocket: WebSocket as never,
        reconnect: { minDelayMs: 20, maxDelayMs: 200 },
      });
      // Play until a dozen moves of ours were acknowledged.
      let acknowledged = 0;
      let lastAck = 0;
      while (acknowledged < 12) {
        const ready = await connection.waitFor((s) => s.legal.length > 0, WAIT);
        if (!ready.ok) throw new Error(ready.error.message);
        const answer = await connection.act(ready.value.legal[0]);
        if (answer.ok) {
          acknowledged += 1;
          lastAck = answer.value.version;
        }
      }
      const seenBefore = connection.state.events.map((m) => JSON.stringify(m));

      await killed(first.child);
      await connection.waitFor((s) => !s.connected, WAIT);
      const second = await launch(database, writer);
      children.push(second.child);
      relay.retarget(second.port);

      const resumed = await connection.waitFor((s) => s.connected && s.version >= lastAck, WAIT);
      expect(resumed.ok).toBe(true);
      // The versions the client had are the server's again, event for event.
      const seenAfter = connection.state.events.map((m) => JSON.stringify(m));
      expect(seenAfter.slice(0, seenBefore.length)).toEqual(seenBefore);
      // And the match goes on: our next move is accepted at the next version.
      const ready = await connection.waitFor((s) => s.legal.length > 0, WAIT);
      if (!ready.ok) throw new Error(ready.error.message);
      const next = await connection.act(ready.value.legal[0]);
      expect(next.ok && next.value.version).toBeGreaterThan(lastAck);
      connection.close();
      await relay.close();
      await killed(second.child);
    });
  },
);
