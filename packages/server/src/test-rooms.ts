/**
 * For the server's tests of rooms over a real store (SQLite or this machine's PostgreSQL): a
 * database and a bot pool for a suite, rooms opened on a fresh store per test, and a wait for
 * a condition. Not part of the package's API.
 */
import { type Store, openStore } from '@tavolo/store';
import type { TestDatabase } from '@tavolo/store/testing';
import { projectLog } from '@tavolo/tournament';
import { afterAll, beforeAll } from 'vitest';
import { type BotPool, startBotPool } from './bot-pool.js';
import { type Rooms, type RoomsOptions, openRooms } from './rooms.js';

/** Resolves once `check` holds; throws after `timeoutMs`. */
export const until = async (
  check: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

export interface RoomsSuite {
  /** The suite's database; set from its `beforeAll` on. */
  readonly database: () => TestDatabase;
  /** The suite's bot pool; set from its `beforeAll` on. */
  readonly bots: () => BotPool;
  /**
   * Opens a store on the suite's database and rooms on it, runs `work`, then closes both.
   * `options` may be a function of the store opened, to watch it or hand the rooms another.
   */
  readonly withRooms: (
    work: (rooms: Rooms) => Promise<void>,
    options?: Partial<RoomsOptions> | ((store: Store) => Partial<RoomsOptions>),
  ) => Promise<void>;
}

/**
 * Call inside a `describe`: creates a database and a one-thread bot pool before the suite's
 * tests, and closes both after them.
 */
export const roomsSuite = (createDatabase: () => Promise<TestDatabase>): RoomsSuite => {
  let database: TestDatabase | undefined;
  let bots: BotPool | undefined;
  beforeAll(async () => {
    database = await createDatabase();
    bots = startBotPool({ threads: 1 });
  });
  afterAll(async () => {
    await bots?.close();
    await database?.drop();
  });
  const suite: RoomsSuite = {
    database: () => {
      if (database === undefined) throw new Error('no database before the suite starts');
      return database;
    },
    bots: () => {
      if (bots === undefined) throw new Error('no bot pool before the suite starts');
      return bots;
    },
    withRooms: async (work, options = {}) => {
      const store = await openStore(suite.database().location, projectLog);
      try {
        const rooms = await openRooms({
          store,
          bots: suite.bots(),
          ...(typeof options === 'function' ? options(store) : options),
        });
        try {
          await work(rooms);
        } finally {
          await rooms.close();
        }
      } finally {
        await store.close();
      }
    },
  };
  return suite;
};
