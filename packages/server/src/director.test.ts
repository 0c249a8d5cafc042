import { FIBUR_3_HANDS } from '@tavolo/burraco';
import { errorBodySchema } from '@tavolo/protocol';
import { type Store, openStore } from '@tavolo/store';
import { DIALECTS } from '@tavolo/store/testing';
import { decideCommand, projectLog, toEnvelope } from '@tavolo/tournament';
import { parse as parseDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, openAccounts } from './accounts.js';
import { createEventSchema, tournamentCommandSchema } from './director.js';
import { buildHttpApp } from './http.js';
import type { Lobby } from './lobby.js';
import { createMetrics } from './metrics.js';
import { expectRefusal, login } from './test-http.js';

const unused = async (): Promise<never> => {
  throw new Error('the director routes do not use the lobby');
};

const noLobby: Lobby = {
  createTable: unused,
  quickPlay: unused,
  join: unused,
  leave: unused,
  list: unused,
  summary: unused,
  gamesOf: unused,
  finishedHands: unused,
  replay: unused,
  replayText: unused,
  proof: unused,
  verify: unused,
};

/** The app on a fresh database whose store projects real tournament logs, as main.ts opens it. */
const withApp = async (
  createDatabase: (typeof DIALECTS)[number]['createDatabase'],
  work: (app: FastifyInstance, store: Store) => Promise<void>,
) => {
  const database = await createDatabase();
  try {
    const store = await openStore(database.location, projectLog);
    try {
      const app = await buildHttpApp({
        store,
        lobby: noLobby,
        accounts: openAccounts({ store: store.accounts, admins: ['Arbitro'] }),
        metrics: createMetrics(),
        logger: false,
      });
      try {
        await work(app, store);
      } finally {
        await app.close();
      }
    } finally {
      await store.close();
    }
  } finally {
    await database.drop();
  }
};

/** direct.test.ts's Burraco event: pairs, two rounds of modified Danish, three hands each. */
const SETTINGS = {
  name: 'Trofeo',
  game: 'burraco',
  kind: 'pairs',
  rounds: [
    { movement: { kind: 'danish', variant: 'modified' }, hands: 3 },
    { movement: { kind: 'danish', variant: 'modified' }, hands: 3 },
  ],
} as const;

const TROFEO = { id: 'trofeo', ...SETTINGS } as const;

/** test-support.ts's `firstSideWins`: 600 to 200 over three hands, 14-6 on the 3-hand table. */
const FIRST_SIDE_WINS = [
  [300, 100],
  [200, 100],
  [100, 0],
];

interface Recorded {
  readonly events: readonly { seq: number; type: string; data: Record<string, unknown> }[];
  readonly status: { status: string; currentRound: number; entrantCount: number };
}

