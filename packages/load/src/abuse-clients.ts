/**
 * The abuse run's abusers, in a client thread of their own: each, from a loopback address of
 * its own, seated at a Burraco table of its own (with three bots), sends a hostile message
 * (`abuse-messages.ts`) at a steady rate and, between two, the clean action it was offered, so
 * that its match goes on and its hands finish, and asks for the finished hands' replays,
 * proofs and verifications without logging in. From a second address, each keeps anonymous
 * spectators open on the honest tables (each spectator tries one `act` too).
 *
 * Everything is counted as a note of the thread's tally, named `<what> <kind> <outcome>`
 * (`abuse-report.ts` reads them back): what was sent, how the server answered, which
 * connections it refused or closed, which requests it answered with which status.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import WebSocket from 'ws';
import {
  type Action,
  HOSTILE_KINDS,
  hostileId,
  hostileMessage,
  kindOfId,
} from './abuse-messages.js';
import type { AbuseJob, AbuserJob, Clients } from './clients.js';
import { getText } from './http.js';
import { openGroupTable } from './lobby.js';
import type { Tally } from './recorder.js';

/** Requests of one abuser waiting for their answer, past which it skips its turn. */
const HTTP_IN_FLIGHT = 32;
/** How often the spectators closed or refused are tried again, and how many at a time. */
const SPECTATOR_TOP_UP_MS = 5000;
const SPECTATOR_TOP_UP = 50;
const RECONNECT_MS = 1000;
/** Messages longer than this are views and snapshots, not answers: not parsed. */
const ANSWER_BYTES = 1024;

interface ServerAnswer {
  readonly type: string;
  readonly id?: string;
  readonly code?: string;
  readonly seat?: number | null;
  readonly table?: string;
  readonly version?: number;
  readonly legal?: readonly Action[];
  readonly messages?: readonly { readonly version: number }[];
  readonly status?: { readonly phase: string; readonly table: string };
}

interface Abuser {
  readonly job: AbuserJob;
  table: string;
  ws: WebSocket | undefined;
  seat: number | undefined;
  version: number;
  /** The clean action offered at the current version, not played yet. */
  offered: Action | undefined;
  sent: number;
  turn: number;
  renewing: boolean;
}

