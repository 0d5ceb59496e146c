import { z } from 'zod';
import {
  EXPORT_SECTION, Reply, SEARCH_MATCH_CAP, csvText, SEARCH_MODES, SEARCH_TARGETS, calendarDate,
  type PluginRouter, type SearchHit, type SearchTarget,
} from '@lauda/sdk/server';
import type { KernelSearch } from './service.js';

/** A page of search results is at most this long (the highlighting reads every hit's text). */
export const SEARCH_PAGE_MAX = 100;

const targetList = z.string().max(400).transform((s, ctx) => {
  const list = s.split(',').map((t) => t.trim()).filter(Boolean);
  const unknown = list.filter((t) => !(SEARCH_TARGETS as readonly string[]).includes(t));
  if (unknown.length) {
    ctx.addIssue({ code: 'custom', message: `unknown index target: ${unknown.join(', ')} (one of ${SEARCH_TARGETS.join(', ')})` });
    return z.NEVER;
  }
  return list as SearchTarget[];
});

const searchFields = {
  q: z.string().trim().min(1, 'type something to search for').max(200),
  mode: z.enum(SEARCH_MODES).default('MUST'),
  targets: targetList.optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  programId: z.coerce.number().int().positive().optional(),
};
const datesInOrder = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'start date must not be after the end date' });
};
const searchQuery = z.object({
  ...searchFields,
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(25),
}).superRefine(datesInOrder);
const exportQuery = z.object(searchFields).superRefine(datesInOrder);

const quoted = (v: string) => (/[",\n\r;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

/** The visible results as CSV, one line each: section (spec 001 §9's export sections), type, id, title, date, programs, passages. */
export function resultsCsv(hits: SearchHit[]): string {
  const lines = [['section', 'type', 'id', 'title', 'date', 'programs', 'passages'].join(',')];
  for (const h of hits) {
    // title and passages are what people wrote: never a formula in a spreadsheet
    lines.push([EXPORT_SECTION[h.target], h.type, h.id, csvText(h.title), h.date ?? '', h.programsIds.join(' '), csvText(h.fragments.map(plain).join(' | '))]
      .map((v) => quoted(String(v))).join(','));
  }
  // a BOM so spreadsheet programs read the accents as UTF-8
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `GET /api/search`, its targets, export and entries; `GET /api/index`, `POST /api/index/rebuild`. */
export function searchRoutes(router: PluginRouter, search: KernelSearch): void {
  router.get('/api/search', {
    access: 'authenticated',
    summary: 'Search every indexed document the caller may see (modes FUZZY, MUST, PHRASE, SHOULD), best first, with highlighted passages',
    description: 'Accent- and case-insensitive. `targets` (comma list; default every target the caller may search), `from`/`to` (the document\'s day, both included), `programId`. '
      + `Only documents the caller sees in full are listed and counted, at most ${SEARCH_MATCH_CAP}; \`capped\` says more matched (the list stops at the ${SEARCH_MATCH_CAP} most relevant). `
      + '400 naming the field: no word in `q` (search.noWords), an unknown target, `from` after `to`.',
    query: searchQuery,
    tags: ['search'],
  }, ({ query, user }) => search.search(user, query));

  router.get('/api/search/targets', {
    access: 'authenticated',
    summary: 'The index targets the caller may search, each with its document types',
    tags: ['search'],
  }, ({ user }) => search.targetsFor(user));

  router.get('/api/search/export', {
    access: 'authenticated',
    summary: 'The visible results of a search (up to the cap) as CSV: section, type, id, title, date, programs, passages',
    query: exportQuery,
    tags: ['search'],
  }, async ({ query, user }) => {
    const { hits } = await search.allVisible(user, query);
    return new Reply(200, resultsCsv(hits), { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="busca.csv"' });
  });

  router.get('/api/search/entries/{type}/{id}', {
    access: 'authenticated',
    summary: 'One indexed document as the index holds it (title, text, day, programs): the viewer of a hit whose area offers none',
    description: '404 document.notFound unless the caller sees the document in full.',
    params: z.object({ type: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/), id: z.string().min(1).max(64) }),
    tags: ['search'],
  }, ({ params, user }) => search.entry(user, params.type, params.id));

  router.get('/api/index', {
    access: ['ROLE_ADMIN_READ'],
    summary: 'Each index target\'s state (outdated, rebuilding, rebuilt), the running or last rebuild\'s progress, entries',
    tags: ['search'],
  }, () => search.rebuilder.states());

  router.post('/api/index/rebuild', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Rebuild the index of the given targets (none: every one) while writes go on; progress on the `index` topic',
    description: '202 with the targets\' states. 409 index.rebuilding when one of them is being rebuilt (then none starts); 400 index.unknownTarget naming `targets`.',
    body: z.object({ targets: z.array(z.enum(SEARCH_TARGETS)).max(SEARCH_TARGETS.length).default([]) }),
    tags: ['search'],
  }, async ({ body, user }) => {
    search.assertTargets(body.targets);
    return new Reply(202, await search.rebuilder.rebuild(body.targets, user.nickname));
  });
}
