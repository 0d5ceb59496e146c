/** The reportage screens' state and pure rules: the draft, section timing, validation (spec 001 §4, §5). */
import type { RichText } from '@lauda/sdk/web';
import { formatDuration, parseDuration } from '@lauda/sdk/web';
import { MANUAL_SECTION_TYPES, REPORTAGE_LIMITS as L, type ReportageSectionType } from '../common/ids.js';
import { sectionReadingTime } from '../common/timing.js';
import type { CgItem, Reportage, ReportageSection } from '../common/types.js';

export type { CgItem, Reportage, ReportageSection };

/** A section being edited: its duration in ms. */
export interface DraftSection extends Omit<ReportageSection, 'duration' | 'index'> {
  duration: number;
}
export interface Draft extends Omit<Reportage, 'sections' | 'total'> {
  sections: DraftSection[];
}

/** The reportages' section of the unsaved-drafts cache (the web kit's drafts store). */
export const DRAFTS_SECTION = 'reportages';

let serial = 0;
const newUuid = () => globalThis.crypto?.randomUUID?.() ?? `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

export const toDraft = (r: Reportage): Draft => {
  const { total: _t, ...rest } = r;
  return { ...rest, sections: r.sections.map(({ index: _i, ...s }) => ({ ...s, duration: parseDuration(s.duration) ?? 0 })) };
};

/** A new section: duration zero, not approved; an interview starts manual (spec 001 §4). */
export const newSection = (type: ReportageSectionType): DraftSection => ({
  uuid: newUuid(), type, content: [{ type: 'paragraph', children: [{ text: '' }] }], observation: null, duration: 0,
  manual: MANUAL_SECTION_TYPES.includes(type), approved: false,
});

/** A section's time: typed when manual, else read from its content. */
export const sectionMs = (s: Pick<DraftSection, 'manual' | 'duration' | 'content'>) => (s.manual ? s.duration : sectionReadingTime(s.content));
export const totalMs = (d: Pick<Draft, 'sections'>) => d.sections.reduce((a, s) => a + sectionMs(s), 0);

/** Toggling auto off keeps the current duration; on recomputes from the text. */
export const toggleManual = (s: DraftSection): DraftSection => (s.manual ? { ...s, manual: false } : { ...s, manual: true, duration: sectionMs(s) });

/** Moves the section at `from` to index `to` (a drag); indexes stay consecutive (they are the order). */
export function moveSectionTo<S>(list: S[], from: number, to: number): S[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  const [s] = next.splice(from, 1);
  next.splice(to, 0, s!);
  return next;
}

/** Moves a section up (-1) or down (+1). */
export const moveSection = <S>(list: S[], from: number, by: -1 | 1): S[] => moveSectionTo(list, from, from + by);

/** Each section's running total: the time up to its end, in the list's order. */
export function runningMs(list: Pick<DraftSection, 'manual' | 'duration' | 'content'>[]): number[] {
  let sum = 0;
  return list.map((s) => (sum += sectionMs(s)));
}

export const hasText = (doc: RichText) => doc.some((p) => p.children.some((c) => c.text.trim()));

/** The form's problems by field: an i18n key and its values (spec 001 §5). */
export function problemsOf(d: Draft): Record<string, { key: string; count?: number }> {
  const out: Record<string, { key: string; count?: number }> = {};
  if (!d.date) out.date = { key: 'required' };
  if (!d.slug.trim()) out.slug = { key: 'required' };
  else if (d.slug.length > L.slug) out.slug = { key: 'maxChars', count: L.slug };
  if (!d.reporterId) out.reporterId = { key: 'required' };
  if ((d.cameraman ?? '').length > L.cameraman) out.cameraman = { key: 'maxChars', count: L.cameraman };
  return out;
}

/** What PUT/POST send. */
export function bodyOf(d: Draft): Record<string, unknown> {
  return {
    slug: d.slug, date: d.date, state: d.state, reporterId: d.reporterId, editorId: d.editorId, programsIds: d.programsIds,
    cameraman: d.cameraman || null, lead: d.lead, teaser: d.teaser, headingSuggestion: d.headingSuggestion, noteSuggestion: d.noteSuggestion,
    information: d.information, tv: d.tv, radio: d.radio, ownerId: d.ownerId, allowedUsers: d.ownerId === null ? [] : d.allowedUsers,
    sections: d.sections.map((s) => ({ uuid: s.uuid, type: s.type, content: s.content, observation: s.observation, manual: s.manual, approved: s.approved, duration: formatDuration(s.duration) })),
    cgs: d.cgs.map(({ index: _i, ...c }) => c),
  };
}

/** A blank reportage for `date`, written by `reporterId`. */
export const blankDraft = (date: string, reporterId: number, programsIds: number[]): Draft => ({
  id: 0, uuid: newUuid(), slug: '', date, state: 'PRODUCING', reporterId, editorId: null, programsIds, editorialsIds: [], vehiclesIds: [],
  classificationId: null, branchId: null, cameraman: null, lead: null, teaser: null, headingSuggestion: null, noteSuggestion: null,
  information: null, ok: false, tv: true, radio: false, sections: [], cgs: [], assignmentId: null, ownerId: null, allowedUsers: [],
  authorNickname: null, changeDate: '', version: 0,
});

/** mm:ss of a duration (the section's input, spec 001 §5). */
export const mmss = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** The text areas a reportage may show (spec 001 §2), in order. */
export const AREAS = ['teaser', 'headingSuggestion', 'noteSuggestion', 'information'] as const;

type T = (key: string, options?: Record<string, unknown>) => string;
/** The plain text of a reportage (copy to clipboard). */
export function reportageText(r: Reportage, t: T): string {
  const lines = [r.slug, ...AREAS.filter((a) => r[a]).map((a) => `${t(`web.areas.${a}`)}: ${r[a]}`)];
  for (const s of r.sections) {
    lines.push('', `${String(s.index + 1).padStart(2, '0')} ${t(`web.sectionTypes.${s.type}`)} ${mmss(parseDuration(s.duration) ?? 0)}`);
    lines.push(...s.content.map((p) => p.children.map((c) => c.text).join('')));
    if (s.observation) lines.push(`“${s.observation}”`);
  }
  return lines.join('\n');
}

