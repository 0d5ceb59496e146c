/**
 * The demo's past three weeks of reportages, so the managerial charts have something to draw: one
 * to three a day by the demo's reporters, the older ones finished (mostly completed, some
 * interrupted), the recent ones still being produced, covered or edited. Deterministic.
 */
import type { SessionUser } from '@lauda/sdk/server';
import type { ReportageState } from '../common/ids.js';
import type { Ctx } from './context.js';
import { reportageCreate } from './schemas.js';
import { createReportage } from './services/reportages.js';

const DAYS = 21;
const SUBJECTS = ['buracos na avenida', 'vacinação nas escolas', 'feira de artesanato', 'fila no posto', 'nova ciclovia', 'safra de café', 'show na praça'];
const OPEN: ReportageState[] = ['PRODUCING', 'COVERING', 'EDITING'];

const dayBefore = (today: string, n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export async function loadHistory(ctx: Ctx, user: SessionUser, reporters: number[], programsIds: number[], today: string): Promise<void> {
  if (!reporters.length) return;
  const c = { user, ip: '127.0.0.1' };
  for (let n = DAYS; n >= 1; n--) {
    for (let i = 0; i < 1 + ((n * 5) % 3); i++) {
      const k = n * 3 + i;
      const state: ReportageState = n <= 3 ? OPEN[k % OPEN.length]! : k % 5 === 0 ? 'INTERRUPTED' : 'COMPLETED';
      await createReportage(ctx, c, reportageCreate.parse({
        slug: SUBJECTS[k % SUBJECTS.length], date: dayBefore(today, n), reporterId: reporters[k % reporters.length], programsIds, state,
      }));
    }
  }
}
