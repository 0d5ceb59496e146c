/** The keyboard of a rundown tab: the workspace's shortcuts (copy, paste, find, status…) and moving around the grid. */
import { useCallback, useEffect, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction } from 'react';
import type { Story } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { afterPaste, emptyClipboard, pastePlan, range, take, targetsOf, toggle, type PasteTarget } from '../logic/selection.js';
import type { ShortcutAction } from '../logic/shortcuts.js';
import { cancelPendingEdit } from './cells.js';
import { EDITABLE, type Current, type GridActions } from './Grid.js';
import { blockCommand, moveSpot, navRows, partOf } from '../logic/gridNav.js';
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

  /** Enter, F2 or Space on a part of a block's header row: presses its control, or edits its commercial break. */
  const onBlockKey = (cur: Extract<Current, { kind: 'block' }>, e: KeyboardEvent<HTMLDivElement>) => {
    const block = st.current.rundown?.blocks.find((b) => b.id === cur.id);
    const a = actions.current;
    if (!block || !a) return;
    const command = blockCommand(partOf(cur, a.isStandByBlock(block)), e.key, can);
    // Space that presses nothing stays the air command
    if (command || e.key !== ' ') e.preventDefault();
    if (command === 'standBy') a.patchBlock(block, 'standBy', !block.standBy);
    else if (command === 'approve') a.approveBlock(block);
    else if (command === 'status') a.cycleBlockStatus(block);
    else if (command === 'editCommercial') setEditing(`b${block.id}:commercial`);
  };

  /** Enter and F2 edit the current story cell; on a tick, the status or the selection box, Enter presses it. */
  const onStoryKey = (cur: Extract<Current, { kind: 'story' }>, e: KeyboardEvent<HTMLDivElement>) => {
    const s = st.current;
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
  };

  /** Arrows and paging through the story rows and the block header rows; Enter, F2 and Space on the current cell. */
  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    cancelPendingEdit();
    const s = st.current;
    if (s.editing || e.target !== e.currentTarget || !s.rundown) return;
    const cur = s.current;
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey;
    if (cur?.kind === 'block' && plain && (e.key === 'Enter' || e.key === 'F2' || e.key === ' ')) return onBlockKey(cur, e);
    if (cur?.kind === 'story' && (e.key === 'Enter' || e.key === 'F2')) return onStoryKey(cur, e);
    const next = moveSpot(navRows(s.rundown.blocks), cur, e.key, s.columns, 'slug');
    if (!next) return;
    e.preventDefault();
    setCurrent(next);
    if (next.kind === 'block') grid.current?.scrollToBlock(next.id);
    else {
      grid.current?.scrollToStory(next.id);
      const vertical = e.key !== 'ArrowLeft' && e.key !== 'ArrowRight';
      if (e.shiftKey && vertical && cur?.kind === 'story') setSelected((sel) => range(sel, s.order, cur.id, next.id));
    }
  };

  return { onShortcut, onGridKey };
}
