export * from './http.js';
export * from './protocol.js';
export * from './fairness.js';
