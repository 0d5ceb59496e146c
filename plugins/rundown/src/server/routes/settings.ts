/** The newsroom's rundown settings: `/api/rundown-settings`. */
import { z, type PluginRouter } from '@lauda/sdk/server';
import { RUNDOWN_ROLES as R } from '../../common/ids.js';
import { PAGE_RULES } from '../../common/pages.js';
import { readSettings, writeSettings } from '../services/settings.js';
import type { Ctx } from '../services/context.js';

const settingsPut = z.object({ pageRule: z.enum(PAGE_RULES), version: z.number().int().min(0) });

export function settingsRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/rundown-settings', {
    access: [R.rundownRead],
    summary: 'The newsroom\'s rundown settings: pageRule (next: the block\'s highest page + 1; suffix: 02A between 02 and 03) and their version',
  }, async () => readSettings(ctx.db.knex));

  router.put('/api/rundown-settings', {
    access: [R.rundownAdmin],
    summary: 'Change the rundown settings; a stale version is a 409',
    body: settingsPut,
  }, async ({ body }) => writeSettings(ctx.db.knex, body));
}