describe.each(DIALECTS)('the director over HTTP on $kind', ({ createDatabase }) => {
  it('runs an event from creation to published standings, refusing what the rules refuse', () =>
    withApp(createDatabase, async (app) => {
      const director = await login(app, 'Arbitro');
      const player = await login(app, 'Paolo');
      const create = (headers?: { cookie: string }, payload: object = TROFEO) =>
        app.inject({
          method: 'POST',
          url: '/api/events',
          payload,
          ...(headers ? { headers } : {}),
        });
      const send = (payload: object, headers: { cookie: string } = director, id = 'trofeo') =>
        app.inject({ method: 'POST', url: `/api/events/${id}/commands`, payload, headers });

      expectRefusal(await create(), 401, 'not-logged-in');
      expectRefusal(await create(player), 403, 'forbidden');
      const created = await create(director);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        events: [{ seq: 1, type: 'created', by: 'Arbitro', data: { config: { name: 'Trofeo' } } }],
        status: { tournament: { id: 'trofeo', game: 'burraco' }, status: 'registration' },
      });
      expectRefusal(await create(director), 409, 'duplicate-tournament');
      const individualDanish = { ...TROFEO, id: 'altro', kind: 'individual' };
      const refusedConfig = expectRefusal(
        await create(director, individualDanish),
        409,
        'bad-config',
      );
      expect(refusedConfig.article).toBe('Tavolo');

      for (let i = 1; i <= 4; i++) {
        const registered = await send({ type: 'register', players: [`Nord ${i}`, `Sud ${i}`] });
        expect(registered.statusCode).toBe(200);
        expect((registered.json() as Recorded).events[0]).toMatchObject({
          seq: 1 + i,
          type: 'registered',
          data: { entrant: { id: `E${i}` } },
        });
      }
      // A doubt travels with its code and figures, for the console to ask in its language.
      const similar = expectRefusal(
        await send({ type: 'register', players: ['nord  1', 'Ovest 9'] }),
        409,
        'confirm-required',
      );
      expect(similar.doubts).toEqual([
        expect.objectContaining({
          code: 'similar-name',
          params: expect.objectContaining({ registered: 'Nord 1', entrant: 'E1' }),
        }),
      ]);
      expectRefusal(await send({ type: 'pair' }, player), 403, 'forbidden');
      const paired = await send({ type: 'pair' });
      expect(paired.statusCode).toBe(200);
      expect(paired.json()).toMatchObject({
        events: [
          {
            seq: 6,
            type: 'round-paired',
            data: { pairing: { tables: [{ seats: ['E1', 'E2'] }, { seats: ['E3', 'E4'] }] } },
          },
        ],
        status: { status: 'in-progress', currentRound: 1, entrantCount: 4 },
      });

      const result = (table: number, signedBy: readonly string[]) => ({
        type: 'result',
        round: 1,
        table,
        hands: FIRST_SIDE_WINS,
        signedBy,
      });
      const noTable = expectRefusal(await send(result(9, ['E1', 'E2'])), 409, 'unknown-table');
      // The figures a client writes the refusal from, in its user's language.
      expect(noTable).toMatchObject({
        article: 'Tavolo',
        message: 'round 1 has no table 9',
        params: { round: 1, table: 9 },
      });
      const unsigned = expectRefusal(await send(result(1, ['E1'])), 409, 'not-signed');
      expect(unsigned).toMatchObject({
        article: 'BUR-CH art. 20',
        params: { check: 'signed-by-each-line' },
      });
      expect(
        expectRefusal(await send({ type: 'publish', round: 1 }), 409, 'round-not-complete').params,
      ).toEqual({ round: 1, tables: '1, 2', count: 2 });
      expectRefusal(await send({ ...result(1, ['E1', 'E2']), round: 'uno' }), 400, 'bad-request');
      expectRefusal(await send({ type: 'shuffle' }), 400, 'bad-request');
      expectRefusal(await send({ ...result(1, ['E1', 'E2']), extra: 1 }), 400, 'bad-request');
      expectRefusal(await send({ type: 'pair' }, director, 'nessuno'), 404, 'unknown-tournament');
      expectRefusal(await send({ ...SETTINGS, type: 'create' }), 409, 'bad-log');

      expect((await send(result(1, ['E1', 'E2']))).statusCode).toBe(200);
      expect((await send(result(2, ['E3', 'E4']))).statusCode).toBe(200);
      const published = await send({ type: 'publish', round: 1 });
      expect(published.statusCode).toBe(200);
      expect((published.json() as Recorded).events).toMatchObject([
        { seq: 9, type: 'round-published', data: { round: 1 } },
      ]);

      // Ties on VP and MP go to head-to-head, then to the organizer: registration order.
      const standings = [
        { round: 1, rank: 1, entrantId: 'E1', name: 'Nord 1 - Sud 1', vp: 14, mp: 600 },
        { round: 1, rank: 2, entrantId: 'E3', name: 'Nord 3 - Sud 3', vp: 14, mp: 600 },
        { round: 1, rank: 3, entrantId: 'E2', name: 'Nord 2 - Sud 2', vp: 6, mp: 200 },
        { round: 1, rank: 4, entrantId: 'E4', name: 'Nord 4 - Sud 4', vp: 6, mp: 200 },
      ];
      expect(published.json()).toMatchObject({ status: { standings } });
      const publicView = await app.inject({ url: '/api/events/trofeo' });
      expect(publicView.statusCode).toBe(200);
      expect(publicView.json()).toMatchObject({
        status: 'in-progress',
        currentRound: 1,
        totalRounds: 2,
        entrantCount: 4,
        standings,
      });
      const log = await app.inject({ url: '/api/events/trofeo/log' });
      expect((log.json() as { type: string }[]).map((e) => e.type)).toEqual([
        'created',
        ...Array<string>(4).fill('registered'),
        'round-paired',
        'result-entered',
        'result-entered',
        'round-published',
      ]);
    }));

  it('exports the event as JSON or as one CSV table, to directors only', () =>
    withApp(createDatabase, async (app) => {
      const director = await login(app, 'Arbitro');
      const player = await login(app, 'Paolo');
      await app.inject({ method: 'POST', url: '/api/events', payload: TROFEO, headers: director });
      for (const players of [
        ['Anna', 'Bruno'],
        ['Carla', 'Dino'],
      ])
        await app.inject({
          method: 'POST',
          url: '/api/events/trofeo/commands',
          payload: { type: 'register', players },
          headers: director,
        });
      const exported = (query: string, headers?: { cookie: string }) =>
        app.inject({ url: `/api/events/trofeo/export${query}`, ...(headers ? { headers } : {}) });

      expectRefusal(await exported(''), 401, 'not-logged-in');
      expectRefusal(await exported('', player), 403, 'forbidden');
      const json = await exported('', director);
      expect(json.statusCode).toBe(200);
      expect(json.json()).toMatchObject({
        event: 'trofeo',
        config: { name: 'Trofeo', game: 'burraco' },
        entrants: [{ id: 'E1' }, { id: 'E2' }],
        rounds: [],
      });
      const entrants = await exported('?format=csv&what=entrants', director);
      expect(entrants.statusCode).toBe(200);
      expect(entrants.headers['content-type']).toMatch(/^text\/csv/);
      expect(entrants.body).toBe(
        'entrant,players,registered_after_round,late_minutes,left_from_round\n' +
          'E1,Anna - Bruno,0,0,\n' +
          'E2,Carla - Dino,0,0,\n',
      );
      expectRefusal(await exported('?format=csv&what=all', director), 400, 'bad-request');
      expectRefusal(await exported('?format=csv&what=nothing', director), 400, 'bad-request');
      expectRefusal(await exported('?format=csv&round=1', director), 400, 'bad-request');
      expectRefusal(await exported('?format=pdf', director), 400, 'bad-request');
      expectRefusal(
        await app.inject({ url: '/api/events/nessuno/export', headers: director }),
        404,
        'unknown-tournament',
      );
    }));

  it("BUR-CH art. 48: the CSV's derived reasons in the language asked (Italian by default), an unknown one refused; the list's day of play", () =>
    withApp(createDatabase, async (app) => {
      const director = await login(app, 'Arbitro');
      await app.inject({ method: 'POST', url: '/api/events', payload: TROFEO, headers: director });
      for (const payload of [
        { type: 'register', players: ['Anna', 'Bruno'] },
        { type: 'register', players: ['Carla', 'Dino'] },
        { type: 'pair' },
        { type: 'late', entrant: 'E1', minutes: 4 },
      ])
        await app.inject({
          method: 'POST',
          url: '/api/events/trofeo/commands',
          payload,
          headers: director,
        });
      const decisions = async (query: string, headers: Record<string, string> = {}) => {
        const response = await app.inject({
          url: `/api/events/trofeo/export?format=csv&what=decisions${query}`,
          headers: { ...director, ...headers },
        });
        expect(response.statusCode).toBe(200);
        return response.body.split('\n')[1] ?? '';
      };
      // The list of events carries the day of play of the settings.
      const listed = (await app.inject({ url: '/api/events' })).json() as { date?: string }[];
      expect(listed.map((e) => e.date)).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]);
      expect(await decisions('')).toContain('ritardo di 4 minuti');
      expect(await decisions('&lang=it')).toContain('ritardo di 4 minuti');
      expect(await decisions('&lang=en')).toContain('late 4 minutes');
      // The time on the clock of the room, written the language's way either way.
      expect(await decisions('&lang=en')).not.toContain('ritardo');

      const refused = (lang: string, acceptLanguage?: string) =>
        app.inject({
          url: `/api/events/trofeo/export?format=csv&what=decisions&lang=${lang}`,
          headers: {
            ...director,
            ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
          },
        });
      const italian = expectRefusal(await refused('fr'), 400, 'unknown-language');
      expect(italian.message).toBe('lingua sconosciuta: fr (le lingue sono it ed en)');
      expect(italian.params).toEqual({ lang: 'fr' });
      const english = expectRefusal(await refused('IT', 'en-GB,en;q=0.9'), 400, 'unknown-language');
      expect(english.message).toBe('unknown language: IT (the languages are it and en)');
      expectRefusal(await refused('', 'fr-FR,it;q=0.8'), 400, 'unknown-language');
    }));

  it('prints the seating list and the standings for anyone, the score sheets for directors', () =>
    withApp(createDatabase, async (app) => {
      const director = await login(app, 'Arbitro');
      const player = await login(app, 'Paolo');
      const send = (payload: object) =>
        app.inject({
          method: 'POST',
          url: '/api/events/trofeo/commands',
          payload,
          headers: director,
        });
      await app.inject({ method: 'POST', url: '/api/events', payload: TROFEO, headers: director });
      const printed = (path: string, headers?: { cookie: string }) =>
        app.inject({ url: `/api/events/trofeo/print/${path}`, ...(headers ? { headers } : {}) });

      expectRefusal(await printed('seating'), 400, 'bad-request');
      for (let i = 1; i <= 4; i++)
        await send({ type: 'register', players: [`Nord ${i}`, `Sud ${i}`] });
      await send({ type: 'pair' });
      await send({
        type: 'result',
        round: 1,
        table: 1,
        hands: FIRST_SIDE_WINS,
        signedBy: ['E1', 'E2'],
      });

      const seating = await printed('seating?lang=en');
      expect(seating.statusCode).toBe(200);
      expect(seating.headers['content-type']).toBe('application/pdf');
      expect(seating.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(seating.headers['content-disposition']).toBe(
        'inline; filename="trofeo-seating-1.pdf"',
      );
      // Chrome's PDF viewer needs a policy that refuses framing only.
      expect(seating.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(seating.headers['x-content-type-options']).toBe('nosniff');
      const standings = await printed('standings');
      expect(standings.statusCode).toBe(200);
      expect(standings.headers['content-disposition']).toContain('trofeo-standings-1.pdf');

      expectRefusal(await printed('scoresheets'), 401, 'not-logged-in');
      expectRefusal(await printed('scoresheets', player), 403, 'forbidden');
      const sheets = await printed('scoresheets?round=1', director);
      expect(sheets.statusCode).toBe(200);
      expect(sheets.headers['content-type']).toBe('application/pdf');
      expectRefusal(await printed('seating?round=2'), 400, 'bad-request');
      expectRefusal(await printed('menu'), 400, 'bad-request');
      expectRefusal(
        await app.inject({ url: '/api/events/nessuno/print/standings' }),
        404,
        'unknown-tournament',
      );
    }));

  it("serves the referee's reports and the table and guide cards to the event's directors only", () =>
    withApp(createDatabase, async (app) => {
      const director = await login(app, 'Arbitro');
      const player = await login(app, 'Paolo');
      const send = (payload: object) =>
        app.inject({
          method: 'POST',
          url: '/api/events/trofeo/commands',
          payload,
          headers: director,
        });
      await app.inject({ method: 'POST', url: '/api/events', payload: TROFEO, headers: director });
      for (let i = 1; i <= 4; i++)
        await send({ type: 'register', players: [`Nord ${i}`, `Sud ${i}`] });
      await send({ type: 'pair' });
      const paper = (kind: string, headers?: { cookie: string }) =>
        app.inject({ url: `/api/events/trofeo/print/${kind}`, ...(headers ? { headers } : {}) });
      // No sanction needs a report yet (BUR-CH art. 50); a richiamo's is printed when asked.
      expectRefusal(await paper('referee-reports', director), 400, 'bad-request');
      await send({
        type: 'sanction',
        entrant: 'E1',
        player: 'Nord 1',
        level: 'caution',
        breach: 'gioco fuori turno',
      });
      expectRefusal(await paper('referee-reports', director), 400, 'bad-request');
      const optional = await paper('referee-reports?cautions=true', director);
      expect(optional.statusCode).toBe(200);
      expect(optional.headers['content-type']).toBe('application/pdf');
      await send({
        type: 'sanction',
        entrant: 'E2',
        player: 'Sud 2',
        level: 'warning',
        breach: 'abbandono della sede di gara senza preavviso',
      });
      for (const kind of ['referee-reports', 'table-cards']) {
        expectRefusal(await paper(kind), 401, 'not-logged-in');
        expectRefusal(await paper(kind, player), 403, 'forbidden');
        const pdf = await paper(kind, director);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect((await paper('referee-reports', director)).headers['content-disposition']).toContain(
        'trofeo-referee-reports-0.pdf',
      );
      // A Danish round has no Mitchell guide.
      expectRefusal(await paper('guide-cards', director), 400, 'bad-request');
    }));
});

describe.each(DIALECTS)("an event's directors on $kind", ({ createDatabase }) => {
  /** A new account's session and id. */
  const account = async (app: FastifyInstance, name: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name, password: `password-di-${name}` },
    });
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (session === undefined) throw new Error(`no session for ${name}: ${response.body}`);
    return {
      id: (response.json() as { id: string }).id,
      headers: { cookie: `${SESSION_COOKIE}=${session.value}` },
    };
  };

  it('refuses a director the event of another director (any director could change any event)', () =>
    withApp(createDatabase, async (app) => {
      const admin = await account(app, 'Arbitro');
      const bruno = await account(app, 'Bruno');
      const carla = await account(app, 'Carla');
      for (const { id } of [bruno, carla])
        expect(
          (
            await app.inject({
              method: 'POST',
              url: `/api/users/${id}/role`,
              payload: { role: 'director' },
              headers: admin.headers,
            })
          ).statusCode,
        ).toBe(200);
      const created = await app.inject({
        method: 'POST',
        url: '/api/events',
        payload: TROFEO,
        headers: bruno.headers,
      });
      expect(created.statusCode).toBe(201);
      const send = (headers: { cookie: string }, players: string[], id = 'trofeo') =>
        app.inject({
          method: 'POST',
          url: `/api/events/${id}/commands`,
          payload: { type: 'register', players },
          headers,
        });
      const log = async () =>
        (await app.inject({ url: '/api/events/trofeo/log' })).json() as unknown[];
      const before = await log();

      expectRefusal(await send(carla.headers, ['Anna', 'Bruno']), 403, 'forbidden');
      expectRefusal(
        await app.inject({ url: '/api/events/trofeo/export', headers: carla.headers }),
        403,
        'forbidden',
      );
      expectRefusal(
        await app.inject({ url: '/api/events/trofeo/print/scoresheets', headers: carla.headers }),
        403,
        'forbidden',
      );
      expect(await log()).toEqual(before);
      // Its own director and the admins direct it; an unknown event is still a 404.
      expect((await send(bruno.headers, ['Anna', 'Bruno'])).statusCode).toBe(200);
      expect((await send(admin.headers, ['Carla', 'Dino'])).statusCode).toBe(200);
      expectRefusal(await send(carla.headers, ['X', 'Y'], 'nessuno'), 404, 'unknown-tournament');
    }));

  it('lets an admin, and no one else, add a director to an event', () =>
    withApp(createDatabase, async (app) => {
      const admin = await account(app, 'Arbitro');
      const bruno = await account(app, 'Bruno');
      const carla = await account(app, 'Carla');
      const paolo = await account(app, 'Paolo');
      for (const { id } of [bruno, carla])
        await app.inject({
          method: 'POST',
          url: `/api/users/${id}/role`,
          payload: { role: 'director' },
          headers: admin.headers,
        });
      await app.inject({
        method: 'POST',
        url: '/api/events',
        payload: TROFEO,
        headers: bruno.headers,
      });
      const add = (userId: string, headers?: { cookie: string }, event = 'trofeo') =>
        app.inject({
          method: 'POST',
          url: `/api/events/${event}/directors`,
          payload: { userId },
          ...(headers ? { headers } : {}),
        });
      const listed = await app.inject({ url: '/api/events/trofeo/directors' });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([{ id: bruno.id, name: 'Bruno' }]);

      expectRefusal(await add(carla.id), 401, 'not-logged-in');
      expectRefusal(await add(carla.id, carla.headers), 403, 'forbidden');
      expectRefusal(await add(carla.id, bruno.headers), 403, 'forbidden');
      expectRefusal(await add(paolo.id, admin.headers), 409, 'not-a-director');
      expectRefusal(await add('nessuno', admin.headers), 404, 'unknown-user');
      expectRefusal(await add(carla.id, admin.headers, 'nessuno'), 404, 'unknown-tournament');
      const added = await add(carla.id, admin.headers);
      expect(added.statusCode).toBe(200);
      const both = [
        { id: bruno.id, name: 'Bruno' },
        { id: carla.id, name: 'Carla' },
      ];
      expect(added.json()).toEqual(both);
      // Adding twice changes nothing.
      expect((await add(carla.id, admin.headers)).json()).toEqual(both);
      const register = await app.inject({
        method: 'POST',
        url: '/api/events/trofeo/commands',
        payload: { type: 'register', players: ['Anna', 'Bruno'] },
        headers: carla.headers,
      });
      expect(register.statusCode).toBe(200);
    }));
});

