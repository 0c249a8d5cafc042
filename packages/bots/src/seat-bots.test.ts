import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as burraco from '@tavolo/burraco';
import type { Result, RuleError } from '@tavolo/cards';
import * as scala40 from '@tavolo/scala40';
import type { Bot } from './bot.js';
import { burracoGreedyBot } from './burraco-bots.js';
import { greedyBot } from './greedy.js';
import { type SeatBotKind, type SeatRequest, chooseForSeat } from './choose-for-seat.js';
import { type SeatGame, chooseGreedyIndex } from './seat-bots.js';

const xoroshiro = (seed: number) => ({ scheme: 'xoroshiro128plus', seed }) as const;

/** What the driver needs of an engine: only what a server gives a seat, and `apply`. */
interface Engine<State, Action> {
  readonly game: SeatGame;
  readonly view: (state: State, seat: number) => unknown;
  readonly legalActions: (state: State, seat: number) => readonly Action[];
  readonly apply: (
    state: State,
    action: Action,
  ) => Result<{ readonly state: State }, { readonly code: string }>;
  readonly seatOnTurn: (state: State) => number;
  readonly isOver: (state: State) => boolean;
  readonly players: (state: State) => readonly string[];
}

const scala40Engine: Engine<scala40.MatchState, scala40.Action> = {
  game: 'scala40',
  view: scala40.view,
  legalActions: scala40.legalActions,
  apply: scala40.apply,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  players: (state) => state.players,
};

const burracoEngine: Engine<burraco.MatchState, burraco.Action> = {
  game: 'burraco',
  view: burraco.view,
  legalActions: burraco.legalActions,
  apply: burraco.apply,
  seatOnTurn: (state) => state.hand.turn.seat,
  isOver: (state) => state.status === 'over',
  players: (state) => state.players,
};

interface SeatTurn<State, Action> {
  readonly state: State;
  readonly seat: number;
  readonly request: SeatRequest;
  readonly chosen: Action;
}

const MAX_ACTIONS = 20_000;

/**
 * Plays a match where every seat chooses through `chooseForSeat` from its view and legal
 * actions only. A player's name says which bot it is (`greedy-1`): the engine's draw seats
 * the names. The random bots' seed varies with the turn, as a server's would.
 */
const playBySeats = <State, Action>(
  engine: Engine<State, Action>,
  start: State,
  seed: number,
  onTurn: (turn: SeatTurn<State, Action>) => void = () => undefined,
): { readonly state: State; readonly actions: number } => {
  let state = start;
  let actions = 0;
  while (!engine.isOver(state) && actions < MAX_ACTIONS) {
    const seat = engine.seatOnTurn(state);
    const bot = engine.players(state)[seat]?.split('-')[0] as SeatBotKind;
    const legal = engine.legalActions(state, seat);
    const request: SeatRequest = {
      game: engine.game,
      bot,
      seed: seed * MAX_ACTIONS + actions,
      prompt: { view: engine.view(state, seat), legal },
    };
    // `greedy-` players are the greedy seat bot itself (chooseForSeat reads `greedy` as the
    // principiante level, which plays it with its mistakes removed).
    const chosen =
      bot === 'greedy'
        ? chooseGreedyIndex(engine.game, request.prompt.view, legal)
        : chooseForSeat(request);
    if (!chosen.ok) throw new Error(`seat ${seat}: ${chosen.error.code}`);
    const action = legal[chosen.value];
    if (action === undefined) throw new Error(`seat ${seat}: index ${chosen.value} is not legal`);
    onTurn({ state, seat, request, chosen: action });
    const step = engine.apply(state, action);
    if (!step.ok) throw new Error(`seat ${seat}: ${step.error.code}`);
    state = step.value.state;
    actions++;
  }
  return { state, actions };
};

const scala40Match = (seed: number, players: readonly string[]): scala40.MatchState => {
  const created = scala40.createMatch({
    profile: scala40.PROFILES['fisca-101'],
    players,
    seed: xoroshiro(seed),
  });
  if (!created.ok) throw new Error(created.error.code);
  return created.value.state;
};

const burracoMatch = (seed: number, players: readonly string[]): burraco.MatchState => {
  const [a, b, c, d] = players as [string, string, string?, string?];
  const seating: burraco.SeatingRequest =
    c === undefined || d === undefined
      ? { kind: 'singles', players: [a, b] }
      : {
          kind: 'pairs',
          pairs: [
            [a, c],
            [b, d],
          ],
        };
  const created = burraco.createMatch({
    profile: burraco.PROFILES.champion,
    seating,
    seed: xoroshiro(seed),
  });
  if (!created.ok) throw new Error(created.error.code);
  return created.value.state;
};

