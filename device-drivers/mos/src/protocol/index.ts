export * from './xml.js';
export * from './framing.js';
export * from './messages.js';
export * from './time.js';
export * from './profile3.js';
