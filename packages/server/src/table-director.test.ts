/**
 * The arbitro at an online table (issue 19), over real WebSockets: a player calls, the table's
 * director (who opened it) joins with a view of every hand, pauses the table, applies BUR-CH
 * art. 46's 100-point penalty and resumes; the log records each step, the players read the
 * ruling with its article, and after a restart the table still has it. Only the director's
 * connection receives the director's view, and only the director may pause or rule.
 */
import { openStore } from '@tavolo/store';
import { projectLog } from '@tavolo/tournament';
import {
  type Answers,
  type Entry,
  type RecordKind,
  answerPaths,
  catalogue,
  citation,
  consult,
  entryById,
} from '@tavolo/rulings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuild } from './room.js';
import type { DirectorRecord } from './room/rebuild.js';
import { type RunningServer, startServer } from './server.js';
import { replaySetup } from './table-settings.js';
import { cardIdsIn } from './test-support.js';
import {
  type RawClient,
  type TestServer,
  guest,
  rawClient,
  request,
  startTestServer,
} from './test-server.js';

interface Received {
  readonly type: string;
  readonly id?: string;
  readonly code?: string;
  readonly seat?: number | null;
  readonly version?: number;
  readonly legal?: readonly unknown[];
  readonly hands?: readonly (readonly number[])[];
  readonly status?: {
    readonly phase: string;
    readonly director?: {
      readonly present: boolean;
      readonly calls: number;
      readonly paused: boolean;
    };
    readonly rulings?: readonly { readonly article: string; readonly mpPenalty: number }[];
  };
  readonly ruling?: {
    readonly entry: string;
    readonly article: string;
    readonly summary: { readonly it: string };
    readonly seat: number;
    readonly mpPenalty: number;
  };
  readonly call?: { readonly seat: number; readonly reason: string; readonly text: string };
}

/** BUR-CH art. 46's entry: the pair whose chess clock ran out loses 100 points that hand. */
const art46 = entryById('bur-ch-46-tempo') as Entry;

const isType =
  (type: string, also: (m: Received) => boolean = () => true) =>
  (m: Received) =>
    m.type === type && also(m);

const answer = (client: RawClient, id: string, from: number) =>
  client.next(
    (m: Received) => (m.type === 'ack' || m.type === 'error') && m.id === id,
    from,
  ) as Promise<Received>;

