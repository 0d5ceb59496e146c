/**
 * The stored rich text of scripts (spec 000 §3): paragraphs whose children are runs of text with the
 * flags bold, italic, underline, color and comment. Stories store it today; every later document with
 * a script (reportages, guidelines) stores the same. The web kit's script editor edits it.
 */

/** One run of text with its marks (a `comment` run is not read, like `[bracketed]` text). */
export interface RichTextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  color?: string | null;
  comment?: boolean;
}
/** Rich text: paragraphs whose children hold the runs. */
export type RichText = { type?: string; children: RichTextRun[] }[];
