export * from './errors.js';
export * from './roles.js';
export * from './locales.js';
export * from './paging.js';
export * from './live.js';
export const SDK_VERSION = '0.1.0';
