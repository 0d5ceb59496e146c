/**
 * One chat window: its messages (the last 10, "load previous" for more), read marks, the typing
 * indicator, a message box (Enter sends, Shift+Enter breaks the line), file send, add members and
 * leave (closing a group chat leaves it, spec 001 §4). Minimized it is its title bar only.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Badge, Button, IconButton, TextArea, VisuallyHidden, useConfirm } from '@lauda/web-kit';
import { CHAT_LIMITS, CHAT_TOPIC, type Chat, type ChatMessage } from '../common/index.js';
import { AddMembers } from './AddMembers';
import { PATHS, UploadError, chatTitle, sendFile } from './api';
import { Head, Panel } from './ChatList';
import { MessageList } from './MessageList';

const Win = styled(Panel)<{ $min: boolean }>`
  width: 300px;
  height: ${({ $min }) => ($min ? 'auto' : '440px')};
  @media (max-width: 599px) {
    ${({ $min }) => ($min ? 'position: static; width: 160px; height: auto; border-radius: var(--lauda-radius) var(--lauda-radius) 0 0;' : 'position: fixed; inset: 0; width: auto; height: auto;')}
  }
`;
const Typing = styled.p`
  margin: 0;
  padding: 0 10px;
  min-height: 18px;
  font-size: var(--lauda-font-small);
  color: var(--lauda-muted);
`;
const Compose = styled.div`
  display: flex;
  gap: 6px;
  align-items: flex-end;
  padding: 6px 8px 8px;
  border-top: 1px solid var(--lauda-line);
  textarea { flex: 1; min-height: 38px; max-height: 120px; resize: none; }
`;

interface Props extends PanelProps {
  id: number;
  me: number;
  minimized: boolean;
  unread: number;
  onToggle(): void;
  onClose(): void;
  onGrown(chat: Chat): void;
  onRead(): void;
}

/** A stroked 24×24 icon: the browser's fonts may lack the symbols. */
const Icon = ({ d }: { d: string }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true"><path d={d} /></svg>
);
const CLIP = 'M21 11l-8.5 8.5a5 5 0 01-7-7L14 4a3.5 3.5 0 015 5l-8.5 8.5a2 2 0 01-3-3L15 7';

const TYPING_SHOWN_MS = 3_000;
const TYPING_EVERY_MS = 2_000;

