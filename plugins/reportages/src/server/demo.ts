/** The reportages of the demo newsroom: today's, one approved, one still being written; two of past days, for the archive; three past weeks' (demo-history.ts) for the charts. */
import type { RichText, SessionUser } from '@lauda/sdk/server';
import type { Ctx } from './context.js';
import { reportageCreate } from './schemas.js';
import { approve } from './services/bulk.js';
import { createReportage } from './services/reportages.js';
import { loadHistory } from './demo-history.js';

const rich = (text: string): RichText => [{ type: 'paragraph', children: [{ text }] }];
const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export async function loadDemo(ctx: Ctx, users: Record<string, number>, today: string): Promise<void> {
  const reporterId = users.reporter ?? users.admin ?? 1;
  const user: SessionUser = { id: users.editor ?? reporterId, username: 'editor', nickname: 'EDITOR', name: 'Editor', email: null, roles: [], support: true, sessionId: 'demo' };
  const c = { user, ip: '127.0.0.1' };
  const noite = (await ctx.programs.list()).find((p) => p.active && p.name === 'Jornal da Noite');
  const programsIds = noite ? [noite.id] : [];
  const feira = await createReportage(ctx, c, reportageCreate.parse({
    slug: 'feira do livro', date: today, reporterId, programsIds, cameraman: 'Joel',
    headingSuggestion: 'Começa hoje a feira do livro no centro de convenções, com duzentos expositores.',
    sections: [
      { type: 'OFF', content: rich('A feira reúne editoras da cidade e de outros estados. A entrada é gratuita.') },
      { type: 'INTERVIEW', content: rich('Ana Lima, organizadora'), observation: 'A gente espera receber cem mil visitantes.', duration: 'PT12S' },
      { type: 'APPEARANCE', content: rich('A programação vai até domingo, com sessões de autógrafos todas as tardes.') },
    ],
  }));
  await approve(ctx, c, Number(feira.id), true);
  await createReportage(ctx, c, reportageCreate.parse({
    slug: 'ponte interditada', date: today, reporterId, programsIds, state: 'COVERING',
    sections: [{ type: 'OFF', content: rich('A ponte sobre o rio foi interditada para uma vistoria.') }],
  }));
  // the past weeks' reportages: what the managerial charts draw
  await loadHistory(ctx, user, [users.reporter, users.jornalista, users.editor].filter((id): id is number => id !== undefined), programsIds, today);
  // past days: finished and approved, as an archive keeps them
  const past = [
    { slug: 'enchente no bairro', daysAgo: 1, text: 'A água chegou a um metro de altura nas casas da rua do córrego.', quote: 'Perdemos tudo de novo.' },
    { slug: 'inauguração da creche', daysAgo: 3, text: 'A nova creche atende duzentas crianças de zero a cinco anos.', quote: 'Era um pedido antigo do bairro.' },
  ];
  for (const p of past) {
    const r = await createReportage(ctx, c, reportageCreate.parse({
      slug: p.slug, date: daysBefore(today, p.daysAgo), reporterId, programsIds, state: 'COMPLETED',
      sections: [{ type: 'OFF', content: rich(p.text) }, { type: 'INTERVIEW', content: rich('Morador'), observation: p.quote, duration: 'PT8S' }],
    }));
    await approve(ctx, c, Number(r.id), true);
  }
}
