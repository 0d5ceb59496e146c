export * from './timing.js';
