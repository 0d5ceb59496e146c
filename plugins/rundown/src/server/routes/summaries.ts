/** `GET /api/rundowns/{id}/story-summaries`: presenters, cameras, CG count and MOS readiness per story, for the grid's columns. */
import type { PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_ROLES as R } from '../../common/ids.js';
import { storySummary, type StorySummary } from '../../common/summary.js';
import { idParam } from '../schemas.js';
import { caller, type Ctx } from '../services/context.js';
import { loadRundownById } from '../services/rundowns.js';
import { assertOwnerAccess } from '../services/work.js';

export function summaryRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/rundowns/{id}/story-summaries', {
    access: [R.rundownRead],
    summary: "Per story of the rundown the caller may see in full: presenters, cameras, CG count, MOS items and how many a device reported ready",
    description: 'Private stories the caller may not see are left out (their placeholders carry no script).',
    params: idParam,
  }, async ({ params, user, ip }) => {
    const c = caller(user, ip);
    await assertOwnerAccess(ctx, c, { kind: 'rundown', id: params.id });
    const r = await loadRundownById(ctx, params.id, c.user.id, { sections: true });
    const out: Record<string, StorySummary> = {};
    for (const b of r.blocks) for (const s of b.stories) if (s.visible && s.sections) out[s.id] = storySummary(s.sections);
    return out;
  });
}
