/**
 * The unsaved drafts list and the recovery dialog (spec 000 §2): per section (checklists, guidelines,
 * reports, reportages, stories) each draft can be edited or discarded, and all can be discarded at
 * once. Drafts left in `unsaved_data_cache` when a session starts come from an interrupted session:
 * `DraftsRecovery` offers them once, when mounted (the workspace mounts it when it opens).
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { WebUser } from '@lauda/sdk/web';
import { DraftsCache, STORIES_SECTION, type DraftItem } from './drafts.js';
import type { StoryDraftDocument } from './StoryForm.js';
import { Button, Dialog, formatInstant, Muted } from '@lauda/web-kit';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A draft's title: a story's page and slug, another document's slug or title, else its uuid. */
export function draftTitle(item: DraftItem, untitled: string): string {
  const doc = (item.document ?? {}) as Partial<StoryDraftDocument> & { title?: string };
  if (item.section === STORIES_SECTION) return [doc.page, doc.slug ?? doc.draft?.slug].filter(Boolean).join(' ') || untitled;
  return doc.slug || doc.title || untitled;
}

export interface UnsavedDraftsProps {
  user: Pick<WebUser, 'id'>;
  t: T;
  /** open the document of a draft for editing (a story: its form, which offers the draft back) */
  onEdit(item: DraftItem): void;
  cache?: DraftsCache;
  /** shown at the bottom (e.g. a close button) */
  footer?: React.ReactNode;
  /** after a discard */
  onChange?(): void;
}

/** The list itself (also usable outside the dialog, e.g. in "My data"). */
export function UnsavedDrafts({ user, t, onEdit, cache, footer, onChange }: UnsavedDraftsProps) {
  const s = (k: string, o?: Record<string, unknown>) => t(`storyForm.${k}`, o);
  const drafts = useMemo(() => cache ?? new DraftsCache(), [cache]);
  const [, setTick] = useState(0);
  const refresh = () => {
    setTick((n) => n + 1);
    onChange?.();
  };
  const groups = drafts.bySection(user.id);
  if (!groups.length) return <Muted as="span" data-testid="drafts-empty">{s('drafts.none')}</Muted>;
  return (
    <List data-testid="drafts-list">
      {groups.map((g) => (
        <section key={g.section} data-testid={`drafts-${g.section}`}>
          <h3>{s(`drafts.sections.${g.section}`) === `storyForm.drafts.sections.${g.section}` ? g.section : s(`drafts.sections.${g.section}`)}</h3>
          <ul>
            {g.items.map((item) => (
              <li key={item.uuid} data-testid="draft-item" data-uuid={item.uuid}>
                <span className="title">{draftTitle(item, s('untitled'))}</span>
                <Muted as="span">{formatInstant(item.date)}</Muted>
                <Button type="button" $small $variant="primary" data-testid="draft-edit" onClick={() => onEdit(item)}>{s('drafts.edit')}</Button>
                <Button type="button" $small data-testid="draft-discard" onClick={() => { drafts.remove(item.section, item.uuid); refresh(); }}>{s('drafts.discard')}</Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="all">
        <Button type="button" $small $variant="danger" data-testid="drafts-discard-all" onClick={() => { drafts.clear(user.id); refresh(); }}>{s('drafts.discardAll')}</Button>
        {footer}
      </div>
    </List>
  );
}

/** Whether drafts of this user were left behind (the recovery dialog has something to offer). */
export function hasUnsavedDrafts(userId: number, cache = new DraftsCache()): boolean {
  return cache.list(userId).length > 0;
}

/**
 * The recovery dialog after an interrupted session: shown once when mounted if drafts are left;
 * closes by itself when the last one is discarded.
 */
export function DraftsRecovery({ user, t, onEdit, cache }: Omit<UnsavedDraftsProps, 'footer' | 'onChange'>) {
  const s = (k: string) => t(`storyForm.${k}`);
  const drafts = useMemo(() => cache ?? new DraftsCache(), [cache]);
  const [open, setOpen] = useState(() => drafts.list(user.id).length > 0);
  const [, setTick] = useState(0);
  if (!open) return null;
  const left = drafts.list(user.id).length;
  if (!left) return null;
  return (
    <Dialog
      title={s('drafts.recoveryTitle')}
      width={560}
      testId="drafts-recovery"
      onClose={() => setOpen(false)}
      footer={<Button type="button" data-testid="drafts-recovery-close" onClick={() => setOpen(false)}>{s('drafts.later')}</Button>}
    >
      <p style={{ marginTop: 0 }}>{s('drafts.recoveryText')}</p>
      <UnsavedDrafts
        user={user}
        t={t}
        cache={drafts}
        onChange={() => setTick((n) => n + 1)}
        onEdit={(item) => {
          setOpen(false);
          onEdit(item);
        }}
      />
    </Dialog>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  h3 {
    font-size: 12px;
    text-transform: uppercase;
    color: var(--lauda-muted);
    margin: 0 0 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-bottom: 1px solid var(--lauda-line);
  }
  li:last-child {
    border-bottom: 0;
  }
  .title {
    flex: 1;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .all {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
`;
