/**
 * A form's draft in the unsaved-drafts cache: written while the user types (debounced, at once when
 * the page goes away), removed when the form is back to the stored version; on opening a document
 * with a newer draft than its saved version, `recovery` offers it (restore or discard).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DebouncedDraft, DraftStore, type DraftEntry } from './store';

export interface DocumentDraftOptions<T> {
  userId: number;
  section: string;
  /** the document's uuid (or the temporary key of a new one); null while loading */
  uuid: string | null;
  /** what the form holds now */
  value: T | null;
  /** it differs from the stored version */
  dirty: boolean;
  /** the user may change it (a read-only form keeps no draft) */
  editable: boolean;
  /** the list's title */
  slug: string;
  /** when the stored version was saved (ISO); a draft older than that is stale and dropped */
  savedAt?: string | null;
  /** the form was opened with this key's draft already applied (from the drafts list): nothing to offer */
  applied?: boolean;
  store?: DraftStore;
  delayMs?: number;
}

export interface DocumentDraft<T> {
  /** a newer draft than the stored version, until restored or discarded */
  recovery: DraftEntry<T> | null;
  /** takes the offered draft (the form applies it) */
  restore(): T | null;
  /** discards the offered draft */
  discard(): void;
  /** the form was saved or its changes thrown away: no draft is kept */
  forget(): void;
}

export function useDocumentDraft<T>(o: DocumentDraftOptions<T>): DocumentDraft<T> {
  const { userId, section, uuid, value, dirty, editable, slug, savedAt, applied } = o;
  const store = useMemo(() => o.store ?? new DraftStore(userId), [o.store, userId]);
  const debounced = useMemo(() => new DebouncedDraft(o.delayMs), [o.delayMs]);
  const [recovery, setRecovery] = useState<DraftEntry<T> | null>(null);
  // the key whose stored draft was already looked at: nothing is written or removed before
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (!uuid || checked.current === uuid || value === null) return;
    checked.current = uuid;
    if (applied) return;
    const found = store.get<T>(section, uuid);
    const saved = savedAt ? Date.parse(savedAt) : NaN;
    if (found && (Number.isNaN(saved) || Date.parse(found.date) > saved)) setRecovery(found);
    else if (found) store.remove(section, uuid);
  }, [uuid, value, applied, savedAt, section, store]);

  useEffect(() => {
    // a read-only form (someone else's lock) leaves the user's draft alone
    if (!uuid || checked.current !== uuid || recovery || value === null || !editable) return;
    if (dirty) debounced.schedule(() => store.put(section, uuid, value, slug));
    else {
      debounced.cancel();
      store.remove(section, uuid);
    }
  }, [uuid, value, dirty, editable, slug, recovery, section, store, debounced]);

  // an interrupted session (reload, tab closed) keeps what was typed last; leaving the form does too
  useEffect(() => {
    const flush = () => debounced.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [debounced]);

  const restore = useCallback(() => {
    const doc = recovery?.document ?? null;
    setRecovery(null);
    return doc;
  }, [recovery]);
  const discard = useCallback(() => {
    if (uuid) store.remove(section, uuid);
    setRecovery(null);
  }, [uuid, section, store]);
  const forget = useCallback(() => {
    debounced.cancel();
    if (uuid) store.remove(section, uuid);
  }, [uuid, section, store, debounced]);
  return { recovery, restore, discard, forget };
}
