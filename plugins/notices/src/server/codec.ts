/** Notice rows ↔ the API's notices, and who a notice is for. */
import type { Notice } from '../common/index.js';

export type Row = Record<string, any>;

export const groupIdsOf = (row: Row): number[] => {
  try {
    const v = JSON.parse(String(row.group_ids ?? '[]'));
    return Array.isArray(v) ? v.map(Number) : [];
  } catch {
    return [];
  }
};

/** Everyone's notice, or one of a group the user is in; its author always sees it. */
export const isFor = (row: Row, userId: number, userGroups: readonly number[]): boolean => {
  const groups = groupIdsOf(row);
  return !groups.length || Number(row.author_id) === userId || groups.some((g) => userGroups.includes(g));
};

export const noticeOut = (row: Row): Notice => ({
  id: Number(row.id),
  title: row.title,
  text: row.text,
  from: row.date_from,
  to: row.date_to,
  external: !!Number(row.external),
  groupIds: groupIdsOf(row),
  authorId: row.author_id === null ? null : Number(row.author_id),
  authorNickname: row.author_nickname ?? null,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  updatedAt: new Date(Number(row.updated_at)).toISOString(),
  version: Number(row.version),
});
