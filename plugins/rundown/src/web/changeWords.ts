/**
 * Changes in words (issue 13 item 9): the one mapping the rundown log and a story's versions both use
 * to name a changed field, its values and the item it belongs to, in the user's language — labels the
 * grid/form show, status words, yes/no, mm:ss, the branch's zone, names instead of ids.
 */
import { formatDate, formatInstant } from '@lauda/web-kit';
import { clock, isoMs } from './logic/format.js';

/** The plugin's root translator (`web.…`, `storyForm.…`). */
export type T = (key: string, options?: Record<string, unknown>) => string;

/** What names things; a missing resolver or an unknown id reads "(removido)". */
export interface ChangeNames {
  t: T;
  timeZone?: string;
  user?: (id: number) => string | undefined;
  type?: (id: number) => string | undefined;
  program?: (id: number) => string | undefined;
  /** "Bloco 2" / "Stand By" of the open rundown */
  block?: (id: number) => string | undefined;
  story?: (id: number) => { page?: string | null; slug?: string | null } | undefined;
}

/** field → the translation key of the label the grid or form shows */
const LABELS: Record<string, string> = {
  head: 'web.columns.head',
  link: 'web.columns.link',
  vo: 'web.columns.vo',
  total: 'web.columns.total',
  start: 'web.totals.start',
  end: 'web.totals.end',
  production: 'web.totals.plannedProduction',
  mosEnabled: 'web.actions.mos',
  commercial: 'web.grid.commercial',
  standBy: 'web.grid.standBy',
  pages: 'web.actions.repaginate',
  recreate: 'web.actions.recreate',
  drawer: 'web.drawer.title',
  blocks: 'web.logs.fields.blocks',
  copyOf: 'web.logs.fields.copyOf',
  readTime: 'storyForm.readingTime',
};
const USER_FIELDS = new Set(['reporterId', 'editorId', 'imageEditorId', 'ownerId', 'userId']);
const DURATIONS = new Set(['estimated', 'vt', 'head', 'link', 'vo', 'total', 'commercial', 'production', 'readTime']);
const TEXT_FIELDS = new Set(['sections', 'information']);

/** A stored column (`head_ms`, `type_id`) as the field name the screens use (`head`, `typeId`). */
export function fieldName(column: string): string {
  return column.trim().replace(/_ms$/, '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

const known = (t: T, key: string): string | null => {
  const text = t(key);
  return text && text !== key ? text : null;
};

/** One field's label, or null when no screen names it. */
function labelOf(field: string, t: T): string | null {
  const f = fieldName(field);
  return known(t, LABELS[f] ?? `storyForm.fields.${f}`);
}

/** The label(s) of a log's field: `head_ms,total_ms,sections` → "Cabeça, Total, Roteiro". */
export function fieldWords(field: string | null | undefined, t: T): string {
  if (!field) return '';
  const parts = field.split(',').filter((x) => x.trim());
  const labels = parts.map((p) => labelOf(p, t));
  const shown = [...new Set(labels.filter((x): x is string => !!x))];
  // the server cuts a long list at 40 characters: an unnamed piece is a cut name or an inner column
  return shown.length ? shown.join(', ') + (shown.length < labels.length ? ', …' : '') : t('web.logs.fields.other');
}

const removed = (t: T) => t('web.logs.removed');
// without a resolver nothing is known about the id: a dash, not a claim that it was removed
const named = (n: ChangeNames, find: ((id: number) => string | undefined) | undefined, id: unknown): string => {
  if (!find) return '—';
  const num = Number(id);
  return (Number.isFinite(num) && find(num)) || removed(n.t);
};

/** Fields a version lists: those a screen names, not where the story is filed. */
export function shownInVersions(field: string, t: T): boolean {
  return !['rundownId', 'branchId', 'templateId', 'blockId'].includes(fieldName(field)) && labelOf(field, t) !== null;
}

/** A story as "PÁG SLUG" (or "sem retranca"). */
export function storyWords(id: number, fallbackSlug: string | null | undefined, n: ChangeNames): string {
  const s = n.story?.(id);
  const slug = s?.slug || fallbackSlug || n.t('web.grid.noSlug');
  return s?.page ? `${s.page} ${slug}` : slug;
}

/** Rich text / sections are summarised, never dumped. */
export function textSummary(t: T): string {
  return t('web.logs.textChanged');
}

/** One changed value in words. */
export function valueWords(field: string | null | undefined, value: unknown, n: ChangeNames): string {
  const { t } = n;
  const f = fieldName(field ?? '');
  if (value === null || value === undefined || value === '') return '—';
  if (f === 'displayStatus' && typeof value === 'string') return known(t, `web.status.${value}`) ?? value;
  if (typeof value === 'boolean') return t(value ? 'storyForm.yes' : 'storyForm.no');
  if (TEXT_FIELDS.has(f) && typeof value !== 'string') return textSummary(t);
  if (USER_FIELDS.has(f)) return named(n, n.user, value);
  if (f === 'typeId') return named(n, n.type, value);
  if (f === 'programId') return named(n, n.program, value);
  if (f === 'blockId') return named(n, n.block, value);
  if (f === 'copyOf' && typeof value === 'number') return storyWords(value, null, n);
  if (f === 'allowedUsers' && Array.isArray(value)) return value.map((id) => named(n, n.user, id)).join(', ') || '—';
  if (f === 'blocks' && Array.isArray(value)) return value.map((id) => named(n, n.block, id)).join(', ') || '—';
  if (typeof value === 'number' && DURATIONS.has(f)) return clock(value);
  if (typeof value === 'string') return stringWords(value, n);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => valueWords(field, v, n)).join(', ') || '—';
  if (typeof value === 'object') {
    // e.g. a drawer move `{ programId }`, a new rundown `{ date, programId, templateId }`
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${labelOf(k, t) ?? k}: ${valueWords(k, v, n)}`);
    return parts.join(' · ') || '—';
  }
  return String(value);
}

function stringWords(value: string, n: ChangeNames): string {
  if (/^-?P(?:\d+D)?T/.test(value)) return clock(isoMs(value));
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatInstant(value, n.timeZone);
  if (/^\s*[[{]/.test(value)) return textSummary(n.t);
  return value;
}

/** The item a log entry is about: "Matéria 03 ENCHENTE", "Bloco 2", "Espelho". */
export function itemWords(entry: { entityType: 'RUNDOWN' | 'BLOCK' | 'STORY'; entityId: number; slug?: string | null }, n: ChangeNames): string {
  const kind = n.t(`web.logs.entities.${entry.entityType}`);
  if (entry.entityType === 'STORY') return `${kind} ${storyWords(entry.entityId, entry.slug, n)}`;
  if (entry.entityType === 'BLOCK') return n.block?.(entry.entityId) ?? `${kind} ${removed(n.t)}`;
  return kind;
}

/** A log row's old and new values; a list of changes without values says the text changed. */
export function changeWords(entry: { field: string | null; oldValue: unknown; newValue: unknown }, n: ChangeNames): { old: string; new: string } {
  const noValues = (entry.oldValue ?? null) === null && (entry.newValue ?? null) === null;
  if (noValues) {
    const fields = (entry.field ?? '').split(',').map(fieldName);
    return { old: '', new: fields.some((f) => TEXT_FIELDS.has(f)) ? textSummary(n.t) : '' };
  }
  return { old: valueWords(entry.field, entry.oldValue, n), new: valueWords(entry.field, entry.newValue, n) };
}
