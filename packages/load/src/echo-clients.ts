/**
 * The echo run's clients: the same groups of four connections as the Tavolo run, against the
 * bare echo server, with the game's concurrency. In a game only the seat on turn sends, so a
 * group has one message in flight: here the four members take turns, each sending its message
 * when it receives the echo of the previous member's (after a think time drawn as a seat's is).
 * The sender times its message to its own echo: that round trip is the echo's "action". Clients parse every message they receive, as
 * the game's clients do, and check that the group's sequence numbers arrive without a gap.
 */
import { performance } from 'node:perf_hooks';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type WebSocket from 'ws';
import {
  type Clients,
  type EchoJob,
  type Generator,
  SEATS,
  afterThinking,
  openAll,
  openSocket,
} from './clients.js';
import type { Tally } from './recorder.js';

interface EchoMessage {
  readonly from: number;
  readonly seq: number;
}

interface Member {
  readonly index: number;
  readonly group: string;
  /** Draws the think times. */
  readonly rng: Generator;
  ws: WebSocket | undefined;
  /** The group's last sequence number this member has received. */
  seen: number;
  sentAt: number;
}

/** Padding that brings a message of sequence numbers of about six digits to `bytes`. */
export const padding = (bytes: number): string => {
  const bare = JSON.stringify({ type: 'echo', from: 0, seq: 100_000, pad: '' }).length;
  return 'x'.repeat(Math.max(0, bytes - bare));
};

export const echoClients = (job: EchoJob, tally: Tally): Clients => {
  const pad = padding(job.messageBytes);
  const members: Member[] = job.groups.flatMap((group, g) =>
    Array.from({ length: SEATS }, (_, index) => ({
      index,
      group,
      rng: xoroshiro128plus(job.seed + g * SEATS + index),
      ws: undefined,
      seen: 0,
      sentAt: 0,
    })),
  );
  let closing = false;
  let sockets: WebSocket[] = [];

  const sendNext = (member: Member, seq: number) => {
    if (!member.ws || closing) return;
    const text = JSON.stringify({ type: 'echo', from: member.index, seq, pad });
    member.sentAt = performance.now();
    member.ws.send(text);
    tally.sent(text.length);
  };

  const onMessage = (member: Member, text: string) => {
    // Trusted: the load tool's own messages, echoed.
    const message = JSON.parse(text) as EchoMessage;
    if (message.seq !== member.seen + 1) tally.error('sequence-gap');
    member.seen = message.seq;
    if (message.from === member.index) tally.acked(member.sentAt);
    // The group is one sequence: the member after the sender goes on.
    if ((message.from + 1) % SEATS === member.index)
      afterThinking(job.thinkMs, member.rng, () => sendNext(member, message.seq + 1));
  };

  return {
    connect: async () => {
      const opened = await openAll(members.length, async (i) => {
        const member = members[i] as Member;
        const url = `${job.wsUrl}/?group=${encodeURIComponent(member.group)}`;
        const ws = await openSocket(
          url,
          {},
          tally,
          () => closing,
          (text) => onMessage(member, text),
        );
        if (ws.ok) member.ws = ws.value;
        return ws;
      });
      if (!opened.ok) return opened;
      sockets = opened.value;
      return { ok: true, value: undefined };
    },
    play: () => {
      for (const member of members) if (member.index === 0) sendNext(member, 1);
    },
    close: () => {
      closing = true;
      for (const ws of sockets) ws.terminate();
    },
  };
};
