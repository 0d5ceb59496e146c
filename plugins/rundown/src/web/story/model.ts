/**
 * The story form's state: a story turned into something a form edits (all six sections present, in
 * order, each list item with a stable key) and back into the body of `PUT /api/stories/{id}`, and
 * the small text helpers the form and the viewers share; the live timing is in formTimes.ts. Pure.
 */
import { parseDuration } from '@lauda/sdk/web';
import { RUNDOWN_LIMITS } from '../../common/ids.js';
import { SECTION_TYPES, type SectionType } from '../../common/timing.js';
import type { CgField, Section, SectionEntry, Story, SubSection } from '../../common/types.js';
import type { SubSectionType } from '../../common/ids.js';
import { hasText, normalizeDoc, plainText, type RichText } from './richtext.js';

export * from './formTimes.js';

export { SECTION_TYPES };
export type { SectionType };

/** Sub-sections a person adds in the form; MOS ones come from devices and are shown read-only. */
export const ADDABLE_SUBSECTIONS: readonly SubSectionType[] = ['CAMERA_TEXT', 'TEXT', 'CG'];
export const MOS_SUBSECTIONS: readonly SubSectionType[] = ['MOS_CG', 'MOS_VIDEO'];
/** Sections that carry cue in / cue out ("deixas"): the recorded ones. */
export const CUE_SECTIONS: readonly SectionType[] = ['VT', 'RECORDED_VO'];

export interface FormEntry extends SectionEntry {
  key: string;
}
export interface FormSubSection extends SubSection {
  key: string;
  /** CG field sizes by field uuid, from the credit template it came from (the API keeps no sizes) */
  sizes?: Record<string, number>;
}
export interface FormSection extends Omit<Section, 'entries' | 'subSections'> {
  entries: FormEntry[];
  subSections: FormSubSection[];
}

/** What the form edits. Durations stay ISO 8601 (as the API has them). */
export interface StoryDraft {
  page: string;
  slug: string;
  typeId: number | null;
  reporterId: number | null;
  editorId: number | null;
  imageEditorId: number | null;
  estimated: string;
  manualVt: boolean;
  vt: string;
  mediaCode: string;
  information: string;
  ownerId: number | null;
  allowedUsers: number[];
  sections: FormSection[];
}

let serial = 0;
/** A key for a list item (React lists, reordering); not sent to the server. */
export const newKey = (): string => `k${Date.now().toString(36)}${(++serial).toString(36)}`;

export const emptySection = (type: SectionType): FormSection => ({
  type, cueIn: null, cueOut: null, duration: 'PT0S', voDuration: 'PT0S', entries: [], subSections: [],
});

export const newEntry = (presenterId: number | null = null): FormEntry => ({ key: newKey(), camera: null, presenterId, text: normalizeDoc([]) });

export function newSubSection(type: SubSectionType, presenterId: number | null = null): FormSubSection {
  const key = newKey();
  switch (type) {
    case 'CAMERA_TEXT':
      return { key, type, camera: null, presenterId, text: normalizeDoc([]) };
    case 'TEXT':
      return { key, type, text: normalizeDoc([]) };
    case 'CG':
      return { key, type, templateName: null, code: null, cgFields: [] };
    default:
      return { key, type };
  }
}

export const newCgField = (): CgField => ({ uuid: globalThis.crypto?.randomUUID?.() ?? newKey(), name: '', value: '' });

/** A story as the form edits it: every section type once, in the spec's order. */
export function toDraft(story: Story): StoryDraft {
  const byType = new Map((story.sections ?? []).map((s) => [s.type, s]));
  return {
    page: story.page ?? '',
    slug: story.slug ?? '',
    typeId: story.typeId ?? null,
    reporterId: story.reporterId ?? null,
    editorId: story.editorId ?? null,
    imageEditorId: story.imageEditorId ?? null,
    estimated: story.estimated || 'PT0S',
    manualVt: !!story.manualVt,
    vt: story.vt || 'PT0S',
    mediaCode: story.mediaCode ?? '',
    information: story.information ?? '',
    ownerId: story.ownerId ?? null,
    allowedUsers: [...(story.allowedUsers ?? [])],
    sections: SECTION_TYPES.map((type) => {
      const s = byType.get(type);
      if (!s) return emptySection(type);
      return {
        type,
        cueIn: s.cueIn ?? null,
        cueOut: s.cueOut ?? null,
        duration: s.duration || 'PT0S',
        voDuration: s.voDuration || 'PT0S',
        entries: (s.entries ?? []).map((e) => ({ key: newKey(), camera: e.camera ?? null, presenterId: e.presenterId ?? null, text: normalizeDoc(e.text) })),
        subSections: (s.subSections ?? []).map((x) => ({ ...x, key: newKey(), ...(x.text ? { text: normalizeDoc(x.text) } : {}) })),
      };
    }),
  };
}

const blankToNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);
/** Spec 001 §5: a slug is stored upper-cased (and at most 100 characters). */
export const slugOf = (s: string): string => s.toLocaleUpperCase().slice(0, RUNDOWN_LIMITS.slug);

/** `entryText` gives each entry's stored text (isDirty keys the texts itself, paragraph by paragraph). */
function sectionOut(s: FormSection, entryText: (doc: RichText) => RichText = normalizeDoc): Section | null {
  const entries: SectionEntry[] = s.entries
    .filter((e) => hasText(e.text) || blankToNull(e.camera) || e.presenterId)
    .map((e) => ({ camera: blankToNull(e.camera), presenterId: e.presenterId ?? null, text: entryText(e.text) }));
  const subSections: SubSection[] = s.subSections.map(({ key: _k, sizes: _s, ...rest }) => {
    const out: SubSection = { ...rest };
    if (out.text) out.text = normalizeDoc(out.text);
    if (out.camera !== undefined) out.camera = blankToNull(out.camera);
    if (out.cgFields) out.cgFields = out.cgFields.filter((f) => f.name.trim() || f.value.trim());
    return out;
  });
  const empty = !entries.length && !subSections.length && !blankToNull(s.cueIn) && !blankToNull(s.cueOut)
    && (parseDuration(s.duration) ?? 0) === 0 && (parseDuration(s.voDuration) ?? 0) === 0;
  if (empty) return null;
  return {
    type: s.type,
    cueIn: blankToNull(s.cueIn),
    cueOut: blankToNull(s.cueOut),
    duration: s.duration || 'PT0S',
    voDuration: s.voDuration || 'PT0S',
    entries,
    subSections,
  };
}

/** The body of `PUT /api/stories/{id}`: empty sections and blank entries are left out. */
export function toPut(d: StoryDraft, version?: number) {
  return {
    ...(version !== undefined ? { version } : {}),
    page: blankToNull(d.page),
    slug: blankToNull(slugOf(d.slug)),
    typeId: d.typeId,
    reporterId: d.reporterId,
    editorId: d.editorId,
    imageEditorId: d.imageEditorId,
    estimated: d.estimated || 'PT0S',
    manualVt: d.manualVt,
    vt: d.vt || 'PT0S',
    mediaCode: blankToNull(d.mediaCode),
    information: d.information.trim() ? d.information : null,
    ownerId: d.ownerId,
    allowedUsers: d.ownerId === null ? [] : [...new Set(d.allowedUsers)],
    sections: d.sections.map((s) => sectionOut(s)).filter((s): s is Section => s !== null),
  };
}

/** JSON with object keys sorted and null or undefined fields left out, so equal values compare equal whatever their key order. */
export function canonical(value: unknown): string {
  const norm = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(norm);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined && (v as Record<string, unknown>)[k] !== null).map((k) => [k, norm((v as Record<string, unknown>)[k])]));
    }
    return v;
  };
  return JSON.stringify(norm(value));
}

// The canonical form of what the server would store, kept per section and per loaded story: the form
// runs isDirty on every keystroke, and only the section being typed in is a new object then (React
// state is replaced, never changed in place).
// Within that section, the paragraphs not typed in are the same objects too.
const sectionKeys = new WeakMap<FormSection, string>();
const storyKeys = new WeakMap<Story, string>();
const paragraphKeys = new WeakMap<object, string>();

function textKey(doc: RichText): string {
  if (!Array.isArray(doc) || !doc.length) return canonical(normalizeDoc(doc));
  return doc.map((p) => {
    if (!p || typeof p !== 'object') return canonical(normalizeDoc([p])[0]);
    let key = paragraphKeys.get(p);
    if (key === undefined) {
      key = canonical(normalizeDoc([p])[0]);
      paragraphKeys.set(p, key);
    }
    return key;
  }).join(',');
}

function sectionKey(s: FormSection): string {
  let key = sectionKeys.get(s);
  if (key === undefined) {
    const out = sectionOut(s, (doc) => doc);
    key = out ? [canonical({ ...out, entries: out.entries.map((e) => ({ ...e, text: null })) }), ...out.entries.map((e) => textKey(e.text))].join('\n') : '';
    sectionKeys.set(s, key);
  }
  return key;
}

function draftKey(d: StoryDraft): string {
  const { sections: _s, ...fields } = toPut({ ...d, sections: [] });
  return [canonical(fields), ...d.sections.map(sectionKey).filter(Boolean)].join('\n');
}

