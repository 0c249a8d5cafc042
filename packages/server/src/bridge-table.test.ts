/**
 * A bridge board over the real server (HTTP lobby, WebSockets, store, rooms): a scripted
 * player at North with three bots, a spectator watching. North bids 1NT and declares, plays
 * the dummy's cards with his own seat (LAW 45B), and claims; the bots answer the claim off
 * turn (LAW 68-69 (2017)). Every move is checked against its sender's role, and no message
 * carries a hand its receiver may not see: the dummy's only from the opening lead (LAW 41D).
 *
 * The bots here are a stand-in inside this test only (they pass, accept, agree, and play a
 * legal card by the request's seed), so that the board runs whatever the bridge bot decides.
 */
import { type Action, type MatchView, dealBoard } from '@tavolo/bridge';
import type { Card52 } from '@tavolo/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISPUTED,
  type Msg,
  act,
  answerTo,
  events,
  latestBoard,
  openBridgeTable,
  promptWith,
  standInPool,
} from './test-bridge.js';
import {
  type TestServer,
  guest,
  quickPlayer,
  rawClient,
  request,
  startTestServer,
} from './test-server.js';

describe('a bridge board over the real server', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('sqlite', { bots: standInPool() });
  });
  afterAll(() => test.stop());

  it('LAW 45B, 68-69 (2017), 41D: North declares, plays the dummy, claims; the bots answer off turn; nothing hidden leaks', async () => {
    const {
      client: north,
      table,
      cookie,
    } = await quickPlayer(test, {
      game: 'bridge',
      bot: 'random',
    });
    const watcher = await rawClient(test.wsUrl, await guest(test.server));
    watcher.send({ type: 'hello', table, watch: true });
    const snapshot = (await north.next((m: Msg) => m.type === 'snapshot' && !!m.view)) as Msg;
    expect(snapshot.seat).toBe(0);
    const own = (snapshot.view as MatchView).board.hand as readonly Card52[];

    // Board 1: North deals and bids 1NT; the bots pass.
    await promptWith(north, 'call');
    expect(
      await act(north, 'c1', {
        type: 'call',
        seat: 0,
        call: { type: 'bid', level: 1, strain: 'NT' },
      }),
    ).toMatchObject({ type: 'ack' });

    // East leads; then North plays for the dummy (South), with his own seat.
    const prompt = await promptWith(north, 'play');
    const dummy = latestBoard(north).dummyHand ?? [];
    expect(dummy).toHaveLength(13);
    const plays = (prompt.legal ?? []).filter((a) => a.type === 'play');
    for (const a of plays) expect(dummy).toContain(a.type === 'play' && a.card);
    const card = (plays[0] as Extract<Action, { type: 'play' }>).card;

    // Each refused with its reason: another seat named, a spectator, a director's move.
    expect(await act(north, 'w1', { type: 'play', seat: 2, card })).toMatchObject({
      type: 'error',
      code: 'wrong-seat',
    });
    expect(await act(watcher, 's1', { type: 'play', seat: 0, card })).toMatchObject({
      type: 'error',
      code: 'spectator',
    });
    const ruling = { type: 'rule-tricks', declarerTricks: 13, note: '' };
    expect(await act(north, 'd1', ruling)).toMatchObject({
      type: 'error',
      code: 'director-action',
    });
    north.send({ type: 'director-act', id: 'd2', action: ruling });
    expect(await answerTo(north, 'd2')).toMatchObject({ type: 'error', code: 'not-the-director' });

    expect(await act(north, 'p1', { type: 'play', seat: 0, card })).toMatchObject({ type: 'ack' });
    const played = events(north).filter((e) => e.type === 'played');
    expect(played.at(-1)).toEqual({ type: 'played', seat: 2, card });

    // North claims the rest; East and West answer, neither on turn.
    expect(
      await act(north, 'k1', { type: 'claim', seat: 0, tricks: 13, statement: 'tutte mie' }),
    ).toMatchObject({ type: 'ack' });
    await north.next(
      (m: Msg) => (m.messages ?? []).some((x) => x.event?.type === 'board-scored'),
      0,
      30_000,
    );
    const answers = events(north).filter((e) => e.type === 'claim-answered');
    expect(answers.map((e) => e.seat).sort()).toEqual([1, 3]);
    await watcher.next((m: Msg) =>
      (m.messages ?? []).some((x) => x.event?.type === 'claim-agreed'),
    );

    // Board 1's shuffle is revealed once it is over; board 2's stays hidden.
    const status = (await north.next(
      (m: Msg) => m.type === 'status' && !!m.status?.hands.find((h) => h.hand === 1)?.secret,
      0,
      30_000,
    )) as Msg;
    expect(status.status?.hands.find((h) => h.hand === 2)?.secret).toBeUndefined();
    const secret = status.status?.hands.find((h) => h.hand === 1)?.secret as string;
    const deal = dealBoard({ scheme: 'hmac-sha256-v1', secret }, 1);
    expect(deal.hands[0]).toEqual(own);
    expect(deal.hands[2]).toEqual(dummy);

    // No hand leaks: another seat's deal is a placeholder, the dummy is seen from the lead on,
    // the spectator sees no hand and gets no prompt, nobody gets the director's view.
    for (const [client, viewer] of [
      [north, 0],
      [watcher, null],
    ] as const) {
      const received = client.received as Msg[];
      expect(received.some((m) => m.type === 'director-view')).toBe(false);
      if (viewer === null) expect(received.some((m) => m.type === 'prompt')).toBe(false);
      const seen = events(client);
      expect(seen.filter((e) => e.type === 'dealt').every((e) => e.seat === viewer)).toBe(true);
      const lead = seen.findIndex((e) => e.type === 'played');
      expect(seen.findIndex((e) => e.type === 'dummy-exposed')).toBeGreaterThan(lead);
      let led = false;
      let claimed = false;
      for (const m of received) {
        const texts = JSON.stringify(m);
        const has = (type: string) => (m.messages ?? []).some((x) => x.event?.type === type);
        // The opening lead faces the dummy (LAW 41D), a claim the claimer's cards (LAW 68C).
        led ||= has('played');
        claimed ||= has('claimed');
        for (const seat of [1, 2, 3] as const)
          if (seat !== 2 || !led) expect(texts).not.toContain(JSON.stringify(deal.hands[seat]));
        if (viewer === null && !claimed) expect(texts).not.toContain(JSON.stringify(deal.hands[0]));
        const board = m.view?.board;
        if (board && board.board.number === 1) {
          expect(
            board.hand === null ? null : board.hand.every((c) => deal.hands[0].includes(c)),
          ).toBe(viewer === null ? null : true);
          if (!led && board.tricks.length === 0) expect(board.dummyHand).toBeNull();
        }
      }
    }

    // North comes back on another connection: a snapshot of board 2 with its log, as seat 0.
    const again = await rawClient(test.wsUrl, cookie);
    again.send({ type: 'hello', table });
    const back = (await again.next((m: Msg) => m.type === 'snapshot')) as Msg;
    expect(back.seat).toBe(0);
    expect((back.view as MatchView).played.map((p) => p.number)).toEqual([1]);
    const logged = (back.log ?? []).flatMap((x) => (x.hidden || !x.event ? [] : [x.event]));
    expect(logged.filter((e) => e.type === 'dealt').every((e) => e.seat === 0)).toBe(true);
    for (const client of [north, watcher, again]) client.socket.close();
  }, 90_000);

  it('LAW 70 (2017), 79B: a disputed claim waits for the director, whose ruling comes by the director’s path only', async () => {
    const [creator, ada] = await Promise.all(['Arbitro', 'Ada'].map((n) => guest(test.server, n)));
    const created = await openBridgeTable(test.server.url, creator);
    expect(created.status).toBe(201);
    const table = (created.body as { readonly id: string }).id;
    expect(
      (await request(`${test.server.url}/api/tables/${table}/join`, 'POST', {}, ada)).status,
    ).toBe(200);
    const north = await rawClient(test.wsUrl, ada);
    north.send({ type: 'hello', table });
    const director = await rawClient(test.wsUrl, creator);
    director.send({ type: 'join-as-director', table });
    const first = (await director.next(
      (m: Msg & { hands?: unknown[][] }) => m.type === 'director-view',
    )) as {
      readonly hands: readonly (readonly Card52[])[];
    };
    expect(first.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);

    await promptWith(north, 'call');
    await act(north, 'c1', {
      type: 'call',
      seat: 0,
      call: { type: 'bid', level: 3, strain: 'NT' },
    });
    await promptWith(north, 'play');
    expect(
      await act(north, 'k1', { type: 'claim', seat: 0, tricks: 13, statement: DISPUTED }),
    ).toMatchObject({
      type: 'ack',
    });
    await north.next(
      (m: Msg) => (m.messages ?? []).some((x) => x.event?.type === 'director-called'),
      0,
      30_000,
    );

    // A player may not rule, nor the director by a seat's `act`; the director's message does.
    const ruling = { type: 'rule-tricks', declarerTricks: 9, note: 'nove prese' };
    expect(await act(north, 'r1', ruling)).toMatchObject({
      type: 'error',
      code: 'director-action',
    });
    north.send({ type: 'director-act', id: 'r2', action: ruling });
    expect(await answerTo(north, 'r2')).toMatchObject({ type: 'error', code: 'not-the-director' });
    director.send({ type: 'director-act', id: 'r3', action: { ...ruling, declarerTricks: 14 } });
    expect(await answerTo(director, 'r3')).toMatchObject({ type: 'error', code: 'bad-message' });
    director.send({ type: 'director-act', id: 'r4', action: ruling });
    expect(await answerTo(director, 'r4')).toMatchObject({ type: 'ack' });
    await north.next(
      (m: Msg) => (m.messages ?? []).some((x) => x.event?.type === 'match-ended'),
      0,
      30_000,
    );
    const ruled = events(north).find((e) => e.type === 'tricks-ruled');
    expect(ruled).toMatchObject({ declarerTricks: 9 });

    // The finished board's replay and proof, as for the other games; the server's check holds.
    const hands = `${test.server.url}/api/tables/${table}/hands/1`;
    let checked = await request(`${hands}/verification`, 'GET');
    for (let i = 0; i < 100 && checked.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      checked = await request(`${hands}/verification`, 'GET');
    }
    expect(checked.body).toMatchObject({ ok: true, problems: [] });
    const proof = (await request(`${hands}/proof`, 'GET')).body as { deal: { number: number } };
    expect(proof).toMatchObject({ game: 'bridge', hand: 1, deal: { game: 'bridge', number: 1 } });
    const text = await fetch(`${hands}/replay?format=text&lang=it`).then((r) => r.text());
    expect(text).toContain('Ada: 3NT');
    expect(text).toContain("L'arbitro assegna 9 prese al giocante");
    for (const client of [north, director]) client.socket.close();
  }, 90_000);

  it('opens bridge tables with a per-turn clock, never the Burraco art. 46 one', async () => {
    const cookie = await guest(test.server);
    const open = (timeControl: object) =>
      request(
        `${test.server.url}/api/tables`,
        'POST',
        {
          game: 'bridge',
          profile: 'laws-2017',
          seats: [{ kind: 'human' }, ...[1, 2, 3].map(() => ({ kind: 'bot', bot: 'random' }))],
          timeControl,
        },
        cookie,
      );
    const timed = await open({
      kind: 'per-turn',
      choiceSeconds: 30,
      turnSeconds: 60,
      graceSeconds: 10,
    });
    expect(timed.status, JSON.stringify(timed.body)).toBe(201);
    const burraco = await open({ kind: 'bur-ch-46', chessClock: false });
    expect(burraco.body).toMatchObject({ code: 'bad-time-control' });
    const chess = await open({
      kind: 'per-turn',
      choiceSeconds: 30,
      turnSeconds: 60,
      graceSeconds: 10,
      chessClockSeconds: 600,
    });
    expect(chess.body).toMatchObject({ code: 'bad-time-control' });
  });
});
