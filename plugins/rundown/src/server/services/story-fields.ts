/** Story fields: API names ↔ columns, privacy rules, times from the script. */
import { ForbiddenError, RuleRefusedError, type SessionUser } from '@lauda/sdk/server';
import { storyTimes } from '../../common/timing.js';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { allowedUsersOf, bool, canSee, num, parseJson, sectionTimings, storeSections, type Row, type StoredSection } from '../codec.js';
import type { StoryFieldValues } from '../schemas.js';
import { isStoryAdmin } from '../documents.js';

/** API field → column, for the fields a client sets. */
export const STORY_COLUMNS: Record<string, string> = {
  page: 'page',
  slug: 'slug',
  typeId: 'type_id',
  radio: 'radio',
  legacy: 'legacy',
  manualVt: 'manual_vt',
  mediaCode: 'media_code',
  estimated: 'estimated_ms',
  vt: 'vt_ms',
  stopTime: 'stop_time_ms',
  editorId: 'editor_id',
  imageEditorId: 'image_editor_id',
  reporterId: 'reporter_id',
  information: 'information',
  ownerId: 'owner_id',
  allowedUsers: 'allowed_users',
  sections: 'sections',
  displayStatus: 'display_status',
  approved: 'approved',
  ok: 'ok',
};

/** Column values of validated fields (sections stored in ms, in the spec's order). */
export function toColumns(values: StoryFieldValues): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || !(k in STORY_COLUMNS)) continue;
    const col = STORY_COLUMNS[k]!;
    if (k === 'sections') out[col] = JSON.stringify(storeSections(v as never));
    else if (k === 'allowedUsers') out[col] = JSON.stringify([...new Set(v as number[])]);
    else out[col] = v;
  }
  return out;
}

/** Recomputes head, link, vo, vt and total of a row (after its changes are merged in). */
export function withTimes(row: Row, readRate: number): Row {
  const stored = parseJson<StoredSection[]>(row.sections, []);
  const t = storyTimes({ manualVt: bool(row.manual_vt), vt: num(row.vt_ms), sections: sectionTimings(stored) }, readRate);
  return { ...row, head_ms: t.head, link_ms: t.link, vo_ms: t.vo, vt_ms: t.vt, total_ms: t.total };
}

export const TIMING_FIELDS = new Set(['sections', 'manual_vt', 'vt_ms', 'estimated_ms', 'approved', 'display_status']);

const OWNERSHIP_FIELDS = new Set(['ownerId', 'allowedUsers']);

/**
 * A private story may be changed only by its owner and allowed users; a story administrator may
 * recover it (change its owner or allowed users, and nothing else) without seeing it.
 */
export function assertCanEdit(row: Row, user: SessionUser, fields: readonly string[] = []): void {
  if (user.support || canSee(row, user.id)) return;
  if (fields.length && fields.every((f) => OWNERSHIP_FIELDS.has(f)) && isStoryAdmin(user)) return;
  throw new ForbiddenError('This story is private', { storyId: Number(row.id) }, RUNDOWN_ERRORS.storyPrivate);
}

/**
 * Who may make a story private or share it: only the owner (or a story administrator, who can
 * always recover a story) changes the owner or the allowed users; a public story becomes private
 * only to its author making it so (or by a story administrator); an approved story cannot become
 * private. `next` holds the merged owner_id and allowed_users.
 */
export function checkPrivacy(row: Row, next: Row, user: SessionUser, oldValue?: unknown): void {
  const owner = row.owner_id === null || row.owner_id === undefined ? null : Number(row.owner_id);
  const newOwner = next.owner_id === null || next.owner_id === undefined ? null : Number(next.owner_id);
  const allowedBefore = JSON.stringify(allowedUsersOf(row));
  const allowedAfter = JSON.stringify(parseJson<number[]>(next.allowed_users, []));
  if (owner === newOwner && allowedBefore === allowedAfter) return;
  const details = oldValue === undefined ? undefined : { oldValue };
  const admin = isStoryAdmin(user);
  if (!admin && (owner !== null ? owner !== user.id : newOwner !== user.id)) {
    throw new ForbiddenError('Only the owner can share a private story', details, RUNDOWN_ERRORS.onlyOwnerCanShare);
  }
  if (owner === null && newOwner !== null && bool(next.approved ?? row.approved)) {
    throw new RuleRefusedError('An approved story cannot become private', RUNDOWN_ERRORS.approvedCannotBePrivate, details);
  }
  const author = row.author_id === null || row.author_id === undefined ? null : Number(row.author_id);
  if (!admin && owner === null && newOwner !== null && author !== user.id) {
    throw new ForbiddenError("Only the story's author can make it private", details, RUNDOWN_ERRORS.onlyAuthorCanMakePrivate);
  }
}
