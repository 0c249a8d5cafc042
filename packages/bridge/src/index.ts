export * from './action.js';
export type { BridgeEvent, PlayEvent } from './event.js';
export type { LawEvent } from './law-event.js';
export * from './state.js';
export * from './types.js';
export * from './board.js';
export * from './deal.js';
export * from './scoring.js';
export * from './imp.js';
export * from './matchpoints.js';
export * from './vp.js';
export * from './auction.js';
export * from './play.js';
export * from './engine.js';
export * from './view.js';
export * from './invariants.js';
export * from './random-board.js';
export * from './laws/index.js';
export * from './laws/settlement.js';
export * from './laws/score-record.js';
export { type BridgeAnswer, answerBridge } from './oracle.js';
export {
  type MatchEvent,
  type MatchOptions,
  type MatchState,
  type MatchStep,
  type MatchView,
  type PlayedBoard,
  DEFAULT_MATCH_BOARDS,
  MAX_MATCH_BOARDS,
  apply as applyToMatch,
  createMatch,
  legalActions as matchLegalActions,
  seatsToAct,
  view as matchView,
} from './match.js';
export {
  type PbnAuction,
  type PbnCall,
  type PbnCard,
  type PbnError,
  type PbnGame,
  type PbnNote,
  type PbnPlay,
  type PbnTag,
  PBN_IDENTIFICATION,
} from './pbn.js';
export { readPbnDeal, writePbnDeal, writePbnHand } from './pbn-deal.js';
export { readPbn } from './pbn-read.js';
export { writePbn } from './pbn-write.js';
export * from './profile.js';
export { timeOutActions } from './time-out.js';
