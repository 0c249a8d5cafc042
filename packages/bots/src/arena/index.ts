/** The arena's entry (`@tavolo/bots/arena`): duplicate deals between bots and their figures. */
export {
  ARENA_ITERATIONS,
  arenaIterationsText,
  ARENA_MAX_ACTIONS,
  type ArenaReport,
  type ArenaSettings,
  type DecisionTimes,
  parOf,
  runArena,
} from './arena.js';
export { BOT_NAMES, readBot } from './bots.js';
export {
  type ArenaTable,
  BURRACO_ARENA_HANDS,
  type BurracoSeating,
  type DealOutcome,
  type Pairing,
  type TableOutcome,
  budgetFor,
  playDeal,
} from './deal.js';
export {
  type DecisionTimer,
  type PromptedBotOptions,
  decisionSeed,
  promptedBot,
} from './prompted-bot.js';
export {
  DEFAULT_SPRT_ERROR,
  type SprtDecision,
  type SprtSettings,
  type SprtState,
  sprtProblem,
  sprtStep,
  startSprt,
} from './sprt.js';
export { type Estimate, Z95, estimate, percentile } from './stats.js';
export {
  BURRACO_TABLE,
  type BurracoTable,
  SCALA40_TABLE,
  type Scala40Table,
  type TableGame,
  keepHand,
} from './table-game.js';
