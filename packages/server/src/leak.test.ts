/**
 * No hidden card crosses the gateway: at least 1,000 hands of Scala 40 and Burraco played over
 * real WebSockets by connections that answer their prompts, with a spectator at every table.
 * Afterwards each table is rebuilt from the store's log, and everything each connection
 * received is checked:
 * - the events against the independent sight oracle of test-support.ts (built from the full
 *   states: own cards, cards put on the table, cards shown at the count);
 * - every view against the engine's projection for that viewer at that version, and every
 *   prompt against the seat's legal actions at that version, exactly;
 * - the director's view (every hand, issue 19) against the engine's hands at its version, and
 *   that no seat's player or spectator ever received it, nor a player's call to the director.
 */
import { openStore } from '@tavolo/store';
import { projectLog } from '@tavolo/tournament';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from './game.js';
import { type AnyGame, type Rebuilt, gameOf, rebuild } from './room.js';
import type { Message, Table } from './table.js';
import { legalActionsFor } from './table.js';
import {
  type Playout,
  type SightRules,
  burracoSight,
  leaks,
  scala40Sight,
} from './test-support.js';
import {
  type RawClient,
  type TestServer,
  guest,
  rawClient,
  request,
  startTestServer,
} from './test-server.js';

type AnyTable = Table<unknown, unknown, unknown, unknown>;

interface Received {
  readonly type: string;
  readonly version?: number;
  readonly seat?: number | null;
  readonly view?: unknown;
  readonly messages?: readonly Message<unknown>[];
  readonly legal?: readonly unknown[];
  readonly status?: { readonly phase: string };
  readonly hands?: readonly (readonly number[])[];
}

/** What only the table's director may receive: every hand, and the players' calls. */
const DIRECTOR_ONLY = new Set(['director-view', 'director-call']);

const HANDS = Number(process.env['TAVOLO_LEAK_HANDS'] ?? 1_000);
const CONCURRENT = 6;
const EAGER = new Set(['open', 'meld', 'lay-off', 'replace-joker']);

/** A seat that answers every current prompt at once: a meld when it can, else anything legal. */
const answerPrompts = (client: RawClient, seed: number) => {
  let state = seed;
  let version = 0;
  let count = 0;
  client.socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Received;
    if (message.type === 'snapshot') version = message.version ?? 0;
    if (message.type === 'messages') version = message.messages?.at(-1)?.version ?? version;
    if (message.type !== 'prompt' || message.version !== version || !message.legal) return;
    const eager = message.legal.filter((a) => EAGER.has((a as { type: string }).type));
    const options = eager.length > 0 ? eager : message.legal;
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    client.send({ type: 'act', id: `a${count++}`, action: options[state % options.length] });
  });
};

interface Played {
  readonly table: string;
  readonly game: 'scala40' | 'burraco';
  /** By viewer (seat, or null for the spectator): everything its connection received. */
  readonly received: ReadonlyMap<Viewer, readonly Received[]>;
  /** Everything the director's connection received. */
  readonly director: readonly Received[];
}

