/**
 * The director's `ruling` command over HTTP, on the real server: a situation of the arbitro's
 * catalogue, its answers, the table and the player, decided by @tavolo/rulings and recorded in
 * the event's log with the sanctions and penalties it brings; refused as the other commands are
 * (the roles, a body of the wrong shape, the rules' codes with their figures).
 */
import { errorBodySchema } from '@tavolo/protocol';
import {
  type Answers,
  type Entry,
  answerPaths,
  catalogue,
  citation,
  consult,
  entryById,
} from '@tavolo/rulings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, request, startTestServer } from './test-server.js';

let test: TestServer;
/** The database's first account, its admin: a director of every event here. */
let director: string;
beforeAll(async () => {
  test = await startTestServer('sqlite');
  director = await account('Arbitra');
});
afterAll(async () => {
  await test.stop();
});

/** A new account's session. */
const account = async (name: string): Promise<string> => (await accountOf(name)).cookie;

const accountOf = async (name: string): Promise<{ id: string; cookie: string }> => {
  const answer = await request(`${test.server.url}/api/auth/register`, 'POST', {
    name,
    password: `password-di-${name}`,
  });
  if (answer.cookie === undefined) throw new Error(`no session for ${name}`);
  return { id: (answer.body as { id: string }).id, cookie: answer.cookie };
};

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const code = (answer: Answer) => errorBodySchema.parse(answer.body).code;

interface Logged {
  readonly seq: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
}

/** An event with `entrants` registered (their players' names) and its first round paired. */
const eventPaired = async (
  id: string,
  settings: Record<string, unknown>,
  entrants: readonly (readonly string[])[],
) => {
  const send = (body: unknown) =>
    request(`${test.server.url}/api/events/${id}/commands`, 'POST', body, director);
  expect(
    (await request(`${test.server.url}/api/events`, 'POST', { id, ...settings }, director)).status,
  ).toBe(201);
  for (const players of entrants)
    expect((await send({ type: 'register', players })).status).toBe(200);
  expect((await send({ type: 'pair' })).status).toBe(200);
  return send;
};

const logOf = async (id: string): Promise<readonly Logged[]> =>
  (await request(`${test.server.url}/api/events/${id}/log`, 'GET')).body as Logged[];

/** The answers of the first way through `entry`'s questions, and the ruling they give. */
const firstPath = (entry: Entry, wanted: (answers: Answers) => boolean = () => true) => {
  const answers = answerPaths(entry).find(wanted);
  if (answers === undefined) throw new Error(`no answers fit for ${entry.id}`);
  const consulted = consult(entry, answers);
  if (!consulted.ok || consulted.value.kind !== 'ruling') throw new Error(`no ruling: ${entry.id}`);
  return { answers, ruling: consulted.value.ruling };
};

const BURRACO = {
  name: 'Trofeo delle decisioni',
  game: 'burraco',
  kind: 'pairs',
  rounds: [{ movement: { kind: 'danish', variant: 'modified' }, hands: 3 }],
};

const PAIRS = [
  ['Anna Neri', 'Bruno Bianchi'],
  ['Carla Verdi', 'Dino Rossi'],
  ['Elena Gallo', 'Fabio Conti'],
  ['Gina Greco', 'Ugo Marino'],
];

