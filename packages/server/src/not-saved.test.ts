/**
 * A move the store fails to save is answered `not-saved` with a fixed text: the store's words
 * (an SQL error, a RangeError, a table's records) stay in the server's log. Meanwhile another
 * table, whose moves commit in the same group commits, goes on. Through the real server, on
 * SQLite (commits on the writer thread and on the main thread) and on PostgreSQL.
 */
import { poisonRecords } from '@tavolo/store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notSaved } from './journal.js';
import {
  type RawClient,
  type TestServer,
  guest,
  quickPlayer,
  request,
  startTestServer,
} from './test-server.js';

interface Prompted {
  readonly type: 'prompt';
  readonly legal: readonly unknown[];
}

const RUNS = [
  { dialect: 'sqlite', sqliteWriter: 'thread' },
  { dialect: 'sqlite', sqliteWriter: 'main' },
  { dialect: 'postgres', sqliteWriter: 'thread' },
] as const;

describe.each(RUNS)(
  'a move the store cannot save, on $dialect (SQLite writer: $sqliteWriter)',
  ({ dialect, sqliteWriter }) => {
    let test: TestServer;

    beforeAll(async () => {
      test = await startTestServer(dialect, { sqliteWriter, botDelayMs: 0 });
    }, 30_000);
    afterAll(async () => {
      await test?.stop();
    });

    /** A person's table against bots, followed until the person is on turn. */
    const onTurn = async (): Promise<{ readonly table: string; readonly client: RawClient }> => {
      const { table, client } = await quickPlayer(test, { game: 'burraco', players: 2 });
      await client.next((m: Prompted) => m.type === 'prompt' && m.legal.length > 0);
      return { table, client };
    };

    const act = async (client: RawClient, id: string) => {
      const from = client.received.length;
      const prompt = [...client.received]
        .reverse()
        .find((m) => (m as Prompted).type === 'prompt') as Prompted;
      client.send({ type: 'act', id, action: prompt.legal[0] });
      return client.next(
        (m: { type?: string; id?: string }) =>
          (m.type === 'ack' || m.type === 'error') && m.id === id,
        from,
      );
    };

    it('answers not-saved with no internal text, while another table plays on', async () => {
      const poisoned = await onTurn();
      const honest = await onTurn();
      // From now on the database fails every record of the poisoned table, as an SQL error.
      await poisonRecords(test.database.location, poisoned.table);
      const [refused, acknowledged] = await Promise.all([
        act(poisoned.client, 'p1'),
        act(honest.client, 'h1'),
      ]);
      expect(refused).toEqual({
        type: 'error',
        id: 'p1',
        code: 'not-saved',
        article: notSaved.article,
        message: expect.stringMatching(/^the server could not save the (change|move); try again$/),
      });
      expect(JSON.stringify(poisoned.client.received)).not.toMatch(
        /poisoned|Sqlite|SQL|RangeError|Error:|store failed|\bat \S+ \(/,
      );
      expect(acknowledged).toMatchObject({ type: 'ack', id: 'h1' });
      poisoned.client.socket.close();
      honest.client.socket.close();
    });
  },
);

describe.each(RUNS)(
  'a match whose start the store cannot save, on $dialect (SQLite writer: $sqliteWriter)',
  ({ dialect, sqliteWriter }) => {
    let test: TestServer;

    beforeAll(async () => {
      test = await startTestServer(dialect, { sqliteWriter, botDelayMs: 0 });
      // The database fails every game record: a new match's first record cannot be written.
      await poisonRecords(test.database.location, '%');
    }, 30_000);
    afterAll(async () => {
      await test?.stop();
    });

    it('answers not-saved over HTTP with no internal text', async () => {
      const cookie = await guest(test.server);
      const quick = await request(
        `${test.server.url}/api/quick-play`,
        'POST',
        { game: 'burraco', players: 2 },
        cookie,
      );
      expect(quick).toMatchObject({
        status: 503,
        body: { code: 'not-saved', message: notSaved.message },
      });
      expect(JSON.stringify(quick.body)).not.toMatch(/poisoned|Sqlite|SQL|Error|store failed/);
    });
  },
);
