/**
 * The echo run: the same groups of four connections as the Tavolo run, against the bare echo
 * server, with the game's concurrency. In a game only the seat on turn sends, so each group
 * has one message in flight: here the four members take turns, each sending its message when
 * it receives the echo of the previous member's. The sender times its message to its own
 * echo: that round trip is the echo's "action". Clients parse every message they receive, as
 * the game's clients do, and check that the group's sequence numbers arrive without a gap.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { mapLimited } from './http.js';
import { type RunFigures, measureWindow } from './measure.js';
import { readProcessFigures } from './prometheus.js';
import { createRecorder } from './recorder.js';
import type { Result } from './result.js';
import { SEATS } from './tavolo-run.js';

export interface EchoRunOptions {
  /** The echo server's `ws://host:port`. */
  readonly wsUrl: string;
  readonly tables: number;
  /** About the size of each message (the game's mean message size). */
  readonly messageBytes: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly progress?: (line: string) => void;
}

interface EchoMessage {
  readonly from: number;
  readonly seq: number;
}

interface Member {
  readonly index: number;
  ws: WebSocket | undefined;
  /** The group's last sequence number this member has received. */
  seen: number;
  sentAt: number;
}

const CONNECT_CONCURRENCY = 64;

/** Padding that brings a message of sequence numbers of about six digits to `bytes`. */
export const padding = (bytes: number): string => {
  const bare = JSON.stringify({ type: 'echo', from: 0, seq: 100_000, pad: '' }).length;
  return 'x'.repeat(Math.max(0, bytes - bare));
};

export const runEcho = async (options: EchoRunOptions): Promise<Result<RunFigures>> => {
  const { progress = () => undefined } = options;
  const recorder = createRecorder();
  const baseUrl = options.wsUrl.replace(/^ws/, 'http');
  const before = await readProcessFigures(baseUrl);
  if (!before.ok) return before;
  const pad = padding(options.messageBytes);

  const sendNext = (member: Member, seq: number) => {
    if (!member.ws) return;
    const text = JSON.stringify({ type: 'echo', from: member.index, seq, pad });
    member.sentAt = performance.now();
    member.ws.send(text);
    recorder.sent(text.length);
  };

  const onMessage = (member: Member, text: string) => {
    // Trusted: the load tool's own messages, echoed.
    const message = JSON.parse(text) as EchoMessage;
    if (message.seq !== member.seen + 1) recorder.error('sequence-gap');
    member.seen = message.seq;
    if (message.from === member.index) recorder.acked(member.sentAt);
    // The group is one sequence: the member after the sender goes on.
    if ((message.from + 1) % SEATS === member.index) sendNext(member, message.seq + 1);
  };

  let closing = false;
  const connect = (group: number, member: Member) =>
    new Promise<Result<WebSocket>>((resolve) => {
      const ws = new WebSocket(`${options.wsUrl}/?group=${group}`, { perMessageDeflate: false });
      ws.once('open', () => {
        member.ws = ws;
        resolve({ ok: true, value: ws });
      });
      ws.on('error', (error) => resolve({ ok: false, error: `WebSocket: ${error.message}` }));
      ws.on('message', (data: Buffer) => {
        recorder.received(data.length);
        onMessage(member, data.toString('utf8'));
      });
      ws.once('close', () => {
        if (!closing) recorder.error('disconnected');
      });
    });

  const count = options.tables * SEATS;
  progress(`${count} echo connections`);
  const groups = Array.from({ length: options.tables }, () =>
    Array.from({ length: SEATS }, (_, index): Member => ({
      index,
      ws: undefined,
      seen: 0,
      sentAt: 0,
    })),
  );
  const pairs = groups.flatMap((members, group) => members.map((member) => ({ group, member })));
  const connected = await mapLimited(pairs, CONNECT_CONCURRENCY, ({ group, member }) =>
    connect(group, member),
  );
  const sockets: WebSocket[] = [];
  for (const socket of connected) {
    if (!socket.ok) {
      closing = true;
      for (const ws of sockets) ws.terminate();
      return socket;
    }
    sockets.push(socket.value);
  }
  for (const members of groups) if (members[0]) sendNext(members[0], 1);

  progress(
    `echo: ${options.warmupSeconds} s of warm-up, then ${options.durationSeconds} s measured`,
  );
  const server = await measureWindow(recorder, baseUrl, before.value, count, options);
  closing = true;
  for (const ws of sockets) ws.terminate();
  if (!server.ok) return server;
  return {
    ok: true,
    value: {
      connections: count,
      window: recorder.stats(),
      errors: recorder.errors(),
      notes: recorder.notes(),
      server: server.value,
    },
  };
};