describe.each(DIALECTS)('event ids in headers on $kind', ({ createDatabase }) => {
  /** An event made as the command line makes it, with any id: the store takes any text. */
  const createdByCommandLine = async (store: Store, id: string) => {
    const stamp = { at: new Date().toISOString(), by: 'Arbitro' };
    const created = decideCommand(undefined, { ...SETTINGS, type: 'create' }, stamp);
    if (!created.ok) throw new Error(created.error.message);
    const meta = { name: 'Trofeo', game: 'burraco', createdAt: stamp.at };
    const stored = await store.createTournament(id, meta, created.value.map(toEnvelope));
    if (!stored.ok) throw new Error(stored.error.message);
  };

  it('answers a JSON error, not a raw 500, for an event id with CR/LF, and refuses such ids', () =>
    withApp(createDatabase, async (app, store) => {
      const director = await login(app, 'Arbitro');
      const injected = await app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { ...TROFEO, id: 'trofeo\r\nX-Injected: 1' },
        headers: director,
      });
      expectRefusal(injected, 400, 'bad-request');
      for (const id of ['a"b', 'trofeo 2025', 'x'.repeat(101), '../x'])
        expectRefusal(
          await app.inject({
            method: 'POST',
            url: '/api/events',
            payload: { ...TROFEO, id },
            headers: director,
          }),
          400,
          'bad-request',
        );
      await createdByCommandLine(store, 'a\r\nb');
      for (const url of [
        '/api/events/a%0D%0Ab/export?format=csv&what=entrants',
        '/api/events/a%0D%0Ab/export',
        '/api/events/a%0D%0Ab/print/seating',
        '/api/events/a%0D%0Ab',
      ]) {
        const response = await app.inject({ url, headers: director });
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect(errorBodySchema.parse(response.json()).code).toBe('bad-request');
      }
    }));

  it("keeps a filename whole when the event id holds a '\"' or a letter beyond ASCII", () =>
    withApp(createDatabase, async (app, store) => {
      const director = await login(app, 'Arbitro');
      for (const id of ['a"b', 'torneo-città', 'semi;colon']) {
        await createdByCommandLine(store, id);
        const path = `/api/events/${encodeURIComponent(id)}`;
        const csv = await app.inject({
          url: `${path}/export?format=csv&what=entrants`,
          headers: director,
        });
        expect(csv.statusCode).toBe(200);
        const disposition = String(csv.headers['content-disposition']);
        // The plain name is ASCII, quoted and whole; the exact name is in filename*.
        expect(disposition).toMatch(/^attachment; filename="[\x20-\x21\x23-\x7e]*"(; |$)/);
        expect(parseDisposition(disposition).parameters['filename']).toBe(`${id}-entrants.csv`);
        await app.inject({
          method: 'POST',
          url: `${path}/commands`,
          payload: { type: 'register', players: ['Nord', 'Sud'] },
          headers: director,
        });
        await app.inject({
          method: 'POST',
          url: `${path}/commands`,
          payload: { type: 'register', players: ['Est', 'Ovest'] },
          headers: director,
        });
        await app.inject({
          method: 'POST',
          url: `${path}/commands`,
          payload: { type: 'pair' },
          headers: director,
        });
        const pdf = await app.inject({ url: `${path}/print/seating` });
        expect(pdf.statusCode).toBe(200);
        expect(parseDisposition(String(pdf.headers['content-disposition'])).parameters).toEqual(
          expect.objectContaining({ filename: `${id}-seating-1.pdf` }),
        );
      }
    }));
});