/** Whether the draft differs from the story it was made from (what the server would store). */
export function isDirty(d: StoryDraft, base: Story): boolean {
  let was = storyKeys.get(base);
  if (was === undefined) {
    was = draftKey(toDraft(base));
    storyKeys.set(base, was);
  }
  return draftKey(d) !== was;
}

/* ------------------------------------------------------------------ validation */

export type FieldProblem = { field: string; key: string; count?: number };

/** The form's own checks before a save (the server checks again). */
export function validate(d: StoryDraft): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (slugOf(d.slug).length > RUNDOWN_LIMITS.slug || d.slug.length > RUNDOWN_LIMITS.slug) out.push({ field: 'slug', key: 'maxChars', count: RUNDOWN_LIMITS.slug });
  if (d.page.length > RUNDOWN_LIMITS.page) out.push({ field: 'page', key: 'maxChars', count: RUNDOWN_LIMITS.page });
  if (d.mediaCode.length > RUNDOWN_LIMITS.mediaCode) out.push({ field: 'mediaCode', key: 'maxChars', count: RUNDOWN_LIMITS.mediaCode });
  if (d.information.length > RUNDOWN_LIMITS.information) out.push({ field: 'information', key: 'maxChars', count: RUNDOWN_LIMITS.information });
  if (parseDuration(d.estimated) === null) out.push({ field: 'estimated', key: 'invalidDuration' });
  if (parseDuration(d.vt) === null) out.push({ field: 'vt', key: 'invalidDuration' });
  return out;
}

/* ------------------------------------------------------------------ privacy */

/** Spec 000 §4: only the owner shares a private story; an approved story cannot become private. */
/** The server's privacy rules (story-fields.ts), to enable what the user may do; a story administrator may recover any story. */
export function privacyRules(d: StoryDraft, base: Story, me: number, support = false, storyAdmin = false) {
  const isPrivate = d.ownerId !== null;
  const wasPrivate = base.ownerId !== null;
  const owner = base.ownerId === null || base.ownerId === me || support || storyAdmin;
  const author = base.authorId === me || support || storyAdmin;
  return {
    isPrivate,
    /** the toggle: make private (its author, not when approved) or public again (the owner) */
    canToggle: wasPrivate ? owner : !base.approved && author,
    approvedBlocks: !wasPrivate && base.approved,
    /** a public story of someone else: only its author makes it private */
    onlyAuthor: !wasPrivate && !author,
    /** the allowed users list */
    canShare: isPrivate && (wasPrivate ? owner : true),
  };
}

export function setPrivate(d: StoryDraft, on: boolean, me: number, base: Story): StoryDraft {
  if (on) return { ...d, ownerId: base.ownerId ?? me, allowedUsers: base.ownerId !== null ? [...base.allowedUsers] : [] };
  return { ...d, ownerId: null, allowedUsers: [] };
}

/* ------------------------------------------------------------------ viewers */

/** The text of a story as copied to the clipboard or shown in a plain viewer. */
export function storyPlainText(story: Pick<Story, 'page' | 'slug' | 'sections' | 'information'>, label: (type: SectionType) => string): string {
  const lines: string[] = [];
  const title = [story.page, story.slug].filter(Boolean).join(' ');
  if (title) lines.push(title, '');
  const ordered = [...(story.sections ?? [])].sort((a, b) => SECTION_TYPES.indexOf(a.type) - SECTION_TYPES.indexOf(b.type));
  for (const s of ordered) {
    const texts = [
      ...(s.entries ?? []).filter((e) => hasText(e.text)).map((e) => (e.camera ? `[${e.camera}] ` : '') + plainText(e.text)),
      ...(s.subSections ?? []).filter((x) => (x.type === 'TEXT' || x.type === 'CAMERA_TEXT') && hasText(x.text)).map((x) => plainText(x.text)),
    ];
    const extra = [s.cueIn ? `>> ${s.cueIn}` : '', s.cueOut ? `<< ${s.cueOut}` : ''].filter(Boolean);
    if (!texts.length && !extra.length) continue;
    lines.push(label(s.type), ...texts, ...extra, '');
  }
  if (story.information?.trim()) lines.push(story.information.trim());
  return lines.join('\n').trim();
}

/** Every CG of a story (CG and MOS CG sub-sections of every section), for the viewer's "all CGs" list. */
export function allCgs(story: Pick<Story, 'sections'>): (SubSection & { section: SectionType })[] {
  return (story.sections ?? []).flatMap((s) => (s.subSections ?? []).filter((x) => x.type === 'CG' || x.type === 'MOS_CG').map((x) => ({ ...x, section: s.type })));
}

/** Moves item `from` to `to` (a reorder by the up/down buttons). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}
