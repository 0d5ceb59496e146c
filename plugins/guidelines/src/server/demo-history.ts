/**
 * The demo's past three weeks of guidelines, so the managerial charts have something to draw: two
 * to four a day across the active programs, most completed, some interrupted, one or two left in
 * production. Deterministic.
 */
import type { GuidelineState } from '../common/index.js';
import { createGuideline } from './services/guidelines.js';
import type { Caller, Ctx } from './services/context.js';

const DAYS = 21;
const SUBJECTS = ['ENCHENTE NO BAIRRO', 'GREVE DOS ÔNIBUS', 'PREÇO DO GÁS', 'JOGO DO CAMPEONATO', 'AUDIÊNCIA NA CÂMARA', 'OBRA DO HOSPITAL', 'FESTA JUNINA'];

const dayBefore = (today: string, n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export async function loadHistory(ctx: Ctx, caller: Caller, programs: number[], today: string): Promise<void> {
  for (let n = DAYS; n >= 1; n--) {
    for (let i = 0; i < 2 + ((n * 7) % 3); i++) {
      const k = n * 4 + i;
      const state: GuidelineState = k % 11 === 0 ? 'PRODUCING' : k % 4 === 1 ? 'INTERRUPTED' : 'COMPLETED';
      const programsIds = programs.length ? [programs[k % programs.length]!] : [];
      await createGuideline(ctx, caller, { slug: SUBJECTS[k % SUBJECTS.length]!, date: dayBefore(today, n), programsIds, state });
    }
  }
}
