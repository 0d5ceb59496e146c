/** Rows ↔ the API's news suggestions. */
import type { Proposal } from '../common/index.js';

export type Row = Record<string, any>;

const instant = (v: unknown) => (v === null || v === undefined ? null : new Date(Number(v)).toISOString());

export const proposalOut = (r: Row): Proposal => ({
  id: Number(r.id),
  title: r.title,
  text: r.text,
  suggestedBy: r.suggested_by,
  source: r.source,
  date: r.date,
  guidelineId: r.guideline_id === null ? null : Number(r.guideline_id),
  acceptedAt: instant(r.accepted_at),
  acceptedBy: r.accepted_by ?? null,
  authorNickname: r.author_nickname ?? null,
  createdAt: instant(r.created_at)!,
  updatedAt: instant(r.updated_at)!,
  version: Number(r.version),
});

/** A LIKE pattern that finds `words` anywhere, its wildcards taken literally (escape character `!`, the same on SQLite and MariaDB). */
export const containsPattern = (words: string) => `%${words.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