export const abuseClients = (job: AbuseJob, tally: Tally): Clients => {
  const wsUrl = `${job.baseUrl.replace(/^http/, 'ws')}/ws`;
  const origin = job.baseUrl;
  const rng = xoroshiro128plus(job.seed);
  const pick = <T>(items: readonly T[]): T | undefined =>
    items.length === 0 ? undefined : items[uniformInt(rng, 0, items.length - 1)];
  const note = (what: string) => tally.note(what);
  let closing = false;
  const timers: NodeJS.Timeout[] = [];
  const sockets = new Set<WebSocket>();

  const open = (
    address: string,
    headers: Record<string, string>,
    what: string,
    onOpen: (ws: WebSocket) => void,
    onText: (text: string, ws: WebSocket) => void,
    onClose: () => void,
  ) => {
    const ws = new WebSocket(wsUrl, {
      headers: { origin, ...headers },
      perMessageDeflate: false,
      localAddress: address,
    });
    sockets.add(ws);
    let opened = false;
    let refused = false;
    ws.on('unexpected-response', (_request, response) => {
      refused = true;
      note(`${what} refused ${response.statusCode ?? 0}`);
      ws.terminate();
    });
    ws.on('error', (error) => {
      if (!opened && !refused) note(`${what} failed ${error.message.replace(/\s+/g, '-')}`);
    });
    ws.once('open', () => {
      opened = true;
      note(`${what} open`);
      onOpen(ws);
    });
    ws.on('message', (data: Buffer) => {
      tally.received(data.length);
      // Views and batches are only counted; answers, prompts and snapshots are read.
      const head = data.subarray(0, 20).toString('latin1');
      if (what === 'seated' || data.length <= ANSWER_BYTES || head.startsWith('{"type":"snapshot"'))
        onText(data.toString('utf8'), ws);
    });
    ws.once('close', (code) => {
      sockets.delete(ws);
      if (opened && !closing) note(`${what} closed ${code}`);
      onClose();
    });
  };

  /** Counts the server's answer to a seat's act, by the kind its id names. */
  const answered = (message: ServerAnswer) => {
    const kind = kindOfId(message.id) ?? 'unattributed';
    note(`seated ${kind} ${message.type === 'ack' ? 'ack' : (message.code ?? 'error')}`);
  };

  const abusers: Abuser[] = job.abusers.map((a) => ({
    job: a,
    table: a.table,
    ws: undefined,
    seat: undefined,
    version: 0,
    offered: undefined,
    sent: 0,
    turn: 0,
    renewing: false,
  }));

  const renew = async (abuser: Abuser) => {
    abuser.renewing = true;
    const { cookie, address } = abuser.job;
    const table = await openGroupTable(
      job.baseUrl,
      [cookie],
      'burraco',
      { profile: 'champion' },
      [address],
      3,
    );
    abuser.renewing = false;
    if (!table.ok) return note(`table renew-failed ${table.error.replace(/\s+/g, '-')}`);
    note('table renewed');
    abuser.table = table.value;
    abuser.seat = undefined;
    abuser.ws?.send(JSON.stringify({ type: 'hello', table: table.value }));
  };

  const onSeated = (abuser: Abuser, text: string) => {
    let message: ServerAnswer;
    try {
      message = JSON.parse(text) as ServerAnswer;
    } catch {
      return note('seated unreadable');
    }
    switch (message.type) {
      case 'snapshot':
        if (message.table !== abuser.table) return;
        abuser.seat = message.seat ?? undefined;
        abuser.version = message.version ?? 0;
        abuser.offered = undefined;
        return;
      case 'messages':
        for (const m of message.messages ?? []) abuser.version = m.version;
        abuser.offered = undefined;
        return;
      case 'prompt':
        if (message.version === abuser.version) abuser.offered = pick(message.legal ?? []);
        return;
      case 'ack':
      case 'error':
        return answered(message);
      case 'status':
        if (message.status?.phase === 'over' && message.status.table === abuser.table) {
          if (!abuser.renewing) void renew(abuser);
        }
        return;
    }
  };

  const connectSeated = (abuser: Abuser) =>
    new Promise<void>((resolve) => {
      open(
        abuser.job.address,
        { cookie: abuser.job.cookie },
        'seated',
        (ws) => {
          abuser.ws = ws;
          ws.send(JSON.stringify({ type: 'hello', table: abuser.table }));
          resolve();
        },
        (text) => onSeated(abuser, text),
        () => {
          abuser.ws = undefined;
          abuser.seat = undefined;
          resolve();
          if (closing) return;
          const timer = setTimeout(() => void connectSeated(abuser), RECONNECT_MS);
          timers.push(timer);
        },
      );
    });

  /** One hostile message, or the clean action offered, in turn. */
  const tick = (abuser: Abuser) => {
    const { ws, seat } = abuser;
    if (!ws || ws.readyState !== WebSocket.OPEN || seat === undefined) return;
    abuser.turn += 1;
    abuser.sent += 1;
    const offered = abuser.offered;
    if (abuser.turn % 2 === 0 && offered) {
      abuser.offered = undefined;
      note('seated clean sent');
      return ws.send(
        JSON.stringify({ type: 'act', id: hostileId('clean', abuser.sent), action: offered }),
      );
    }
    const kind = HOSTILE_KINDS[Math.floor(abuser.turn / 2) % HOSTILE_KINDS.length] ?? 'deep';
    note(`seated ${kind} sent`);
    ws.send(hostileMessage(kind, abuser.sent, seat, offered));
  };

  // Spectators: anonymous, from the abusers' addresses, on the honest tables.
  const spectators = new Map<string, number>();
  let watched = 0;
  const openSpectator = (address: string) => {
    spectators.set(address, (spectators.get(address) ?? 0) + 1);
    note('spectator attempt');
    const n = watched;
    watched += 1;
    const table = job.watch[n % job.watch.length] ?? '';
    let acted = false;
    open(
      address,
      {},
      'spectator',
      (ws) => ws.send(JSON.stringify({ type: 'hello', table, watch: true })),
      (text, ws) => {
        let message: ServerAnswer;
        try {
          message = JSON.parse(text) as ServerAnswer;
        } catch {
          return;
        }
        if (message.type === 'ack') note('spectator answer ack');
        if (message.type === 'error') note(`spectator answer ${message.code ?? 'error'}`);
        if (message.type === 'snapshot' && !acted) {
          // A spectator's act at an honest table: the server must refuse it.
          acted = true;
          note('spectator act sent');
          const action = { type: 'draw', seat: 0 };
          ws.send(JSON.stringify({ type: 'act', id: `spectator.${n}`, action }));
        }
      },
      () => spectators.set(address, (spectators.get(address) ?? 1) - 1),
    );
  };

  const topUp = () => {
    if (job.watch.length === 0) return;
    for (const { spectatorAddress: address } of job.abusers) {
      const missing = job.spectatorsPerAbuser - (spectators.get(address) ?? 0);
      for (let i = 0; i < Math.min(missing, SPECTATOR_TOP_UP); i += 1) openSpectator(address);
    }
  };

  // Requests for finished hands, without a session.
  const hands = new Map<string, readonly number[]>();
  const inFlight = new Map<string, number>();
  let asked = -1;
  const ROUTES = ['replay', 'replay?format=text', 'proof', 'verification'] as const;
  /**
   * Four requests in five ask for a finished hand of a table known to have some (the costly
   * ones); the fifth asks the next table in turn which hands it has finished.
   */
  const request = async (address: string) => {
    if ((inFlight.get(address) ?? 0) >= HTTP_IN_FLIGHT) return note('http skipped');
    asked += 1;
    const finished = [...hands].filter(([, numbers]) => numbers.length > 0);
    const known = asked % 5 === 0 ? undefined : pick(finished);
    const table = known?.[0] ?? job.replayTables[Math.floor(asked / 5) % job.replayTables.length];
    if (table === undefined) return;
    const hand = known === undefined ? undefined : pick(known[1]);
    const route = hand === undefined ? 'hands' : (pick(ROUTES) ?? 'proof');
    const path =
      route === 'hands'
        ? `/api/tables/${table}/hands`
        : `/api/tables/${table}/hands/${hand}/${route}`;
    inFlight.set(address, (inFlight.get(address) ?? 0) + 1);
    const answer = await getText(`${job.baseUrl}${path}`, { localAddress: address });
    inFlight.set(address, (inFlight.get(address) ?? 1) - 1);
    const label = route.replace('?format=text', '-text');
    if (!answer.ok) return note(`http ${label} failed`);
    note(`http ${label} ${answer.value.status}`);
    if (route === 'hands' && answer.value.status === 200) {
      try {
        hands.set(table, JSON.parse(answer.value.text) as number[]);
      } catch {
        note('http hands unreadable');
      }
    }
  };

  return {
    connect: async () => {
      await Promise.all(abusers.map(connectSeated));
      return { ok: true, value: undefined };
    },
    play: () => {
      if (job.messagesPerSecond > 0)
        for (const abuser of abusers)
          timers.push(setInterval(() => tick(abuser), 1000 / job.messagesPerSecond));
      if (job.spectatorsPerAbuser > 0) {
        topUp();
        timers.push(setInterval(topUp, SPECTATOR_TOP_UP_MS));
      }
      if (job.httpPerSecond > 0 && job.replayTables.length > 0)
        for (const { address } of job.abusers)
          timers.push(setInterval(() => void request(address), 1000 / job.httpPerSecond));
    },
    close: () => {
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      for (const ws of sockets) ws.terminate();
    },
  };
};
