export type { Bot, BurracoBot, Scala40Bot } from './bot.js';
export { burracoGreedyBot } from './burraco-bots.js';
export {
  type BurracoRun,
  type BurracoRunOptions,
  type BurracoStats,
  playBurracoMatch,
} from './burraco-simulate.js';
export { greedyBot } from './greedy.js';
export { burracoRandomBot, randomLegalBot } from './random-legal.js';
export { type Game, type Run, type RunLimits, runMatch } from './run.js';
export { type MatchRun, type MatchStats, type RunOptions, playMatch } from './simulate.js';
export { type SeatGame, chooseGreedyIndex } from './seat-bots.js';
export {
  SEAT_BOT_KINDS,
  type SeatBotKind,
  type SeatPrompt,
  type SeatRequest,
  chooseForSeat,
  levelOf,
} from './choose-for-seat.js';
export { BURRACO_LEVELS, SCALA40_LEVELS } from './levels.js';
export {
  BOT_LEVELS,
  type BotLevel,
  type Budget,
  type BurracoPrompt,
  type Decide,
  type DecideOptions,
  type LevelPrompt,
  type Scala40Prompt,
} from './level.js';
export { seatHistory } from './knowledge.js';
export * from './bridge/index.js';
