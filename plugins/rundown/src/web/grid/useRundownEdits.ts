/** Changes to a rundown tab's stories, blocks and the rundown itself, shown at once and reverted when refused. */
import { useCallback } from 'react';
import type { DisplayStatus } from '../../common/timing.js';
import type { Block, FieldPatch, Story } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { revertValue } from '../logic/cells.js';
import { nextDisplayStatus } from '../logic/clock.js';
import { patchBlockLocal, patchStoryLocal } from '../logic/live.js';
import { applyLocal, type ViewControls } from './viewState.js';
import { newStoryPlace } from '../workspace/newStory.js';

export function useRundownEdits({ st, setRundown, setCurrent, grid }: ViewControls, insertCreated: (created: Story[]) => void) {
  const ws = useWorkspace();
  const { api, notify, w, fail } = ws;

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

  /** Space / Ctrl+Shift+Space: the next display status of the current story (bulk call: skips unapproved and Stand By). */
  const toggleStatus = useCallback(async (story: Story, cascade: boolean) => {
    const status = nextDisplayStatus(story.displayStatus);
    const r0 = st.current.rundown;
    if (!r0) return;
    try {
      const ans = await api.post<{ updated: { id: number; oldValue: DisplayStatus; newValue: DisplayStatus; playTime: string | null }[]; skipped: number[] }>(
        '/api/stories/display-status', { ids: [story.id], status, updatePrevious: cascade },
      );
      setRundown((r) => (r ? applyLocal(r, 'PATCH', 'stories', null, { rundownId: r.id, field: 'displayStatus', values: ans.updated }) : r));
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

  /** "+ Matéria": a form for a story not created yet (spec 000 §2: a new story opens its form); saving it creates it where the button said */
  const newStory = useCallback(async () => {
    const r = st.current.rundown;
    const place = r ? newStoryPlace(r, st.current.current) : null;
    if (place) ws.openNewStory(place);
  }, [ws]);

  const newBlock = useCallback(async () => {
    const r = st.current.rundown;
    if (!r) return;
    try {
      const block = await api.post<Block>(`/api/rundowns/${r.id}/blocks`, {});
      setRundown((x) => (x ? applyLocal(x, 'CREATE', 'blocks', block.id, { rundownId: x.id, block }) : x));
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

  const repaginate = useCallback(async () => {
    const r = st.current.rundown;
    if (!r) return;
    try {
      const ans = await api.post<{ pages: Record<string, string> }>(`/api/rundowns/${r.id}/repaginate`);
      setRundown((x) => {
        if (!x) return x;
        const values = Object.entries(ans.pages).map(([id, page]) => ({ id: Number(id), newValue: page }));
        return applyLocal(x, 'PATCH', 'stories', null, { rundownId: x.id, field: 'page', values });
      });
      notify.notify('success', w('actions.repaginated'));
    } catch (e) {
      fail(e, 'actionFailed');
    }
  }, [api, fail, notify, setRundown, w]);

  return { patchStory, patchBlock, patchRundown, toggleStatus, newStory, newBlock, approveRundown, toggleMos, repaginate };
}
