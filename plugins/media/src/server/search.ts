/**
 * The global search's target `media`: every stored media of a device that still exists, its slug as
 * the title, its abstract, description and metadata as the text, the day it last changed (in the
 * branch's zone) as its date. The index hears of changes on the `media` topic (each publish names
 * the media document).
 */
import { tableSearchSource, wallClock, type SearchEntry, type SearchSource } from '@lauda/sdk/server';
import { MEDIA_DOCUMENT } from '../common/index.js';
import type { Ctx } from './context.js';
import type { MediaRow } from './model.js';
import { TABLE } from './store.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/** The branch day of an instant. */
export function dayOf(epochMs: number, timeZone: string): string {
  const w = wallClock(epochMs, timeZone);
  return `${w.y}-${p2(w.m)}-${p2(w.d)}`;
}

export function mediaSearchSource(ctx: Ctx): SearchSource {
  return tableSearchSource(ctx.db.knex, {
    target: 'media',
    type: MEDIA_DOCUMENT,
    table: TABLE,
    async entries(ids) {
      const rows = (await ctx.db.knex(TABLE).whereIn('id', ids)) as MediaRow[];
      const devices = new Set((await ctx.records.list()).map((d) => d.id));
      const zone = await ctx.branch.timeZone();
      const out = new Map<number, SearchEntry>();
      for (const r of rows) {
        if (!devices.has(Number(r.device_id))) continue;
        const fields = Object.entries(JSON.parse(r.fields) as Record<string, string>).map(([k, v]) => `${k}: ${v}`);
        const changed = Number(r.changed_at ?? r.created_at ?? r.updated_at);
        out.set(Number(r.id), {
          title: r.slug,
          text: [r.abstract, r.description, ...fields].filter(Boolean).join('\n'),
          date: dayOf(changed, zone),
        });
      }
      return out;
    },
  });
}
