import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type EchoServer, startEchoServer } from './echo-server.js';

let echo: EchoServer;
beforeEach(async () => {
  echo = await startEchoServer();
});
afterEach(() => echo.close());

/** A client that keeps what it receives, as text. */
const client = async (group: string) => {
  const ws = new WebSocket(`ws://127.0.0.1:${echo.port}/?group=${group}`);
  const received: string[] = [];
  ws.on('message', (data: Buffer, isBinary) =>
    received.push(`${isBinary ? 'binary' : 'text'}:${data}`),
  );
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, received };
};

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('echo server', () => {
  it('sends each message, as is, to every connection of the sender group, sender included', async () => {
    const group = await Promise.all([client('7'), client('7'), client('7'), client('7')]);
    const other = await client('8');
    group[1]?.ws.send('{"from":1}');
    group[2]?.ws.send(Buffer.from([1, 2]));
    await until(() => group.every((c) => c.received.length === 2));
    for (const c of group)
      expect(c.received).toEqual(['text:{"from":1}', `binary:${Buffer.from([1, 2])}`]);
    other.ws.send('alone');
    await until(() => other.received.length === 1);
    expect(other.received).toEqual(['text:alone']);
    expect(group[0]?.received).toHaveLength(2);
    for (const c of [...group, other]) c.ws.close();
  });

  it('goes on serving a group after one of its connections has closed', async () => {
    const [a, b] = await Promise.all([client('g'), client('g')]);
    if (!a || !b) throw new Error('no clients');
    await new Promise((resolve) => {
      b.ws.once('close', resolve);
      b.ws.close();
    });
    a.ws.send('after');
    await until(() => a.received.length === 1);
    expect(b.received).toEqual([]);
    a.ws.close();
  });
});
