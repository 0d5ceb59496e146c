/**
 * One rundown tab: toolbar, totals header, the grid, the drawer side panel and the rundown's
 * dialogs. Owns the selection, the current cell and the editing cell; every change goes through
 * the API (field patches `{ field, newValue }`), is shown at once and reverted to the old value
 * the refusal carries; the live topics keep the tab in step with everyone else.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { ACCUMULATIONS, type Accumulation, type DisplayStatus } from '../../common/timing.js';
import type { Block, FieldPatch, Story, StoryMoveEvent } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { useLiveRundown, useStored } from '../hooks.js';
import { MosDevicesDialog } from '../MosDevicesDialog.js';
import { cancelPendingEdit } from './cells.js';
import { Grid, EDITABLE, type ColumnKey, type Current, type DragItem, type DropTarget, type GridActions, type GridHandle } from './Grid.js';
import { TotalsHeader } from './TotalsHeader.js';
import { DrawerPanel } from '../drawer/DrawerPanel.js';
import { LogsDialog, PrintDialog, RecreateDialog, ReorderBlocksDialog, ShortcutsDialog, TemplatesDialog } from '../dialogs/dialogs.js';
import { clockColumn, figures, nextDisplayStatus, showOrder } from '../logic/clock.js';
import { revertValue } from '../logic/cells.js';
import { adjustOnAir, applyLive, applyMove, patchBlockLocal, patchStoryLocal } from '../logic/live.js';
import { afterPaste, emptyClipboard, pastePlan, range, take, targetsOf, toggle, type PasteTarget } from '../logic/selection.js';
import type { ShortcutAction } from '../logic/shortcuts.js';
import { Badge, Button, Confirm, Empty, Menu, Sep, Spacer, Toolbar } from '../ui.js';
import { prompterPath } from '../logic/prompter.js';
import { loadTeleprompterContent } from '../prompter/loadContent.js';

export type ShortcutHandler = (action: ShortcutAction) => boolean;

interface Props {
  rundownId: number;
  tabId: string;
  active: boolean;
  registerShortcuts: (tabId: string, handler: ShortcutHandler | null) => void;
}

type DialogState =
  | null
  | { kind: 'shortcuts' | 'logs' | 'templates' | 'reorder' | 'print' | 'recreate' | 'mos' }
  | { kind: 'remove'; ids: number[] };

const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function RundownView({ rundownId, tabId, active, registerShortcuts }: Props) {
  const ws = useWorkspace();
  const { api, notify, w, fail, can, clipboard, setClipboard, programName } = ws;
  const { rundown, setRundown, reload, failed, loading } = useLiveRundown(rundownId);
  const [accumulation, setAccumulation] = useStored<Accumulation>('lauda.rundown.accumulation', 'accumulated');
  const [approvedOnly, setApprovedOnly] = useStored<boolean>('lauda.rundown.approvedOnly', false);
  const [drawerOpen, setDrawerOpen] = useStored<boolean>('lauda.rundown.drawerOpen', false);
  const [current, setCurrent] = useState<Current>(null);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [find, setFind] = useState<{ open: boolean; query: string; at: number }>({ open: false, query: '', at: 0 });
  const anchor = useRef<number | null>(null);
  const grid = useRef<GridHandle>(null);
  const findInput = useRef<HTMLInputElement>(null);

  const blocks = rundown?.blocks;
  const figs = useMemo(() => (rundown ? figures(rundown) : null), [blocks, rundown?.start, rundown?.end, rundown?.production]); // eslint-disable-line react-hooks/exhaustive-deps
  const clocks = useMemo(() => (rundown ? clockColumn(rundown, accumulation, approvedOnly) : new Map()), [blocks, rundown?.start, rundown?.end, accumulation, approvedOnly]); // eslint-disable-line react-hooks/exhaustive-deps
  const stories = useMemo(() => (blocks ? showOrder(blocks) : []), [blocks]);
  const order = useMemo(() => stories.map((s) => s.id), [stories]);
  const byId = useMemo(() => new Map(stories.map((s) => [s.id, s])), [stories]);
  const blockOf = useMemo(() => new Map((blocks ?? []).flatMap((b) => b.stories.map((s) => [s.id, b] as const))), [blocks]);
  const matches = useMemo(() => {
    if (!find.open || !find.query.trim()) return [] as number[];
    const q = norm(find.query.trim());
    return stories.filter((s) => s.visible && (norm(s.slug ?? '').includes(q) || norm(s.page ?? '').includes(q))).map((s) => s.id);
  }, [find.open, find.query, stories]);
  const matchSet = useMemo(() => new Set(matches), [matches]);
  const empty = !!blocks && blocks.every((b) => b.stories.length === 0);

  // the latest state for the stable callbacks below
  const st = useRef({ rundown, selected, current, order, byId, blockOf, clipboard, editing });
  st.current = { rundown, selected, current, order, byId, blockOf, clipboard, editing };

  // the tab's title: program and date
  useEffect(() => {
    if (rundown) ws.setTabTitle(tabId, `${programName(rundown.programId)} ${rundown.date.slice(8, 10)}/${rundown.date.slice(5, 7)}`);
  }, [rundown?.programId, rundown?.date, programName, tabId]); // eslint-disable-line react-hooks/exhaustive-deps

  // stories that left (deleted, moved elsewhere) leave the selection
  useEffect(() => {
    setSelected((sel) => {
      if (![...sel].some((id) => !byId.has(id))) return sel;
      return new Set([...sel].filter((id) => byId.has(id)));
    });
    setCurrent((c) => (c?.kind === 'story' && !byId.has(c.id) ? null : c));
  }, [byId]);

  const currentStoryId = current?.kind === 'story' ? current.id : null;
  useEffect(() => {
    if (active && currentStoryId !== null) ws.previewStory(currentStoryId);
  }, [active, currentStoryId]); // eslint-disable-line react-hooks/exhaustive-deps

  /* -------------------------------------------------------------- changes */

  const patchStory = useCallback(async (story: Story, field: string, value: unknown) => {
    const before = (story as unknown as Record<string, unknown>)[field];
    setRundown((r) => (r ? patchStoryLocal(r, story.id, field, value) : r));
    try {
      const ans = await api.patch<FieldPatch>(`/api/stories/${story.id}`, { field, newValue: value });
      setRundown((r) => (r ? patchStoryLocal(r, story.id, field, ans.newValue) : r));
    } catch (e) {
      setRundown((r) => (r ? patchStoryLocal(r, story.id, field, revertValue(e, before)) : r));
      fail(e, 'updateFailed');
    }
  }, [api, fail, setRundown]);

  const patchBlock = useCallback(async (block: Block, field: string, value: unknown) => {
    const before = (block as unknown as Record<string, unknown>)[field];
    setRundown((r) => (r ? patchBlockLocal(r, block.id, field, value) : r));
    try {
      const ans = await api.patch<FieldPatch>(`/api/blocks/${block.id}`, { field, newValue: value });
      setRundown((r) => (r ? patchBlockLocal(r, block.id, field, ans.newValue) : r));
    } catch (e) {
      setRundown((r) => (r ? patchBlockLocal(r, block.id, field, revertValue(e, before)) : r));
      fail(e, 'updateFailed');
    }
  }, [api, fail, setRundown]);

  const patchRundown = useCallback(async (field: 'start' | 'end' | 'production', value: string) => {
    const r0 = st.current.rundown;
    if (!r0) return;
    const before = r0[field];
    setRundown((r) => (r ? { ...r, [field]: value } : r));
    try {
      const ans = await api.patch<FieldPatch<string>>(`/api/rundowns/${r0.id}`, { field, newValue: value });
      setRundown((r) => (r ? { ...r, [field]: ans.newValue } : r));
    } catch (e) {
      setRundown((r) => (r ? { ...r, [field]: revertValue(e, before) } : r));
      fail(e, 'updateFailed');
    }
  }, [api, fail, setRundown]);

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
      for (const s of created) {
        const x = applyLive(next, { op: 'CREATE', topic: 'stories', id: s.id, data: s, by: null, at: new Date().toISOString() });
        if (x !== 'reload') next = x;
      }
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

  /** Space / Ctrl+Shift+Space: the next display status of the current story (bulk call: skips unapproved and Stand By). */
  const toggleStatus = useCallback(async (story: Story, cascade: boolean) => {
    const status = nextDisplayStatus(story.displayStatus);
    const r0 = st.current.rundown;
    if (!r0) return;
    try {
      const ans = await api.post<{ updated: { id: number; oldValue: DisplayStatus; newValue: DisplayStatus; playTime: string | null }[]; skipped: number[] }>(
        '/api/stories/display-status', { ids: [story.id], status, updatePrevious: cascade },
      );
      setRundown((r) => {
        if (!r) return r;
        const x = applyLive(r, { op: 'PATCH', topic: 'stories', id: null, data: { rundownId: r.id, field: 'displayStatus', values: ans.updated }, by: null, at: new Date().toISOString() });
        return x === 'reload' ? r : x;
      });
      if (ans.skipped.includes(story.id)) {
        notify.notify('warning', w('status.skippedTitle'), w(st.current.blockOf.get(story.id)?.standBy ? 'status.skippedStandBy' : 'status.skippedUnapproved'));
      } else if (status === 'stop') {
        // sequentially: the next story becomes the current one
        const order = st.current.order;
        const next = order[order.indexOf(story.id) + 1];
        if (next !== undefined) {
          setCurrent({ kind: 'story', id: next, col: st.current.current?.kind === 'story' ? st.current.current.col : 'slug' });
          grid.current?.scrollToStory(next);
        }
      }
    } catch (e) {
      fail(e, 'updateFailed');
    }
  }, [api, fail, notify, setRundown, w]);

  const removeStories = useCallback(async (ids: number[]) => {
    for (const id of ids) {
      try {
        await api.delete(`/api/stories/${id}`);
        setRundown((r) => {
          if (!r) return r;
          const x = applyLive(r, { op: 'DELETE', topic: 'stories', id, data: { id, rundownId: r.id }, by: null, at: new Date().toISOString() });
          return x === 'reload' ? r : x;
        });
      } catch (e) {
        fail(e, 'deleteFailed');
        break;
      }
    }
    setSelected(new Set());
  }, [api, fail, setRundown]);

  const newStory = useCallback(async () => {
    const r = st.current.rundown;
    if (!r) return;
    const cur = st.current.current;
    try {
      let created: Story;
      if (cur?.kind === 'story') created = await api.post<Story>(`/api/stories/${cur.id}/after`, {});
      else {
        const block = (cur?.kind === 'block' ? r.blocks.find((b) => b.id === cur.id) : undefined) ?? r.blocks.find((b) => !b.standBy) ?? r.blocks[0];
        if (!block) return;
        created = await api.post<Story>(`/api/blocks/${block.id}/stories`, {});
      }
      insertCreated([created]);
      setCurrent({ kind: 'story', id: created.id, col: 'slug' });
      // a new story opens its form (spec 000 §2)
      ws.openStory(created.id, r.id);
    } catch (e) {
      fail(e, 'createFailed');
    }
  }, [api, fail, insertCreated, ws]);

  const newBlock = useCallback(async () => {
    const r = st.current.rundown;
    if (!r) return;
    try {
      const block = await api.post<Block>(`/api/rundowns/${r.id}/blocks`, {});
      setRundown((x) => {
        if (!x) return x;
        const y = applyLive(x, { op: 'CREATE', topic: 'blocks', id: block.id, data: { rundownId: x.id, block }, by: null, at: new Date().toISOString() });
        return y === 'reload' ? x : y;
      });
      setCurrent({ kind: 'block', id: block.id });
    } catch (e) {
      fail(e, 'createFailed');
    }
  }, [api, fail, setRundown]);

  const approveRundown = useCallback(async () => {
    const r = st.current.rundown;
    if (!r) return;
    try {
      const ans = await api.post<{ approved: boolean }>(`/api/rundowns/${r.id}/approve`, { approve: !r.approved });
      setRundown((x) => (x ? { ...x, approved: ans.approved, blocks: x.blocks.map((b) => ({ ...b, approved: ans.approved })) } : x));
    } catch (e) {
      fail(e, 'updateFailed');
    }
  }, [api, fail, setRundown]);

  /** MOS on or off: the program's devices get the running order or lose it (answer: the devices reached). */
  const toggleMos = useCallback(async () => {
    const r = st.current.rundown;
    if (!r) return;
    try {
      const ans = await api.post<{ newValue: boolean; devices: { name: string }[] }>(`/api/rundowns/${r.id}/mos`, { enabled: !r.mosEnabled });
      setRundown((x) => (x ? { ...x, mosEnabled: ans.newValue } : x));
      notify.notify(ans.devices.length ? 'success' : 'info', ws.t('mosToggled', { count: ans.devices.length, devices: ans.devices.map((d) => d.name).join(', ') }));
    } catch (e) {
      fail(e, 'actionFailed');
    }
  }, [api, fail, notify, setRundown, ws]);

  /** The rundown's CG items to the program's CG device (spec: credits sent, or a warning when empty). */
  const sendCredits = useCallback(async () => {
    const r = st.current.rundown;
    if (!r) return;
    try {
      const ans = await api.post<{ sent: number; device: { name: string } | null }>(`/api/rundowns/${r.id}/credits`);
      if (ans.sent) notify.notify('success', ws.t('creditsSent', { count: ans.sent, device: ans.device?.name ?? '' }));
      else notify.notify('warning', ws.t('creditsEmpty'));
    } catch (e) {
      fail(e, 'actionFailed');
    }
  }, [api, fail, notify, ws]);

  const repaginate = useCallback(async () => {
    const r = st.current.rundown;
    if (!r) return;
    try {
      const ans = await api.post<{ pages: Record<string, string> }>(`/api/rundowns/${r.id}/repaginate`);
      setRundown((x) => {
        if (!x) return x;
        const values = Object.entries(ans.pages).map(([id, page]) => ({ id: Number(id), newValue: page }));
        const y = applyLive(x, { op: 'PATCH', topic: 'stories', id: null, data: { rundownId: x.id, field: 'page', values }, by: null, at: new Date().toISOString() });
        return y === 'reload' ? x : y;
      });
      notify.notify('success', w('actions.repaginated'));
    } catch (e) {
      fail(e, 'actionFailed');
    }
  }, [api, fail, notify, setRundown, w]);

  const sendToDrawer = useCallback(async () => {
    const s = st.current;
    const ids = targetsOf(s.selected, s.order, s.current?.kind === 'story' ? s.current.id : null);
    if (!ids.length) return;
    try {
      await api.post('/api/drawer', { storiesIds: ids });
      setRundown((r) => {
        if (!r) return r;
        let next = r;
        for (const id of ids) {
          const x = applyLive(next, { op: 'DELETE', topic: 'stories', id, data: { id, rundownId: r.id }, by: null, at: new Date().toISOString() });
          if (x !== 'reload') next = x;
        }
        return next;
      });
      setSelected(new Set());
      notify.notify('success', w('drawer.sent', { count: ids.length }));
    } catch (e) {
      fail(e, 'actionFailed');
    }
  }, [api, fail, notify, setRundown, w]);

  /* -------------------------------------------------------------- shortcuts */

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
        if (ids.length) setDialog({ kind: 'remove', ids });
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
  }, [can.storyWrite, can.write, copy, find.open, move, notify, setClipboard, toggleStatus, w, ws]);

  useEffect(() => {
    registerShortcuts(tabId, onShortcut);
    return () => registerShortcuts(tabId, null);
  }, [onShortcut, registerShortcuts, tabId]);

  /** Arrows, Enter and paging inside the grid. */
  const onGridKey = (e: React.KeyboardEvent<HTMLDivElement>) => {
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
        if (cur?.kind !== 'story') return;
        e.preventDefault();
        const i = EDITABLE.indexOf(cur.col);
        const j = Math.max(0, Math.min(EDITABLE.length - 1, (i < 0 ? 1 : i) + (e.key === 'ArrowLeft' ? -1 : 1)));
        setCurrent({ ...cur, col: EDITABLE[j]! });
        break;
      }
      case 'Enter': {
        // Enter toggles editing of the current cell
        if (cur?.kind !== 'story') return;
        e.preventDefault();
        const story = s.byId.get(cur.id);
        if (story?.visible && can.storyWrite && EDITABLE.includes(cur.col)) setEditing(`s${cur.id}:${cur.col}`);
        break;
      }
      default:
    }
  };

  /* -------------------------------------------------------------- grid callbacks */

  const actions = useMemo<GridActions>(() => ({
    rowClick(story, e) {
      const s = st.current;
      if ((e.target as HTMLElement).closest('input, select, button')) return;
      const cell = (e.target as HTMLElement).closest('[data-cell]')?.getAttribute('data-cell')?.split(':')[1];
      const col = (cell ?? (s.current?.kind === 'story' ? s.current.col : 'slug')) as ColumnKey;
      if (e.ctrlKey || e.metaKey) setSelected((sel) => toggle(sel, story.id));
      else if (e.shiftKey) setSelected((sel) => range(sel, s.order, anchor.current ?? (s.current?.kind === 'story' ? s.current.id : null), story.id));
      if (!e.shiftKey) anchor.current = story.id;
      setCurrent({ kind: 'story', id: story.id, col });
      grid.current?.focus();
    },
    blockClick(block) {
      setCurrent({ kind: 'block', id: block.id });
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
    blockLabel(block) {
      const blocks = st.current.rundown?.blocks ?? [];
      // the Stand By block is the last one; other blocks may be put in stand-by too
      return block.standBy && blocks[blocks.length - 1]?.id === block.id ? w('grid.standBy') : w('grid.block', { n: block.index + 1 });
    },
  }), [api, copy, fail, fromDrawer, insertCreated, move, patchBlock, patchStory, setRundown, w, ws]);

  const clipOf = useCallback((id: number) => (clipboard.ids.includes(id) ? clipboard.op : null), [clipboard]);

  // find: Enter goes to the next match
  const goToMatch = (step: number) => {
    if (!matches.length) return;
    const at = ((find.at + step) % matches.length + matches.length) % matches.length;
    setFind((f) => ({ ...f, at }));
    const id = matches[at]!;
    setCurrent({ kind: 'story', id, col: 'slug' });
    grid.current?.scrollToStory(id);
  };

  /* -------------------------------------------------------------- render */

  if (!rundown || !figs) {
    return (
      <Wrap>
        <Empty data-testid="rundown-loading">{failed && !loading ? <Button onClick={() => void reload()}>{w('actions.retry')}</Button> : w('loading')}</Empty>
      </Wrap>
    );
  }

  const onAirTitle = rundown.onAir
    ? rundown.onAir.kind === 'story'
      ? (byId.get(rundown.onAir.id)?.slug ?? w('grid.private'))
      : actions.blockLabel(rundown.blocks.find((b) => b.id === rundown.onAir!.id) ?? rundown.blocks[0]!) + ` · ${w('grid.commercial')}`
    : null;
  const clipCount = clipboard.ids.length;

  return (
    <Wrap data-testid="rundown-view" data-rundown={rundown.id}>
      <Toolbar>
        {can.write && can.storyWrite && (
          <Button type="button" $variant="primary" onClick={() => void newStory()} data-testid="new-story">+ {w('actions.newStory')}</Button>
        )}
        {can.write && <Button type="button" onClick={() => void newBlock()} data-testid="new-block">+ {w('actions.newBlock')}</Button>}
        <Sep />
        <label className="acc">
          <span>{w('actions.accumulation')}</span>
          <select value={accumulation} onChange={(e) => setAccumulation(e.target.value as Accumulation)} data-testid="accumulation">
            {ACCUMULATIONS.map((a) => <option key={a} value={a}>{w(`accumulation.${a}`)}</option>)}
          </select>
        </label>
        <label className="chk" title={w('actions.approvedOnlyHint')}>
          <input type="checkbox" checked={approvedOnly} onChange={(e) => setApprovedOnly(e.target.checked)} /> {w('actions.approvedOnly')}
        </label>
        <Sep />
        {can.admin && (
          <Button type="button" $active={rundown.approved} onClick={() => void approveRundown()} data-testid="approve-rundown">
            {rundown.approved ? `✔ ${w('actions.approved')}` : w('actions.approve')}
          </Button>
        )}
        {can.write && (
          <Button type="button" $active={rundown.mosEnabled} title={w(rundown.mosEnabled ? 'actions.mosOn' : 'actions.mosOff')} onClick={() => void toggleMos()} data-testid="toggle-mos" aria-pressed={rundown.mosEnabled}>
            {rundown.mosEnabled ? '● ' : '○ '}{w('actions.mos')}
          </Button>
        )}
        <Button type="button" $variant="ghost" $active={drawerOpen} onClick={() => setDrawerOpen(!drawerOpen)} data-testid="toggle-drawer">☰ {w('drawer.title')}</Button>
        <Button type="button" $variant="ghost" onClick={() => onShortcut('find')} data-testid="find-open">⌕ {w('actions.find')} <span className="k">Ctrl+F</span></Button>
        <Button
          type="button"
          $variant="ghost"
          title={ws.t('prompter.openHint')}
          data-testid="open-prompter"
          onClick={() => {
            // a window of its own, to be moved to the prompter's screen
            if (!window.open(prompterPath(rundown.id), `lauda-prompter-${rundown.id}`, 'popup,width=1280,height=760')) notify.notify('warning', ws.t('prompter.popupBlocked'));
          }}
        >
          ▤ {ws.t('prompter.open')}
        </Button>
        {clipCount > 0 && (
          <Badge $bg={clipboard.op === 'cut' ? '#fff1d6' : '#e3edff'} $fg={clipboard.op === 'cut' ? '#8a5a00' : '#1f4fa8'} data-testid="clipboard-badge" title={w('paste.hint')}>
            {w(clipboard.op === 'cut' ? 'paste.cut' : 'paste.copied', { count: clipCount })}
          </Badge>
        )}
        {selected.size > 0 && <Badge data-testid="selection-badge">{w('grid.selected', { count: selected.size })}</Badge>}
        <Spacer />
        <Menu
          label={w('actions.more')}
          testId="rundown-more"
          items={[
            { key: 'send-drawer', label: w('drawer.send'), onSelect: () => void sendToDrawer(), disabled: !can.write || (!selected.size && currentStoryId === null) },
            { key: 'send-credits', label: w('actions.sendCredits'), onSelect: () => void sendCredits(), disabled: !can.write },
            { key: 'mos-devices', label: w('mosDevices.menu'), onSelect: () => setDialog({ kind: 'mos' }) },
            { key: 'repaginate', label: w('actions.repaginate'), onSelect: () => void repaginate(), disabled: !can.write },
            { key: 'reorder', label: w('actions.reorderBlocks'), onSelect: () => setDialog({ kind: 'reorder' }), disabled: !can.write },
            { key: 'templates', label: w('templates.title'), onSelect: () => setDialog({ kind: 'templates' }) },
            { key: 'change-date', label: w('actions.changeDate'), onSelect: () => ws.openChangeDate(rundown.id), disabled: !can.admin },
            { key: 'recreate', label: w('actions.recreate'), onSelect: () => setDialog({ kind: 'recreate' }), disabled: !can.admin || !empty, hint: empty ? undefined : w('actions.recreateOnlyEmpty') },
            { key: 'logs', label: w('logs.title'), onSelect: () => setDialog({ kind: 'logs' }) },
            { key: 'print', label: w('print.title'), onSelect: () => setDialog({ kind: 'print' }) },
            { key: 'teleprompter', label: ws.t('prompter.load.action'), onSelect: () => void loadTeleprompterContent(api, rundown.id, notify, ws.t), disabled: !can.write },
            { key: 'shortcuts', label: w('shortcuts.title'), onSelect: () => setDialog({ kind: 'shortcuts' }) },
            { key: 'reload', label: w('actions.reload'), onSelect: () => void reload() },
          ]}
        />
      </Toolbar>
      <TotalsHeader
        rundown={rundown}
        totals={figs.totals}
        editing={editing}
        onStartEdit={setEditing}
        onStopEdit={() => setEditing(null)}
        onPatch={(f, v) => void patchRundown(f, v)}
        onAirTitle={onAirTitle}
      />
      {find.open && (
        <FindBar data-testid="find-bar">
          <input
            ref={findInput}
            autoFocus
            value={find.query}
            placeholder={w('find.placeholder')}
            data-testid="find-input"
            onChange={(e) => setFind({ open: true, query: e.target.value, at: -1 })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                goToMatch(e.shiftKey ? -1 : 1);
              } else if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                setFind((f) => ({ ...f, open: false }));
                grid.current?.focus();
              }
            }}
          />
          <span className="count" data-testid="find-count">
            {find.query.trim() ? w('find.count', { at: matches.length ? Math.max(0, find.at) + 1 : 0, count: matches.length }) : ''}
          </span>
          <Button type="button" $small onClick={() => goToMatch(-1)} disabled={!matches.length}>↑</Button>
          <Button type="button" $small onClick={() => goToMatch(1)} disabled={!matches.length}>↓</Button>
          <Button type="button" $small $variant="ghost" onClick={() => setFind((f) => ({ ...f, open: false }))}>×</Button>
        </FindBar>
      )}
      <Body>
        <Grid
          ref={grid}
          rundown={rundown}
          clocks={clocks}
          blockFigures={figs.blocks}
          current={current}
          selected={selected}
          clipOf={clipOf}
          editing={editing}
          matches={matchSet}
          actions={actions}
          onKeyDown={onGridKey}
          accumulationLabel={w(`accumulation.${accumulation}`)}
        />
        {drawerOpen && <DrawerPanel rundown={rundown} onClose={() => setDrawerOpen(false)} />}
      </Body>
      {dialog?.kind === 'remove' && (
        <Confirm
          danger
          title={w('remove.title', { count: dialog.ids.length })}
          text={
            <>
              <p>{w('remove.text', { count: dialog.ids.length })}</p>
              <ul className="slugs">
                {dialog.ids.slice(0, 8).map((id) => <li key={id}>{byId.get(id)?.slug ?? w('grid.private')}</li>)}
                {dialog.ids.length > 8 && <li>…</li>}
              </ul>
            </>
          }
          confirmLabel={w('remove.confirm')}
          cancelLabel={w('actions.cancel')}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            const ids = dialog.ids;
            setDialog(null);
            void removeStories(ids);
          }}
        />
      )}
      {dialog?.kind === 'shortcuts' && <ShortcutsDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'mos' && <MosDevicesDialog rundownId={rundown.id} canWrite={can.write} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'logs' && <LogsDialog rundownId={rundown.id} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'templates' && <TemplatesDialog rundown={rundown} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reorder' && <ReorderBlocksDialog rundown={rundown} label={actions.blockLabel} onClose={() => setDialog(null)} onSaved={(ids) => setRundown((r) => {
        if (!r) return r;
        const x = applyLive(r, { op: 'ORDER', topic: 'blocks', id: r.id, data: { rundownId: r.id, blockIds: ids }, by: null, at: new Date().toISOString() });
        return x === 'reload' ? r : x;
      })} />}
      {dialog?.kind === 'print' && <PrintDialog rundown={rundown} clocks={clocks} accumulation={accumulation} label={actions.blockLabel} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'recreate' && <RecreateDialog rundown={rundown} onClose={() => setDialog(null)} onDone={() => void reload()} />}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  .acc { display: inline-flex; align-items: center; gap: 6px; font-size: 11px; color: var(--lauda-muted); text-transform: uppercase; font-weight: 700; letter-spacing: 0.03em; }
  .acc select { height: 26px; font-size: 12px; text-transform: none; font-weight: 500; color: var(--lauda-text); border: 1px solid var(--lauda-line); border-radius: var(--lauda-radius); background: var(--lauda-surface); }
  .chk { display: inline-flex; align-items: center; gap: 4px; font-size: 12px; color: var(--lauda-muted); }
  .slugs { margin: 8px 0 0; padding-left: 18px; font-weight: 600; }
`;
const Body = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
`;
const FindBar = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 4px 8px;
  background: #fffbe6;
  border-bottom: 1px solid #efd98a;
  input { width: 280px; height: 24px; padding: 0 6px; border: 1px solid #d9c36a; border-radius: 3px; font-size: 12px; }
  input:focus { outline: none; border-color: var(--lauda-primary); }
  .count { font-size: 11px; color: var(--lauda-muted); min-width: 60px; }
`;
