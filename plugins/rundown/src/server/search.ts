/**
 * The rundown plugin's index targets (the global search): `stories` finds a story by what names it
 * (slug, page, media code, information, author), `scripts` by the text read on air (every section's
 * text without `[instructions]`, CG field values, media slugs). Both are the story document type,
 * so a private story is a hit only for who sees it in full. Stories of templates are found too
 * (a reusable script is worth finding).
 */
import { tableSearchSource, type SearchEntry, type SearchSource } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D } from '../common/ids.js';
import { parseJson, readableParagraphs, type Row, type StoredSection } from './codec.js';
import type { Ctx } from './services/context.js';

type Part = 'stories' | 'scripts';

function scriptOf(sections: StoredSection[]): string {
  return sections.flatMap((s) => [
    ...(s.entries ?? []).flatMap((e) => readableParagraphs(e.text)),
    ...(s.subSections ?? []).flatMap((x) => [
      ...readableParagraphs(x.text),
      ...(x.cgFields ?? []).map((f) => f.value ?? ''),
      x.media?.slug ?? '',
      x.slug ?? '',
    ]),
  ]).filter((t) => t.trim()).join('\n\n');
}

function entryOf(part: Part, r: Row): SearchEntry {
  const text = part === 'scripts'
    ? scriptOf(parseJson<StoredSection[]>(r.sections, []))
    : [r.page, r.slug, r.media_code, r.information, r.author_nickname].filter((v) => v !== null && v !== undefined && String(v).trim()).join('\n\n');
  const program = r.drawer ? r.drawer_program_id : r.program_id;
  return {
    title: String(r.slug ?? ''),
    text,
    date: (r.rundown_date ?? r.date ?? null) as string | null,
    programsIds: program === null || program === undefined ? [] : [Number(program)],
  };
}

export function storySearchSources(ctx: Ctx): SearchSource[] {
  const source = (part: Part) => tableSearchSource(ctx.db.knex, {
    target: part,
    type: D.story,
    table: 'rundown_stories',
    trash: true,
    async entries(ids) {
      const rows: Row[] = await ctx.db.knex('rundown_stories as s').leftJoin('rundown_rundowns as r', 'r.id', 's.rundown_id')
        .whereIn('s.id', [...ids])
        .select('s.id', 's.slug', 's.page', 's.media_code', 's.information', 's.author_nickname', 's.sections', 's.date', 's.program_id',
          's.drawer', 's.drawer_program_id', 'r.date as rundown_date');
      return new Map(rows.map((r) => [Number(r.id), entryOf(part, r)]));
    },
  });
  return [source('stories'), source('scripts')];
}
