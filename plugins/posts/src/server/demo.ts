/** The posts part of the demo newsroom: a post being written for the web site (no WordPress site is configured in the demo). */
import { caller, type RichText, type SessionUser } from '@lauda/sdk/server';
import type { Ctx } from './context.js';
import { createPost } from './services/posts.js';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });

export async function loadDemo(ctx: Ctx, users: Record<string, number>): Promise<void> {
  const id = users.editor ?? users.admin ?? 1;
  const user: SessionUser = { id, username: 'editor', nickname: 'EDITOR', name: 'editor', email: null, roles: [], support: true, sessionId: 'demo' };
  await createPost(ctx, caller(user, ''), {
    title: 'Chuvas deixam 12 cidades em alerta no Sul',
    slug: 'chuvas-alerta-sul',
    caption: 'Rio transbordou na madrugada',
    excerpt: 'A Defesa Civil recomenda atenção a deslizamentos nas próximas 48 horas.',
    body: [
      paragraph('A Defesa Civil colocou 12 cidades em alerta depois de dois dias de chuva forte.'),
      paragraph('Moradores de áreas de encosta devem procurar os abrigos indicados pelas prefeituras.'),
    ] satisfies RichText,
    featuredImageId: null,
    publicationDate: null,
  });
}
