/**
 * A bridge pairs event run over HTTP: created by a director, pairs registered, results entered
 * at the table by a player and confirmed by an opponent (LAW 79A1) or disputed (79B), entered
 * and corrected by the director, published, a LAW 69B withdrawal asked and granted within the
 * correction period, a correction refused after it (79C), and the papers as PDF. The server's
 * clock is the test's, so the period runs out without waiting.
 */
import { openStore } from '@tavolo/store';
import { DIALECTS } from '@tavolo/store/testing';
import { bridge } from '@tavolo/tournament';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, openAccounts } from '../accounts.js';
import { buildHttpApp } from '../http.js';
import type { Lobby } from '../lobby.js';
import { createMetrics } from '../metrics.js';
import { expectRefusal, login } from '../test-http.js';

const unused = async (): Promise<never> => {
  throw new Error('the event routes do not use the lobby');
};
const noLobby = new Proxy({}, { get: () => unused }) as Lobby;

const START = Date.parse('2026-11-26T19:00:00.000Z');
const MINUTE = 60_000;

const withApp = async (
  createDatabase: (typeof DIALECTS)[number]['createDatabase'],
  work: (app: FastifyInstance, clock: { minutes: number }) => Promise<void>,
) => {
  const database = await createDatabase();
  const store = await openStore(database.location, bridge.projectEventLog);
  const clock = { minutes: 0 };
  const app = await buildHttpApp({
    store,
    lobby: noLobby,
    accounts: openAccounts({ store: store.accounts, admins: ['Arbitro'] }),
    metrics: createMetrics(),
    logger: false,
    now: () => START + clock.minutes * MINUTE,
  });
  try {
    await work(app, clock);
  } finally {
    await app.close();
    await store.close();
    await database.drop();
  }
};

type Headers = { readonly cookie: string };

/** A 3-table Mitchell, one board a round: boards 1-3, pairs 1-3 N/S and 4-6 E/W. */
const EVENT = {
  id: 'giovedi',
  name: 'Mitchell del giovedì',
  date: '2026-11-26',
  movement: { kind: 'mitchell', tables: 3 },
  boardsPerRound: 1,
  scoring: 'matchpoints',
} as const;

const fourSpades = { level: 4, strain: 'S', doubling: 0, declarer: 0 } as const;
const played = (tricks: number, conceded?: { side: 'ns' | 'ew'; tricks: number }) => ({
  kind: 'played' as const,
  contract: fourSpades,
  tricks,
  ...(conceded ? { conceded } : {}),
});

