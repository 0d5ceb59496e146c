/** A story form's draft kept in the unsaved-drafts cache, saved (Ctrl+S), closed (Ctrl+Alt+C, asking when changed). */
import { useCallback, useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import type { Story } from '../../common/types.js';
import { canEdit } from './lock.js';
import { slugOf, toPut, validate } from './model.js';
import { errorCode, errorStatus, STORIES_SECTION, type FormState, type StoryDraftDocument, type StoryFormProps } from './formState.js';
import type { useStoryLoad } from './useStoryLoad.js';
import { createBody, type NewStoryPlace } from '../workspace/newStory.js';
import type { ApiClient } from '@lauda/sdk/web';
import type { StoryDraft } from './model.js';

/** Creates the story where the form was opened for; if the story it was to follow is gone, at the end of that block. */
async function createNew(api: ApiClient, d: StoryDraft, place: NewStoryPlace): Promise<Story> {
  const path = `/api/rundowns/${place.rundownId}/stories`;
  try {
    return await api.post<Story>(path, createBody(d, place));
  } catch (e) {
    const issues = (e as { details?: { issues?: { field?: string }[] } }).details?.issues ?? [];
    if (errorStatus(e) !== 400 || !issues.some((i) => i.field === 'afterStoryId')) throw e;
    return api.post<Story>(path, createBody(d, { ...place, afterStoryId: null }));
  }
}

export function useStorySave(
  f: FormState,
  { storyId, rundownId, api, user, notify, onClose, newPlace, onCreated }: StoryFormProps,
  { refs }: Pick<ReturnType<typeof useStoryLoad>, 'refs'>,
  root: RefObject<HTMLDivElement | null>,
) {
  const { s, base, draft, setBase, setDraft, saving, setSaving, setConfirm, recovery, setProblems, lockRef, drafts, debounced, editable, dirty, live$ } = f;


  const shownDirty = dirty && editable;
  useEffect(() => refs.current.onDirtyChange(shownDirty), [shownDirty]);

  const title = draft ? [draft.page, slugOf(draft.slug)].filter(Boolean).join(' ') : '';
  const tabTitle = title || (base && !base.visible ? s('private') : s(newPlace ? 'newStory' : 'untitled'));
  useEffect(() => refs.current.onTitleChange(tabTitle), [tabTitle]);

  useEffect(() => {
    if (!base || !draft || recovery) return; // a recovery question is pending: leave the cached draft alone
    if (!editable || newPlace) return; // a story not created yet has no draft to recover: closing it drops it
    if (dirty) {
      lockRef.current?.touched(); // input in the form keeps the lock from the idle release
      const doc: StoryDraftDocument = { storyId, rundownId, page: draft.page, slug: slugOf(draft.slug), version: base.version, draft };
      debounced.schedule(() => drafts.put(STORIES_SECTION, base.uuid, doc, [doc.page, doc.slug].filter(Boolean).join(' ')));
    } else {
      debounced.cancel();
      drafts.remove(STORIES_SECTION, base.uuid);
    }
  }, [base, debounced, dirty, draft, drafts, editable, lockRef, recovery, rundownId, storyId, newPlace]);

  /* ---------------------------------------------------------------- save, close */

  const save = useCallback(async (andClose = false): Promise<boolean> => {
    const cur = live$.current;
    if (!cur.base || !cur.draft || !canEdit(cur.lockState) || saving) return false;
    const found = validate(cur.draft);
    if (found.length) {
      setProblems(Object.fromEntries(found.map((p) => [p.field, s(`problems.${p.key}`, { count: p.count })])));
      notify.notify('warning', s('validationFailed'), found.map((p) => `${s(`fields.${p.field}`)}: ${s(`problems.${p.key}`, { count: p.count })}`).join('; '));
      return false;
    }
    setProblems({});
    setSaving(true);
    const sent = cur.draft;
    if (newPlace) {
      try {
        const made = await createNew(api, sent, newPlace);
        notify.notify('success', s('created'));
        if (andClose) onClose();
        else onCreated?.(made);
        return true;
      } catch (e) {
        notify.error(e, 'createFailed');
        return false;
      } finally {
        setSaving(false);
      }
    }
    const path = `/api/stories/${storyId}${andClose ? '?unlock=true' : ''}`;
    try {
      let saved: Story;
      try {
        saved = await api.put<Story>(path, toPut(sent, cur.base.version));
      } catch (e) {
        // holding the lock, only approval, OK or status could have moved the version: read it and save again
        if (errorStatus(e) !== 412 || errorCode(e) !== RUNDOWN_ERRORS.staleVersion) throw e;
        const fresh = await api.get<Story>(`/api/stories/${storyId}`);
        saved = await api.put<Story>(path, toPut(sent, fresh.version));
      }
      debounced.cancel();
      drafts.remove(STORIES_SECTION, saved.uuid);
      setBase(saved);
      // the server times the VT unless typed by hand (a MOS video changes it): the form takes its figure
      setDraft((d) => (d && !d.manualVt && d.vt !== saved.vt ? { ...d, vt: saved.vt } : d));
      notify.notify('success', s('saved'));
      if (andClose) {
        lockRef.current?.dispatch({ type: 'released' }); // the server let go of it with the save
        onClose();
      }
      return true;
    } catch (e) {
      // the user's text stays in the form; the notice says why (translated from the error's code)
      notify.error(e, 'updateFailed');
      if (errorStatus(e) === 409 && (errorCode(e) === 'lock.held' || errorCode(e) === 'lock.lost')) {
        const d = (e as { details?: { holder?: string } }).details;
        lockRef.current?.dispatch({ type: 'renewFailed', code: errorCode(e)!, holder: d?.holder ?? null });
      }
      return false;
    } finally {
      setSaving(false);
    }
  }, [api, debounced, drafts, notify, onClose, onCreated, newPlace, s, saving, storyId]);

  const discardAndClose = useCallback(() => {
    debounced.cancel();
    const b = live$.current.base;
    if (b) drafts.remove(STORIES_SECTION, b.uuid);
    lockRef.current?.release();
    onClose();
  }, [debounced, drafts, onClose]);

  const requestClose = useCallback(() => {
    const cur = live$.current;
    if (cur.dirty && canEdit(cur.lockState)) setConfirm({ kind: 'close' });
    else discardAndClose();
  }, [discardAndClose]);


  const onKey = useCallback((e: KeyboardEvent | ReactKeyboardEvent) => {
    const mod = e.ctrlKey || e.metaKey;
    if (!mod) return false;
    const key = e.key.toLowerCase();
    if (key === 's' && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      e.stopPropagation();
      void save();
      return true;
    }
    if (e.altKey && (key === 'c' || e.code === 'KeyC')) {
      e.preventDefault();
      e.stopPropagation();
      requestClose();
      return true;
    }
    return false;
  }, [requestClose, save]);

  // with the focus nowhere in particular (the page), the visible form still answers its shortcuts
  useEffect(() => {
    const handler = (e: KeyboardEvent) => {
      const el = root.current;
      if (!el || el.offsetParent === null) return;
      const active = document.activeElement;
      if (active && active !== document.body && !el.contains(active)) return;
      if (active && el.contains(active)) return; // handled by the form itself
      onKey(e);
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, [onKey]);

  return { save, discardAndClose, requestClose, onKey };
}
