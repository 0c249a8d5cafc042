/**
 * What a client thread runs: the connections of its share of the groups, for either run. The
 * jobs are plain data, so that they can be posted to a worker thread.
 */
import type { GameName } from '@tavolo/protocol';
import WebSocket from 'ws';
import { mapLimited } from './http.js';
import type { Tally } from './recorder.js';
import type { Result } from './result.js';

export const SEATS = 4;

export interface TavoloGroupJob {
  readonly table: string;
  /** By seat of the group: the guest's session cookie and its generator's seed. */
  readonly cookies: readonly string[];
  readonly seeds: readonly number[];
}

export interface TavoloJob {
  readonly kind: 'tavolo';
  /** Milliseconds a seat waits before it answers a prompt. */
  readonly thinkMs: number;
  /** The server's `http://host:port`. */
  readonly baseUrl: string;
  readonly game: GameName;
  readonly profile: string;
  readonly groups: readonly TavoloGroupJob[];
}

export interface EchoJob {
  readonly kind: 'echo';
  /** Milliseconds a member waits before it sends the group's next message. */
  readonly thinkMs: number;
  /** The echo server's `ws://host:port`. */
  readonly wsUrl: string;
  /** About the size of each message. */
  readonly messageBytes: number;
  /** The groups' names, which the echo server reads from the URL. */
  readonly groups: readonly string[];
}

export type ClientJob = TavoloJob | EchoJob;

export interface Clients {
  /** Opens every connection; the clients do not play yet. */
  readonly connect: () => Promise<Result<void>>;
  /** Every connection of every thread is open: play. */
  readonly play: () => void;
  readonly close: () => void;
}

/** Runs `act` after the think time: at once for 0, without a timer's turn of the event loop. */
export const afterThinking = (thinkMs: number, act: () => void): void => {
  if (thinkMs === 0) act();
  else setTimeout(act, thinkMs);
};

/** Connections opened at once: enough to be quick, not enough to overflow the accept queue. */
export const CONNECT_CONCURRENCY = 64;

/**
 * Opens a WebSocket that hands every text message to `onText` and counts it. Before `open`, a
 * failure is the answer; after it, a close the clients did not ask for is a `disconnected`.
 */
export const openSocket = (
  url: string,
  headers: Readonly<Record<string, string>>,
  tally: Tally,
  closing: () => boolean,
  onText: (text: string) => void,
): Promise<Result<WebSocket>> =>
  new Promise((resolve) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    ws.once('open', () => resolve({ ok: true, value: ws }));
    ws.on('error', (error) => resolve({ ok: false, error: `WebSocket ${url}: ${error.message}` }));
    ws.on('message', (data: Buffer) => {
      tally.received(data.length);
      onText(data.toString('utf8'));
    });
    ws.once('close', () => {
      if (!closing()) tally.error('disconnected');
    });
  });

/** Opens every socket, `open(i)` the i-th; on a failure closes those opened and answers it. */
export const openAll = async (
  count: number,
  open: (index: number) => Promise<Result<WebSocket>>,
): Promise<Result<WebSocket[]>> => {
  const opened = await mapLimited(Array.from({ length: count }), CONNECT_CONCURRENCY, (_, i) =>
    open(i),
  );
  const sockets: WebSocket[] = [];
  for (const socket of opened) if (socket.ok) sockets.push(socket.value);
  const failed = opened.find((socket) => !socket.ok);
  if (failed && !failed.ok) {
    for (const ws of sockets) ws.terminate();
    return failed;
  }
  return { ok: true, value: sockets };
};
