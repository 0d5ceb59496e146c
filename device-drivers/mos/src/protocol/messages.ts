/**
 * MOS 2.8.5 messages of profiles 0, 1, 2 and 4 (profile 3 in profile3.ts), as pure functions: `build…` returns the element
 * that goes inside `<mos>`, `read…` turns a received element into data. Tag order follows the
 * protocol document (devices may check it). The messages live in the modules below, by kind;
 * importers keep this one path.
 */
export * from './envelope.js';
export { buildMetadata } from './parts.js';
export * from './running-order.js';
export * from './objects.js';
export * from './element-actions.js';
