export * from './timing.js';
export * from './ids.js';
export * from './keys.js';
export * from './types.js';
export * from './onair.js';
export * from './script.js';
export * from './slots.js';
export * from './storiesArea.js';
