/** What the chat screens read from the API: paths, the file upload, the chats and unread counts kept fresh by the `chat` topic. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient, LiveClient } from '@lauda/sdk/web';
import { CHAT_TOPIC, type Chat, type ChatMessage, type UnreadCount } from '../common/index.js';

export const PATHS = {
  chats: '/api/chats',
  history: (page: number) => `/api/chats/history?page=${page}`,
  unread: '/api/chats/unread',
  users: '/api/chats/users',
  chat: (id: number) => `/api/chats/${id}`,
  members: (id: number) => `/api/chats/${id}/members`,
  leave: (id: number) => `/api/chats/${id}/leave`,
  messages: (id: number) => `/api/chats/${id}/messages`,
  previous: (id: number, before: ChatMessage) => `/api/chats/${id}/messages?before=${encodeURIComponent(before.sentAt)}&beforeId=${before.id}`,
  read: (id: number) => `/api/chats/${id}/read`,
  typing: (id: number) => `/api/chats/${id}/typing`,
  files: (id: number) => `/api/chats/${id}/files`,
} as const;

/** A refused upload with the server's code, so the window can say why in the user's language. */
export class UploadError extends Error {
  constructor(readonly status: number, readonly code: string) {
    super(code);
  }
}

/** Sends a file message (multipart, streamed by the server; over 100 MB refused). */
export async function sendFile(chatId: number, file: File): Promise<ChatMessage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch(PATHS.files(chatId), { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new UploadError(res.status, typeof body?.code === 'string' ? body.code : `error.http${res.status}`);
  return body as ChatMessage;
}

/** The caller's chats (pages of 10, "more" loads the next) and their unread counts, reloaded on every chat message. */
export function useChats(api: ApiClient, live: LiveClient) {
  const [chats, setChats] = useState<Chat[] | null>(null);
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState(1);
  const [unread, setUnread] = useState<Map<number, number>>(new Map());
  const load = useCallback(async () => {
    const got = await Promise.all(Array.from({ length: pages }, (_, p) => api.get<{ data: Chat[]; total: number }>(PATHS.history(p))));
    const seen = new Map(got.flatMap((g) => g.data).map((c) => [c.id, c]));
    setChats([...seen.values()]);
    setTotal(got[0]?.total ?? 0);
    const counts = await api.get<UnreadCount[]>(PATHS.unread);
    setUnread(new Map(counts.map((u) => [u.chatId, u.count])));
  }, [api, pages]);
  useEffect(() => {
    void load().catch(() => setChats((c) => c ?? []));
    return live.subscribe(CHAT_TOPIC, (m) => { if (m.op !== 'TYPING') void load().catch(() => undefined); });
  }, [live, load]);
  return { chats, total, unread, more: () => setPages((p) => p + 1), reload: load };
}

/** The other members' nicknames: a chat's title. */
export const chatTitle = (chat: Chat, me: number) => chat.members.filter((m) => m.id !== me).map((m) => m.nickname).join(', ') || '—';
