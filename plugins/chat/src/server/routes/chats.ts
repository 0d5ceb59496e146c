/** Chat routes under `/api/chats` (spec 001 §7): every one needs ROLE_CHAT_READ; membership decides per chat. */
import { created, noContent, Reply, type PluginRouter } from '@lauda/sdk/server';
import { CHAT_DOCUMENT as D, CHAT_ERRORS, CHAT_LIMITS, CHAT_ROLES as R } from '../../common/index.js';
import type { Ctx } from '../context.js';
import { historyQuery, idParam, messageBody, previousQuery, readBody, userIdsBody } from '../schemas.js';
import { addMembers, createChat, history, leaveChat, loadChat, people, unread } from '../services/chats.js';
import { markRead, previousMessages, sendMessage, typing } from '../services/messages.js';

const param = ({ params }: { params: { id: number } }) => [params.id];
const reads = { reads: [{ type: D, ids: param }] };
const writes = { writes: [{ type: D, ids: param }] };
const access = [R.read];

export function chatRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/chats/unread', {
    access, summary: 'Unread messages of the caller, per chat: [{ chatId, count }] (chats with none are left out)',
  }, ({ user }) => unread(ctx, user));

  router.get('/api/chats/history', {
    access, summary: 'The caller\'s chats, latest activity first, with members, unread count and last message; pages of 10',
    query: historyQuery,
  }, ({ query, user }) => history(ctx, user, query.page, query.size));

  router.get('/api/chats/users', {
    access, summary: 'Active users by group, each with whether they are online: whom a chat may be started with',
  }, ({ user }) => people(ctx, user));

  router.post('/api/chats', {
    access, summary: 'Start a chat with userIds (the caller is added): two members a one-to-one chat, reused if it exists (200), more a group (201)',
    body: userIdsBody,
  }, async ({ body, user }) => {
    const r = await createChat(ctx, user, body.userIds);
    return r.created ? created(r.chat) : new Reply(200, r.chat);
  });

  router.get('/api/chats/{id}', {
    access, summary: 'One chat of the caller: members, unread count, last message', params: idParam, documents: reads,
  }, ({ params, user }) => loadChat(ctx, user, params.id));

  router.post('/api/chats/{id}/members', {
    access, summary: 'Add members: a group gets them (200); a chat of two or fewer stays and a NEW group chat of its members and the new ones is answered (201)',
    params: idParam, body: userIdsBody, documents: writes,
  }, async ({ params, body, user }) => {
    const r = await addMembers(ctx, user, params.id, body.userIds);
    return r.created ? created(r.chat) : new Reply(200, r.chat);
  });

  router.post('/api/chats/{id}/leave', {
    access, summary: 'Leave a group chat (400 chat.notGroup for a one-to-one chat)', params: idParam, documents: writes,
  }, async ({ params, user }) => {
    await leaveChat(ctx, user, params.id);
    return noContent();
  });

  router.post('/api/chats/{id}/messages', {
    access, summary: 'Send a plain-text message { text }; delivered live on the chat topic to the members only',
    params: idParam, body: messageBody, documents: writes,
  }, async ({ params, body, user }) => created(await sendMessage(ctx, user, params.id, body.text)));

  router.post('/api/chats/{id}/files', {
    access, summary: 'Send a file message: one file of any type in the multipart field `file`, streamed to disk; readable only by the members',
    description: 'A file over 100 MB is refused (413 chat.fileTooLarge) and nothing of it is kept.',
    params: idParam, rawBody: true, documents: writes,
  }, async ({ params, raw, user }) => {
    const file = await ctx.files.saveFile(raw, { user, maxBytes: CHAT_LIMITS.fileBytes, tooLargeCode: CHAT_ERRORS.fileTooLarge });
    // the chat's at once: a message that then fails leaves no file anyone else could read
    await ctx.files.attach(ctx.db.knex, [file.id], { type: D, id: params.id });
    return created(await sendMessage(ctx, user, params.id, '', file.id));
  });

  router.get('/api/chats/{id}/messages', {
    access, summary: 'Previous messages: the page (10 by default) sent before `before` (ISO instant; default now) and, in its millisecond, before the message `beforeId`, oldest first',
    params: idParam, query: previousQuery, documents: reads,
  }, ({ params, query }) => previousMessages(ctx, params.id, query.before ? Date.parse(query.before) : null, query.beforeId ?? null, query.size));

  router.post('/api/chats/{id}/read', {
    access, summary: 'Mark messages of the chat read by the caller → the ids newly marked (published as READ to the members)',
    params: idParam, body: readBody, documents: reads,
  }, async ({ params, body, user }) => ({ marked: await markRead(ctx, user, params.id, body.messageIds) }));

  router.post('/api/chats/{id}/typing', {
    access, summary: 'The caller is typing: a TYPING message to the other members (the screen calls it at most every 2 s while typing)',
    params: idParam, documents: reads,
  }, async ({ params, user }) => {
    await typing(ctx, user, params.id);
    return noContent();
  });
}
