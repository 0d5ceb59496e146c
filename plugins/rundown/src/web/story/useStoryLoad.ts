/**
 * Opening a story form: the story read for editing (the lock taken) or, when refused, for reading;
 * the lock kept, lost or taken over; the changes others make arriving live.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { LiveMessage } from '@lauda/sdk/web';
import { RUNDOWN_ROLES, storyLockKey, RUNDOWN_TOPICS } from '../../common/ids.js';
import type { Story } from '../../common/types.js';
import { canEdit, LOCK_TOPIC, LockController, NO_WRITE_ROLE, pageLocks, refusalOf } from './lock.js';
import { isDirty, newKey, toDraft, type StoryDraft } from './model.js';
import { blankStory } from '../workspace/newStory.js';
import { STORIES_SECTION, type FormState, type StoryDraftDocument, type StoryFormProps } from './formState.js';

export function useStoryLoad(f: FormState, { storyId, api, live, user, notify, onTitleChange, onDirtyChange, newPlace }: StoryFormProps) {
  const { s, setBase, setDraft, setFailed, setDeleted, setConfirm, setRecovery, lockRef, setLockState, drafts, debounced, live$ } = f;
  const mayWrite = user.support || user.roles.includes(RUNDOWN_ROLES.storyWrite);


  /** Shows a story just read; a draft cached for it (an interrupted session) is offered back. */
  const accept = useCallback((story: Story, keepDraft = false) => {
    setBase(story);
    if (!keepDraft) setDraft(toDraft(story));
    setDeleted(false);
    const cached = drafts.get<StoryDraftDocument>(STORIES_SECTION, story.uuid);
    if (cached && cached.document?.draft && isDirty(cached.document.draft, story)) setRecovery(cached);
    else setRecovery(null);
  }, [drafts]);

  /** Loads for editing (takes or renews the lock); when refused, loads to read and says why. */
  const open = useCallback(async (lock: LockController) => {
    if (!mayWrite) {
      // no right to edit: read it without asking for the lock (which would only be refused with a 403)
      try {
        const story = await api.get<Story>(`/api/stories/${storyId}`);
        if (lock.current.status === 'released') return;
        accept(story);
        lock.dispatch({ type: 'forbidden', code: NO_WRITE_ROLE });
      } catch (e) {
        setFailed(true);
        notify.error(e, 'loadFailed');
      }
      return;
    }
    try {
      const story = await api.get<Story>(`/api/stories/${storyId}?edit=true`);
      if (lock.current.status === 'released') {
        // the form closed while loading: the lock just taken is let go, unless the form is open again
        if (pageLocks.count(lock.key) === 0) api.post('/api/locks/unlock', { key: lock.key }).catch(() => undefined);
        return;
      }
      accept(story);
      lock.dispatch({ type: 'acquired' });
    } catch (e) {
      const refusal = refusalOf(e);
      if (!refusal) {
        setFailed(true);
        notify.error(e, 'loadFailed');
        return;
      }
      try {
        const story = await api.get<Story>(`/api/stories/${storyId}`);
        if (lock.current.status === 'released') return;
        accept(story);
        lock.dispatch(refusal);
      } catch (e2) {
        setFailed(true);
        notify.error(e2, 'loadFailed');
      }
    }
  }, [accept, api, mayWrite, notify, storyId]);

  // what the long-lived effects read without re-running (a language switch changes `t`, the tab's callbacks may change)
  const refs = useRef({ s, notify, open, onTitleChange, onDirtyChange });
  refs.current = { s, notify, open, onTitleChange, onDirtyChange };

  useEffect(() => {
    if (newPlace) {
      // not on the server yet: nothing to lock or to read; editable until saved or dropped
      const blank = blankStory(newPlace, newKey(), new Date().toISOString());
      setBase(blank);
      setDraft(toDraft(blank));
      setLockState({ status: 'held' });
      return;
    }
    const lock = new LockController(api, storyLockKey(storyId), user.id);
    lockRef.current = lock;
    pageLocks.add(lock.key);
    setLockState(lock.current);
    const off = lock.subscribe((next) => {
      setLockState(next);
      if (next.status === 'lost') {
        // spec 000 §8 "Lock: lock lost or revoked"; our unsaved changes are gone with the lock
        const { s: tr, notify: n } = refs.current;
        const slug = live$.current.base?.slug;
        n.notify('warning', tr('lock.lostTitle'), next.reason === 'idle' ? tr('lock.idle', { title: (typeof slug === 'string' && slug) || tr('untitled') })
          : next.reason === 'expired' ? tr('lock.expired') : tr('lock.revokedBy', { holder: next.holder ?? '?' }));
        debounced.cancel();
        const b = live$.current.base;
        if (b) drafts.remove(STORIES_SECTION, b.uuid);
      }
    });
    void refs.current.open(lock);
    const offLive = live.subscribe(LOCK_TOPIC, (m) => lock.onLive(m));
    // closing the browser: the lock goes with a beacon, the draft stays for the recovery dialog
    const onUnload = () => {
      debounced.flush();
      lock.release((url, body) => (typeof navigator !== 'undefined' && navigator.sendBeacon ? navigator.sendBeacon(url, new Blob([body], { type: 'application/json' })) : false));
    };
    window.addEventListener('pagehide', onUnload);
    return () => {
      off();
      offLive();
      window.removeEventListener('pagehide', onUnload);
      // the tab closed: a pending draft is written (nothing typed is lost), the lock let go —
      // a moment later, and only if the form was not mounted again meanwhile
      debounced.flush();
      pageLocks.remove(lock.key);
      setTimeout(() => {
        if (pageLocks.count(lock.key) === 0) lock.release();
        else lock.abandon();
        lock.dispose();
      }, 0);
      if (lockRef.current === lock) lockRef.current = null;
    };
  }, [api, debounced, drafts, live, storyId, user.id, newPlace]);

  /* ---------------------------------------------------------------- live */

  /**
   * One field changed elsewhere (the grid, approval, repagination): the story takes it, and so does the
   * form unless the user changed that field.
   */
  const patched = useCallback((field: string, value: unknown, version?: number) => {
    const cur = live$.current;
    if (!cur.base) return;
    const before = cur.base;
    const after = { ...before, [field]: value, ...(typeof version === 'number' ? { version } : {}) } as Story;
    setBase(after);
    const k = field as keyof StoryDraft;
    if (field === 'sections' || !cur.draft || !(field in cur.draft)) return;
    const was = toDraft(before)[k];
    const now = toDraft(after)[k];
    setDraft((d) => (d && JSON.stringify(d[k]) === JSON.stringify(was) ? { ...d, [k]: now } : d));
  }, []);

  useEffect(() => live.subscribe(RUNDOWN_TOPICS.stories, (m: LiveMessage) => {
    const cur = live$.current;
    if (!cur.base) return;
    const data = (m.data ?? {}) as Partial<Story> & { field?: string; newValue?: unknown; version?: number; values?: { id: number; newValue: unknown }[] };
    if (m.id === null && data.field && Array.isArray(data.values)) {
      // bulk changes (pages, display status): only our story's value matters
      const mine = data.values.find((v) => Number(v.id) === storyId);
      if (mine) patched(data.field, mine.newValue);
      return;
    }
    if (Number(m.id) !== storyId) return;
    if (m.op === 'DELETE') {
      setDeleted(true);
      return;
    }
    if (m.op === 'PATCH' && data.field) {
      // approve, OK, status… change the version: keep ours in step so Save is not refused as stale
      patched(data.field, data.newValue, data.version);
      return;
    }
    if ((m.op === 'UPDATE' || m.op === 'CREATE') && Array.isArray(data.sections)) {
      // someone else saved it: a reader sees the new text at once
      if (!canEdit(cur.lockState)) accept(data as Story);
      else setBase((b) => (b && typeof data.version === 'number' ? { ...b, version: Math.max(b.version, data.version) } : b));
    }
  }), [accept, live, patched, storyId]);

  const takeOver = useCallback(async () => {
    setConfirm(null);
    const lock = lockRef.current;
    if (!lock) return;
    try {
      await lock.takeOver();
      // the other user may have saved meanwhile: start again from what is stored
      const story = await api.get<Story>(`/api/stories/${storyId}?edit=true`);
      accept(story);
      notify.notify('success', s('lock.tookOver'));
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  }, [accept, api, notify, s, storyId]);

  const reload = useCallback(async () => {
    try {
      accept(await api.get<Story>(`/api/stories/${storyId}`));
    } catch (e) {
      notify.error(e, 'loadFailed');
    }
  }, [accept, api, notify, storyId]);

  return { accept, open, refs, takeOver, reload };
}
