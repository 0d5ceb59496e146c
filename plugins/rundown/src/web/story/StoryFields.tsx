/** The story's own fields in its form: page, slug, type, people, durations, media code, privacy, information. */
import { memo } from 'react';
import type { WebUser } from '@lauda/sdk/web';
import styled from 'styled-components';
import { RUNDOWN_LIMITS } from '../../common/ids.js';
import type { Story } from '../../common/types.js';
import { userName, type Lookups } from '../lookups.js';
import { AllowedUsers } from './AllowedUsers.js';
import { DurationInput, TypeSelect, UserSelect } from './inputs.js';
import { privacyRules, setPrivate, slugOf, type StoryDraft } from './model.js';
import { Field, Input, Muted, TextArea } from '@lauda/web-kit';

interface StoryFieldsProps {
  storyId: number;
  draft: StoryDraft;
  base: Story;
  problems: Record<string, string>;
  readOnly: boolean;
  lookups: Lookups;
  user: WebUser;
  s: (k: string, o?: Record<string, unknown>) => string;
  change: (fn: (d: StoryDraft) => StoryDraft) => void;
}

/** The same fields to show: every prop the same, and the draft the same but for its sections (typing a script changes only those). */
function sameFields(a: StoryFieldsProps, b: StoryFieldsProps): boolean {
  for (const k of Object.keys(a) as (keyof StoryFieldsProps)[]) if (k !== 'draft' && a[k] !== b[k]) return false;
  if (a.draft === b.draft) return true;
  const keys = Object.keys(a.draft) as (keyof StoryDraft)[];
  return keys.length === Object.keys(b.draft).length && keys.every((k) => k === 'sections' || a.draft[k] === b.draft[k]);
}

export const StoryFields = memo(function StoryFields({ storyId, draft, base, problems, readOnly, lookups, user, s, change }: StoryFieldsProps) {
  const privacy = privacyRules(draft, base, user.id, user.support, user.roles.includes('ROLE_STORY_ADMIN'));
  const id = (f: string) => `story-${storyId}-${f}`;
  return (
  <Fields>
    <Field label={s('fields.page')} error={problems.page}>
      <Input id={id('page')} data-testid="story-page" value={draft.page} maxLength={RUNDOWN_LIMITS.page} readOnly={readOnly} onChange={(e) => change((d) => ({ ...d, page: e.target.value }))} />
    </Field>
    <Field label={s('fields.slug')} error={problems.slug} className="wide">
      <Input
        id={id('slug')}
        data-testid="story-slug"
        value={draft.slug}
        maxLength={RUNDOWN_LIMITS.slug}
        readOnly={readOnly}
        style={{ textTransform: 'uppercase' }}
        onChange={(e) => change((d) => ({ ...d, slug: slugOf(e.target.value) }))}
      />
    </Field>
    <Field label={s('fields.type')}>
      <TypeSelect value={draft.typeId} options={lookups.types} none={s('none')} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, typeId: v }))} />
    </Field>
    <Field label={s('fields.reporter')}>
      <UserSelect testId="story-reporter" value={draft.reporterId} options={lookups.reporters} names={lookups.users} none={s('none')} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, reporterId: v }))} />
    </Field>
    <Field label={s('fields.editor')}>
      <UserSelect value={draft.editorId} options={lookups.editors} names={lookups.users} none={s('none')} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, editorId: v }))} />
    </Field>
    <Field label={s('fields.imageEditor')}>
      <UserSelect value={draft.imageEditorId} options={lookups.imageEditors} names={lookups.users} none={s('none')} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, imageEditorId: v }))} />
    </Field>
    {/* the rundown config's estimatedEnabled (admin "Configurações por tipo") */}
    {lookups.estimatedEnabled && (
      <Field label={s('fields.estimated')} error={problems.estimated}>
        <DurationInput testId="story-estimated" value={draft.estimated} disabled={readOnly} onChange={(v) => change((d) => ({ ...d, estimated: v }))} />
      </Field>
    )}
    <Field label={s('fields.manualVt')} error={problems.vt}>
      <span className="inline">
        <input type="checkbox" aria-label={s('fields.manualVt')} data-testid="story-manual-vt" checked={draft.manualVt} disabled={readOnly} onChange={(e) => change((d) => ({ ...d, manualVt: e.target.checked }))} />
        <DurationInput value={draft.vt} disabled={readOnly || !draft.manualVt} label={s('fields.vt')} onChange={(v) => change((d) => ({ ...d, vt: v }))} />
      </span>
    </Field>
    <Field label={s('fields.mediaCode')} error={problems.mediaCode}>
      <Input value={draft.mediaCode} maxLength={RUNDOWN_LIMITS.mediaCode} readOnly={readOnly} onChange={(e) => change((d) => ({ ...d, mediaCode: e.target.value }))} />
    </Field>
    <Field label={s('fields.private')}>
      <span className="inline" title={privacy.approvedBlocks ? s('privacy.approved') : privacy.onlyAuthor ? s('privacy.onlyAuthor') : !privacy.canToggle ? s('privacy.onlyOwner') : ''}>
        <input
          type="checkbox"
          data-testid="story-private"
          aria-label={s('fields.private')}
          checked={privacy.isPrivate}
          disabled={readOnly || !privacy.canToggle}
          onChange={(e) => change((d) => setPrivate(d, e.target.checked, user.id, base))}
        />
        <Muted as="span">{privacy.approvedBlocks ? s('privacy.approved') : privacy.isPrivate ? s('privacy.owner', { owner: userName(lookups, draft.ownerId) || user.nickname }) : privacy.onlyAuthor ? `${s('privacy.public')} · ${s('privacy.onlyAuthor')}` : s('privacy.public')}</Muted>
      </span>
    </Field>
    {privacy.isPrivate && (
      <Field label={s('fields.allowedUsers')} className="full">
        <AllowedUsers
          value={draft.allowedUsers}
          disabled={readOnly || !privacy.canShare}
          options={[...lookups.users.values()].filter((u) => u.id !== draft.ownerId)}
          names={lookups.users}
          s={s}
          onChange={(ids) => change((d) => ({ ...d, allowedUsers: ids }))}
        />
        {!privacy.canShare && <Muted as="span">{s('privacy.onlyOwner')}</Muted>}
      </Field>
    )}
    <Field label={s('fields.information')} error={problems.information} className="full">
      <TextArea rows={2} value={draft.information} maxLength={RUNDOWN_LIMITS.information} readOnly={readOnly} onChange={(e) => change((d) => ({ ...d, information: e.target.value }))} />
    </Field>
  </Fields>
  );
}, sameFields);

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 10px 12px;
  padding: 10px;
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  .wide {
    grid-column: span 2;
  }
  .full {
    grid-column: 1 / -1;
  }
  .inline {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 30px;
  }
`;
