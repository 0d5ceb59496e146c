/** The chat part of the demo newsroom: the producer and the reporter talking, and the day's group of producer, editor and reporter. */
import type { SessionUser } from '@lauda/sdk/server';
import type { Ctx } from './context.js';
import { createChat } from './services/chats.js';
import { sendMessage } from './services/messages.js';

export async function loadDemo(ctx: Ctx, users: Record<string, number>): Promise<void> {
  const as = (username: string): SessionUser | null => {
    const id = users[username];
    return id ? { id, username, nickname: username.toUpperCase(), name: username, email: null, roles: [], support: false, sessionId: 'demo' } : null;
  };
  const [producer, editor, reporter] = [as('produtor'), as('editor'), as('reporter')];
  if (!producer || !editor || !reporter) return;
  const pair = (await createChat(ctx, producer, [reporter.id])).chat;
  await sendMessage(ctx, producer, pair.id, 'Rafael, a entrevista com o secretário foi confirmada para as 15h.');
  await sendMessage(ctx, reporter, pair.id, 'Combinado, saio com a equipe às 14h.');
  const group = (await createChat(ctx, producer, [editor.id, reporter.id])).chat;
  await sendMessage(ctx, editor, group.id, 'O VT da chuva entra no primeiro bloco do jornal da noite.');
  await sendMessage(ctx, producer, group.id, 'Ok. A pauta das 18h já está fechada.');
}
