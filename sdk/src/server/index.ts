export * from '../common/index.js';
export * from './services.js';
export * from './plugin.js';
