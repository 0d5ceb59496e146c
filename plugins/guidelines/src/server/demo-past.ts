/**
 * Past days of the demo newsroom's guidelines, so the archive ("Arquivo") has something to list and
 * restore: a covered guideline yesterday, one interrupted two days ago, one a week ago.
 */
import { createGuideline } from './services/guidelines.js';
import type { Caller, Ctx } from './services/context.js';
import type { GuidelineValues } from './schemas.js';

const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

const PAST: { daysAgo: number; values: GuidelineValues & { slug: string } }[] = [
  {
    daysAgo: 1,
    values: {
      slug: 'BURACOS NA AVENIDA', state: 'COMPLETED', proposal: 'Moradores reclamam dos buracos na avenida Brasil depois das chuvas.',
      referral: 'Ouvir moradores e a subprefeitura.', guides: [{ scheduleTime: '10:00:00', interviewee: 'Associação de moradores', address: 'Av. Brasil, 2000', observation: '' }],
      tasks: [{ label: 'Imagens aéreas', done: true }],
    },
  },
  {
    daysAgo: 2,
    values: { slug: 'GREVE DOS ÔNIBUS', state: 'INTERRUPTED', proposal: 'Motoristas ameaçam parar; a negociação terminou em acordo antes da greve.', information: 'Pauta derrubada: acordo fechado às 6h.' },
  },
  {
    daysAgo: 7,
    values: {
      slug: 'FESTA JUNINA DA ESCOLA', state: 'COMPLETED', proposal: 'Escola da zona leste faz festa junina com comidas típicas feitas pelos alunos.',
      guides: [{ scheduleTime: '15:00:00', interviewee: 'Diretora Márcia Alves', address: 'Rua das Palmeiras, 12', observation: 'Chegar antes da quadrilha' }],
    },
  },
];

/** The past guidelines, made as the demo's producer (`caller`), for the first active program. */
export async function loadPastDemo(ctx: Ctx, caller: Caller, values: Partial<GuidelineValues>, today: string): Promise<void> {
  for (const g of PAST) await createGuideline(ctx, caller, { ...g.values, ...values, date: daysBefore(today, g.daysAgo) });
}
