export * from './action.js';
export type { BridgeEvent, PlayEvent } from './event.js';
export type { LawEvent } from './law-event.js';
export * from './state.js';
export * from './types.js';
export * from './scoring.js';
export * from './imp.js';
export * from './matchpoints.js';
export * from './vp.js';