describe('the gateway leaks no card', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await test?.stop();
  });

  /**
   * One match, played to its end by four connected people, watched by a spectator and by the
   * table's director (issue 19), who opened it and does not play.
   */
  const playMatch = async (game: 'scala40' | 'burraco', n: number): Promise<Played> => {
    const cookies = await Promise.all([0, 1, 2, 3].map(() => guest(test.server)));
    const owner = await guest(test.server);
    const created = await request(
      `${test.server.url}/api/tables`,
      'POST',
      {
        game,
        profile: game === 'scala40' ? 'fisca-101' : 'champion',
        seats: [0, 1, 2, 3].map(() => ({ kind: 'human' })),
      },
      owner,
    );
    const table = (created.body as { readonly id: string }).id;
    const spectator = await rawClient(test.wsUrl);
    spectator.send({ type: 'hello', table });
    const director = await rawClient(test.wsUrl, owner);
    director.send({ type: 'join-as-director', table });
    const players: RawClient[] = [];
    for (const cookie of cookies) {
      await request(`${test.server.url}/api/tables/${table}/join`, 'POST', {}, cookie);
      const client = await rawClient(test.wsUrl, cookie);
      answerPrompts(client, n * 8 + players.length);
      client.send({ type: 'hello', table });
      players.push(client);
    }
    await spectator.next(
      (m: Received) => m.type === 'status' && m.status?.phase === 'over',
      0,
      600_000,
    );
    const received = new Map<Viewer, readonly Received[]>();
    received.set(null, spectator.received as Received[]);
    for (const client of players) {
      const all = client.received as Received[];
      // The seat is the one of the last snapshot (the first one came while the table waited).
      const seat = all.filter((m) => m.type === 'snapshot').at(-1)?.seat ?? null;
      received.set(seat, all);
      client.socket.close();
    }
    spectator.socket.close();
    director.socket.close();
    return { table, game, received, director: director.received as Received[] };
  };

  it(`over ${HANDS} hands, every message to every connection shows only what it may see`, async () => {
    const store = await openStore(test.database.location, projectLog);
    let hands = 0;
    let cardsChecked = 0;
    let views = 0;
    let prompts = 0;
    let matches = 0;
    let directorViews = 0;
    try {
      while (hands < HANDS) {
        const batch = await Promise.all(
          Array.from({ length: CONCURRENT }, (_, i) =>
            playMatch(i % 2 === 0 ? 'scala40' : 'burraco', matches + i),
          ),
        );
        matches += batch.length;
        for (const played of batch) {
          const record = await store.games.readTable(played.table);
          if (!record.ok) throw new Error(record.error.message);
          const rebuilt = rebuild(
            {
              game: played.game,
              profile: record.value.profile,
              secret: record.value.secret,
              bots: [null, null, null, null],
              timeControl: { kind: 'none' },
              hands: undefined,
            },
            await store.games.readRecords(played.table),
          );
          if (!rebuilt.ok) throw new Error(rebuilt.error.message);
          const game = gameOf(played.game);
          const { opened, steps } = rebuilt.value;
          if (!opened || !rebuilt.value.table) throw new Error('the match never started');
          // The table after each version: what the views and prompts must equal.
          const tableAt = new Map<number, AnyTable>([[opened.version, opened]]);
          for (const step of steps) tableAt.set(step.after.version, step.after);
          // Every hand goes to the director's connection, exactly as the engine holds them…
          for (const m of played.director)
            if (m.type === 'director-view') {
              const at = tableAt.get(m.version ?? -1);
              expect(at, `${played.table}: no table at version ${m.version}`).toBeDefined();
              expect(m.hands).toEqual([0, 1, 2, 3].map((seat) => game.handCards(at?.state, seat)));
              directorViews += 1;
            }
          for (const [viewer, messages] of played.received)
            for (const m of messages) {
              // …and never to a seat's player or a spectator.
              expect(DIRECTOR_ONLY.has(m.type), `${m.type} to viewer ${viewer}`).toBe(false);
              const version =
                m.type === 'messages'
                  ? m.messages?.at(-1)?.version
                  : m.type === 'snapshot' || m.type === 'prompt'
                    ? m.version
                    : undefined;
              const at = version === undefined ? undefined : tableAt.get(version);
              if (m.type === 'messages' || (m.type === 'snapshot' && m.version !== 0)) {
                expect(at, `${played.table}: no table at version ${version}`).toBeDefined();
                expect(m.view).toEqual(game.view(at?.state, viewer));
                views += 1;
              }
              if (m.type === 'prompt' && viewer !== null && at) {
                expect(m.legal).toEqual(legalActionsFor(at, viewer));
                prompts += 1;
              }
            }
          const found = leaks(
            rulesOf(played.game),
            playoutOf(game, opened, steps, played.received),
          );
          expect(found.leaks).toEqual([]);
          hands += found.hands;
          cardsChecked += found.cardsChecked;
        }
      }
    } finally {
      await store.close();
    }
    expect(hands).toBeGreaterThanOrEqual(HANDS);
    // The oracle looked at real traffic: thousands of cards, views and prompts.
    expect(cardsChecked).toBeGreaterThan(100_000);
    expect(views).toBeGreaterThan(10_000);
    expect(prompts).toBeGreaterThan(1_000);
    expect(directorViews).toBeGreaterThan(views / 10);
  }, 1_800_000);
});

const rulesOf = (game: 'scala40' | 'burraco') =>
  (game === 'scala40' ? scala40Sight : burracoSight) as unknown as SightRules<unknown, unknown>;

/**
 * The oracle's view of a match: the rebuilt tables, with each step's messages replaced by what
 * each connection actually received for those versions.
 */
const playoutOf = (
  game: AnyGame,
  opened: AnyTable,
  steps: Rebuilt['steps'],
  received: ReadonlyMap<Viewer, readonly Received[]>,
): Playout<unknown, unknown, unknown, unknown> => {
  const streams = new Map<Viewer, Message<unknown>[]>();
  for (const [viewer, messages] of received)
    streams.set(
      viewer,
      messages.flatMap((m) => (m.type === 'messages' ? [...(m.messages ?? [])] : [])),
    );
  const between = (viewer: Viewer, from: number, to: number) =>
    (streams.get(viewer) ?? []).filter((m) => m.version > from && m.version <= to);
  let before = opened;
  const turns = steps
    .filter((step) => step.record.kind === 'act' && step.seat !== null)
    .map((step) => {
      const seat = step.seat as number;
      const turn = {
        before,
        seat,
        prompt: { view: game.view(before.state, seat), legal: legalActionsFor(before, seat) },
        action: (step.record.data as { readonly action: unknown }).action,
        after: {
          table: step.after,
          delivered: new Map(
            [...received.keys()].map(
              (viewer) => [viewer, between(viewer, before.version, step.after.version)] as const,
            ),
          ),
        },
      };
      before = step.after;
      return turn;
    });
  return { opened, table: before, turns, streams: new Map() };
};
