/**
 * Actions parsed strictly at the gateway, over the real sockets and the real store (SQLite and
 * this machine's PostgreSQL): an action with a field its engine does not know, or nested far
 * deeper than any action, is refused as `bad-message` before a room sees it, nothing of it
 * reaches the table's log, and the connection goes on playing. HTTP bodies nested as deep are
 * refused by their strict request schemas just the same.
 */
import { openStore } from '@tavolo/store';
import { projectLog } from '@tavolo/tournament';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Dialect,
  type RawClient,
  type TestServer,
  guest,
  quickPlayer,
  request,
  startTestServer,
} from './test-server.js';

interface Prompted {
  readonly type: 'prompt';
  readonly version: number;
  readonly legal: readonly { readonly type: string }[];
}

const isPrompt = (m: { readonly type?: string }): boolean => m.type === 'prompt';
const answerTo =
  (id: string) =>
  (m: { readonly type?: string; readonly id?: string }): boolean =>
    (m.type === 'ack' || m.type === 'error') && m.id === id;

describe.each<Dialect>(['sqlite', 'postgres'])('strict actions on %s', (dialect) => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer(dialect);
  });
  afterAll(async () => {
    await test?.stop();
  });

  /** A person alone with bots at a new Scala 40 table, prompted to play. */
  const seated = async (): Promise<{
    readonly table: string;
    readonly client: RawClient;
    readonly prompt: Prompted;
  }> => {
    const { table, client } = await quickPlayer(test);
    const prompt = (await client.next(isPrompt, 0, 30_000)) as Prompted;
    return { table, client, prompt };
  };

  /** The table's log as stored, read through a connection of its own. */
  const storedLog = async (table: string): Promise<string> => {
    const store = await openStore(test.database.location, projectLog);
    try {
      return JSON.stringify(await store.games.readRecords(table));
    } finally {
      await store.close();
    }
  };

  /**
   * Plays the prompted action as it is: acknowledged, and in the table's log once (the
   * person's first action at the table), with nothing of the refused one.
   */
  const playsOn = async (client: RawClient, prompt: Prompted, id: string, table: string) => {
    const from = client.received.length;
    client.send({ type: 'act', id, action: prompt.legal[0] });
    expect(await client.next(answerTo(id), from)).toMatchObject({ type: 'ack', id });
    const log = await storedLog(table);
    expect(log.split(JSON.stringify(prompt.legal[0])).length - 1).toBe(1);
    return log;
  };

  it('refuses an action with a 1 KB junk field, and stores nothing of it', async () => {
    const { table, client, prompt } = await seated();
    const junk = 'J'.repeat(1024);
    client.send({ type: 'act', id: 'junk', action: { ...prompt.legal[0], junk } });
    expect(await client.next(answerTo('junk'))).toMatchObject({
      type: 'error',
      id: 'junk',
      code: 'bad-message',
      message: expect.stringContaining('junk'),
    });
    expect(await playsOn(client, prompt, 'clean', table)).not.toContain(junk);
    client.socket.close();
  });

  it('refuses an action carrying a junk field nested 7,000 arrays deep, and keeps the connection', async () => {
    const { table, client, prompt } = await seated();
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    const action = JSON.stringify(prompt.legal[0]).replace(/}$/, `,"junk":${deep}}`);
    const text = `{"type":"act","id":"deep","action":${action}}`;
    expect(text.length).toBeGreaterThan(14_000);
    expect(text.length).toBeLessThan(16 * 1024);
    client.send(text);
    const refused = (await client.next(answerTo('deep'))) as { code: string; message: string };
    expect(refused).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(refused.message).toMatch(/nest/);
    expect(refused.message).not.toMatch(/RangeError|stack/i);
    expect(await playsOn(client, prompt, 'after', table)).not.toContain('[[[');
    client.socket.close();
  });

  it('refuses HTTP bodies with a junk field nested 7,000 arrays deep (400), then serves on', async () => {
    const cookie = await guest(test.server);
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    for (const [path, body] of [
      ['/api/quick-play', `{"game":"scala40","junk":${deep}}`],
      ['/api/quick-play', `{"game":${deep}}`],
      ['/api/tables', `{"game":"scala40","profile":"fisca-gara","seats":${deep}}`],
      ['/api/auth/guest', `{"name":${deep}}`],
    ]) {
      const answer = await fetch(`${test.server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body,
      });
      expect(answer.status).toBe(400);
      expect(await answer.text()).not.toMatch(/RangeError|stack/i);
    }
    const quick = await request(
      `${test.server.url}/api/quick-play`,
      'POST',
      { game: 'scala40' },
      cookie,
    );
    expect(quick.status).toBe(201);
  });
});
