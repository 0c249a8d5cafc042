export * from './card.js';
export * from './notation.js';
export * from './result.js';
export * from './shuffle.js';
