/**
 * Ids, roles, topic, limits and API shapes of the chat plugin (spec 001 §3 Chat, §4 chat rules, §7
 * Chats, §9 chat limits): browser-safe, shared by the server and the screens.
 */
export const CHAT_PLUGIN_ID = 'chat';
/** The document type: one chat; only its members see it, its messages and its files. */
export const CHAT_DOCUMENT = 'chat';
/** Live topic: messages, membership, read marks and typing, each delivered only to the chat's members. */
export const CHAT_TOPIC = 'chat';

/** The spec has one chat role (000 §6): it opens the chat area; membership decides the rest. */
export const CHAT_ROLES = { read: 'ROLE_CHAT_READ' } as const;

export const CHAT_LIMITS = {
  /** history and previous messages come in pages of 10 (spec 001 §9) */
  page: 10,
  text: 4_000,
  members: 200,
  /** chat files over 100 MB are refused (spec 001 §9) */
  fileBytes: 100 * 1024 * 1024,
} as const;

/** Pause before the chats are opened again after members were added (spec 001 §9). */
export const CHAT_REOPEN_MS = 30;

export const CHAT_ERRORS = {
  notFound: 'chat.notFound',
  notGroup: 'chat.notGroup',
  noOtherMember: 'chat.noOtherMember',
  unknownUsers: 'chat.unknownUsers',
  tooManyMembers: 'chat.tooManyMembers',
  fileTooLarge: 'chat.fileTooLarge',
  messageNotFound: 'chat.messageNotFound',
} as const;

export interface ChatMember {
  id: number;
  nickname: string;
  name: string;
}

export interface ChatFile {
  id: number;
  name: string;
  contentType: string;
  size: number;
  url: string;
}

export interface ChatMessage {
  id: number;
  chatId: number;
  senderId: number;
  senderNickname: string;
  /** plain text; empty for a file message without a caption */
  text: string;
  file: ChatFile | null;
  /** ISO instant */
  sentAt: string;
  /** ids of the members who read it (the sender counts as having read it) */
  readBy: number[];
}

export interface Chat {
  id: number;
  /** more than two members */
  group: boolean;
  members: ChatMember[];
  /** messages of others the caller has not marked read */
  unread: number;
  lastMessage: ChatMessage | null;
  /** ISO instant of the last message, or of the creation */
  lastActivity: string;
}

export interface UnreadCount {
  chatId: number;
  count: number;
}

/** Live data on the chat topic, by op. */
export type ChatLive =
  | { op: 'MESSAGE'; data: ChatMessage }
  | { op: 'MEMBERSHIP'; data: Chat }
  | { op: 'READ'; data: { chatId: number; userId: number; messageIds: number[] } }
  | { op: 'TYPING'; data: { chatId: number; userId: number; nickname: string } };

/** Users who may be offered a chat, by group (the screen marks who is online). */
export interface PeopleGroup {
  id: number | null;
  name: string;
  users: (ChatMember & { online: boolean })[];
}