describe('the arbitro at an online table', () => {
  let test: TestServer;
  let restarted: RunningServer | undefined;
  beforeAll(async () => {
    test = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await restarted?.close();
    await test?.database.drop();
  });

  it('a player calls, the director pauses, applies art. 46 and resumes; the players see the ruling', async () => {
    expect(citation(art46)).toMatch(/^BUR-CH art\. 46\b/);
    const [creator, ada, bea, outsider] = await Promise.all(
      ['Arbitro', 'Ada', 'Bea', 'Curioso'].map((name) => guest(test.server, name)),
    );
    const created = await request(
      `${test.server.url}/api/tables`,
      'POST',
      {
        game: 'burraco',
        profile: 'champion',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        timeControl: { kind: 'none' },
        graceSeconds: 60,
      },
      creator,
    );
    expect(created.status).toBe(201);
    const table = (created.body as { readonly id: string }).id;
    for (const cookie of [ada, bea])
      expect(
        (await request(`${test.server.url}/api/tables/${table}/join`, 'POST', {}, cookie)).status,
      ).toBe(200);

    const players = await Promise.all([ada, bea].map((cookie) => rawClient(test.wsUrl, cookie)));
    for (const p of players) p.send({ type: 'hello', table });
    const seats = await Promise.all(
      players.map(async (p) => ((await p.next(isType('snapshot'))) as Received).seat as number),
    );
    const spectator = await rawClient(test.wsUrl);
    spectator.send({ type: 'hello', table });
    await spectator.next(isType('snapshot'));

    // Only the table's director: not a guest who did not open it, nor a seat's player.
    const stranger = await rawClient(test.wsUrl, outsider);
    stranger.send({ type: 'join-as-director', table });
    expect(await stranger.next(isType('error'))).toMatchObject({ code: 'not-the-director' });
    const [ada0] = players as [RawClient, RawClient];
    let from = ada0.received.length;
    ada0.send({ type: 'join-as-director', table });
    expect(await ada0.next(isType('error'), from)).toMatchObject({ code: 'director-seated' });

    const director = await rawClient(test.wsUrl, creator);
    director.send({ type: 'join-as-director', table });
    const first = (await director.next(isType('director-view'))) as Received;
    expect(first.hands).toHaveLength(2);
    expect(first.hands?.every((h) => h.length === 11)).toBe(true);
    await director.next(isType('status', (m) => m.status?.director?.present === true));

    // A player calls; a spectator cannot, nor may a player pause or rule.
    const caller = players[seats[0] === 0 ? 0 : 1] as RawClient;
    from = caller.received.length;
    caller.send({
      type: 'call-director',
      id: 'call1',
      reason: 'clock',
      text: 'Il mio avversario è fermo da due minuti',
    });
    expect(await answer(caller, 'call1', from)).toMatchObject({ type: 'ack' });
    expect(await director.next(isType('director-call'))).toMatchObject({
      call: { seat: 0, reason: 'clock', text: 'Il mio avversario è fermo da due minuti' },
    });
    await caller.next(
      isType('status', (m) => m.status?.director?.calls === 1),
      from,
    );
    spectator.send({ type: 'call-director', id: 'sc', reason: 'other', text: '' });
    expect(await answer(spectator, 'sc', 0)).toMatchObject({ code: 'not-a-player' });
    for (const [client, type] of [
      [caller, 'pause'],
      [spectator, 'pause'],
      [caller, 'resume'],
    ] as const) {
      const at = client.received.length;
      client.send({ type, id: `x-${type}` });
      expect(await answer(client, `x-${type}`, at)).toMatchObject({ code: 'not-the-director' });
    }
    from = caller.received.length;
    caller.send({
      type: 'apply-ruling',
      id: 'self',
      entry: art46.id,
      answers: {},
      seat: 1,
      mpPenalty: 100,
    });
    expect(await answer(caller, 'self', from)).toMatchObject({ code: 'not-the-director' });

    // The director pauses: no move is taken, the clocks stand.
    let at = director.received.length;
    director.send({ type: 'pause', id: 'p1' });
    expect(await answer(director, 'p1', at)).toMatchObject({ type: 'ack' });
    for (const p of players)
      await p.next(
        isType('status', (m) => m.status?.phase === 'paused' && m.status.director?.paused === true),
      );
    const onTurn = caller;
    const prompt = (onTurn.received as Received[]).filter((m) => m.type === 'prompt').at(-1);
    expect(prompt?.legal?.length).toBeGreaterThan(0);
    from = onTurn.received.length;
    onTurn.send({ type: 'act', id: 'm1', action: prompt?.legal?.[0] });
    expect(await answer(onTurn, 'm1', from)).toMatchObject({ type: 'error', code: 'table-paused' });

    // A ruling that does not fit the table is refused with its reason.
    at = director.received.length;
    director.send({ type: 'apply-ruling', id: 'r0', entry: 'nessuna-voce', answers: {}, seat: 1 });
    expect(await answer(director, 'r0', at)).toMatchObject({ code: 'unknown-ruling' });
    const scala40 = catalogue.find((e) => e.game === 'scala40') as Entry;
    director.send({ type: 'apply-ruling', id: 'r00', entry: scala40.id, answers: {}, seat: 1 });
    expect(await answer(director, 'r00', at)).toMatchObject({ code: 'ruling-other-game' });
    director.send({
      type: 'apply-ruling',
      id: 'r01',
      entry: art46.id,
      answers: {},
      seat: 5,
      mpPenalty: 100,
    });
    expect(await answer(director, 'r01', at)).toMatchObject({ code: 'no-such-seat' });

    // Art. 46: the entry's own 100 points, taken from seat 1's line.
    at = director.received.length;
    const fromPlayers = players.map((p) => p.received.length);
    director.send({
      type: 'apply-ruling',
      id: 'r1',
      entry: art46.id,
      answers: {},
      seat: 1,
      note: 'Orologio della coppia esaurito',
    });
    expect(await answer(director, 'r1', at)).toMatchObject({ type: 'ack' });
    for (const [i, p] of players.entries()) {
      const notice = (await p.next(isType('ruling'), fromPlayers[i])) as Received;
      expect(notice.ruling).toMatchObject({
        entry: art46.id,
        article: citation(art46),
        seat: 1,
        mpPenalty: 100,
      });
      expect(notice.ruling?.summary.it).toBeTruthy();
    }
    await spectator.next(isType('ruling'));
    await caller.next(
      isType(
        'status',
        (m) => m.status?.rulings?.[0]?.mpPenalty === 100 && m.status.director?.calls === 0,
      ),
    );

    at = director.received.length;
    director.send({ type: 'resume', id: 'p2' });
    expect(await answer(director, 'p2', at)).toMatchObject({ type: 'ack' });
    await caller.next(
      isType('status', (m) => m.status?.phase === 'playing' && m.status.director?.paused === false),
      from,
    );
    from = onTurn.received.length;
    onTurn.send({ type: 'act', id: 'm2', action: prompt?.legal?.[0] });
    expect(await answer(onTurn, 'm2', from)).toMatchObject({ type: 'ack' });
    const after = (await director.next(
      isType('director-view', (m) => (m.version ?? 0) > (first.version ?? 0)),
    )) as Received;
    expect(after.hands?.map((h) => h.length).sort()).toEqual([11, 12]);

    // Nobody but the director got the director's view or the call; no card in a notice.
    for (const client of [...players, spectator, stranger])
      for (const m of client.received as Received[]) {
        expect(['director-view', 'director-call']).not.toContain(m.type);
        if (m.type === 'ruling' || m.type === 'status') expect(cardIdsIn(m)).toEqual([]);
      }

    // The log records the call, the pause, the ruling and the resumption as the director's.
    const store = await openStore(test.database.location, projectLog);
    try {
      const records = await store.games.readRecords(table);
      const director_ = records
        .filter((r) => r.kind === 'director')
        .map((r) => r.data as DirectorRecord);
      expect(director_.map((d) => d.action)).toEqual(['call', 'pause', 'ruling', 'resume']);
      const record = await store.games.readTable(table);
      if (!record.ok) throw new Error(record.error.message);
      const rebuilt = rebuild(replaySetup(record.value), records);
      expect(rebuilt.ok && rebuilt.value.director).toMatchObject({
        paused: false,
        open: 0,
        rulings: [{ entry: art46.id, seat: 1, mpPenalty: 100 }],
      });
    } finally {
      await store.close();
    }

    // A restart replays it: the players' status still carries the ruling.
    for (const client of [...players, spectator, stranger, director]) client.socket.close();
    await test.server.close();
    restarted = await startServer({
      store: test.database.location,
      port: 0,
      botThreads: 1,
      logLevel: 'silent',
    });
    const back = await rawClient(`ws://127.0.0.1:${restarted.port}/ws`, ada);
    back.send({ type: 'hello', table });
    await back.next(isType('status', (m) => m.status?.rulings?.[0]?.mpPenalty === 100));
    const again = await rawClient(`ws://127.0.0.1:${restarted.port}/ws`, creator);
    again.send({ type: 'join-as-director', table });
    await again.next(
      isType('director-view', (m) => (m as { rulings?: unknown[] }).rulings?.length === 1),
    );
    back.socket.close();
    again.socket.close();
  }, 60_000);
});

