/** The keyboard of a rundown tab: the workspace's shortcuts (copy, paste, find, status…) and moving around the grid. */
import { useCallback, useEffect, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction } from 'react';
import type { Story } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { afterPaste, emptyClipboard, pastePlan, range, take, targetsOf, toggle, type PasteTarget } from '../logic/selection.js';
import type { ShortcutAction } from '../logic/shortcuts.js';
import { cancelPendingEdit } from './cells.js';
import { EDITABLE, type GridActions } from './Grid.js';
import type { ViewControls } from './viewState.js';

export type ShortcutHandler = (action: ShortcutAction) => boolean;

export interface FindState {
  open: boolean;
  query: string;
  at: number;
}

export interface KeyDeps {
  tabId: string;
  registerShortcuts: (tabId: string, handler: ShortcutHandler | null) => void;
  find: FindState;
  setFind: Dispatch<SetStateAction<FindState>>;
  findInput: RefObject<HTMLInputElement | null>;
  setEditing: (key: string | null) => void;
  /** asks before removing stories */
  askRemove: (ids: number[]) => void;
  move: (ids: number[], target: PasteTarget) => Promise<boolean>;
  copy: (ids: number[], target: PasteTarget) => Promise<boolean>;
  toggleStatus: (story: Story, cascade: boolean) => Promise<void>;
  /** the grid's row actions (made after this hook): Enter on a tick or status cell presses it */
  actions: RefObject<GridActions | null>;
}