export function ChatWindow(props: Props) {
  const { id, me, minimized, unread, api, live, t, notify, onToggle, onClose, onGrown, onRead } = props;
  const [chat, setChat] = useState<Chat | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [text, setText] = useState('');
  const [typing, setTyping] = useState<{ nickname: string; until: number } | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();

  useEffect(() => {
    let on = true;
    api.get<Chat>(PATHS.chat(id)).then((c) => on && setChat(c), (e) => notify.error(e, 'loadFailed'));
    api.get<ChatMessage[]>(PATHS.messages(id)).then((m) => { if (on) { setMessages(m); setHasMore(m.length === CHAT_LIMITS.page); } }, () => undefined);
    const off = live.subscribe(CHAT_TOPIC, (m) => {
      const data = m.data as { chatId?: number; id?: number };
      if (m.op === 'MESSAGE' && data.chatId === id) {
        setMessages((ms) => (ms.some((x) => x.id === data.id) ? ms : [...ms, m.data as ChatMessage]));
        setTyping(null);
      } else if (m.op === 'TYPING' && data.chatId === id) {
        setTyping({ nickname: (m.data as { nickname: string }).nickname, until: Date.now() + TYPING_SHOWN_MS });
      } else if (m.op === 'READ' && data.chatId === id) {
        const r = m.data as { userId: number; messageIds: number[] };
        setMessages((ms) => ms.map((x) => (r.messageIds.includes(x.id) && !x.readBy.includes(r.userId) ? { ...x, readBy: [...x.readBy, r.userId] } : x)));
      } else if (m.op === 'MEMBERSHIP' && m.id === id) {
        setChat(m.data as Chat);
      }
    });
    return () => { on = false; off(); };
  }, [api, live, id, notify]);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), Math.max(0, typing.until - Date.now()));
    return () => clearTimeout(timer);
  }, [typing]);

  // what an open window shows is read
  useEffect(() => {
    if (minimized) return;
    const unseen = messages.filter((m) => m.senderId !== me && !m.readBy.includes(me)).map((m) => m.id);
    if (!unseen.length) return;
    api.post(PATHS.read(id), { messageIds: unseen }).then(() => {
      setMessages((ms) => ms.map((m) => (unseen.includes(m.id) ? { ...m, readBy: [...m.readBy, me] } : m)));
      onRead();
    }, () => undefined);
  }, [api, id, me, messages, minimized, onRead]);

  const previous = async () => {
    const first = messages[0];
    if (!first) return;
    try {
      const older = await api.get<ChatMessage[]>(PATHS.previous(id, first));
      setMessages((ms) => [...older, ...ms]);
      setHasMore(older.length === CHAT_LIMITS.page);
    } catch (e) {
      notify.error(e, 'loadFailed');
    }
  };
  const send = async () => {
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      const m = await api.post<ChatMessage>(PATHS.messages(id), { text });
      setMessages((ms) => (ms.some((x) => x.id === m.id) ? ms : [...ms, m]));
      setText('');
    } catch (e) {
      notify.error(e, 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
      return;
    }
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      void api.post(PATHS.typing(id)).catch(() => undefined);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CHAT_LIMITS.fileBytes) return notify.notify('error', t('fileTooLarge'));
    setBusy(true);
    try {
      const m = await sendFile(id, file);
      setMessages((ms) => (ms.some((x) => x.id === m.id) ? ms : [...ms, m]));
    } catch (e) {
      if (e instanceof UploadError && e.code === 'chat.fileTooLarge') notify.notify('error', t('fileTooLarge'));
      else notify.notify('error', t('fileFailed'));
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const close = () => {
    if (!chat?.group) return onClose();
    confirm.ask({
      title: t('leaveTitle'), text: t('leaveText'), confirmLabel: t('leave'), testId: 'chat-leave',
      run: async () => {
        await api.post(PATHS.leave(id));
        onClose();
      },
    });
  };

  const title = chat ? chatTitle(chat, me) : '…';
  return (
    <Win $min={minimized} aria-label={t('chatWith', { title })} data-testid={`chat-window-${id}`}>
      <Head>
        <h2 title={title}>{title}</h2>
        {minimized && unread > 0 && <Badge $tone="danger" aria-label={t('unreadCount', { count: unread })}>{unread}</Badge>}
        {!minimized && <IconButton label={t('addMembers')} onClick={() => setAdding(true)} data-testid={`chat-add-${id}`}>+</IconButton>}
        <IconButton label={minimized ? t('restore') : t('minimize')} onClick={onToggle} data-testid={`chat-min-${id}`}>{minimized ? <Icon d="M4 15l8-8 8 8" /> : <Icon d="M5 19h14" />}</IconButton>
        <IconButton label={chat?.group ? t('leave') : t('close')} onClick={close} data-testid={`chat-close-${id}`}>✕</IconButton>
      </Head>
      {!minimized && (
        <>
          <MessageList {...props} messages={messages} hasMore={hasMore} onPrevious={previous} members={chat?.members ?? []} />
          <Typing aria-live="polite" data-testid={`chat-typing-${id}`}>{typing ? t('typing', { nickname: typing.nickname }) : ''}</Typing>
          <Compose>
            <VisuallyHidden as="label" htmlFor={`chat-text-${id}`}>{t('message')}</VisuallyHidden>
            <TextArea id={`chat-text-${id}`} value={text} maxLength={CHAT_LIMITS.text} placeholder={t('messagePlaceholder')}
              onChange={(e) => setText(e.target.value)} onKeyDown={onKey} data-testid={`chat-input-${id}`} />
            <VisuallyHidden as="label" htmlFor={`chat-file-${id}`}>{t('sendFile')}</VisuallyHidden>
            <input ref={fileInput} id={`chat-file-${id}`} type="file" hidden onChange={(e) => void upload(e.target.files?.[0])} data-testid={`chat-file-${id}`} />
            <IconButton label={t('sendFile')} onClick={() => fileInput.current?.click()} disabled={busy}><Icon d={CLIP} /></IconButton>
            <Button $variant="primary" onClick={() => void send()} disabled={busy || !text.trim()} data-testid={`chat-send-${id}`}>{t('send')}</Button>
          </Compose>
        </>
      )}
      {adding && chat && <AddMembers {...props} chat={chat} onDone={(c) => { setAdding(false); if (c) { if (c.id === id) setChat(c); else onGrown(c); } }} />}
      {confirm.dialog}
    </Win>
  );
}
