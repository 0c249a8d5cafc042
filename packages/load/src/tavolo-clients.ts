/**
 * The Tavolo run's clients: four guests per table, each with its own WebSocket, playing whole
 * matches against the real server. A seat answers each prompt at the version it has reached
 * with an action drawn uniformly from the prompt's legal ones, after a think time (none by
 * default: the server is then the only pace of the game); when a match ends, its four
 * guests open a new table and play on, so the load stays the same for the whole run.
 *
 * The clients trust the server's messages: they parse the JSON and read a few fields (type,
 * versions, ids), with no schema validation, so that the load generator's work per message
 * stays far below the server's. Every connection checks that its versions are contiguous.
 */
import { performance } from 'node:perf_hooks';
import type { ClientMessage, ServerMessage } from '@tavolo/protocol';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type WebSocket from 'ws';
import {
  type Clients,
  type Generator,
  type TavoloJob,
  afterThinking,
  openAll,
  openSocket,
} from './clients.js';
import { openGroupTable } from './lobby.js';
import type { Tally } from './recorder.js';

interface Seat {
  readonly cookie: string;
  /** The loopback address the seat connects from, if its own. */
  readonly address: string | undefined;
  readonly rng: Generator;
  ws: WebSocket | undefined;
  /** The table whose snapshot the connection waits for; messages before it are the old table's. */
  awaiting: string | undefined;
  /** The version of the last event the connection has received. */
  version: number;
  /** The version of the last prompt answered: a prompt repeated at that version is not. */
  answered: number;
  /** A prompt received before play began, answered when it begins. */
  held: readonly unknown[] | undefined;
  nextId: number;
  /** Send times of the actions not acknowledged yet, by request id. */
  readonly sentAt: Map<string, number>;
}

interface Group {
  readonly seats: readonly Seat[];
  table: string;
  renewing: boolean;
}

export const tavoloClients = (job: TavoloJob, tally: Tally): Clients => {
  const wsUrl = `${job.baseUrl.replace(/^http/, 'ws')}/ws`;
  const groups: Group[] = job.groups.map((group) => ({
    table: group.table,
    renewing: false,
    seats: group.cookies.map((cookie, i) => ({
      cookie,
      address: group.addresses?.[i],
      rng: xoroshiro128plus(group.seeds[i] ?? i),
      ws: undefined,
      awaiting: group.table,
      version: 0,
      answered: -1,
      held: undefined,
      nextId: 1,
      sentAt: new Map(),
    })),
  }));
  /**
   * Tables wait until every connection is open: connecting thousands of clients to a server
   * already busy with the first tables' games would take minutes instead of seconds.
   */
  let playing = false;
  let closing = false;
  let sockets: WebSocket[] = [];

  const send = (ws: WebSocket, message: ClientMessage) => {
    const text = JSON.stringify(message);
    ws.send(text);
    tally.sent(Buffer.byteLength(text));
  };

  const act = (seat: Seat, legal: readonly unknown[]) => {
    if (!seat.ws || closing) return;
    if (legal.length === 0) return tally.error('no-legal-action');
    const id = String(seat.nextId);
    seat.nextId += 1;
    seat.sentAt.set(id, performance.now());
    // Trusted: one of the server's own legal actions, sent back as it came.
    const action = legal[uniformInt(seat.rng, 0, legal.length - 1)] as Extract<
      ClientMessage,
      { type: 'act' }
    >['action'];
    send(seat.ws, { type: 'act', id, action });
  };
  const play = (seat: Seat, legal: readonly unknown[]) =>
    afterThinking(job.thinkMs, seat.rng, () => act(seat, legal));

  /** The match is over: the same four guests sit at a new table and play on. */
  const renew = async (group: Group) => {
    group.renewing = true;
    tally.matchFinished();
    const cookies = group.seats.map((s) => s.cookie);
    const addresses = group.seats.map((s) => s.address);
    const table = await openGroupTable(
      job.baseUrl,
      cookies,
      job.game,
      { profile: job.profile, hands: job.hands },
      addresses,
    );
    if (!table.ok) return tally.error(table.error);
    group.table = table.value;
    group.renewing = false;
    for (const seat of group.seats) {
      seat.awaiting = table.value;
      if (seat.ws) send(seat.ws, { type: 'hello', table: table.value });
    }
  };

  const onMessage = (group: Group, seat: Seat, text: string) => {
    // Trusted: the server's own messages (the protocol's tests check their shape).
    const message = JSON.parse(text) as ServerMessage;
    switch (message.type) {
      case 'snapshot':
        if (seat.awaiting !== undefined && message.table !== seat.awaiting) return;
        if (message.seat === null) tally.error('not-seated');
        seat.awaiting = undefined;
        seat.version = message.version;
        seat.answered = -1;
        return;
      case 'messages':
        if (seat.awaiting !== undefined) return;
        for (const m of message.messages) {
          if (m.version !== seat.version + 1) tally.error('version-gap');
          seat.version = m.version;
        }
        return;
      case 'prompt':
        if (seat.awaiting !== undefined || message.version !== seat.version) return;
        // A seat that connects may be prompted twice at one version: by its attach and by the
        // move before it. A client answers a version once (a second answer would be refused).
        if (message.version === seat.answered) return tally.note('repeated-prompt');
        seat.answered = message.version;
        if (playing) return play(seat, message.legal);
        seat.held = message.legal;
        return;
      case 'ack': {
        const sentAt = seat.sentAt.get(message.id);
        if (sentAt === undefined) return tally.error('unexpected-ack');
        seat.sentAt.delete(message.id);
        return tally.acked(sentAt);
      }
      case 'error':
        if (message.id !== undefined) seat.sentAt.delete(message.id);
        return tally.error(message.code);
      case 'status':
        if (
          message.status.phase === 'over' &&
          message.status.table === group.table &&
          !group.renewing
        )
          void renew(group);
        return;
    }
  };

  const pairs = groups.flatMap((group) => group.seats.map((seat) => ({ group, seat })));
  return {
    connect: async () => {
      const opened = await openAll(pairs.length, async (i) => {
        const { group, seat } = pairs[i] as (typeof pairs)[number];
        const ws = await openSocket(
          wsUrl,
          { cookie: seat.cookie },
          tally,
          () => closing,
          (text) => onMessage(group, seat, text),
          seat.address,
        );
        if (ws.ok) {
          seat.ws = ws.value;
          send(ws.value, { type: 'hello', table: group.table });
        }
        return ws;
      });
      if (!opened.ok) return opened;
      sockets = opened.value;
      return { ok: true, value: undefined };
    },
    play: () => {
      playing = true;
      for (const { seat } of pairs) {
        if (seat.held) play(seat, seat.held);
        seat.held = undefined;
      }
    },
    close: () => {
      closing = true;
      for (const ws of sockets) ws.terminate();
    },
  };
};
