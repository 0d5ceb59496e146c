export * from './timing.js';
export * from './ids.js';
export * from './keys.js';
export * from './types.js';
