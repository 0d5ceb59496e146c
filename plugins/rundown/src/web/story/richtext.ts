/**
 * The story's rich text (spec 000 §3). The stored form and the pure functions on it live in the web
 * kit's script editor (`@lauda/web-kit/editor`); they are re-exported here for the story's modules.
 */
export type { RichText, RichTextRun } from '../../common/types.js';
export {
  COMMENT_COLOR, TEXT_COLORS, bracketIntervals, docText, emptyDoc, emptyParagraph, fromPlainText, hasText, isNonBlank,
  normalizeDoc, normalizeRuns, paragraphText, plainText, readChars, segments, type Paragraph, type Segment,
} from '@lauda/web-kit/editor/model';
