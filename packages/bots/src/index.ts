export type { Scala40Bot } from './bot.js';
export { greedyBot } from './greedy.js';
export { randomLegalBot } from './random-legal.js';
export { type MatchRun, type MatchStats, type RunOptions, playMatch } from './simulate.js';
