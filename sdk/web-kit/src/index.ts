/**
 * @lauda/web-kit: the one set of UI primitives (and the script editor, `@lauda/web-kit/editor`)
 * the shell and every plugin's web part build their screens from.
 */

export { ErrorBoundary } from './boundary.js';
export { Contribution, Slot, SlotHostProvider, useSlot } from './slots.js';
