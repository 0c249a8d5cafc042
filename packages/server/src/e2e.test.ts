/**
 * The server end to end, over real HTTP and real WebSockets on loopback, through the typed
 * client the web client uses, on SQLite and on this machine's PostgreSQL: whole matches with
 * people and bots, a spectator, reconnection, a bot taking over a seat and handing it back,
 * clocks that run out, and the verifiable shuffle. (`crash.test.ts` kills the process.)
 */
import {
  type HttpClient,
  type TableConnection,
  type TableState,
  connectTable,
  createHttpClient,
} from '@tavolo/client';
import type { CreateTableInput, TableSummary } from '@tavolo/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Dialect, type TestServer, startTestServer, tcpProxy } from './test-server.js';

const WAIT = { timeoutMs: 60_000 };
const FAST_RECONNECT = { minDelayMs: 10, maxDelayMs: 100 };

interface Typed {
  readonly type: string;
  readonly seat?: number;
  readonly hand?: number;
}

const eventsOf = (state: TableState): Typed[] =>
  state.events.flatMap((m) => (m.hidden ? [] : [m.event as Typed]));

/** A person: an account with its HTTP client. */
const person = async (test: TestServer, name: string): Promise<HttpClient> => {
  const http = createHttpClient({ baseUrl: test.server.url });
  const made = await http.guest(name);
  if (!made.ok) throw new Error(`guest ${name}: ${made.error.message}`);
  return http;
};

const connect = (
  test: TestServer,
  http: HttpClient,
  table: string,
  watch = false,
): TableConnection =>
  connectTable({
    url: test.server.url,
    table,
    watch,
    cookie: http.cookie(),
    WebSocket: WebSocket as never,
    reconnect: FAST_RECONNECT,
  });

/** A person puts cards down when they can: otherwise hands of random play last very long. */
const EAGER = new Set(['open', 'meld', 'lay-off', 'replace-joker']);

/**
 * Plays the seat like a hasty person: at each prompt, a meld or a lay-off when there is one,
 * else any legal action, chosen by a small seeded generator. Returns a stop function.
 */
