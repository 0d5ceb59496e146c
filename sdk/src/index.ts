export * from './common/index.js';
