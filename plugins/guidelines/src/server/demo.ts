/** The guidelines part of the demo newsroom: today's guidelines of the active programs, with guides and tasks; and three past weeks' (demo-history.ts). */
import type { SessionUser } from '@lauda/sdk/server';
import { createGuideline } from './services/guidelines.js';
import type { Caller, Ctx } from './services/context.js';
import type { GuidelineValues } from './schemas.js';
import { loadHistory } from './demo-history.js';
import { loadPastDemo } from './demo-past.js';

const DEMO: (GuidelineValues & { slug: string })[] = [
  {
    slug: 'OBRAS NA PONTE', proposal: 'Atraso nas obras da ponte do rio Verde: a prefeitura promete entregar em março.',
    referral: 'Ouvir o secretário de obras e comerciantes da região.', cameraman: 'JOÃO',
    guides: [
      { scheduleTime: '09:30:00', interviewee: 'Carlos Lima, secretário de obras', address: 'Av. Central, 1000 - Centro', observation: 'Confirmado por telefone' },
      { scheduleTime: '11:00:00', interviewee: 'Comerciantes da Rua do Porto', address: 'Rua do Porto, 45', observation: '' },
    ],
    tasks: [{ label: 'Reservar o carro de reportagem', done: true }, { label: 'Pedir imagens de arquivo da ponte' }],
  },
  {
    slug: 'FEIRA DO LIVRO', state: 'COVERING', proposal: 'Abertura da feira do livro na praça da matriz, com autores convidados.',
    guides: [{ scheduleTime: '14:00:00', interviewee: 'Ana Ribeiro, organizadora', address: 'Praça da Matriz', observation: 'Levar microfone sem fio' }],
  },
];

export async function loadDemo(ctx: Ctx, users: Record<string, number>, today: string): Promise<void> {
  const userId = users.produtor ?? users.admin ?? 1;
  const user: SessionUser = { id: userId, username: 'produtor', nickname: 'PRODUTOR', name: 'Paulo Produtor', email: null, roles: [], support: true, sessionId: 'demo' };
  const caller: Caller = { user, ip: '127.0.0.1' };
  const programs = (await ctx.programs.list()).filter((p) => p.active).map((p) => p.id);
  const reporters = users.reporter ? [users.reporter] : [];
  const common = { programsIds: programs.slice(0, 1), reportersIds: reporters, producersIds: [userId] };
  for (const g of DEMO) {
    await createGuideline(ctx, caller, { ...g, date: today, ...common });
  }
  // the past weeks' guidelines: what the managerial charts draw
  await loadHistory(ctx, caller, programs, today);
  // a few past days, for the archive
  await loadPastDemo(ctx, caller, common, today);
}
