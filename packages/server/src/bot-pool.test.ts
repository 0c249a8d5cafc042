import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { SEAT_BOT_KINDS, type SeatBotKind, chooseForSeat, seatHistory } from '@tavolo/bots';
import * as burraco from '@tavolo/burraco';
import type { Result, RuleError, VisibleEvent } from '@tavolo/cards';
import { botNameSchema } from '@tavolo/protocol';
import * as scala40 from '@tavolo/scala40';
import { type BotPool, type BotPoolOptions, type BotRequest, startBotPool } from './bot-pool.js';

const xoroshiro = (seed: number) => ({ scheme: 'xoroshiro128plus', seed }) as const;

/** What a server gives a seat, and the engine's `apply`. */
interface Engine<State, Action> {
  readonly game: BotRequest['game'];
  readonly view: (state: State, seat: number) => unknown;
  readonly legalActions: (state: State, seat: number) => readonly Action[];
  readonly apply: (
    state: State,
    action: Action,
  ) => Result<
    { readonly state: State; readonly events: readonly VisibleEvent<{ readonly type: string }>[] },
    RuleError
  >;
  readonly seatOnTurn: (state: State) => number;
  readonly isOver: (state: State) => boolean;
}

/**
 * The bots of the seats: the levels and the test bots, `greedy` as stored tables have it.
 * Campione is asked apart (`CAMPIONE`), so that the many requests stay quick.
 */
const SEAT_BOTS: readonly SeatBotKind[] = ['principiante', 'random', 'esperto', 'greedy'];

/**
 * Every request of a match played in this thread, the bots by seat, each with the events of
 * the hand its seat has seen, as a room asks them.
 */
const requestsOf = <State, Action>(
  engine: Engine<State, Action>,
  start: {
    readonly state: State;
    readonly events: readonly VisibleEvent<{ readonly type: string }>[];
  },
): BotRequest[] => {
  const requests: BotRequest[] = [];
  const log: VisibleEvent<{ readonly type: string }>[] = [...start.events];
  let state = start.state;
  while (!engine.isOver(state)) {
    const seat = engine.seatOnTurn(state);
    const legal = engine.legalActions(state, seat);
    const request: BotRequest = {
      game: engine.game,
      bot: SEAT_BOTS[seat % SEAT_BOTS.length] as SeatBotKind,
      seed: requests.length,
      view: engine.view(state, seat),
      legal,
      history: seatHistory(log, seat),
    };
    requests.push(request);
    const chosen = inThisThread(request);
    if (!chosen.ok) throw new Error(chosen.error.code);
    const step = engine.apply(state, legal[chosen.value] as Action);
    if (!step.ok) throw new Error(step.error.code);
    state = step.value.state;
    log.push(...step.value.events);
  }
  return requests;
};

/** What a room's worker does with a request, on this thread. */
const inThisThread = ({ game, bot, seed, view, legal, history, budget }: BotRequest) =>
  chooseForSeat({
    game,
    bot,
    seed,
    prompt: { view, legal, ...(history && { history }) },
    ...(budget && { budget }),
  });

const scala40Start = scala40.createMatch({
  profile: scala40.PROFILES['fisca-101'],
  players: ['a', 'b', 'c'],
  seed: xoroshiro(7),
});
const burracoStart = burraco.createMatch({
  profile: burraco.PROFILES.champion,
  seating: { kind: 'singles', players: ['a', 'b'] },
  seed: xoroshiro(7),
});
if (!scala40Start.ok || !burracoStart.ok) throw new Error('the matches do not start');

const REQUESTS: readonly BotRequest[] = [
  ...requestsOf(
    {
      game: 'scala40',
      view: scala40.view,
      legalActions: scala40.legalActions,
      apply: scala40.apply,
      seatOnTurn: (state) => state.hand.turn.seat,
      isOver: (state) => state.status === 'over',
    },
    scala40Start.value,
  ),
  ...requestsOf(
    {
      game: 'burraco',
      view: burraco.view,
      legalActions: burraco.legalActions,
      apply: burraco.apply,
      seatOnTurn: (state) => state.hand.turn.seat,
      isOver: (state) => state.status === 'over',
    },
    burracoStart.value,
  ),
];