describe('the ruling command over HTTP', () => {
  it("BUR-CH art. 29: records the ruling against the round, the table and the player, for the event's directors only", async () => {
    const player = await account('Paolo');
    const send = await eventPaired('decisioni', BURRACO, PAIRS);
    const entry = entryById('bur-ch-29-a2-1');
    if (entry === undefined) throw new Error('no BUR-CH art. 29 A2,1 in the catalogue');
    const { answers, ruling } = firstPath(entry);
    const paired = (await logOf('decisioni')).find((e) => e.type === 'round-paired');
    const tables = (paired?.data['pairing'] as { tables: { seats: string[] }[] }).tables;
    const table = tables.findIndex((t) => t.seats.includes('E3')) + 1;
    const ruling29 = {
      type: 'ruling',
      situation: entry.id,
      answers,
      entrant: 'E3',
      table,
      player: 'Fabio Conti',
    };

    const url = `${test.server.url}/api/events/decisioni/commands`;
    expect(code(await request(url, 'POST', ruling29))).toBe('not-logged-in');
    expect(code(await request(url, 'POST', ruling29, player))).toBe('forbidden');
    // A director, but of other events: the event belongs to its own directors.
    const other = await accountOf('Carla');
    const role = `${test.server.url}/api/users/${other.id}/role`;
    expect((await request(role, 'POST', { role: 'director' }, director)).status).toBe(200);
    expect(code(await request(url, 'POST', ruling29, other.cookie))).toBe('forbidden');

    const recorded = await send(ruling29);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const ruled = {
      type: 'ruled',
      data: {
        round: 1,
        table,
        entrant: 'E3',
        player: 'Fabio Conti',
        entry: entry.id,
        answers,
        article: citation(entry),
        ruling: `${entry.title.it}: ${ruling.summary.it}`,
        consequences: ruling.record.length,
      },
    };
    expect(recorded.body).toMatchObject({
      events: [{ seq: 7, by: 'Arbitra', ...ruled }],
      status: { status: 'in-progress', currentRound: 1 },
    });
    expect((await logOf('decisioni')).at(-1)).toMatchObject(ruled);
  });

  it('refuses with the rules’ codes and figures what does not fit, and a body of the wrong shape', async () => {
    const send = await eventPaired('rifiuti', BURRACO, PAIRS);
    const entry = entryById('bur-ch-29-a2-1');
    if (entry === undefined) throw new Error('no BUR-CH art. 29 A2,1 in the catalogue');
    const { answers } = firstPath(entry);
    const base = { type: 'ruling', situation: entry.id, answers, entrant: 'E1', table: 1 };
    const refused = async (body: unknown, status = 409) => {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      return errorBodySchema.parse(answer.body);
    };

    expect((await refused({ ...base, situation: 'nessuna' })).code).toBe('unknown-ruling');
    const unanswered = await refused({ ...base, answers: {} });
    expect(unanswered).toMatchObject({
      code: 'ruling-unanswered',
      params: { entry: entry.id, question: entry.questions[0]?.id },
    });
    expect((await refused({ ...base, answers: { ...answers, nessuna: 'sì' } })).code).toBe(
      'ruling-answers',
    );
    const scala40 = catalogue.find((e) => e.game === 'scala40');
    if (scala40 === undefined) throw new Error('no Scala 40 entry in the catalogue');
    expect(
      await refused({ ...base, situation: scala40.id, answers: firstPath(scala40).answers }),
    ).toMatchObject({ code: 'ruling-other-game', params: { article: citation(scala40) } });
    expect((await refused({ ...base, table: 9 })).code).toBe('unknown-table');
    expect((await refused({ ...base, entrant: 'E9' })).code).toBe('unknown-entrant');
    expect((await refused({ ...base, player: 'Nessuno' })).code).toBe('unknown-player');

    // Shapes: answers are option ids, a table a whole number, and nothing else is taken.
    expect((await refused({ ...base, answers: { when: 1 } }, 400)).code).toBe('bad-request');
    expect((await refused({ ...base, table: 'uno' }, 400)).code).toBe('bad-request');
    expect((await refused({ ...base, extra: true }, 400)).code).toBe('bad-request');
    expect((await logOf('rifiuti')).map((e) => e.type)).not.toContain('ruled');
  });

  it('records the penalty or score a ruling brings with it, and asks for the figures it leaves to the arbitro', async () => {
    const send = await eventPaired(
      'scala',
      {
        name: 'Scala 40 delle decisioni',
        game: 'scala40',
        kind: 'individual',
        rounds: [{ movement: { kind: 'standings-tables' }, hands: 3 }],
      },
      [['Anna'], ['Bruno'], ['Carla'], ['Dino']],
    );
    // An entry of the catalogue whose ruling leaves the score to the arbitro (S40-CdG art. 14
    // as written today), by its answers rather than by name.
    const found = catalogue
      .filter((e) => e.game === 'scala40')
      .flatMap((entry) =>
        answerPaths(entry)
          .filter((answers) => {
            const consulted = consult(entry, answers);
            return (
              consulted.ok &&
              consulted.value.kind === 'ruling' &&
              consulted.value.ruling.record.length === 1 &&
              consulted.value.ruling.record[0]?.kind === 'score-adjustment'
            );
          })
          .map((answers) => ({ entry, answers })),
      )[0];
    if (found === undefined) throw new Error('no Scala 40 ruling leaves the score to the arbitro');
    const base = {
      type: 'ruling',
      situation: found.entry.id,
      answers: found.answers,
      entrant: 'E2',
      table: 1,
    };
    expect(errorBodySchema.parse((await send(base)).body)).toMatchObject({
      code: 'ruling-adjustment',
      params: { article: citation(found.entry) },
    });
    const recorded = await send({ ...base, mp: 50, vp: 1 });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({
      events: [
        { seq: 7, type: 'ruled', data: { entrant: 'E2', consequences: 1 } },
        {
          seq: 8,
          type: 'penalized',
          data: { entrant: 'E2', mp: 50, vp: 1, article: citation(found.entry) },
        },
      ],
    });
  });
});