/** The names of `count` players all played by `bot`. */
const sameBot = (bot: SeatBotKind, count: number) =>
  Array.from({ length: count }, (_, i) => `${bot}-${i}`);

describe('chooseForSeat plays whole matches from each seat’s prompt', () => {
  for (const bot of ['random', 'greedy'] as const) {
    it(`Scala 40, ${bot} at every seat`, () => {
      for (const seed of [1, 2]) {
        const run = playBySeats(scala40Engine, scala40Match(seed, sameBot(bot, 3)), seed);
        expect(run.state.status).toBe('over');
        expect(run.state.winner).not.toBeNull();
        expect(scala40.brokenInvariants(run.state)).toEqual([]);
      }
    });

    it(`Burraco, ${bot} at every seat`, () => {
      for (const [seed, players] of [
        [1, 2],
        [2, 4],
      ] as const) {
        const run = playBySeats(burracoEngine, burracoMatch(seed, sameBot(bot, players)), seed);
        expect(run.state.status).toBe('over');
        expect(run.state.results.length).toBe(run.state.handsPlanned);
        expect(burraco.brokenInvariants(run.state)).toEqual([]);
      }
    });
  }
});

describe('the greedy seat bot', () => {
  /**
   * Checks every greedy turn of some matches against the greedy bot that sees the whole state;
   * answers the kinds of action compared.
   */
  const sameAsStateBot = <State, Action extends { readonly type: string }>(
    engine: Engine<State, Action>,
    start: (seed: number) => State,
    stateBot: Bot<State, Action>,
  ): ReadonlySet<string> => {
    const kinds = new Set<string>();
    for (const seed of [3, 4, 5, 6]) {
      playBySeats(engine, start(seed), seed, ({ state, seat, request, chosen }) => {
        if (request.bot !== 'greedy') return;
        expect(chosen).toEqual(stateBot.choose(state, seat));
        kinds.add(chosen.type);
      });
    }
    return kinds;
  };

  it('plays as greedyBot does from the whole Scala 40 state', () => {
    const players = ['greedy-0', 'random-1', 'greedy-2'];
    const kinds = sameAsStateBot(scala40Engine, (seed) => scala40Match(seed, players), greedyBot());
    for (const kind of [
      'draw',
      'take-discard',
      'open',
      'meld',
      'lay-off',
      'replace-joker',
      'discard',
    ])
      expect(kinds).toContain(kind);
  });

  it('plays as burracoGreedyBot does from the whole Burraco state', () => {
    const players = ['greedy-0', 'random-1', 'greedy-2', 'random-3'];
    const kinds = sameAsStateBot(
      burracoEngine,
      (seed) => burracoMatch(seed, players),
      burracoGreedyBot(),
    );
    for (const kind of ['draw', 'take-pile', 'meld', 'lay-off', 'discard'])
      expect(kinds).toContain(kind);
  });

  it('beats the random bot in most Scala 40 matches', () => {
    const matches = 30;
    let greedyWins = 0;
    for (let seed = 1; seed <= matches; seed++) {
      const start = scala40Match(seed, ['greedy-0', 'random-1']);
      const { state } = playBySeats(scala40Engine, start, seed);
      if (state.players[state.winner as number] === 'greedy-0') greedyWins++;
    }
    // A real greedy player wins nearly all; a player no better than random would win about half.
    expect(greedyWins / matches).toBeGreaterThanOrEqual(0.8);
  });

  it('beats the random bot in most Burraco matches', () => {
    const matches = 12;
    let greedyWins = 0;
    for (let seed = 1; seed <= matches; seed++) {
      const start = burracoMatch(seed, ['greedy-0', 'random-1']);
      const { state } = playBySeats(burracoEngine, start, seed);
      const side = state.players.indexOf('greedy-0') % 2;
      if ((state.totals[side] as number) > (state.totals[1 - side] as number)) greedyWins++;
    }
    expect(greedyWins / matches).toBeGreaterThanOrEqual(0.8);
  });
});

