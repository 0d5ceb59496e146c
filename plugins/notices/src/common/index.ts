/** What the notices plugin shares with browsers: ids, roles, the topic and the notice's shape. */
export const NOTICES_PLUGIN_ID = 'notices';
export const NOTICE_DOCUMENT = 'notice';
export const NOTICES_TOPIC = 'notices';

export const NOTICE_ROLES = {
  read: 'ROLE_NOTICE_READ',
  write: 'ROLE_NOTICE_WRITE',
  admin: 'ROLE_NOTICE_ADMIN',
} as const;

export const NOTICE_ERRORS = {
  notFound: 'notices.notFound',
  datesOrder: 'notices.datesOrder',
  unknownGroup: 'notices.unknownGroup',
} as const;

/**
 * A notice (spec 001 §3): its title and text, shown from `from` to `to` (YYYY-MM-DD, the branch's
 * days) to everyone (`groupIds` empty) or to the members of its groups; `external` marks one meant
 * for outside the newsroom (reception, partners).
 */
export interface Notice {
  id: number;
  title: string;
  text: string;
  from: string;
  to: string;
  external: boolean;
  groupIds: number[];
  authorId: number | null;
  authorNickname: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
