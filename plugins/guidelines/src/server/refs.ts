/**
 * What other plugins' servers may know of guidelines (the package's `./server` entry): the table
 * a document associated with a guideline names by id (a reportage's `guideline_id`), and the
 * document type its access rule asks about (`core.documents.assertVisible(GUIDELINE_DOCUMENT, user, id)`).
 * Server only: the browser imports `./common`.
 */
export const GUIDELINE_TABLE = 'guideline_guidelines';
export { GUIDELINE_DOCUMENT, GUIDELINE_TOPIC, guidelineLockKey } from '../common/index.js';
