/**
 * Coming back to a live table: a connection that starts in the middle of a hand (a reload,
 * another device) gets the hand's moves from its deal, as its viewer may see them and no more;
 * a count once closed stays closed for the person; and the connection says when it will try
 * again, and waits for the browser to be back online when told to.
 */
import type { Message } from '@tavolo/protocol';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.js';
import { type TableConnection } from './table-connection.js';
import {
  controlledSockets,
  scala40View,
  connectionSuite,
  typeOf,
  valueOf,
} from './test-support.js';

const WAIT = { timeoutMs: 30_000 };

const suite = connectionSuite({ minDelayMs: 400, maxDelayMs: 2_000 });
const { connect } = suite;

/** A guest at a quick Scala 40 table against two bots. */
const seatedGuest = async () => {
  const http = createHttpClient({ baseUrl: suite.server().url });
  valueOf(await http.guest());
  const cookie = http.cookie();
  if (cookie === undefined) throw new Error('no session cookie');
  const table = valueOf(await http.quickPlay({ game: 'scala40', players: 3 })).id;
  return { table, cookie };
};

/** Draws from the stock and discards the first card the engine allows. */
const plainTurn = async (player: TableConnection) => {
  const draw = player.legal.find((a) => typeOf(a) === 'draw');
  if (draw !== undefined) valueOf(await player.act(draw));
  const discarding = valueOf(await player.waitFor((s) => s.legal.length > 0, WAIT));
  const discard =
    discarding.legal.find((a) => typeOf(a) === 'discard') ?? (discarding.legal[0] as unknown);
  valueOf(await player.act(discard));
};

/** A plain player: draws from the stock, opens or melds when it can, else discards. */
const choose = (legal: readonly unknown[]): unknown =>
  legal.find((a) => typeOf(a) === 'draw') ??
  legal.find((a) => typeOf(a) === 'open') ??
  legal.find((a) => typeOf(a) === 'meld') ??
  legal.find((a) => typeOf(a) === 'discard') ??
  legal[0];

/** Which cards a message shows: every card id named in its event. */
const shownCards = (message: Message): readonly number[] => {
  if (message.hidden) return [];
  const event = message.event as { readonly card?: number; readonly cards?: readonly number[] };
  return [...(event.card === undefined ? [] : [event.card]), ...(event.cards ?? [])];
};

describe('a connection that comes back in the middle of a hand', () => {
  it("gets the hand's moves from the deal, each as its viewer may see it: no other seat's card", async () => {
    const { table, cookie } = await seatedGuest();
    const player = connect({ table, cookie });
    const watcher = connect({ table });
    for (let turn = 0; turn < 3; turn++) {
      valueOf(await player.waitFor((s) => s.legal.length > 0, WAIT));
      await plainTurn(player);
    }
    const version = player.version;
    valueOf(await watcher.waitFor((s) => s.version >= version, WAIT));

    // The same person reloads, and a spectator arrives: both start afresh, at `version` or later.
    const reloaded = connect({ table, cookie });
    const spectator = connect({ table });
    const seatState = valueOf(await reloaded.waitFor((s) => s.connected, WAIT));
    const watchState = valueOf(await spectator.waitFor((s) => s.connected, WAIT));
    const seat = seatState.seat;
    expect(seat).not.toBeNull();

    for (const state of [seatState, watchState]) {
      const versions = state.events.map((m) => m.version);
      // Contiguous, from the hand's start (the deal) to the snapshot's version.
      expect(versions.at(-1)).toBe(state.version);
      expect(versions).toEqual(versions.map((_, i) => (versions[0] ?? 0) + i));
      const first = state.events.find((m) => !m.hidden);
      expect(typeOf(first?.hidden === false ? first.event : null)).toMatch(
        /^(seats-drawn|hand-started)$/,
      );
      // The player's own moves are among them: more than the deal.
      expect(state.events.some((m) => !m.hidden && typeOf(m.event) === 'discarded')).toBe(true);
    }

    // Exactly what the connections that stayed received for the same versions, placeholders
    // where they had placeholders.
    const live = (connection: TableConnection, upTo: number) =>
      new Map(connection.events.filter((m) => m.version <= upTo).map((m) => [m.version, m]));
    const playerLive = live(player, seatState.version);
    for (const m of seatState.events)
      if (playerLive.has(m.version)) expect(m).toEqual(playerLive.get(m.version));
    const watcherLive = live(watcher, watchState.version);
    for (const m of watchState.events)
      if (watcherLive.has(m.version)) expect(m).toEqual(watcherLive.get(m.version));

    // No card of another seat's hand: the seat sees its own deal and draws, nobody else's, and
    // the spectator no hand's.
    const own = seatState.events.filter(
      (m) => !m.hidden && ['dealt', 'drew-card'].includes(typeOf(m.event) ?? ''),
    );
    expect(own.length).toBeGreaterThan(0);
    for (const m of own) expect((m as { event: { seat: number } }).event.seat).toBe(seat);
    for (const m of watchState.events)
      expect(['dealt', 'drew-card']).not.toContain(m.hidden ? '' : typeOf(m.event));
    // Whatever card the spectator is shown was put on the table for everyone: the seat sees it too.
    const upTo = Math.min(seatState.version, watchState.version);
    const seatShown = new Set(
      seatState.events.filter((m) => m.version <= upTo).flatMap(shownCards),
    );
    for (const card of watchState.events.filter((m) => m.version <= upTo).flatMap(shownCards))
      expect(seatShown).toContain(card);
    const hidden = seatState.events.filter((m) => m.hidden).length;
    expect(hidden).toBeGreaterThan(0);
  }, 60_000);
});

