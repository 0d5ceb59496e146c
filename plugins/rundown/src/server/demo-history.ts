/**
 * The demo's past three weeks of shows, so the managerial charts have something to draw: each
 * active program's rundown of every past day with a few stories, most of them aired (displayed),
 * timed a little over or under their estimates. Deterministic: the same figures on every machine.
 */
import type { Program } from '@lauda/plugin-admin/common';
import { bulkStatus } from './services/display.js';
import { lockedBlock } from './services/blocks.js';
import { createRundown } from './services/rundowns.js';
import { changeStory, createStory } from './services/stories.js';
import { inOwner } from './services/work.js';
import type { Caller, Ctx } from './services/context.js';

const S = 1000;
export const HISTORY_DAYS = 21;
const SLUGS = ['CHUVA', 'TRÂNSITO', 'SAÚDE', 'ECONOMIA', 'ESPORTE', 'CULTURA', 'POLÍCIA', 'EDUCAÇÃO'];

const dayBefore = (today: string, n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export async function loadHistory(ctx: Ctx, caller: Caller, programs: Program[], today: string): Promise<void> {
  // the last two days are the archive's aired shows (demo-past.ts): one rundown per program and day
  for (let n = HISTORY_DAYS; n >= 3; n--) {
    const date = dayBefore(today, n);
    for (const [p, program] of programs.entries()) {
      const rundown = await createRundown(ctx, caller, { date, programId: program.id });
      const count = 3 + ((n * 7 + p * 3) % 4);
      await inOwner(ctx, caller, async () => ({ kind: 'rundown', id: rundown.id }), async (w) => {
        const block = await lockedBlock(w, rundown.blocks[0]!.id);
        const shown: number[] = [];
        for (let i = 0; i < count; i++) {
          const estimated = (60 + ((n * 13 + i * 29 + p * 7) % 90)) * S;
          // the VT runs 80 % to 125 % of the estimate
          const vt = Math.round((estimated * (80 + ((n * 11 + i * 17) % 46))) / 100 / S) * S;
          const { row } = await createStory(w, block, { slug: `${SLUGS[(n + i + p) % SLUGS.length]} ${i + 1}`, estimated, manualVt: true, vt });
          await changeStory(w, row, { approved: true }, { op: 'PATCH', field: 'approved', oldValue: false });
          // the last story of every third show fell off the air
          if (i < count - 1 || n % 3 !== 0) shown.push(Number(row.id));
        }
        await bulkStatus(w, shown, 'stop', false);
      });
    }
  }
}
