import type { Retention } from '@lauda/sdk/server';
import type { Ctx } from './context.js';

/**
 * Rundown logs (`rundown_logs`) written before the cutoff of the branch's `retention.rundownLogsDays`
 * go with the kernel's retention job (kind `rundownLogs`); 0 keeps them for ever.
 */
export function registerLogRetention(retention: Retention, ctx: Pick<Ctx, 'db'>): void {
  const due = (before: Date) => ctx.db.knex('rundown_logs').where('at', '<', before.getTime());
  retention.register({
    kind: 'rundownLogs',
    setting: 'rundownLogsDays',
    count: async (before) => Number((await due(before).count({ n: '*' }).first())?.n ?? 0),
    purge: (before) => due(before).delete(),
  });
}
