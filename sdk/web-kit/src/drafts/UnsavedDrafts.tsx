/** @jsxRuntime automatic (the web unit tests run this file through tsx, without the kit's tsconfig) */
/**
 * The unsaved drafts list and the recovery dialog (spec 000 §2, 001 §2): grouped by section, each
 * draft "Editar" (its section's area opens it with the draft applied, see registry.ts) and
 * "Descartar", plus "Descartar todos". Drafts left when the app starts come from an interrupted
 * session: `DraftsRecovery` offers them once, when mounted.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { formatInstant } from '../format';
import { Muted } from '../layout';
import { useKitText } from '../text';
import { draftSection } from './registry';
import { DraftStore, onDraftsChange, type DraftItem } from './store';

/** A draft's title: the slug it was cached with, else the document's slug or title. */
export function draftTitle(item: DraftItem, untitled: string): string {
  const doc = (item.document ?? {}) as { slug?: unknown; title?: unknown };
  const text = item.slug || (typeof doc.slug === 'string' && doc.slug) || (typeof doc.title === 'string' && doc.title);
  return text || untitled;
}

/** The store of a user, re-read whenever any form of the page changes its drafts. */
function useStore(userId: number, given?: DraftStore): DraftStore {
  const store = useMemo(() => given ?? new DraftStore(userId), [given, userId]);
  const [, setTick] = useState(0);
  useEffect(() => onDraftsChange((u) => u === userId && setTick((n) => n + 1)), [userId]);
  return store;
}

export interface UnsavedDraftsProps {
  userId: number;
  /** open a draft for editing; when left out, a section's registered area is not offered */
  onEdit?(item: DraftItem): void;
  store?: DraftStore;
  /** shown at the bottom (e.g. a close button) */
  footer?: ReactNode;
}

/** The list itself (also usable outside the dialog). */
export function UnsavedDrafts({ userId, onEdit, store: given, footer }: UnsavedDraftsProps) {
  const k = useKitText();
  const store = useStore(userId, given);
  const groups = store.bySection();
  if (!groups.length) return <Muted as="span" data-testid="drafts-empty">{k('drafts.none')}</Muted>;
  const sectionName = (s: string) => {
    const name = k(`drafts.sections.${s}`);
    return name === `drafts.sections.${s}` ? s : name;
  };
  return (
    <List data-testid="drafts-list">
      {groups.map((g) => (
        <section key={g.section} data-testid={`drafts-${g.section}`} aria-labelledby={`drafts-h-${g.section}`}>
          <h3 id={`drafts-h-${g.section}`}>{sectionName(g.section)}</h3>
          <ul>
            {g.items.map((item) => {
              const title = draftTitle(item, k('drafts.untitled'));
              return (
                <li key={item.uuid} data-testid="draft-item" data-uuid={item.uuid}>
                  <span className="title">{title}</span>
                  <Muted as="span" className="when">{formatInstant(item.date)}</Muted>
                  <Button type="button" $small $variant="primary" data-testid="draft-edit" aria-label={`${k('drafts.edit')} ${title}`}
                    disabled={!onEdit || !draftSection(item.section)} onClick={() => onEdit?.(item)}>{k('drafts.edit')}</Button>
                  <Button type="button" $small data-testid="draft-discard" aria-label={`${k('drafts.discard')} ${title}`}
                    onClick={() => store.remove(item.section, item.uuid)}>{k('drafts.discard')}</Button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div className="all">
        <Button type="button" $small $variant="danger" data-testid="drafts-discard-all" onClick={() => store.clear()}>{k('drafts.discardAll')}</Button>
        {footer}
      </div>
    </List>
  );
}

/** Whether drafts of this user were left behind (the recovery dialog has something to offer). */
export const hasUnsavedDrafts = (userId: number, store = new DraftStore(userId)): boolean => store.list().length > 0;

/**
 * The recovery dialog after an interrupted session: shown once when mounted if drafts are left;
 * closes by itself when the last one is discarded, or when one is opened for editing.
 */
export function DraftsRecovery({ userId, onEdit, store: given }: Omit<UnsavedDraftsProps, 'footer'>) {
  const k = useKitText();
  const store = useStore(userId, given);
  const [open, setOpen] = useState(() => store.list().length > 0);
  if (!open || !store.list().length) return null;
  return (
    <Dialog
      title={k('drafts.recoveryTitle')}
      width={560}
      testId="drafts-recovery"
      onClose={() => setOpen(false)}
      footer={<Button type="button" data-testid="drafts-recovery-close" onClick={() => setOpen(false)}>{k('drafts.later')}</Button>}
    >
      <p style={{ marginTop: 0 }}>{k('drafts.recoveryText')}</p>
      <UnsavedDrafts
        userId={userId}
        store={store}
        onEdit={onEdit && ((item) => {
          setOpen(false);
          onEdit(item);
        })}
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
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-bottom: 1px solid var(--lauda-line);
  }
  li:last-child {
    border-bottom: 0;
  }
  /* on a phone the title takes its own line and the time and buttons wrap below it */
  .title {
    flex: 1 1 14em;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .when {
    margin: 0;
    white-space: nowrap;
  }
  .all {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
`;