const autoplay = (connection: TableConnection, seed: number): (() => void) => {
  let state = seed;
  let acting = -1;
  const pick = (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
  const maybeAct = (current: TableState) => {
    if (current.legal.length === 0 || acting === current.version) return;
    acting = current.version;
    const eager = current.legal.filter((a) => EAGER.has((a as Typed).type));
    const options = eager.length > 0 ? eager : current.legal;
    void connection.act(options[pick(options.length)]).then((answer) => {
      // Refused or lost: try again at the next update.
      if (!answer.ok) acting = -1;
    });
  };
  const stop = connection.subscribe((update) => maybeAct(update.state));
  maybeAct(connection.state);
  return stop;
};

const created = (answer: { ok: boolean; value?: TableSummary; error?: { message: string } }) => {
  if (!answer.ok || !answer.value) throw new Error(`refused: ${answer.error?.message}`);
  return answer.value;
};

const contiguous = (state: TableState) =>
  state.events.every((m, i) => i === 0 || m.version === (state.events[i - 1]?.version ?? 0) + 1);

describe.each<Dialect>(['sqlite', 'postgres'])('the game server end to end on %s', (dialect) => {
  let test: TestServer;

  beforeAll(async () => {
    // The clocks' tests run out limits shorter than a table may have (5 s, 60 s for a chess clock).
    test = await startTestServer(dialect, {
      timeControlMinimums: { turnSeconds: 0.1, chessClockSeconds: 0.1 },
    });
  });
  afterAll(async () => {
    await test?.stop();
  });

  const table = async (owner: HttpClient, request: CreateTableInput) =>
    created(await owner.createTable(request));

  it('plays a full Scala 40 match (S40-CdG art. 5: 5 hands) with two people and two bots, watched by a spectator', async () => {
    const anna = await person(test, `Anna-${dialect}`);
    const bruno = await person(test, `Bruno-${dialect}`);
    const viewer = await person(test, `Vera-${dialect}`);
    const summary = await table(anna, {
      game: 'scala40',
      profile: 'fisca-gara',
      seats: [
        { kind: 'human' },
        { kind: 'bot', bot: 'greedy' },
        { kind: 'human' },
        { kind: 'bot', bot: 'random' },
      ],
    });
    created(await anna.join(summary.id));
    const spectator = connect(test, viewer, summary.id, true);
    const started = created(await bruno.join(summary.id));
    // Started, and paused until a person connects: no clock runs for an empty table.
    expect(started.phase).toBe('paused');
    const a = connect(test, anna, summary.id);
    const b = connect(test, bruno, summary.id);
    const stops = [autoplay(a, 1), autoplay(b, 2)];
    const over = await spectator.waitFor((s) => s.status?.phase === 'over', { timeoutMs: 300_000 });
    stops.forEach((stop) => stop());
    expect(over.ok).toBe(true);
    const events = eventsOf(spectator.state);
    const final = spectator.state.view as { status: string; results: readonly unknown[] };
    expect(final.status).toBe('over');
    expect(final.results).toHaveLength(5);
    expect(events.at(-1)?.type).toBe('match-ended');
    // The spectator saw every card put on the table, never a hand: each deal was a placeholder.
    expect(events.some((e) => e.type === 'dealt')).toBe(false);
    expect((spectator.state.view as { hand: { cards: unknown } }).hand.cards).toBe(null);
    for (const c of [a, b, spectator]) expect(contiguous(c.state)).toBe(true);
    // Both players' own deals reached them, and only their own.
    for (const [c, seat] of [
      [a, a.state.seat],
      [b, b.state.seat],
    ] as const) {
      const dealt = eventsOf(c.state).filter((e) => e.type === 'dealt');
      expect(dealt.length).toBeGreaterThan(0);
      expect(dealt.every((e) => e.seat === seat)).toBe(true);
    }
    // History: the match is in each player's list of games.
    const games = await anna.myGames();
    expect(games.ok && games.value.find((g) => g.table === summary.id)?.phase).toBe('over');
    for (const c of [a, b, spectator]) c.close();
  }, 600_000);

  it('plays a full Burraco hand (BUR-CH) with a person and three bots, then verifies its shuffle', async () => {
    const carla = await person(test, `Carla-${dialect}`);
    const quick = created(await carla.quickPlay({ game: 'burraco', players: 4 }));
    expect(quick.phase).toBe('paused');
    const c = connect(test, carla, quick.id);
    const stop = autoplay(c, 3);
    const ended = await c.waitFor((s) => eventsOf(s).some((e) => e.type === 'hand-ended'), {
      timeoutMs: 300_000,
    });
    stop();
    expect(ended.ok).toBe(true);
    // The commitment of hand 1 was out before its deal, its secret after the hand.
    const fairness = c.state.status?.hands.find((h) => h.hand === 1);
    expect(fairness?.commitment).toMatch(/^[0-9a-f]{64}$/);
    await c.waitFor((s) => s.status?.hands.find((h) => h.hand === 1)?.secret !== undefined, WAIT);
    const verification = await carla.verification(quick.id, 1);
    expect(verification.ok && verification.value).toMatchObject({ ok: true, problems: [] });
    const replay = await carla.replay(quick.id, 1);
    expect(replay.ok).toBe(true);
    if (replay.ok) {
      // LAW 66: once the hand is over, every card is shown, the deals of all four seats too.
      const deals = replay.value.steps.filter((s) => (s.event as Typed).type === 'dealt');
      expect(deals).toHaveLength(4);
      expect(replay.value.steps.at(-1)?.text.length).toBeGreaterThan(0);
    }
    const text = await carla.replayText(quick.id, 1);
    expect(text.ok && text.value).toContain('Carla');
    // Hand 2 is being played: it cannot be replayed or revealed yet.
    const early = await carla.replay(quick.id, 2);
    expect(early.ok ? 'replayed' : early.error.code).toBe('hand-not-finished');
    c.close();
  }, 600_000);

  it('resumes a dropped connection with the events it missed', async () => {
    const dario = await person(test, `Dario-${dialect}`);
    const elena = await person(test, `Elena-${dialect}`);
    const summary = await table(dario, {
      game: 'scala40',
      profile: 'fisca-gara',
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
      graceSeconds: 600,
    });
    created(await dario.join(summary.id));
    created(await elena.join(summary.id));
    const proxy = await tcpProxy(test.server.port);
    const d = connectTable({
      url: `http://127.0.0.1:${proxy.port}`,
      table: summary.id,
      cookie: dario.cookie(),
      WebSocket: WebSocket as never,
      reconnect: FAST_RECONNECT,
    });
    const e = connect(test, elena, summary.id);
    const stopE = autoplay(e, 5);
    const stopD = autoplay(d, 4);
    await d.waitFor((s) => s.version > 30, WAIT);
    const turnOf = (state: TableState) =>
      (state.view as { hand: { turn: { seat: number } } }).hand.turn.seat;
    // Elena stops at her turn; then the network drops Dario's connection.
    stopE();
    const elenasTurn = await e.waitFor((s) => s.legal.length > 0, WAIT);
    expect(elenasTurn.ok).toBe(true);
    stopD();
    const dariosSeat = d.state.seat;
    let sawDrop = false;
    const unsubscribe = d.subscribe((u) => {
      if (u.type === 'connection' && !u.connected) sawDrop = true;
    });
    proxy.cut();
    await d.waitFor((s) => !s.connected, WAIT);
    const missedFrom = d.state.version;
    // Elena and the bot play on until the table waits for Dario: events he misses.
    const stopE2 = autoplay(e, 6);
    const waiting = await e.waitFor(
      (s) => s.version > missedFrom && turnOf(s) === dariosSeat,
      WAIT,
    );
    expect(waiting.ok).toBe(true);
    stopE2();
    const missed = e.state.version - missedFrom;
    expect(missed).toBeGreaterThan(0);
    // Back: the client resumes at its version and receives exactly what it missed.
    proxy.allow();
    const resumed = await d.waitFor((s) => s.connected && s.version === e.state.version, WAIT);
    expect(resumed.ok).toBe(true);
    expect(sawDrop).toBe(true);
    expect(contiguous(d.state)).toBe(true);
    // Resumed with the missed events, not a snapshot: every version from before the drop on.
    expect(d.state.events.filter((m) => m.version > missedFrom)).toHaveLength(missed);
    // And asked to play: it is his turn.
    expect((await d.waitFor((s) => s.legal.length > 0, WAIT)).ok).toBe(true);
    unsubscribe();
    d.close();
    e.close();
    await proxy.close();
  });

  it('BUR-CH art. 47: a bot takes the seat of a player who does not come back in time, and hands it back', async () => {
    const fabio = await person(test, `Fabio-${dialect}`);
    const gina = await person(test, `Gina-${dialect}`);
    const summary = await table(fabio, {
      game: 'burraco',
      profile: 'champion',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      graceSeconds: 0.3,
    });
    created(await fabio.join(summary.id));
    created(await gina.join(summary.id));
    const f = connect(test, fabio, summary.id);
    const g = connect(test, gina, summary.id);
    const stopG = autoplay(g, 7);
    await f.waitFor((s) => s.version > 0 && s.seat !== null, WAIT);
    const seat = f.state.seat as number;
    f.close();
    // After the grace period the seat is the bot's, and the match goes on without Fabio.
    const takenOver = await g.waitFor((s) => s.status?.seats[seat]?.controller === 'bot', WAIT);
    expect(takenOver.ok).toBe(true);
    const at = g.state.version;
    await g.waitFor((s) => s.version > at + 6, WAIT);
    const games = await fabio.myGames();
    expect(games.ok && games.value.find((x) => x.table === summary.id)?.abandoned).toBe(true);
    // Fabio comes back: the seat is his again, and he is asked to play when his turn comes.
    const back = connect(test, fabio, summary.id);
    const handedBack = await g.waitFor((s) => s.status?.seats[seat]?.controller === 'human', WAIT);
    expect(handedBack.ok).toBe(true);
    const prompted = await back.waitFor((s) => s.legal.length > 0, WAIT);
    expect(prompted.ok).toBe(true);
    stopG();
    back.close();
    g.close();
  });

  it('BUR-CH art. 46: a choice not made in time is a forced draw from the stock and a discard of the card drawn', async () => {
    const ivo = await person(test, `Ivo-${dialect}`);
    const summary = await table(ivo, {
      game: 'burraco',
      profile: 'champion',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
      timeControl: { kind: 'per-turn', choiceSeconds: 0.4, turnSeconds: 0.4, graceSeconds: 0.2 },
    });
    created(await ivo.join(summary.id));
    const i = connect(test, ivo, summary.id);
    await i.waitFor((s) => s.version > 0 && s.seat !== null, WAIT);
    const seat = i.state.seat as number;
    // Ivo never plays. When his turn comes the deadline is published; then the server plays.
    const deadline = await i.waitFor((s) => s.status?.deadline?.seat === seat, WAIT);
    expect(deadline.ok && deadline.value.status?.deadline?.phase).toBe('choice');
    const forced = await i.waitFor(
      (s) => eventsOf(s).some((e) => e.type === 'discarded' && e.seat === seat),
      WAIT,
    );
    expect(forced.ok).toBe(true);
    const mine = eventsOf(i.state).filter((e) => e.seat === seat);
    const drew = mine.findIndex((e) => e.type === 'drew-card');
    const discarded = mine.findIndex((e) => e.type === 'discarded');
    expect(drew).toBeGreaterThanOrEqual(0);
    expect(discarded).toBe(drew + 1);
    const card = (mine[drew] as { card?: number }).card;
    expect((mine[discarded] as { card?: number }).card).toBe(card);
    i.close();
  });

  it('BUR-CH art. 46: a line whose chess clock runs out loses 100 points for the hand', async () => {
    const olga = await person(test, `Olga-${dialect}`);
    const summary = await table(olga, {
      game: 'burraco',
      profile: 'champion',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
      timeControl: {
        kind: 'per-turn',
        choiceSeconds: 600,
        turnSeconds: 600,
        graceSeconds: 5,
        chessClockSeconds: 0.5,
      },
    });
    created(await olga.join(summary.id));
    const o = connect(test, olga, summary.id);
    await o.waitFor((s) => s.version > 0 && s.seat !== null, WAIT);
    const seat = o.state.seat as number;
    // Olga thinks for ever: her line's clock runs out long before her turn limit.
    const expired = await o.waitFor(
      (s) => eventsOf(s).some((e) => e.type === 'clock-expired'),
      WAIT,
    );
    expect(expired.ok).toBe(true);
    const event = eventsOf(o.state).find((e) => e.type === 'clock-expired') as Typed & {
      side?: number;
      penalty?: number;
    };
    // At two players each player is a line: Olga's side is her seat's.
    expect(event).toMatchObject({ side: seat % 2, penalty: 100 });
    expect(o.state.status?.chessClock?.[seat % 2]).toBe(0);
    o.close();
  });

  it('pauses a table whose every person has gone, and goes on when one comes back', async () => {
    const luca = await person(test, `Luca-${dialect}`);
    const quick = created(await luca.quickPlay({ game: 'scala40', players: 3 }));
    const l = connect(test, luca, quick.id);
    await l.waitFor((s) => s.status?.phase === 'playing', WAIT);
    l.close();
    const watcher = connect(test, luca, quick.id, true);
    const paused = await watcher.waitFor((s) => s.status?.phase === 'paused', WAIT);
    expect(paused.ok).toBe(true);
    const frozen = watcher.state.version;
    // Nothing moves while the table is paused, not even the bots, which here play without delay.
    // (Checked before Luca returns: once he is back the bots may move at once, and the watcher
    // can hear of it before Luca's own connection hears that the table plays again.)
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(watcher.state.version).toBe(frozen);
    expect(watcher.state.status?.phase).toBe('paused');
    const back = connect(test, luca, quick.id);
    const playing = await back.waitFor((s) => s.status?.phase === 'playing', WAIT);
    expect(playing.ok).toBe(true);
    const resumed = await watcher.waitFor((s) => s.status?.phase === 'playing', WAIT);
    expect(resumed.ok).toBe(true);
    back.close();
    watcher.close();
  });
});
