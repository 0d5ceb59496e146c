export * from './ids.js';
export * from './types.js';
export * from './timing.js';
