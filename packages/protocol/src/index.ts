export * from './http.js';
export * from './events.js';
export * from './protocol.js';
export * from './fairness.js';
export * from './actions.js';
export * from './json-depth.js';
export * from './director.js';
export * from './bridge-actions.js';
