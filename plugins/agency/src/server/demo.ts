/**
 * The agency's part of the demo newsroom: a category, the public feed of a national news agency
 * (read when the machine reaches the internet; otherwise its card shows the failure and backs off),
 * a morning of sample items already in it, and a lane of every source for each demo user.
 */
import type { SessionUser } from '@lauda/sdk/server';
import type { Ctx } from './context.js';
import { storeItems, type FetchedItem } from './items.js';
import { createLane } from './lanes.js';
import { createCategory } from './rss/service.js';

const SAMPLES: [string, string][] = [
  ['Governo anuncia reajuste da tabela do Imposto de Renda', 'A faixa de isenção sobe a partir de janeiro; a medida ainda depende do Congresso.'],
  ['Chuvas deixam 12 cidades em alerta no Sul', 'A Defesa Civil recomenda atenção a deslizamentos e cheias de rios nas próximas 48 horas.'],
  ['Inflação de outubro fica em 0,3%', 'Alimentos e transportes puxaram o índice; no ano, a alta acumulada é de 3,9%.'],
  ['Vacinação contra a gripe é ampliada para toda a população', 'Os postos de saúde atendem sem agendamento até o fim do mês.'],
  ['Seleção convocada para as eliminatórias', 'O técnico chamou 26 jogadores, três deles pela primeira vez.'],
];

export async function loadDemo(ctx: Ctx, users: Record<string, number>): Promise<void> {
  const category = await createCategory(ctx, 'Nacional');
  const now = ctx.now();
  const [feedId] = await ctx.db.knex('agency_rss_feeds').insert({
    name: 'Agência Brasil', url: 'https://agenciabrasil.ebc.com.br/rss/ultimasnoticias/feed.xml', category_id: category.id,
    failures: 0, next_attempt_at: now, created_at: now, updated_at: now,
  });
  const items: FetchedItem[] = SAMPLES.map(([title, text], i) => ({
    guid: `demo-${i + 1}`, title, text, link: null, author: 'Agência Brasil', imageUrl: null, publishedAt: now - (i + 1) * 20 * 60_000,
  }));
  await storeItems(ctx, 'rss', Number(feedId), category.id, items);
  for (const [username, id] of Object.entries(users)) {
    const user: SessionUser = { id, username, nickname: username.toUpperCase(), name: username, email: null, roles: [], support: false, sessionId: 'demo' };
    await createLane(ctx, user, { name: 'Todas as fontes', kinds: [], categories: [], sources: [], words: [] });
    await createLane(ctx, user, { name: 'Chuvas', kinds: [], categories: [], sources: [], words: ['chuva', 'alerta'] });
  }
}
