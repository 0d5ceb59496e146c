/**
 * The guideline viewer card's words (spec 001 §2 "Guideline viewer card"): the header's lines
 * (names resolved through the lookups) and the plain text the Copy button puts on the clipboard.
 */
import type { Guide, Guideline } from '../common/index.js';
import { namesOf, type Lookups } from './api';

type T = (key: string, o?: Record<string, unknown>) => string;
export type ViewerNames = Pick<Lookups, 'programs' | 'users' | 'teams' | 'classifications' | 'vehicles' | 'editorials'>;

/** One header line: its field (the i18n key under `fields.` or `viewer.`) and its words ('' when empty). */
export interface HeaderLine { field: string; label: string; value: string }

const one = (id: number | null, list: ViewerNames['programs']) => (id === null ? '' : namesOf([id], list));

/** The header: date, branch, programs, producers, reporters, editors, team, editorials, vehicles, classification, cameraman. */
export function headerLines(g: Guideline, names: ViewerNames, branchName: string, dateText: (d: string) => string, t: T): HeaderLine[] {
  const lines: [string, string][] = [
    ['date', dateText(g.date)],
    ['branch', branchName],
    ['programsIds', namesOf(g.programsIds, names.programs)],
    ['producersIds', namesOf(g.producersIds, names.users)],
    ['reportersIds', namesOf(g.reportersIds, names.users)],
    ['editorsIds', namesOf(g.editorsIds, names.users)],
    ['teamId', one(g.teamId, names.teams)],
    ['editorialsIds', namesOf(g.editorialsIds, names.editorials)],
    ['vehiclesIds', namesOf(g.vehiclesIds, names.vehicles)],
    ['classificationId', one(g.classificationId, names.classifications)],
    ['cameraman', g.cameraman],
  ];
  return lines.map(([field, value]) => ({ field, label: t(field === 'branch' ? 'viewer.branch' : `fields.${field}`), value }));
}

/** A guide's time as HH:mm ('' when it has none). */
export const guideTime = (g: Pick<Guide, 'scheduleTime'>) => g.scheduleTime?.slice(0, 5) ?? '';

/** A guide's contacts: the contacts area is another plugin's, so they are named by id. */
export const contactsText = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');

/**
 * The guideline as plain text: slug and state, the header's filled lines, the content texts, each
 * guide and each task; empty fields are left out.
 */
export function guidelineText(g: Guideline, header: readonly HeaderLine[], dateText: (d: string) => string, t: T): string {
  const out = [`${g.slug} (${t(`states.${g.state}`)})`];
  const line = (label: string, value: string) => value && out.push(`${label}: ${value}`);
  for (const h of header) line(h.label, h.value);
  for (const f of ['proposal', 'referral', 'information'] as const) {
    if (g[f].trim()) out.push('', `${t(`fields.${f}`)}:`, g[f]);
  }
  g.guides.forEach((x, i) => {
    out.push('', t('guides.title', { n: i + 1 }));
    line(t('guides.date'), x.scheduleDate ? dateText(x.scheduleDate) : '');
    line(t('guides.time'), guideTime(x));
    line(t('guides.interviewee'), x.interviewee);
    line(t('guides.address'), x.address);
    line(t('guides.observation'), x.observation);
    line(t('viewer.contacts'), contactsText(x.contacts));
  });
  if (g.production.tasks.length) out.push('', `${t('tasks.title')}:`);
  for (const x of g.production.tasks) {
    const when = [x.date ? dateText(x.date) : '', x.time?.slice(0, 5) ?? ''].filter(Boolean).join(' ');
    out.push(`[${x.done ? 'x' : ' '}] ${x.label}${when ? ` (${when})` : ''}${x.information ? ` — ${x.information}` : ''}`);
  }
  return out.join('\n');
}
