export * from '../common/index.js';
export * from './services.js';
export * from './identity.js';
export * from './plugin.js';
export * from './routes.js';
export * from './documents.js';
export * from './program-documents.js';
export * from './portable.js';
export * from './input.js';
export * from './pdf.js';
export * from './words.js';
export * from './passwords.js';
export * from './mail.js';
export * from './retention.js';
// What a plugin needs to declare inputs and reach its tables, from the sdk so it imports nothing else.
export { z } from 'zod';
export { Model } from 'objection';
export type { Knex } from 'knex';
export * from './search.js';
