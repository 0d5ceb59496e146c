/** What the grid's rows do when clicked, typed into, dragged and dropped: one stable object per tab. */
import { useMemo, useRef } from 'react';
import type { Block, FieldPatch, Story } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { revertValue } from '../logic/cells.js';
import { nextDisplayStatus } from '../logic/clock.js';
import { adjustOnAir, patchBlockLocal, patchStoryLocal } from '../logic/live.js';
import { range, toggle, type PasteTarget } from '../logic/selection.js';
import type { ColumnKey, DragItem, DropTarget, GridActions } from './Grid.js';
import type { ShortcutAction } from '../logic/shortcuts.js';
import type { ViewControls } from './viewState.js';

export interface ActionDeps {
  setEditing: (key: string | null) => void;
  patchStory: (story: Story, field: string, value: unknown) => Promise<void>;
  patchBlock: (block: Block, field: string, value: unknown) => Promise<void>;
  move: (ids: number[], target: PasteTarget) => Promise<boolean>;
  copy: (ids: number[], target: PasteTarget) => Promise<boolean>;
  fromDrawer: (ids: number[], target: PasteTarget) => Promise<void>;
  insertCreated: (created: Story[]) => void;
  onShortcut: (action: ShortcutAction) => boolean;
}

export function useGridActions({ st, setRundown, setSelected, setCurrent, grid }: ViewControls, d: ActionDeps): GridActions {
  const ws = useWorkspace();
  const { api, w, fail } = ws;
  const { setEditing, patchStory, patchBlock, move, copy, fromDrawer, insertCreated, onShortcut } = d;
  // where a Shift+click range starts
  const anchor = useRef<number | null>(null);
  // read when called, so a new handler does not make a new actions object (every row would render again)
  const shortcut = useRef(onShortcut);
  shortcut.current = onShortcut;

  return useMemo<GridActions>(() => ({
    rowClick(story, e) {
      const s = st.current;
      if ((e.target as HTMLElement).closest('input, select, button')) return;
      const t = e.target as HTMLElement;
      const cell = t.closest('[data-col]')?.getAttribute('data-col') ?? t.closest('[data-cell]')?.getAttribute('data-cell')?.split(':')[1];
      const col = (cell ?? (s.current?.kind === 'story' ? s.current.col : 'slug')) as ColumnKey;
      if (e.ctrlKey || e.metaKey) setSelected((sel) => toggle(sel, story.id));
      else if (e.shiftKey) setSelected((sel) => range(sel, s.order, anchor.current ?? (s.current?.kind === 'story' ? s.current.id : null), story.id));
      if (!e.shiftKey) anchor.current = story.id;
      setCurrent({ kind: 'story', id: story.id, col });
      grid.current?.focus();
    },
    blockClick(block, part) {
      setCurrent({ kind: 'block', id: block.id, part });
      grid.current?.focus();
    },
    toggleSelect(id) {
      setSelected((sel) => toggle(sel, id));
    },
    startEdit(key) {
      setEditing(key);
    },
    stopEdit() {
      setEditing(null);
      setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) grid.current?.focus();
      }, 0);
    },
    patchStory(story, field, value) {
      void patchStory(story, field, value);
    },
    patchBlock(block, field, value) {
      void patchBlock(block, field, value);
    },
    async approveStory(story) {
      const value = !story.approved;
      setRundown((r) => (r ? patchStoryLocal(r, story.id, 'approved', value) : r));
      try {
        await api.post(`/api/stories/${story.id}/approve`, { approve: value });
      } catch (e) {
        setRundown((r) => (r ? patchStoryLocal(r, story.id, 'approved', revertValue(e, !value)) : r));
        fail(e, 'updateFailed');
      }
    },
    async okStory(story) {
      const value = !story.ok;
      setRundown((r) => (r ? patchStoryLocal(r, story.id, 'ok', value) : r));
      try {
        await api.post(`/api/stories/${story.id}/ok`, { ok: value });
      } catch (e) {
        setRundown((r) => (r ? patchStoryLocal(r, story.id, 'ok', revertValue(e, !value)) : r));
        fail(e, 'updateFailed');
      }
    },
    cycleStatus(story) {
      // one story, individually: blank → play → stop → blank
      const next = nextDisplayStatus(story.displayStatus);
      setRundown((r) => (r ? adjustOnAir(patchStoryLocal(r, story.id, 'displayStatus', next, { at: new Date().toISOString() }), 'story', story.id, next, new Date().toISOString()) : r));
      void (async () => {
        try {
          await api.patch<FieldPatch>(`/api/stories/${story.id}`, { field: 'displayStatus', newValue: next });
        } catch (e) {
          setRundown((r) => (r ? patchStoryLocal(r, story.id, 'displayStatus', revertValue(e, story.displayStatus)) : r));
          fail(e, 'updateFailed');
        }
      })();
    },
    cycleBlockStatus(block) {
      void patchBlock(block, 'displayStatus', nextDisplayStatus(block.displayStatus));
    },
    async approveBlock(block) {
      const value = !block.approved;
      setRundown((r) => (r ? patchBlockLocal(r, block.id, 'approved', value) : r));
      try {
        await api.post(`/api/blocks/${block.id}/approve`, { approve: value });
      } catch (e) {
        setRundown((r) => (r ? patchBlockLocal(r, block.id, 'approved', revertValue(e, !value)) : r));
        fail(e, 'updateFailed');
      }
    },
    openStory(story) {
      const r = st.current.rundown;
      if (r && story.visible) ws.openStory(story.id, r.id);
    },
    async addStory(block, slug) {
      try {
        const created = await api.post<Story>(`/api/blocks/${block.id}/stories`, { slug });
        insertCreated([created]);
        return true;
      } catch (e) {
        fail(e, 'createFailed');
        return false;
      }
    },
    drop(item: DragItem, target: DropTarget) {
      const r = st.current.rundown;
      if (!r) return;
      if (item.kind === 'stories') {
        if (target.storyId !== null && item.ids.includes(target.storyId)) return;
        if (item.rundownId === r.id) void move(item.ids, target);
        else void copy(item.ids, target);
      } else if (item.origin === 'DRAWER') void fromDrawer(item.ids, target);
      else void copy(item.ids, target);
    },
    dragIds(id) {
      const s = st.current;
      return s.selected.has(id) ? s.order.filter((x) => s.selected.has(x)) : [id];
    },
    isStandByBlock(block) {
      const blocks = st.current.rundown?.blocks ?? [];
      return block.standBy && blocks[blocks.length - 1]?.id === block.id;
    },
    airKey() {
      shortcut.current('toggleStatus');
      grid.current?.focus();
    },
    blockLabel(block) {
      const blocks = st.current.rundown?.blocks ?? [];
      // the Stand By block is the last one; other blocks may be put in stand-by too
      return block.standBy && blocks[blocks.length - 1]?.id === block.id ? w('grid.standBy') : w('grid.block', { n: block.index + 1 });
    },
  }), [api, copy, fail, fromDrawer, grid, insertCreated, move, patchBlock, patchStory, setCurrent, setEditing, setRundown, setSelected, st, w, ws]);
}
