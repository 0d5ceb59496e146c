export * from './errors.js';
export * from './roles.js';
export * from './locales.js';
export * from './paging.js';
export * from './live.js';
export * from './duration.js';
export * from './identity.js';
export * from './levels.js';
export const SDK_VERSION = '0.1.0';
