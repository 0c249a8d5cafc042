/**
 * What a client thread runs: the connections of its share of the groups, for either run. The
 * jobs are plain data, so that they can be posted to a worker thread.
 */
import type { GameName } from '@tavolo/protocol';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import WebSocket from 'ws';
import { mapLimited } from './http.js';
import type { Tally } from './recorder.js';
import type { Result } from './result.js';

export const SEATS = 4;

/** The clients' seeded random generators (one per connection). */
export type Generator = ReturnType<typeof xoroshiro128plus>;

export interface TavoloGroupJob {
  readonly table: string;
  /** By seat of the group: the guest's session cookie and its generator's seed. */
  readonly cookies: readonly string[];
  readonly seeds: readonly number[];
  /** By seat: the loopback address the guest connects from (`addresses.ts`); none: the system's. */
  readonly addresses?: readonly string[];
}

export interface TavoloJob {
  readonly kind: 'tavolo';
  /** Milliseconds a seat waits before it answers a prompt, on average (see `afterThinking`). */
  readonly thinkMs: number;
  /** The server's `http://host:port`. */
  readonly baseUrl: string;
  readonly game: GameName;
  readonly profile: string;
  readonly hands?: number | undefined;
  readonly groups: readonly TavoloGroupJob[];
}

export interface EchoJob {
  readonly kind: 'echo';
  /** Milliseconds a member waits before it sends the group's next message, on average. */
  readonly thinkMs: number;
  /** Seeds the members' think times (each member draws from its own generator). */
  readonly seed: number;
  /** The echo server's `ws://host:port`. */
  readonly wsUrl: string;
  /** About the size of each message. */
  readonly messageBytes: number;
  /** The groups' names, which the echo server reads from the URL. */
  readonly groups: readonly string[];
}

export interface AbuserJob {
  /** The abuser's own loopback address, for its seat and its requests. */
  readonly address: string;
  /** Another, for its spectators (which would otherwise take its seat's connections). */
  readonly spectatorAddress: string;
  readonly cookie: string;
  /** The Burraco table it sits at, with three bots. */
  readonly table: string;
}

export interface AbuseJob {
  readonly kind: 'abuse';
  /** The server's `http://host:port`. */
  readonly baseUrl: string;
  readonly abusers: readonly AbuserJob[];
  /** The honest tables, which the spectators watch. */
  readonly watch: readonly string[];
  /** The tables whose finished hands the requests ask for. */
  readonly replayTables: readonly string[];
  readonly messagesPerSecond: number;
  readonly spectatorsPerAbuser: number;
  readonly httpPerSecond: number;
  readonly seed: number;
}

export type ClientJob = TavoloJob | EchoJob | AbuseJob;

export interface Clients {
  /** Opens every connection; the clients do not play yet. */
  readonly connect: () => Promise<Result<void>>;
  /** Every connection of every thread is open: play. */
  readonly play: () => void;
  readonly close: () => void;
}

/** How far a think time strays from the mean, either way: a half of it. */
export const THINK_SPREAD = 0.5;

/**
 * Runs `act` after a think time: at once for 0, without a timer's turn of the event loop;
 * else after a time drawn uniformly from `thinkMs` ± `THINK_SPREAD` of it. The same wait for
 * everyone would keep the tables that started together acting in lockstep, every second on
 * the same few milliseconds, which measures the bursts rather than the server; people's
 * pauses differ, so the tables' moves spread over the second.
 */
export const afterThinking = (thinkMs: number, rng: Generator, act: () => void): void => {
  if (thinkMs === 0) return act();
  const low = Math.round(thinkMs * (1 - THINK_SPREAD));
  const high = Math.round(thinkMs * (1 + THINK_SPREAD));
  setTimeout(act, uniformInt(rng, low, high));
};

/** Connections opened at once: enough to be quick, not enough to overflow the accept queue. */
export const CONNECT_CONCURRENCY = 64;

/**
 * Opens a WebSocket that hands every text message to `onText` and counts it, from
 * `localAddress` if given, with the page's Origin as a browser sends it. Before `open`, a
 * failure is the answer; after it, a close the clients did not ask for is a `disconnected`.
 */
export const openSocket = (
  url: string,
  headers: Readonly<Record<string, string>>,
  tally: Tally,
  closing: () => boolean,
  onText: (text: string) => void,
  localAddress?: string,
): Promise<Result<WebSocket>> =>
  new Promise((resolve) => {
    const origin = new URL(url.replace(/^ws/, 'http')).origin;
    const ws = new WebSocket(url, {
      headers: { origin, ...headers },
      perMessageDeflate: false,
      ...(localAddress === undefined ? {} : { localAddress }),
    });
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