export function useRundownKeys({ st, setSelected, setCurrent, grid }: ViewControls, d: KeyDeps) {
  const ws = useWorkspace();
  const { notify, w, can, setClipboard } = ws;
  const { tabId, registerShortcuts, find, setFind, findInput, setEditing, askRemove, move, copy, toggleStatus, actions } = d;

  const pasteTarget = (): PasteTarget | null => {
    const s = st.current;
    const r = s.rundown;
    if (!r) return null;
    if (s.current?.kind === 'story') {
      const b = s.blockOf.get(s.current.id);
      return b ? { blockId: b.id, storyId: s.current.id } : null;
    }
    if (s.current?.kind === 'block') return { blockId: s.current.id, storyId: null };
    const first = r.blocks.find((b) => !b.standBy) ?? r.blocks[0];
    return first ? { blockId: first.id, storyId: null } : null;
  };

  const onShortcut = useCallback<ShortcutHandler>((action) => {
    const s = st.current;
    const r = s.rundown;
    if (!r) return false;
    const cur = s.current?.kind === 'story' ? s.byId.get(s.current.id) ?? null : null;
    const targets = () => targetsOf(s.selected, s.order, cur?.id ?? null);
    switch (action) {
      case 'copy':
      case 'cut': {
        if (action === 'cut' && !can.write) return true;
        const ids = targets().filter((id) => action === 'cut' || s.byId.get(id)?.visible);
        if (!ids.length) return true;
        setClipboard((c) => take(c, action, ids, r.id));
        setSelected(new Set());
        return true;
      }
      case 'paste': {
        if (!can.write) return true;
        const target = pasteTarget();
        if (!target) return true;
        const plan = pastePlan(s.clipboard, target);
        if (plan.kind === 'ignored') {
          notify.notify('info', w(`paste.${plan.reason}`));
          return true;
        }
        const t = { blockId: plan.body.targetBlockId, storyId: plan.body.targetStoryId };
        void (plan.kind === 'copy' ? copy(plan.body.storiesIds, t) : move(plan.body.storiesIds, t)).then((ok) => {
          if (ok) setClipboard((c) => afterPaste(c));
        });
        return true;
      }
      case 'editStory':
        if (cur?.visible) ws.openStory(cur.id, r.id);
        return true;
      case 'find':
        setFind((f) => ({ ...f, open: true }));
        setTimeout(() => findInput.current?.select(), 0);
        return true;
      case 'save':
        // cells save on Enter; nothing else is pending in the grid
        if (!s.editing) notify.notify('info', w('actions.nothingToSave'));
        return true;
      case 'escape':
        if (find.open) setFind((f) => ({ ...f, open: false }));
        else {
          setSelected(new Set());
          setClipboard(emptyClipboard());
        }
        return true;
      case 'remove': {
        if (!can.write || !can.storyWrite) return true;
        const ids = targets();
        if (ids.length) askRemove(ids);
        return true;
      }
      case 'moveToEnd': {
        if (!can.write || !cur) return true;
        const b = s.blockOf.get(cur.id);
        if (b) void move(targets(), { blockId: b.id, storyId: null });
        return true;
      }
      case 'toggleStatus':
      case 'cascadeStatus':
        if (cur && can.write) void toggleStatus(cur, action === 'cascadeStatus');
        return true;
      case 'toggleSelected':
        if (cur) setSelected((sel) => toggle(sel, cur.id));
        return true;
      default:
        return false;
    }
  }, [askRemove, can.storyWrite, can.write, copy, find.open, findInput, grid, move, notify, setClipboard, setCurrent, setFind, setSelected, st, toggleStatus, w, ws]);

  useEffect(() => {
    registerShortcuts(tabId, onShortcut);
    return () => registerShortcuts(tabId, null);
  }, [onShortcut, registerShortcuts, tabId]);

  /** Arrows, Enter and paging inside the grid. */
  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    cancelPendingEdit();
    const s = st.current;
    if (s.editing || e.target !== e.currentTarget) return;
    const ids = s.order;
    const cur = s.current;
    const col = cur?.kind === 'story' ? cur.col : 'slug';
    const go = (id: number | undefined) => {
      if (id === undefined) return;
      e.preventDefault();
      setCurrent({ kind: 'story', id, col });
      grid.current?.scrollToStory(id);
      if (e.shiftKey && cur?.kind === 'story') setSelected((sel) => range(sel, ids, cur.id, id));
    };
    const at = cur?.kind === 'story' ? ids.indexOf(cur.id) : -1;
    switch (e.key) {
      case 'ArrowDown': go(ids[Math.min(ids.length - 1, at + 1)]); break;
      case 'ArrowUp': go(ids[Math.max(0, at - 1)]); break;
      case 'PageDown': go(ids[Math.min(ids.length - 1, at + 15)]); break;
      case 'PageUp': go(ids[Math.max(0, at - 15)]); break;
      case 'Home': go(ids[0]); break;
      case 'End': go(ids[ids.length - 1]); break;
      case 'ArrowLeft':
      case 'ArrowRight': {
        // through the shown columns, in the user's order
        if (cur?.kind !== 'story') return;
        e.preventDefault();
        const cols = s.columns;
        const i = cols.indexOf(cur.col);
        const j = Math.max(0, Math.min(cols.length - 1, (i < 0 ? cols.indexOf('slug') : i) + (e.key === 'ArrowLeft' ? -1 : 1)));
        setCurrent({ ...cur, col: cols[j]! });
        break;
      }
      case 'Enter':
      case 'F2': {
        // Enter and F2 edit the current cell; on a tick, the status or the selection box, Enter presses it
        if (cur?.kind !== 'story') return;
        e.preventDefault();
        const story = s.byId.get(cur.id);
        if (!story) return;
        const a = actions.current;
        if (EDITABLE.includes(cur.col)) {
          if (s.locks.has(story.id)) notify.notify('info', w('grid.lockedBy', { name: s.locks.get(story.id)!.nickname }));
          else if (story.visible && can.storyWrite) setEditing(`s${cur.id}:${cur.col}`);
        } else if (e.key === 'Enter' && a) {
          const block = s.blockOf.get(story.id);
          if (cur.col === 'approved' && can.storyAdmin) a.approveStory(story);
          else if (cur.col === 'ok' && can.storyWrite && story.visible) a.okStory(story);
          else if (cur.col === 'status' && can.write && !block?.standBy) a.cycleStatus(story);
          else if (cur.col === 'sel') a.toggleSelect(story.id);
        }
        break;
      }
      default:
    }
  };

  return { onShortcut, onGridKey };
}
