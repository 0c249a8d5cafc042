export * from './card.js';
export * from './card-draw.js';
export * from './conservation.js';
export * from './notation.js';
export * from './result.js';
export * from './rule-error.js';
export * from './shuffle.js';
export * from './visibility.js';
