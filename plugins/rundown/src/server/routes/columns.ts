/** The caller's column layout of the rundown grid: `/api/rundown-columns` (per user, whichever browser). */
import { z } from 'zod';
import type { PluginRouter } from '@lauda/sdk/server';
import { COLUMN_WIDTH_LIMITS, GRID_COLUMN_KEYS, type GridColumnLayout } from '../../common/columns.js';
import { RUNDOWN_ROLES as R } from '../../common/ids.js';
import type { Ctx } from '../services/context.js';

const key = z.enum(GRID_COLUMN_KEYS);
const layoutBody = z.object({
  order: z.array(key).min(1).max(GRID_COLUMN_KEYS.length).refine((a) => new Set(a).size === a.length, 'a column is named twice')
    .refine((a) => a.includes('slug'), 'the slug column is always shown'),
  widths: z.partialRecord(key, z.number().int().min(COLUMN_WIDTH_LIMITS.min).max(COLUMN_WIDTH_LIMITS.max)).default({}),
});

export function columnRoutes(router: PluginRouter, ctx: Ctx): void {
  const table = () => ctx.db.knex('rundown_user_columns');

  router.get('/api/rundown-columns', {
    access: [R.rundownRead],
    summary: "The caller's column layout of the rundown grid (order of the shown columns, widths); `layout: null` until chosen",
    tags: ['rundowns'],
  }, async ({ user }) => {
    const row = (await table().where('user_id', user.id).first('layout')) as { layout: string } | undefined;
    if (!row) return { layout: null };
    try {
      const parsed = layoutBody.safeParse(JSON.parse(row.layout));
      // a layout stored by an older version that names a column no longer known falls back to the default
      return { layout: parsed.success ? (parsed.data as GridColumnLayout) : null };
    } catch {
      return { layout: null };
    }
  });

  router.put('/api/rundown-columns', {
    access: [R.rundownRead],
    summary: "Keep the caller's column layout of the rundown grid",
    description: '400 names the field: `order` (unknown or repeated column, no slug) or `widths.<column>` (28 to 1200 px).',
    body: layoutBody,
    tags: ['rundowns'],
  }, async ({ body, user }) => {
    const layout = JSON.stringify(body);
    const now = ctx.now();
    const n = await table().where('user_id', user.id).update({ layout, updated_at: now });
    if (!n) await table().insert({ user_id: user.id, layout, updated_at: now }).catch(() => table().where('user_id', user.id).update({ layout, updated_at: now }));
    return { layout: body as GridColumnLayout };
  });
}
