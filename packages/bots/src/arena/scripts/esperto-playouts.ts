/**
 * What an Esperto play-out would cost the Campione, beside the search core's: for each deal, one
 * hand played by four Esperto seats through the rules engine (each decision from the seat's
 * prompt, as at a table), and the core's `wary` and `greedy` play-outs of the same deal. Mean
 * milliseconds a hand. A script, not a test:
 *   npx vite-node --config vitest.config.ts packages/bots/src/arena/scripts/esperto-playouts.ts \
 *     [scala40-deals=16] [burraco-deals=8]
 */
import * as burraco from '@tavolo/burraco';
import type { VisibleEvent } from '@tavolo/cards';
import * as scala40 from '@tavolo/scala40';
import { loadBurraco } from '@tavolo/search-core/burraco';
import { loadScala40 } from '@tavolo/search-core/scala40';
import { args, now, print } from '../../scala40-search/scripts/host.js';
import { promptedBot } from '../prompted-bot.js';
import { BURRACO_TABLE, SCALA40_TABLE, type TableGame, keepHand } from '../table-game.js';

const [scalaArg, burracoArg] = args();
/** Core play-outs of each deal, for a steadier mean than one. */
const CORE_REPEATS = 20;

/** Milliseconds of one hand played by four Esperto seats from `start`. */
const espertoHand = <State, Action, Event extends { readonly type: string }, Prompt>(
  table: TableGame<State, Action, Event, Prompt>,
  start: State,
  events: readonly VisibleEvent<Event>[],
  handsDone: (state: State) => number,
  seed: number,
): number => {
  const bots = [0, 1, 2, 3].map(() => promptedBot(table, 'esperto', { seed }));
  let state = start;
  let log = keepHand([], events);
  const started = now();
  while (handsDone(state) === 0) {
    const seat = table.seatOnTurn(state);
    const step = table.apply(state, (bots[seat] as (typeof bots)[number]).choose(state, seat, log));
    if (!step.ok) throw new Error(`the Esperto chose a refused move: ${step.error.code}`);
    log = keepHand(log, step.value.events);
    state = step.value.state;
  }
  return now() - started;
};

/** Mean milliseconds of a core play-out from `reload`'s state with each policy. */
const corePlayOuts = <P extends string>(
  core: { policy: P; playOut(seed: number): void },
  reload: () => void,
  policy: P,
): number => {
  core.policy = policy;
  const started = now();
  for (let k = 0; k < CORE_REPEATS; k++) {
    reload();
    core.playOut(k);
  }
  return (now() - started) / CORE_REPEATS;
};

/** The mean milliseconds a hand of each, from their totals over `deals`. */
const report = (
  game: string,
  deals: number,
  total: { esperto: number; wary: number; greedy: number },
) =>
  print(
    JSON.stringify({
      game,
      deals,
      espertoHandMs: +(total.esperto / deals).toFixed(1),
      coreWaryHandMs: +(total.wary / deals).toFixed(3),
      coreGreedyHandMs: +(total.greedy / deals).toFixed(3),
      espertoOverWary: Math.round(total.esperto / total.wary),
    }),
  );

const scalaDeals = Number(scalaArg ?? 16);
const profile = scala40.profileFromSpec('fisca-gara');
if (!profile.ok) throw new Error('fisca-gara');
const s40 = { esperto: 0, wary: 0, greedy: 0 };
for (let seed = 1; seed <= scalaDeals; seed++) {
  const created = scala40.createMatch({
    profile: profile.value,
    players: ['a', 'b', 'c', 'd'],
    seed: { scheme: 'xoroshiro128plus', seed },
  });
  if (!created.ok) throw new Error(created.error.message);
  const { state, events } = created.value;
  s40.esperto += espertoHand(SCALA40_TABLE, state, events, (s) => s.results.length, seed);
  const core = loadScala40(state);
  for (const policy of ['wary', 'greedy'] as const)
    s40[policy] += corePlayOuts(core, () => core.reload(state), policy);
}
report('scala40', scalaDeals, s40);

const burracoDeals = Number(burracoArg ?? 8);
const bur = { esperto: 0, wary: 0, greedy: 0 };
for (let seed = 1; seed <= burracoDeals; seed++) {
  const created = burraco.createMatch({
    profile: burraco.PROFILES.champion,
    seating: {
      kind: 'pairs',
      pairs: [
        ['a', 'c'],
        ['b', 'd'],
      ],
    },
    seed: { scheme: 'xoroshiro128plus', seed },
  });
  if (!created.ok) throw new Error(created.error.message);
  const { state, events } = created.value;
  bur.esperto += espertoHand(BURRACO_TABLE, state, events, (s) => s.results.length, seed);
  const core = loadBurraco(state);
  for (const policy of ['wary', 'greedy'] as const)
    bur[policy] += corePlayOuts(core, () => core.reload(state), policy);
}
report('burraco', burracoDeals, bur);