/** Campione with an iteration budget, which gives the same answer for the same request. */
const CAMPIONE: readonly BotRequest[] = REQUESTS.filter((_, i) => i % 300 === 7).map((r) => ({
  ...r,
  bot: 'campione',
  budget: { kind: 'iterations', iterations: 4 },
}));

const codeOf = (result: Result<number, RuleError>) => (result.ok ? 'ok' : result.error.code);

const pools: BotPool[] = [];
const start = (options?: BotPoolOptions) => {
  const pool = startBotPool(options);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('startBotPool', () => {
  it('answers many concurrent requests, each with the index the bot chooses in this thread', async () => {
    const pool = start({ threads: 3 });
    expect(REQUESTS.length).toBeGreaterThan(500);
    const answers = await Promise.all(REQUESTS.map((r) => pool.choose(r)));
    answers.forEach((answer, i) => {
      const request = REQUESTS[i] as BotRequest;
      expect(answer).toEqual(inThisThread(request));
      expect(answer.ok && answer.value >= 0 && answer.value < request.legal.length).toBe(true);
    });
  });

  it('answers the same request with the same index on every thread', async () => {
    const pool = start({ threads: 2 });
    for (const request of [...REQUESTS.filter((_, i) => i % 50 === 0), ...CAMPIONE]) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => pool.choose(request)));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]).toEqual(inThisThread(request));
    }
  });

  it('answers a bad request with an error value, and goes on answering', async () => {
    const pool = start({ threads: 1 });
    const request = REQUESTS[0] as BotRequest;
    const unknown = { ...request, game: 'chess' } as unknown as BotRequest;
    expect(codeOf(await pool.choose(unknown))).toBe('unknown-game');
    expect(codeOf(await pool.choose({ ...request, legal: [] }))).toBe('no-legal-action');
    expect(codeOf(await pool.choose({ ...request, view: { toString: () => 'x' } }))).toBe(
      'bad-request',
    );
    // The history and the budget reach the bot: it refuses ones it cannot read.
    const history = 'x' as unknown as readonly unknown[];
    expect(codeOf(await pool.choose({ ...request, history }))).toBe('bad-prompt');
    const budget = { kind: 'time', ms: -1 } as const;
    expect(codeOf(await pool.choose({ ...request, budget }))).toBe('bad-budget');
    expect(await pool.choose(request)).toEqual(inThisThread(request));
  });

  it('spreads requests, and answers those of a worker that dies with bot-failed', async () => {
    const pool = start({ threads: 2, heapLimitMb: 16 });
    const request = REQUESTS[0] as BotRequest;
    // Far more than a worker's heap can take in.
    const huge = { ...request, legal: Array.from({ length: 1_000_000 }, (_, i) => ({ i })) };
    const killer = pool.choose(huge); // to the first worker
    const beside = pool.choose(request); // to the second, the less busy
    const behind = pool.choose(request); // to the first again: each holds one request
    expect(codeOf(await killer)).toBe('bot-failed');
    expect(codeOf(await behind)).toBe('bot-failed');
    expect(await beside).toEqual(inThisThread(request));
    // The dead worker's place is taken by a new one.
    const after = await Promise.all([pool.choose(request), pool.choose(request)]);
    expect(after).toEqual([inThisThread(request), inThisThread(request)]);
  });

  it('answers pending requests when it closes, and closes once', async () => {
    const pool = start({ threads: 2 });
    const pending = REQUESTS.slice(0, 100).map((r) => pool.choose(r));
    const closed = pool.close();
    expect(pool.close()).toBe(closed);
    await closed;
    const answers = await Promise.all(pending);
    expect(answers.map(codeOf)).toEqual(answers.map(() => 'bot-pool-closed'));
    expect(codeOf(await pool.choose(REQUESTS[0] as BotRequest))).toBe('bot-pool-closed');
  });

  it('knows every bot the protocol lets a table name, and no other', () => {
    expect(new Set(SEAT_BOT_KINDS)).toEqual(new Set(botNameSchema.options));
  });

  it('runs one thread per core but one by default, and refuses no threads', () => {
    expect(start().threads).toBe(Math.max(1, availableParallelism() - 1));
    expect(() => startBotPool({ threads: 0 })).toThrow(RangeError);
  });
});
