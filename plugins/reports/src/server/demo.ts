/** The reports part of the demo newsroom: two categories with their events and a report of today. */
import type { SessionUser } from '@lauda/sdk/server';
import { createCategory, createEvent } from './services/categories.js';
import { createReport } from './services/reports.js';
import type { Caller, Ctx } from './services/context.js';

export async function loadDemo(ctx: Ctx, users: Record<string, number>, today: string): Promise<void> {
  const userId = users.editor ?? users.admin ?? 1;
  const user: SessionUser = { id: userId, username: 'editor', nickname: 'EDITOR', name: 'Editor', email: null, roles: [], support: true, sessionId: 'demo' };
  const c: Caller = { user, ip: '127.0.0.1' };
  const elections = await createCategory(ctx, c, 'Eleições');
  const first = await createEvent(ctx, c, elections.id, '1º turno');
  await createEvent(ctx, c, elections.id, 'Apuração');
  const weather = await createCategory(ctx, c, 'Clima');
  await createEvent(ctx, c, weather.id, 'Chuvas de verão');
  const programs = (await ctx.programs.list()).filter((p) => p.active).map((p) => p.id).slice(0, 1);
  await createReport(ctx, c, {
    date: today, title: 'Cobertura do 1º turno', categoryId: elections.id, eventId: first.id, programsIds: programs,
    people: 'Ana Souza (repórter), Carlos Lima (cinegrafista)',
    body: [
      { children: [{ text: 'Equipe em três zonas eleitorais desde as 7h. ' }, { text: 'Sem ocorrências graves.', bold: true }] },
      { children: [{ text: 'Entrada ao vivo às 12h30 confirmada com a produção.' }] },
    ],
  });
}