describe("an event's own VP tables", () => {
  // BUR-CH art. 19: "Le tabelle, riprodotte sugli score, indicano i V.P. da assegnare alle due
  // linee in base alla differenza M.P. registrata al termine della partita."
  it('BUR-CH art. 19, 22: load from the console as from the command line, printed bands and all, and are checked; the reading of art. 22 too', () =>
    withApp(DIALECTS[0].createDatabase, async (app) => {
      const director = await login(app, 'Arbitro');
      const band = (from: number, upTo: number | null, winner: number, loser: number) => ({
        from,
        upTo,
        winner,
        loser,
      });
      const table = (bands: readonly object[]) => ({
        name: 'Tabella del circolo, 3 smazzate',
        source: 'circolo',
        derived: false,
        bands,
      });
      const create = (id: string, bands: readonly object[]) =>
        app.inject({
          method: 'POST',
          url: '/api/events',
          payload: { ...SETTINGS, id, vpTables: { '3': table(bands) } },
          headers: director,
        });
      const created = await create('circolo', [band(0, 50, 10, 10), band(55, null, 20, 0)]);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        events: [{ data: { config: { vpTables: { '3': { name: table([]).name } } } } }],
      });
      const gap = expectRefusal(
        await create('buco', [band(0, 50, 10, 10), band(105, null, 20, 0)]),
        409,
        'bad-config',
      );
      expect(gap.article).toBe('BUR-CH art. 19');
      expect(gap.message).toContain('gap');
      const fibur = await app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { ...SETTINGS, id: 'fibur', vpTables: { '3': FIBUR_3_HANDS } },
        headers: director,
      });
      expect(fibur.statusCode).toBe(201);
      const anyTwo = await app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { ...SETTINGS, id: 'richiami', cautionsToWarning: 'any' },
        headers: director,
      });
      expect(anyTwo.json()).toMatchObject({
        events: [{ data: { config: { cautionsToWarning: 'any' } } }],
      });
    }));
});

