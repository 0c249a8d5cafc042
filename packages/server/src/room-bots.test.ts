/**
 * What a room asks its bots (issue 20, "At the table"): each seat's level as the table set it,
 * the stand-in's level for a person who left (BUR-CH art. 47), Campione's thinking time, and
 * the hand's events as the seat saw them, never another seat's cards.
 */
import { chooseForSeat } from '@tavolo/bots';
import type { BotName, ServerMessage } from '@tavolo/protocol';
import { describe, expect, it } from 'vitest';
import type { BotPool, BotRequest } from './bot-pool.js';
import { type RoomSetup, NOT_STARTED, openRoom } from './room.js';
import { TABLE_THINKING } from './room/bots.js';
import { ANNA, memoryJournal, roomDeps } from './test-room-time.js';
import { until } from './test-rooms.js';

interface Asked {
  readonly request: BotRequest;
}

/**
 * A pool that records what it is asked and answers on this thread. It answers as Principiante
 * whatever the level asked, so that a match of searching bots takes seconds: these tests are
 * about the questions, the levels' own tests about the answers.
 */
const recordingPool = () => {
  const asked: Asked[] = [];
  const pool: BotPool = {
    threads: 1,
    choose: (request) => {
      asked.push({ request: structuredClone(request) });
      const { game, seed, view, legal, history } = request;
      const prompt = { view, legal, ...(history && { history }) };
      return Promise.resolve(chooseForSeat({ game, bot: 'principiante', seed, prompt }));
    },
    close: () => Promise.resolve(),
  };
  return { asked, pool };
};

/** A connection that keeps every event message it receives, as a seat's player would. */
const seatRecorder = () => {
  const events: { version: number; hidden: boolean; event?: unknown }[] = [];
  return {
    events,
    connection: {
      userId: undefined,
      send: (message: ServerMessage) => {
        if (message.type === 'messages') for (const m of message.messages) events.push(m);
      },
    },
  };
};

const isHandStart = (event: unknown) => (event as { type?: string }).type === 'hand-started';

/** A Burraco table of four: Anna's place, then bots of three kinds. */
const setupOf = (bots: readonly (BotName | null)[]): RoomSetup => ({
  id: 'bots-1',
  game: 'burraco',
  profile: 'champion',
  secret: '5'.repeat(64),
  bots,
  timeControl: { kind: 'none' },
  graceSeconds: 60,
  // Two hands: the connections follow from after the first deal, so the second's is compared.
  hands: 2,
});

describe('a room asks its bots', () => {
  it('at each seat’s level, Campione with its time, the stand-in at Esperto, with the hand seen by the seat', async () => {
    const { asked, pool } = recordingPool();
    const deps = {
      ...roomDeps(memoryJournal().journal),
      bots: pool,
      standInBot: 'esperto' as const,
    };
    // `greedy`, as tables stored before the levels have it: it plays as Principiante.
    const room = openRoom(setupOf([null, 'campione', 'greedy', 'random']), deps, {
      rebuilt: NOT_STARTED,
      lastSeq: 0,
      phase: 'waiting',
      holders: [],
    });
    expect(await room.start([ANNA, undefined, undefined, undefined])).toEqual({ ok: true });
    // Every seat followed by a player's connection from here on: what each seat was sent.
    const seats = [0, 1, 2, 3].map(() => seatRecorder());
    seats.forEach((s, seat) => room.attach(s.connection, seat, undefined));
    const anna = room.seatOfUser(ANNA.userId) as number;
    // Anna leaves at once: a bot plays on for her, and every seat is a bot's.
    await room.leave(anna);
    await until(() => room.phase() === 'over', 30_000);
    await room.close();

    const levelOfSlot: readonly string[] = ['esperto', 'campione', 'principiante', 'random'];
    const bySeat = (seat: number) => asked.filter((a) => seatOf(a) === seat);
    const seatOf = ({ request }: Asked) => (request.view as { you: number }).you;
    for (const slot of [0, 1, 2, 3]) {
      const seat = room.seatOfSlot(slot) as number;
      const mine = bySeat(seat);
      expect(mine.length).toBeGreaterThan(5);
      for (const { request } of mine) {
        expect(request.bot).toBe(levelOfSlot[slot]);
        expect(request.budget).toEqual(slot === 1 ? TABLE_THINKING : undefined);
      }
    }
    expect(TABLE_THINKING).toEqual({ kind: 'time', ms: 150 });

    // The history of a request is what its seat was sent of the hand so far: the events it
    // may see, from the hand's start, and never one whose message to the seat was hidden.
    let hidden = 0;
    let compared = 0;
    for (const { request } of asked) {
      const seen = seats[seatOf({ request })]?.events ?? [];
      const upTo = seen.filter((m) => m.version <= request.seed);
      const start = upTo.findLastIndex((m) => !m.hidden && isHandStart(m.event));
      if (start < 0) continue; // the deal came before the connection: nothing to compare
      const hand = upTo.slice(start);
      hidden += hand.filter((m) => m.hidden).length;
      compared += 1;
      expect(request.history).toEqual(hand.filter((m) => !m.hidden).map((m) => m.event));
    }
    // The comparison ran, and other seats' private events were there to leave out.
    expect(compared).toBeGreaterThan(20);
    expect(hidden).toBeGreaterThan(0);
  });
});