describe.each(DIALECTS)('a bridge pairs event over HTTP on $kind', ({ createDatabase }) => {
  it('runs from creation to final standings and papers, each role in its place', () =>
    withApp(createDatabase, async (app, clock) => {
      const director = await login(app, 'Arbitro');
      const send = (headers: Headers | undefined, payload: object) =>
        app.inject({
          method: 'POST',
          url: '/api/events/giovedi/bridge',
          payload,
          ...(headers ? { headers } : {}),
        });

      // Creation: directors only, the body strict.
      const paolo = await login(app, 'Paolo');
      const create = (headers: Headers, payload: object = EVENT) =>
        app.inject({ method: 'POST', url: '/api/events/bridge', payload, headers });
      expectRefusal(await create(paolo), 403, 'forbidden');
      expect((await create(director, { ...EVENT, extra: 1 })).statusCode).toBe(400);
      const created = await create(director);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toEqual({ id: 'giovedi', lastSeq: 1 });
      expect((await app.inject({ url: '/api/events/giovedi' })).json()).toMatchObject({
        tournament: { game: 'bridge', name: EVENT.name },
      });

      // Pairs: the director registers them; a player may not.
      expectRefusal(await send(paolo, { type: 'register', players: ['X', 'Y'] }), 403, 'forbidden');
      const names: [string, string][] = [
        ['Anna', 'Bruno'],
        ['Carla', 'Dario'],
        ['Elena', 'Fabio'],
        ['Gina', 'Ugo'],
        ['Ivo', 'Lia'],
        ['Mara', 'Nino'],
      ];
      for (const players of names)
        expect((await send(director, { type: 'register', players })).statusCode).toBe(200);
      const anna = await login(app, 'Anna'); // pair 1, N/S at table 1 in round 1
      const gina = await login(app, 'Gina'); // pair 4, E/W at table 1 in round 1
      const carla = await login(app, 'Carla'); // pair 2, at table 2

      const place = { round: 1, table: 1, board: 1 };
      // LAW 79A1: a player of another table may not enter; a player of the table enters, with
      // the defenders' concession of two tricks (LAW 68-69); an opponent confirms.
      expectRefusal(
        await send(carla, { type: 'enter', ...place, outcome: played(11) }),
        403,
        'not-at-this-table',
      );
      const entered = await send(anna, {
        type: 'enter',
        ...place,
        outcome: played(11, { side: 'ew', tricks: 2 }),
      });
      expect(entered.statusCode, entered.body).toBe(200);
      expect(entered.json()).toMatchObject({
        events: [{ type: 'result-entered', by: 'Anna', actor: { role: 'player', pair: 1 } }],
      });
      expectRefusal(
        await send(anna, { type: 'confirm', ...place }),
        409,
        'bridge-confirm-by-opponent',
      );
      expect((await send(gina, { type: 'confirm', ...place })).statusCode).toBe(200);
      // Only the director corrects or publishes.
      expectRefusal(
        await send(gina, { type: 'correct', ...place, outcome: played(9), reason: 'x' }),
        403,
        'forbidden',
      );
      expectRefusal(await send(anna, { type: 'publish' }), 403, 'forbidden');

      // LAW 79B: a result disputed by an opponent goes to the director.
      const round2 = { round: 2, table: 1 };
      const status = await app.inject({ url: '/api/events/giovedi/log' });
      expect(status.statusCode).toBe(200);
      const folded = bridge.replayBridgePairs(
        (status.json() as { type: string; at: string; by: string; data: object }[]).map((e) => {
          const read = bridge.fromBridgeEnvelope(e);
          if (!read.ok) throw new Error(read.error.message);
          return read.value;
        }),
      );
      if (!folded.ok) throw new Error(folded.error.message);
      const places = bridge.placesOf(folded.value);
      const at2 = bridge.encounterAt(folded.value.movement, 2, 1);
      const board2 = places.find((p) => p.round === 2 && p.table === 1)?.board as number;
      const ns2 = await login(app, names[(at2?.ns as number) - 1]?.[1] as string);
      const ew2 = await login(app, names[(at2?.ew as number) - 1]?.[1] as string);
      const there = { ...round2, board: board2 };
      expect((await send(ns2, { type: 'enter', ...there, outcome: played(10) })).statusCode).toBe(
        200,
      );
      expect((await send(ew2, { type: 'dispute', ...there })).statusCode).toBe(200);
      expectRefusal(await send(ew2, { type: 'confirm', ...there }), 409, 'bridge-disputed');
      const settled = await send(director, {
        type: 'correct',
        ...there,
        outcome: played(9),
        reason: 'LAW 79B: nove prese',
      });
      expect(settled.statusCode, settled.body).toBe(200);

      // The rest entered by the director (no confirmation needed), then published.
      clock.minutes = 100;
      for (const p of places)
        if (p.round !== 1 || p.table !== 1)
          if (!(p.round === 2 && p.table === 1))
            expect(
              (
                await send(director, {
                  type: 'enter',
                  ...p,
                  outcome: played(8 + ((p.board + p.table) % 4)),
                })
              ).statusCode,
            ).toBe(200);
      // Before the official score the papers are the directors': the others would see boards
      // some tables have still to play.
      const papers = (headers?: Headers) =>
        app.inject({
          url: '/api/events/giovedi/bridge-papers?what=travellers',
          ...(headers ? { headers } : {}),
        });
      // And the log: the directors read it whole, a player his own tables' results, anyone
      // else none of them (LAW 79C: the boards travel until the official score).
      const resultsIn = async (headers?: Headers) => {
        const log = await app.inject({
          url: '/api/events/giovedi/log',
          ...(headers ? { headers } : {}),
        });
        expect(log.statusCode).toBe(200);
        return (log.json() as { type: string; data: { table?: number } }[]).filter(
          (e) => e.type.startsWith('bridge-result') || e.type.startsWith('bridge-withdrawal'),
        );
      };
      const everything = await resultsIn(director);
      expect(new Set(everything.map((e) => e.data.table))).toEqual(new Set([1, 2, 3]));
      expect(await resultsIn()).toEqual([]);
      // Anna's pair sits North-South at table 1 in every round of the Mitchell.
      const annas = await resultsIn(anna);
      expect(annas.length).toBeGreaterThan(0);
      expect(annas.every((e) => e.data.table === 1)).toBe(true);
      expectRefusal(await papers(), 403, 'papers-not-published');
      expectRefusal(await papers(anna), 403, 'papers-not-published');
      expect((await papers(director)).statusCode).toBe(200);
      expect((await send(director, { type: 'publish' })).statusCode).toBe(200);
      // Published: everyone reads every result.
      expect(await resultsIn()).toEqual(everything);
      const published = (await app.inject({ url: '/api/events/giovedi' })).json() as {
        standings: unknown;
      };

      // LAW 69B: within the period the conceding side asks back a trick; the director grants
      // it and the board is scored again. N/S may not ask (they conceded nothing).
      clock.minutes = 110;
      expectRefusal(
        await send(anna, {
          type: 'request-withdrawal',
          ...place,
          tricks: 1,
          ground: 'won-in-fact',
        }),
        409,
        'bridge-nothing-conceded',
      );
      const asked = await send(gina, {
        type: 'request-withdrawal',
        ...place,
        tricks: 1,
        ground: 'would-probably-have-won',
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expectRefusal(
        await send(gina, { type: 'decide-withdrawal', ...place, granted: 1, reason: 'x' }),
        403,
        'forbidden',
      );
      const granted = await send(director, {
        type: 'decide-withdrawal',
        ...place,
        granted: 1,
        reason: 'il fante di quadri era vincente',
      });
      expect(granted.statusCode, granted.body).toBe(200);
      const rescored = (await app.inject({ url: '/api/events/giovedi' })).json() as {
        standings: unknown;
      };
      expect(rescored.standings).not.toEqual(published.standings);

      // LAW 79C: 30 minutes after the official score the period is over.
      clock.minutes = 130;
      const late = expectRefusal(
        await send(director, { type: 'correct', ...place, outcome: played(12), reason: 'tardi' }),
        409,
        'bridge-correction-period-over',
      );
      expect(late.article).toBe('LAW 79C');
      expectRefusal(
        await send(gina, {
          type: 'request-withdrawal',
          ...place,
          tricks: 1,
          ground: 'won-in-fact',
        }),
        409,
        'bridge-correction-period-over',
      );

      // The papers, for anyone, as PDF.
      for (const what of ['travellers', 'score-cards']) {
        const paper = await app.inject({ url: `/api/events/giovedi/bridge-papers?what=${what}` });
        expect(paper.statusCode, paper.body.slice(0, 200)).toBe(200);
        expect(paper.headers['content-type']).toBe('application/pdf');
        expect(paper.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect(
        (await app.inject({ url: '/api/events/giovedi/bridge-papers?what=menu' })).statusCode,
      ).toBe(400);
    }));

  it('refuses a guest as a player, the commands of another game, and malformed bodies', () =>
    withApp(createDatabase, async (app) => {
      const director = await login(app, 'Arbitro');
      await app.inject({
        method: 'POST',
        url: '/api/events/bridge',
        payload: EVENT,
        headers: director,
      });
      for (const players of [
        ['Anna', 'Bruno'],
        ['Carla', 'Dario'],
        ['Elena', 'Fabio'],
        ['Gina', 'Ugo'],
      ])
        await app.inject({
          method: 'POST',
          url: '/api/events/giovedi/bridge',
          payload: { type: 'register', players },
          headers: director,
        });
      const guest = await app.inject({
        method: 'POST',
        url: '/api/auth/guest',
        payload: { name: 'Anna' },
      });
      const session = guest.cookies.find((c) => c.name === SESSION_COOKIE);
      const headers = { cookie: `${SESSION_COOKIE}=${session?.value ?? ''}` };
      const place = { round: 1, table: 1, board: 1 };
      const asGuest = await app.inject({
        method: 'POST',
        url: '/api/events/giovedi/bridge',
        payload: { type: 'enter', ...place, outcome: played(10) },
        headers,
      });
      // A guest picks his own name: named like a registered player, he never acts as one.
      expect(guest.json()).toMatchObject({ name: 'Anna', guest: true });
      expectRefusal(asGuest, 403, 'not-at-this-table');
      // A Burraco event is not sent bridge commands.
      const burraco = await app.inject({
        method: 'POST',
        url: '/api/events',
        headers: director,
        payload: {
          id: 'trofeo',
          name: 'Trofeo',
          game: 'burraco',
          kind: 'pairs',
          rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
        },
      });
      expect(burraco.statusCode, burraco.body).toBe(201);
      expectRefusal(
        await app.inject({
          method: 'POST',
          url: '/api/events/trofeo/bridge',
          payload: { type: 'publish' },
          headers: director,
        }),
        409,
        'not-a-bridge-event',
      );
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/events/giovedi/bridge',
        payload: { type: 'publish' },
      });
      expect(anonymous.statusCode).toBe(401);
      for (const bad of [
        { type: 'enter', ...place, outcome: played(10), actor: { role: 'director' } },
        { type: 'enter', ...place, outcome: { kind: 'played', contract: fourSpades, tricks: 14 } },
        { type: 'register', players: ['Solo'] },
        { type: 'promote' },
      ])
        expect(
          (
            await app.inject({
              method: 'POST',
              url: '/api/events/giovedi/bridge',
              payload: bad,
              headers: director,
            })
          ).statusCode,
        ).toBe(400);
      const missing = await app.inject({
        method: 'POST',
        url: '/api/events/nessuno/bridge',
        payload: { type: 'publish' },
        headers: director,
      });
      expect(missing.statusCode).toBe(404);
    }));
});