describe('the OpenAPI document and the command schema', () => {
  it('lists the director routes', () =>
    withApp(DIALECTS[0].createDatabase, async (app) => {
      const document = (await app.inject({ url: '/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      expect(Object.keys(document.paths['/api/events'] ?? {})).toEqual(['get', 'post']);
      expect(Object.keys(document.paths['/api/events/{id}/commands'] ?? {})).toEqual(['post']);
      expect(Object.keys(document.paths['/api/events/{id}/export'] ?? {})).toEqual(['get']);
      expect(JSON.stringify(document.paths['/api/events/{id}/commands'])).toContain('tie-order');
    }));

  it('fills in what the command line leaves to its defaults', () => {
    expect(
      tournamentCommandSchema.parse({ type: 'withdraw', entrant: 'E1', reason: 'ill' }),
    ).toEqual({ type: 'withdraw', entrant: 'E1', reason: 'ill', during: false });
    expect(
      tournamentCommandSchema.parse({
        type: 'penalize',
        entrant: 'E1',
        vp: 1,
        reason: 'r',
        article: 'a',
      }),
    ).toEqual({ type: 'penalize', entrant: 'E1', mp: 0, vp: 1, reason: 'r', article: 'a' });
  });

  it('takes the confirmation of doubts on every command, and people with surname and first name', () => {
    const result = { type: 'result', round: 1, table: 1, hands: [[0, 20]], signedBy: ['E1'] };
    expect(tournamentCommandSchema.parse({ ...result, confirm: true })).toEqual({
      ...result,
      confirm: true,
    });
    expect(tournamentCommandSchema.safeParse({ ...result, confirm: 'yes' }).success).toBe(false);
    expect(tournamentCommandSchema.parse({ type: 'publish', round: 1, confirm: true })).toEqual({
      type: 'publish',
      round: 1,
      confirm: true,
    });
    const people = [{ surname: 'De Luca', firstName: 'Maria', membership: 'FI1', club: 'Roma' }];
    expect(tournamentCommandSchema.parse({ type: 'register', people, confirm: true })).toEqual({
      type: 'register',
      people,
      confirm: true,
    });
    expect(
      tournamentCommandSchema.safeParse({ type: 'register', people: [{ name: 'Maria De Luca' }] })
        .success,
    ).toBe(false);
  });
  it('takes the club separation and the group prizes of a new event, as create --separate and --prize-groups', () => {
    const settings = {
      name: 'Trofeo',
      game: 'burraco',
      kind: 'pairs',
      rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
      separate: 'club',
      prizeGroups: [{ field: 'category', value: 'Over 65', prizes: ['Coppa Over 65'] }],
    };
    expect(createEventSchema.parse(settings)).toEqual(settings);
    expect(createEventSchema.safeParse({ ...settings, separate: 'city' }).success).toBe(false);
  });
});

describe.each(DIALECTS)('the event work over HTTP on $kind', ({ createDatabase }) => {
  const FILE =
    'Coppia;Cognome;Nome;Tessera;Circolo\n' +
    '1;Rossi;Mario;T1;Roma\n1;De Luca;Anna;T2;Roma\n2;Bianchi;Luca;T3;Milano\n2;Verdi;Sara;T4;Milano\n';

  it('imports a CSV file (a dry run first), lists the prizes, reports to the federation', () =>
    withApp(createDatabase, async (app) => {
      const director = await login(app, 'Arbitro');
      const player = await login(app, 'Paolo');
      await app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { ...TROFEO, rounds: [TROFEO.rounds[0]], prizes: ['Coppa'] },
        headers: director,
      });
      const importing = (payload: object, headers = director) =>
        app.inject({ method: 'POST', url: '/api/events/trofeo/import', payload, headers });

      expectRefusal(await importing({ csv: FILE, dryRun: true }, player), 403, 'forbidden');
      const trial = await importing({ csv: FILE, dryRun: true });
      expect(trial.statusCode).toBe(200);
      expect(trial.json()).toMatchObject({
        dryRun: true,
        entrants: [
          { lines: [2, 3], entrant: 'E1', players: ['Mario Rossi', 'Anna De Luca'] },
          { lines: [4, 5], entrant: 'E2' },
        ],
        duplicates: [],
        problems: [],
      });
      const bad = await importing({ csv: `${FILE}3;Neri;;T5;Napoli\n`, dryRun: true });
      expect(bad.json()).toMatchObject({ problems: [{ line: 6, code: 'import-missing-name' }] });
      expectRefusal(await importing({ csv: `${FILE}3;Neri;;T5;Napoli\n` }), 409, 'import-invalid');

      const imported = await importing({ csv: FILE });
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toMatchObject({
        dryRun: false,
        events: [
          { seq: 2, type: 'registered', data: { entrant: { id: 'E1' } } },
          { seq: 3, type: 'registered', data: { entrant: { id: 'E2' } } },
        ],
        status: { entrantCount: 2 },
      });
      expectRefusal(await importing({ csv: FILE }), 409, 'import-nothing-new');
      // The same import as a command of the commands route.
      const more = await app.inject({
        method: 'POST',
        url: '/api/events/trofeo/commands',
        payload: { type: 'import', csv: 'Coppia,Cognome,Nome\n3,Neri,Ugo\n3,Gallo,Eva\n' },
        headers: director,
      });
      expect(more.statusCode).toBe(200);

      const send = (payload: object) =>
        app.inject({
          method: 'POST',
          url: '/api/events/trofeo/commands',
          payload,
          headers: director,
        });
      await send({ type: 'register', players: ['Ivo Conti', 'Lia Costa'] });
      await send({ type: 'pair' });
      for (const [table, seats] of [
        [1, ['E1', 'E2']],
        [2, ['E3', 'E4']],
      ] as const)
        await send({ type: 'result', round: 1, table, hands: FIRST_SIDE_WINS, signedBy: seats });
      await send({ type: 'publish', round: 1 });

      const prizes = await app.inject({ method: 'GET', url: '/api/events/trofeo/prizes' });
      expect(prizes.json()).toMatchObject({ prizes: [{ prize: 'Coppa', row: { rank: 1 } }] });

      const report = (query: string, headers = director) =>
        app.inject({ method: 'GET', url: `/api/events/trofeo/federation-report${query}`, headers });
      expectRefusal(await report('', player), 403, 'forbidden');
      const json = await report('');
      expect(json.json()).toMatchObject({
        format: 'tavolo-federation-report',
        version: 1,
        event: { id: 'trofeo', roundsPlayed: 1, final: false },
      });
      const csv = await report('?format=csv&what=standings');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body.split('\n')[0]).toBe(
        'rank,entrant,player,surname,first_name,name,membership,club,region,category,vp,mp,penalty_vp,penalty_mp,rounds,withdrawn,prize,prize_group',
      );
      expect(csv.body).toContain(',Rossi,Mario,Mario Rossi,T1,Roma,');
      expect((await report('?format=csv&what=results')).body.split('\n')).toHaveLength(6);
      expect((await report('?what=decisions')).statusCode).toBe(400);
    }));
});
