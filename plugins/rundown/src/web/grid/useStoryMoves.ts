/** Stories going places: moved, copied, pasted from the drawer, sent to it, removed. */
import { useCallback } from 'react';
import type { Story, StoryMoveEvent } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { applyMove } from '../logic/live.js';
import { targetsOf, type PasteTarget } from '../logic/selection.js';
import { applyLocal, type ViewControls } from './viewState.js';

export function useStoryMoves({ st, setRundown, reload, setSelected }: ViewControls) {
  const ws = useWorkspace();
  const { api, notify, w, fail } = ws;

  /** A failed move: the spec reloads every open rundown tab. */
  const moveFailed = useCallback((e: unknown) => {
    fail(e, 'actionFailed');
    ws.reloadAll();
  }, [fail, ws]);

  const move = useCallback(async (ids: number[], target: PasteTarget): Promise<boolean> => {
    if (!ids.length || (target.storyId !== null && ids.includes(target.storyId))) return false;
    try {
      const ev = await api.post<StoryMoveEvent & { ignored?: string }>('/api/stories/move', { targetBlockId: target.blockId, storiesIds: ids, targetStoryId: target.storyId });
      if (ev.ignored) return false;
      setRundown((r) => {
        if (!r) return r;
        const next = applyMove(r, ev);
        if (next === 'reload') {
          queueMicrotask(() => void reload());
          return r;
        }
        return next;
      });
      setSelected(new Set());
      return true;
    } catch (e) {
      moveFailed(e);
      return false;
    }
  }, [api, moveFailed, reload, setRundown]);

  const insertCreated = useCallback((created: Story[]) => {
    setRundown((r) => {
      if (!r) return r;
      let next = r;
      for (const s of created) next = applyLocal(next, 'CREATE', 'stories', s.id, s);
      return next;
    });
  }, [setRundown]);

  const copy = useCallback(async (ids: number[], target: PasteTarget): Promise<boolean> => {
    try {
      const ans = await api.post<{ stories?: Story[]; ignored?: string }>('/api/stories/copy', { targetBlockId: target.blockId, storiesIds: ids, targetStoryId: target.storyId });
      if (ans.ignored) return false;
      insertCreated(ans.stories ?? []);
      setSelected(new Set());
      return true;
    } catch (e) {
      fail(e, 'actionFailed');
      return false;
    }
  }, [api, fail, insertCreated]);

  const fromDrawer = useCallback(async (ids: number[], target: PasteTarget) => {
    try {
      await api.post('/api/drawer/back', { targetBlockId: target.blockId, storiesIds: ids, targetStoryId: target.storyId });
      // the stories arrive through the live topic (CREATE in their new block)
    } catch (e) {
      moveFailed(e);
    }
  }, [api, moveFailed]);

  const removeStories = useCallback(async (ids: number[]) => {
    for (const id of ids) {
      try {
        await api.delete(`/api/stories/${id}`);
        setRundown((r) => (r ? applyLocal(r, 'DELETE', 'stories', id, { id, rundownId: r.id }) : r));
      } catch (e) {
        fail(e, 'deleteFailed');
        break;
      }
    }
    setSelected(new Set());
  }, [api, fail, setRundown]);

  const sendToDrawer = useCallback(async () => {
    const s = st.current;
    const ids = targetsOf(s.selected, s.order, s.current?.kind === 'story' ? s.current.id : null);
    if (!ids.length) return;
    try {
      await api.post('/api/drawer', { storiesIds: ids });
      setRundown((r) => {
        if (!r) return r;
        let next = r;
        for (const id of ids) next = applyLocal(next, 'DELETE', 'stories', id, { id, rundownId: r.id });
        return next;
      });
      setSelected(new Set());
      notify.notify('success', w('drawer.sent', { count: ids.length }));
    } catch (e) {
      fail(e, 'actionFailed');
    }
  }, [api, fail, notify, setRundown, w]);

  return { move, copy, insertCreated, fromDrawer, removeStories, sendToDrawer };
}