describe('the random seat bot', () => {
  it('spreads its choices evenly, with no pattern over consecutive seeds (turn numbers)', () => {
    const count = 7;
    const seeds = 7000;
    const legal = Array.from({ length: count }, (_, i) => ({ type: 'draw', seat: i }));
    const choices = Array.from({ length: seeds }, (_, seed) => {
      const chosen = chooseForSeat({
        game: 'scala40',
        bot: 'random',
        seed,
        prompt: { view: null, legal },
      });
      if (!chosen.ok) throw new Error(chosen.error.code);
      return chosen.value;
    });
    const picks = new Array<number>(count).fill(0);
    // How far each choice is from the one before: a fair die shows every step as often.
    const steps = new Array<number>(count).fill(0);
    choices.forEach((choice, i) => {
      picks[choice] = (picks[choice] as number) + 1;
      const step = (choice - (choices[i - 1] ?? 0) + count) % count;
      if (i > 0) steps[step] = (steps[step] as number) + 1;
    });
    // About 1000 each; a fair die stays within ±150 (over 5 standard deviations).
    for (const n of [...picks, ...steps]) expect(Math.abs(n - seeds / count)).toBeLessThan(150);
  });
});

describe('a choice depends on the request alone', () => {
  it('answers the same index to the same prompt and seed, whatever was asked before', () => {
    const asked: SeatRequest[] = [];
    const collect = (turn: { readonly request: SeatRequest }) => asked.push(turn.request);
    playBySeats(scala40Engine, scala40Match(5, sameBot('greedy', 3)), 5, collect);
    playBySeats(burracoEngine, burracoMatch(5, sameBot('greedy', 2)), 5, collect);
    const request = fc
      .record({
        at: fc.nat({ max: asked.length - 1 }),
        bot: fc.constantFrom<SeatBotKind>('random', 'greedy'),
        seed: fc.integer(),
      })
      .map(({ at, bot, seed }): SeatRequest => ({ ...(asked[at] as SeatRequest), bot, seed }));
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 8 }), (requests) => {
        const forward = requests.map((r) => chooseForSeat(r));
        // Asked again in the other order, each from a copy of its request.
        const backward = requests
          .map((r) => structuredClone(r))
          .reverse()
          .map((r) => chooseForSeat(r))
          .reverse();
        expect(backward).toEqual(forward);
        forward.forEach((chosen, i) => {
          const legal = (requests[i] as SeatRequest).prompt.legal;
          expect(chosen.ok && chosen.value >= 0 && chosen.value < legal.length).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('chooseForSeat refuses what it cannot answer', () => {
  const legal = [{ type: 'draw', seat: 0 }];
  const valid: SeatRequest = {
    game: 'scala40',
    bot: 'random',
    seed: 1,
    prompt: { view: null, legal },
  };
  /** A request as it may arrive from another thread: anything at all. */
  const untrusted = (fields: Record<string, unknown>) => ({ ...valid, ...fields }) as SeatRequest;
  const codeOf = (result: Result<number, RuleError>) => (result.ok ? 'ok' : result.error.code);

  it('an unknown game or bot', () => {
    expect(codeOf(chooseForSeat(untrusted({ game: 'chess' })))).toBe('unknown-game');
    expect(codeOf(chooseForSeat(untrusted({ bot: 'oracle' })))).toBe('unknown-bot');
  });

  it('an empty legal list', () => {
    expect(codeOf(chooseForSeat(untrusted({ prompt: { view: null, legal: [] } })))).toBe(
      'no-legal-action',
    );
  });

  it('a seed that is not a safe integer', () => {
    expect(codeOf(chooseForSeat(untrusted({ seed: 0.5 })))).toBe('bad-seed');
  });

  it('greedy, the bot of stored tables, plays as principiante', () => {
    const state = scala40Match(2, sameBot('random', 3));
    const prompt = { view: scala40.view(state, 0), legal: scala40.legalActions(state, 0) };
    const asked = (bot: SeatBotKind) => chooseForSeat(untrusted({ bot, prompt }));
    expect(asked('greedy')).toEqual(asked('principiante'));
  });

  it('a prompt the greedy bot cannot read', () => {
    expect(codeOf(chooseForSeat(untrusted({ prompt: null })))).toBe('bad-prompt');
    expect(codeOf(chooseForSeat(untrusted({ bot: 'greedy' })))).toBe('bad-prompt');
    const state = scala40Match(1, sameBot('greedy', 2));
    const view = scala40.view(state, 0);
    expect(
      codeOf(
        chooseForSeat(untrusted({ bot: 'greedy', prompt: { view, legal: [{ type: 'discard' }] } })),
      ),
    ).toBe('bad-prompt');
    // A Scala 40 view is not a Burraco one.
    expect(
      codeOf(chooseForSeat(untrusted({ game: 'burraco', bot: 'greedy', prompt: { view, legal } }))),
    ).toBe('bad-prompt');
    expect(codeOf(chooseForSeat(untrusted({ bot: 'greedy', prompt: { view, legal } })))).toBe('ok');
  });
});
