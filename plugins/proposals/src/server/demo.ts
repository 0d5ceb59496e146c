/** The news suggestions part of the demo newsroom: a few ideas of today sent in by listeners and reporters. */
import type { SessionUser } from '@lauda/sdk/server';
import type { Ctx } from './deps.js';
import { createProposal } from './service.js';

export async function loadDemo(ctx: Ctx, users: Record<string, number>, today: string): Promise<void> {
  const user: SessionUser = { id: users.reporter ?? users.admin ?? 1, username: 'reporter', nickname: 'REPORTER', name: 'Rafael Repórter', email: null, roles: [], support: true, sessionId: 'demo' };
  for (const [title, text, suggestedBy, source] of [
    ['Buraco na avenida principal', 'Moradores dizem que o buraco está lá há três meses.', 'Ouvinte', 'WhatsApp'],
    ['Feira de orgânicos no sábado', 'Produtores da região fazem a primeira feira na praça.', 'Associação de produtores', 'E-mail'],
    ['Falta de professores na escola estadual', 'Pais relatam turmas sem aula de matemática.', 'REPORTER', 'Apuração'],
  ]) await createProposal(ctx, user, { title: title!, text: text!, suggestedBy: suggestedBy!, source: source!, date: today });
}
