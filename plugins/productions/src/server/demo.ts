/** The productions part of the demo newsroom: resources, types and today's checklists, one made from a demo guideline. */
import type { SessionUser } from '@lauda/sdk/server';
import { createProduction } from './services/productions.js';
import { createFromGuideline } from './services/fromGuideline.js';
import type { Caller, Ctx } from './services/context.js';

export async function loadDemo(ctx: Ctx, users: Record<string, number>, today: string): Promise<void> {
  const userId = users.produtor ?? users.admin ?? 1;
  const user: SessionUser = { id: userId, username: 'produtor', nickname: 'PRODUTOR', name: 'Paulo Produtor', email: null, roles: [], support: true, sessionId: 'demo' };
  const caller: Caller = { user, ip: '127.0.0.1' };
  const knex = ctx.db.knex;
  for (const name of ['Câmera', 'Tripé', 'Microfone sem fio', 'Link de transmissão']) await knex('production_resources').insert({ name });
  for (const name of ['Externa', 'Estúdio', 'Ao vivo']) await knex('production_types').insert({ name });
  const resources = (await knex('production_resources').select('id')).map((r) => Number(r.id));
  const [externa] = (await knex('production_types').where('name', 'Externa').select('id')).map((r) => Number(r.id));
  const programs = (await ctx.programs.list()).filter((p) => p.active).map((p) => p.id).slice(0, 1);
  await createProduction(ctx, caller, {
    slug: 'ENTREVISTA NO ESTÁDIO', date: today, schedule: '15:00:00', departure: '14:15:00', arrival: '17:30:00', typeId: externa ?? null,
    local: 'Estádio Municipal, portão 3', team: 'JOÃO (câmera), MARIA (repórter)', resourcesIds: resources.slice(0, 2), programsIds: programs,
    producersIds: [userId], information: 'Credenciamento na sala de imprensa.',
    tasks: [{ label: 'Confirmar credenciais', done: true, date: today, time: '10:00:00' }, { label: 'Testar o link', date: today, time: '14:00:00' }],
  });
  await createProduction(ctx, caller, {
    slug: 'AO VIVO NA PRAÇA', date: today, schedule: '19:10:00', departure: '18:20:00', arrival: '20:00:00', local: 'Praça da Matriz',
    team: 'PEDRO (técnico)', resourcesIds: resources.slice(2), programsIds: programs, tasks: [{ label: 'Reservar energia com a prefeitura', date: today, time: '12:00:00' }],
  });
  const [guideline] = await ctx.guidelines.onDate(user, today);
  if (guideline) await createFromGuideline(ctx, caller, guideline.id);
}
