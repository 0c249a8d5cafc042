export * from './action.js';
export type { BridgeEvent, PlayEvent } from './event.js';
export type { LawEvent } from './law-event.js';
export * from './state.js';
export * from './types.js';
export * from './board.js';
export * from './deal.js';