/** An entry of `game` and answers whose ruling records `kind`: the catalogue's, found by it. */
const rulingWith = (game: 'burraco' | 'scala40', kind: RecordKind): [Entry, Answers] => {
  for (const entry of catalogue.filter((e) => e.game === game))
    for (const answers of answerPaths(entry)) {
      const found = consult(entry, answers);
      if (
        found.ok &&
        found.value.kind === 'ruling' &&
        found.value.ruling.record.some((r) => r.kind === kind)
      )
        return [entry, answers];
    }
  throw new Error(`no ${game} ruling records ${kind}`);
};

describe("the arbitro's other rulings", () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await test?.stop();
  });

  it('a score adjustment needs its points, a sanction is named, a substitute puts a robot in the seat', async () => {
    const [creator, ada, bea] = await Promise.all(
      ['Direttrice', 'Ada', 'Bea'].map((name) => guest(test.server, name)),
    );
    const created = await request(
      `${test.server.url}/api/tables`,
      'POST',
      {
        game: 'burraco',
        profile: 'champion',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        timeControl: { kind: 'none' },
        graceSeconds: 60,
      },
      creator,
    );
    const table = (created.body as { readonly id: string }).id;
    for (const cookie of [ada, bea])
      await request(`${test.server.url}/api/tables/${table}/join`, 'POST', {}, cookie);
    const player = await rawClient(test.wsUrl, ada);
    player.send({ type: 'hello', table });
    const seat = ((await player.next(isType('snapshot', (m) => m.version !== 0))) as Received)
      .seat as number;
    const director = await rawClient(test.wsUrl, creator);
    director.send({ type: 'join-as-director', table });
    await director.next(isType('director-view'));

    const rule = async (id: string, fields: Record<string, unknown>) => {
      const at = director.received.length;
      director.send({ type: 'apply-ruling', id, seat, ...fields });
      return answer(director, id, at);
    };
    const [adjusted, adjustedAnswers] = rulingWith('burraco', 'score-adjustment');
    expect(await rule('a1', { entry: adjusted.id, answers: adjustedAnswers })).toMatchObject({
      code: 'ruling-adjustment',
    });
    expect(
      await rule('a2', { entry: adjusted.id, answers: adjustedAnswers, mpPenalty: 35 }),
    ).toMatchObject({ type: 'ack' });
    const [caution, cautionAnswers] = rulingWith('burraco', 'caution');
    expect(await rule('a3', { entry: caution.id, answers: cautionAnswers })).toMatchObject({
      type: 'ack',
    });
    const withQuestions = catalogue.find((e) => e.game === 'burraco' && e.questions.length > 0);
    if (withQuestions)
      expect(await rule('a4', { entry: withQuestions.id, answers: {} })).toMatchObject({
        code: 'ruling-unanswered',
      });
    const substitute = entryById('bur-ch-47-giocatore') ?? caution;
    const [substituteAnswers = {}] = answerPaths(substitute);
    expect(
      await rule('a5', { entry: substitute.id, answers: substituteAnswers, substitute: true }),
    ).toMatchObject({ type: 'ack' });
    await player.next(
      isType('status', (m) => {
        const status = m.status as
          | (Received['status'] & {
              readonly seats?: readonly { readonly seat: number; readonly controller: string }[];
            })
          | undefined;
        return (
          status?.rulings?.length === 3 &&
          status.seats?.find((s) => s.seat === seat)?.controller === 'bot'
        );
      }),
    );
    const rulings = (player.received as Received[]).filter((m) => m.type === 'ruling');
    expect(rulings.map((m) => m.ruling)).toMatchObject([
      { entry: adjusted.id, mpPenalty: 35, sanctions: [] },
      { entry: caution.id, sanctions: ['caution'] },
      { entry: substitute.id, substitute: true },
    ]);
    // A second substitute of a seat a robot plays already is refused.
    expect(
      await rule('a6', { entry: substitute.id, answers: substituteAnswers, substitute: true }),
    ).toMatchObject({ code: 'not-a-person' });
    player.socket.close();
    director.socket.close();
  }, 60_000);
});
