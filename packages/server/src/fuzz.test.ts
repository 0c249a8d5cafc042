/**
 * Hostile input over the real sockets: malformed and adversarial messages get `error` answers
 * (never a stack trace), an oversized message or a flood closes only the offending connection,
 * and meanwhile another table goes on being served.
 */
import fc from 'fast-check';
import { serverMessageSchema } from '@tavolo/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RawClient,
  type TestServer,
  guest,
  quickPlay,
  quickPlayer,
  rawClient,
  request,
  startTestServer,
} from './test-server.js';

interface Prompted {
  readonly type: 'prompt';
  readonly version: number;
  readonly legal: readonly unknown[];
}

const isType =
  (type: string) =>
  (m: { readonly type?: string }): boolean =>
    m.type === type;

/** Nothing a client receives may look like a stack trace or an internal error. */
const expectClean = (messages: readonly unknown[]) => {
  for (const message of messages) {
    expect(serverMessageSchema.safeParse(message).success).toBe(true);
    expect(JSON.stringify(message)).not.toMatch(/\bat \S+ \(|node:internal|TypeError|\.ts:\d+/);
  }
};

describe('the gateway under hostile input', () => {
  let test: TestServer;
  let table: string;
  let cookie: string;

  beforeAll(async () => {
    test = await startTestServer('sqlite', { limits: { messagesPerSecond: 1000, burst: 2000 } });
    cookie = await guest(test.server, 'Fuzz');
    table = await quickPlay(test.server, cookie);
  });
  afterAll(async () => {
    await test.stop();
  });

  /** A player at a table of its own, who must keep being served while others attack. */
  const bystander = async (): Promise<{
    readonly client: RawClient;
    readonly play: () => Promise<void>;
  }> => {
    const { client } = await quickPlayer(test, { game: 'burraco', players: 2 });
    let turn = 0;
    /** Where the prompt last answered was: a new turn brings a later one. */
    let answered = -1;
    return {
      client,
      play: async () => {
        const prompt = (await client.next(isType('prompt'), answered + 1)) as Prompted;
        answered = client.received.indexOf(prompt);
        turn += 1;
        const id = `b${turn}`;
        client.send({ type: 'act', id, action: prompt.legal[0] });
        await client.next(
          (m: { type?: string; id?: string }) => m.type === 'ack' && m.id === id,
          answered,
        );
      },
    };
  };

  it('answers malformed messages with bad-message and keeps the connection', async () => {
    const client = await rawClient(test.wsUrl, cookie);
    const hostile = [
      'not json',
      '{"type":',
      '[]',
      'null',
      '42',
      '{"type":"shout"}',
      '{"type":"hello"}',
      '{"type":"hello","table":"../../etc/passwd"}',
      '{"type":"hello","table":""}',
      '{"type":"act","id":"x"}',
      '{"type":"act","id":"","action":{}}',
      '{"type":"act","id":"x","action":[]}',
      '{"__proto__":{"admin":true},"type":"hello","table":"t"}',
      JSON.stringify({ type: 'hello', table: 'a'.repeat(65) }),
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ];
    for (const text of hostile) client.send(text);
    await client.next(() => true, hostile.length - 1);
    expect(client.received).toHaveLength(hostile.length);
    expectClean(client.received);
    expect(client.received.every((m) => (m as { type: string }).type === 'error')).toBe(true);
    // Still usable: a proper hello is answered with the table.
    client.send({ type: 'hello', table });
    await client.next(isType('snapshot'));
    client.socket.close();
  });

  it('refuses acts out of turn, for another seat, before hello and from a spectator', async () => {
    const spectator = await rawClient(test.wsUrl);
    spectator.send({ type: 'act', id: 'a1', action: { type: 'draw', seat: 0 } });
    const early = (await spectator.next(isType('error'))) as { code: string; id: string };
    expect(early).toMatchObject({ code: 'not-joined', id: 'a1' });
    spectator.send({ type: 'hello', table });
    await spectator.next(isType('snapshot'));
    spectator.send({ type: 'act', id: 'a2', action: { type: 'draw', seat: 0 } });
    expect(
      await spectator.next((m: { type?: string; id?: string }) => m.id === 'a2'),
    ).toMatchObject({ type: 'error', code: 'spectator' });

    const player = await rawClient(test.wsUrl, cookie);
    player.send({ type: 'hello', table });
    const snapshot = (await player.next(isType('snapshot'))) as { seat: number };
    const other = (snapshot.seat + 1) % 4;
    player.send({ type: 'act', id: 'w1', action: { type: 'draw', seat: other } });
    expect(await player.next((m: { id?: string }) => m.id === 'w1')).toMatchObject({
      type: 'error',
      code: 'wrong-seat',
    });
    player.send({ type: 'act', id: 'w2', action: { type: 'teleport', seat: snapshot.seat } });
    expectClean(player.received);
    spectator.socket.close();
    player.socket.close();
  });

  it('answers any JSON whatever with an error value, never a crash (property)', async () => {
    const client = await rawClient(test.wsUrl, cookie);
    client.send({ type: 'hello', table });
    await client.next(isType('snapshot'));
    const { play, client: other } = await bystander();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            type: fc.constant('act'),
            id: fc.string({ minLength: 1, maxLength: 8 }),
            action: fc.jsonValue(),
          }),
          fc.record({ type: fc.constant('hello'), table: fc.string(), since: fc.integer() }),
          fc.string(),
        ),
        async (message) => {
          const from = client.received.length;
          client.send(typeof message === 'string' ? message : JSON.stringify(message));
          sent += 1;
          const answer = await client.next(() => true, from, 5_000).catch(() => undefined);
          // Some hostile hellos are valid (a table that does not exist): an error too.
          if (answer !== undefined) expectClean([answer]);
        },
      ),
      { numRuns: 300 },
    );
    expect(sent).toBe(300);
    // The other table was served throughout.
    await play();
    await play();
    client.socket.close();
    other.socket.close();
  });

  it('closes the connection of an oversized message only (1009)', async () => {
    const { play, client: other } = await bystander();
    const big = await rawClient(test.wsUrl, cookie);
    big.send(JSON.stringify({ type: 'hello', table, pad: 'x'.repeat(20_000) }));
    expect((await big.closed).code).toBe(1009);
    await play();
    other.socket.close();
  });

  it('rate-limits a flood, then closes it (1008), and serves others meanwhile', async () => {
    const flooded = await startTestServer('sqlite', {
      limits: { messagesPerSecond: 5, burst: 10, floodClose: 100 },
    });
    try {
      const client = await rawClient(flooded.wsUrl);
      for (let i = 0; i < 150; i++) client.send({ type: 'hello', table: 'nope' });
      expect((await client.closed).code).toBe(1008);
      expect(client.received.some((m) => (m as { code?: string }).code === 'rate-limited')).toBe(
        true,
      );
      expectClean(client.received);
      const health = await request(`${flooded.server.url}/health`, 'GET');
      expect(health.status).toBe(200);
    } finally {
      await flooded.stop();
    }
  });

  it("shares one allowance among an account's connections", async () => {
    const limited = await startTestServer('sqlite', {
      limits: { messagesPerSecond: 5, burst: 10, floodClose: 1000 },
    });
    try {
      const cookie = await guest(limited.server, 'Tre Schede');
      const tabs = await Promise.all([0, 1, 2].map(() => rawClient(limited.wsUrl, cookie)));
      // Ten each: within each connection's burst, beyond the account's (twice one connection's).
      for (const tab of tabs)
        for (let i = 0; i < 10; i++) tab.send({ type: 'hello', table: 'nope' });
      await Promise.all(tabs.map((tab) => tab.next(() => true)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const limitedTabs = tabs.filter((tab) =>
        tab.received.some((m) => (m as { code?: string }).code === 'rate-limited'),
      );
      expect(limitedTabs.length).toBeGreaterThan(0);
      // A connection of another account is not concerned.
      const other = await rawClient(limited.wsUrl, await guest(limited.server));
      other.send({ type: 'hello', table: 'nope' });
      expect(await other.next(() => true)).toMatchObject({ code: 'no-such-table' });
      for (const tab of [...tabs, other]) tab.socket.close();
    } finally {
      await limited.stop();
    }
  });

  it('refuses an upgrade on another path', async () => {
    await expect(rawClient(test.wsUrl.replace('/ws', '/other'))).rejects.toThrow();
  });
});
