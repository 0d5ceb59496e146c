/**
 * The script of a story as it is read on air: what the teleprompter shows and what MOS
 * roStorySend sends to a prompter device. Pure, shared by the server and the web half.
 *
 * Read aloud by the presenter in the studio: HEADER (the *cabeça*), LIVE_VO (read live over the
 * pictures) and FOOTER (the *nota-pé*). LINK is spoken by the reporter on location, RECORDED_VO
 * and VT are recorded, so none of them is prompted. Within a read section the entries come first,
 * then its TEXT and CAMERA_TEXT subsections, as the story form shows them.
 */
import { SECTION_TYPES, type SectionType } from './timing.js';
import type { RichText, Section } from './types.js';

/** The sections read aloud in the studio, in show order. */
export const READ_SECTIONS: readonly SectionType[] = ['HEADER', 'LIVE_VO', 'FOOTER'];

/** One paragraph of a read section. */
export interface ScriptLine {
  /** what the presenter reads, without comments; for an instruction, the comment's own text */
  text: string;
  /** the whole paragraph is a comment (a `comment` run or `[bracketed]`): not read, the prompter hides it */
  instruction: boolean;
  camera?: string | null;
  presenterId?: number | null;
}

const spaces = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The lines of one rich text. Brackets are matched over the whole text, as the reading-time count
 * does (`countedChars`): a `[` … `]` may span paragraphs; an unclosed `[` is read as it is.
 */
function textLines(doc: RichText | undefined, who: Pick<ScriptLine, 'camera' | 'presenterId'>): ScriptLine[] {
  const paragraphs = doc ?? [];
  // every character of the readable runs, with its paragraph; comment runs are kept aside
  let joined = '';
  const para: number[] = [];
  const aside: string[] = paragraphs.map(() => '');
  paragraphs.forEach((p, i) => {
    if (i > 0) {
      joined += '\n';
      para.push(-1);
    }
    for (const run of p.children ?? []) {
      const text = typeof run.text === 'string' ? run.text : '';
      if (run.comment) {
        aside[i] += ` ${text}`;
        continue;
      }
      joined += text;
      for (let k = 0; k < text.length; k++) para.push(i);
    }
  });
  const read: string[] = paragraphs.map(() => '');
  let from = 0;
  const keep = (to: number) => {
    for (let k = from; k < to; k++) if (para[k]! >= 0) read[para[k]!] += joined[k];
  };
  for (const m of joined.matchAll(/\[[^\]]*\]/g)) {
    keep(m.index);
    for (let k = m.index; k < m.index + m[0].length; k++) if (para[k]! >= 0) aside[para[k]!] += joined[k];
    from = m.index + m[0].length;
  }
  keep(joined.length);

  const lines: ScriptLine[] = [];
  paragraphs.forEach((_, i) => {
    const text = spaces(read[i]!);
    const note = spaces(aside[i]!.replace(/[[\]]/g, ' '));
    if (text) lines.push({ text, instruction: false, ...who });
    else if (note) lines.push({ text: note, instruction: true, ...who });
  });
  return lines;
}

/** The lines of a story read on air, in reading order (one per paragraph of the read sections). */
export function scriptOf(sections: Section[] | undefined): ScriptLine[] {
  const read = (sections ?? [])
    .filter((s) => READ_SECTIONS.includes(s.type))
    .sort((a, b) => SECTION_TYPES.indexOf(a.type) - SECTION_TYPES.indexOf(b.type));
  const lines: ScriptLine[] = [];
  for (const s of read) {
    for (const e of s.entries ?? []) lines.push(...textLines(e.text, { camera: e.camera ?? null, presenterId: e.presenterId ?? null }));
    for (const x of s.subSections ?? []) {
      if (x.type !== 'TEXT' && x.type !== 'CAMERA_TEXT') continue;
      lines.push(...textLines(x.text, { camera: x.camera ?? null, presenterId: x.presenterId ?? null }));
    }
  }
  return lines;
}

/** The text the presenter reads: the lines that are not instructions, one per line. */
export function promptText(sections: Section[] | undefined): string {
  return scriptOf(sections)
    .filter((l) => !l.instruction)
    .map((l) => l.text)
    .join('\n');
}
