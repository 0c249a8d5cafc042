export * from './howell.js';
export * from './mitchell.js';
export * from './movement-checks.js';
export * from './movement.js';