describe('a count closed', () => {
  it("is said at once to the person's other connections and to every later one, and to nobody else", async () => {
    const { table, cookie } = await seatedGuest();
    const player = connect({ table, cookie });
    for (;;) {
      const state = valueOf(
        await player.waitFor(
          (s) => s.legal.length > 0 || (s.view !== null && scala40View(s.view).results.length > 0),
          WAIT,
        ),
      );
      if (scala40View(state.view).results.length > 0) break;
      valueOf(await player.act(choose(state.legal)));
    }
    // The same person on another device, and a spectator, both showing the count.
    const before = connect({ table, cookie });
    const stranger = connect({ table });
    expect(valueOf(await before.waitFor((s) => s.connected, WAIT)).countClosed).toBeNull();
    valueOf(await stranger.waitFor((s) => s.connected, WAIT));

    player.closeCount(1);
    expect(player.countClosed).toBe(1);
    // The other device closes it too, at once; the spectator does not.
    expect(valueOf(await before.waitFor((s) => s.countClosed === 1, WAIT)).connected).toBe(true);
    const after = connect({ table, cookie });
    expect(valueOf(await after.waitFor((s) => s.connected, WAIT)).countClosed).toBe(1);
    expect(stranger.countClosed).toBeNull();
    const newcomer = connect({ table });
    expect(valueOf(await newcomer.waitFor((s) => s.connected, WAIT)).countClosed).toBeNull();
  }, 120_000);
});

describe('a dropped connection', () => {
  it('says when it tries again, and waits for resume once suspended', async () => {
    const { table, cookie } = await seatedGuest();
    const sockets = controlledSockets();
    const player = connect({ table, cookie, WebSocket: sockets.WebSocket });
    valueOf(await player.waitFor((s) => s.connected, WAIT));
    expect(player.retryAt).toBeNull();

    sockets.control.blocked = true;
    sockets.control.sockets.at(-1)?.terminate();
    const waiting = valueOf(await player.waitFor((s) => (s.retryAt ?? 0) > 0, WAIT));
    expect(waiting.connected).toBe(false);
    // Within the longest delay from now (a first wait is at most the shortest one).
    expect(waiting.retryAt).toBeGreaterThan(Date.now() - 50);
    expect(waiting.retryAt).toBeLessThanOrEqual(Date.now() + 2_000);

    // Suspended: no wait and no attempt until resume.
    player.suspend();
    expect(player.retryAt).toBeNull();
    const attempts = sockets.control.sockets.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sockets.control.sockets.length).toBe(attempts);
    expect(player.connected).toBe(false);

    sockets.control.blocked = false;
    player.resume();
    expect(sockets.control.sockets.length).toBe(attempts + 1);
    const back = valueOf(await player.waitFor((s) => s.connected, WAIT));
    expect(back.retryAt).toBeNull();
  }, 60_000);

  it('drops a live socket when suspended, and comes back on resume', async () => {
    const { table, cookie } = await seatedGuest();
    const player = connect({ table, cookie });
    const live = valueOf(await player.waitFor((s) => s.connected, WAIT));
    player.suspend();
    expect(player.connected).toBe(false);
    expect(player.retryAt).toBeNull();
    player.resume();
    const back = valueOf(await player.waitFor((s) => s.connected, WAIT));
    expect(back.version).toBeGreaterThanOrEqual(live.version);
  }, 60_000);
});
