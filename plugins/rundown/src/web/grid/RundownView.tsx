/**
 * One rundown tab: toolbar, totals header, the grid, the drawer side panel and the rundown's
 * dialogs. Owns the selection, the current cell and the editing cell; every change goes through
 * the API (field patches `{ field, newValue }`), is shown at once and reverted to the old value
 * the refusal carries; the live topics keep the tab in step with everyone else.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Accumulation } from '../../common/timing.js';
import { defaultAccumulation } from '../../common/settings.js';
import { useBranchSettings } from '../lookups.js';
import { useWorkspace } from '../context.js';
import { useLiveRundown, useStored } from '../hooks.js';
import { Grid, type Current, type GridActions, type GridHandle } from './Grid.js';
import { TotalsHeader } from './TotalsHeader.js';
import { DrawerPanel } from '../drawer/DrawerPanel.js';
import { clockColumn, figures, showOrder } from '../logic/clock.js';
import { Button, Empty } from '@lauda/web-kit';
import { FindBar, findMatches } from './FindBar.js';
import { RundownDialogs, type DialogState } from './RundownDialogs.js';
import { RundownToolbar } from './RundownToolbar.js';
import { useGridActions } from './useGridActions.js';
import { useRundownEdits } from './useRundownEdits.js';
import { useRundownKeys, type FindState, type ShortcutHandler } from './useRundownKeys.js';
import { useStoryMoves } from './useStoryMoves.js';
import { ColumnChooser } from './ColumnChooser.js';
import { OnAirAnnouncer } from './OnAirAnnouncer.js';
import { useColumnLayout } from './useColumnLayout.js';
import { useStoryLocks } from './storyLocks.js';
import { useStorySummaries } from './useStorySummaries.js';
import { useRoomHeight } from './roomHeight.js';
import { applyLocal, type ViewControls, type ViewState } from './viewState.js';

export type { ShortcutHandler };

interface Props {
  rundownId: number;
  tabId: string;
  active: boolean;
  registerShortcuts: (tabId: string, handler: ShortcutHandler | null) => void;
}

/** Memoised: the workspace renders again on every tab change, a rundown tab only when its own props change. */
export const RundownView = memo(function RundownView({ rundownId, tabId, active, registerShortcuts }: Props) {
  const ws = useWorkspace();
  const { w, clipboard, programName } = ws;
  const { rundown, setRundown, reload, failed, loading } = useLiveRundown(rundownId);
  // what this browser chose, else the branch's settings (countdown / by block, approved-only)
  const settings = useBranchSettings(ws.api);
  const [chosenAccumulation, setAccumulation] = useStored<Accumulation | null>('lauda.rundown.accumulation', null);
  const [chosenApprovedOnly, setApprovedOnly] = useStored<boolean | null>('lauda.rundown.approvedOnly', null);
  const accumulation = chosenAccumulation ?? defaultAccumulation(settings.flags);
  const approvedOnly = chosenApprovedOnly ?? settings.flags.approvedOnly;
  const [drawerOpen, setDrawerOpen] = useStored<boolean>('lauda.rundown.drawerOpen', false);
  const [current, setCurrent] = useState<Current>(null);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [find, setFind] = useState<FindState>({ open: false, query: '', at: 0 });
  const grid = useRef<GridHandle>(null);
  const findInput = useRef<HTMLInputElement>(null);
  const room = useRoomHeight();

  const blocks = rundown?.blocks;
  const figs = useMemo(() => (rundown ? figures(rundown) : null), [blocks, rundown?.start, rundown?.end, rundown?.production]); // eslint-disable-line react-hooks/exhaustive-deps
  const clocks = useMemo(() => (rundown ? clockColumn(rundown, accumulation, approvedOnly) : new Map()), [blocks, rundown?.start, rundown?.end, accumulation, approvedOnly]); // eslint-disable-line react-hooks/exhaustive-deps
  const fronts = useMemo(() => (rundown ? clockColumn(rundown, 'progressive', approvedOnly) : new Map()), [blocks, rundown?.start, rundown?.end, approvedOnly]); // eslint-disable-line react-hooks/exhaustive-deps
  const backs = useMemo(() => (rundown ? clockColumn(rundown, 'regressive', approvedOnly) : new Map()), [blocks, rundown?.start, rundown?.end, approvedOnly]); // eslint-disable-line react-hooks/exhaustive-deps
  const locks = useStoryLocks(ws.api, ws.live, ws.user.id, ws.reloadSignal, !!rundown);
  const [layout, setLayout] = useColumnLayout();
  const [chooser, setChooser] = useState(false);
  const summaries = useStorySummaries(rundownId, layout.order, blocks);
  const stories = useMemo(() => (blocks ? showOrder(blocks) : []), [blocks]);
  const order = useMemo(() => stories.map((s) => s.id), [stories]);
  const byId = useMemo(() => new Map(stories.map((s) => [s.id, s])), [stories]);
  const blockOf = useMemo(() => new Map((blocks ?? []).flatMap((b) => b.stories.map((s) => [s.id, b] as const))), [blocks]);
  const matches = useMemo(() => findMatches(find, stories), [find, stories]);
  const matchSet = useMemo(() => new Set(matches), [matches]);
  const empty = !!blocks && blocks.every((b) => b.stories.length === 0);

  // the latest state for the stable callbacks of the hooks below
  const st = useRef<ViewState>({ rundown, selected, current, order, byId, blockOf, clipboard, editing, locks, columns: layout.order });
  st.current = { rundown, selected, current, order, byId, blockOf, clipboard, editing, locks, columns: layout.order };
  const controls = useMemo<ViewControls>(() => ({ st, setRundown, reload, setSelected, setCurrent, grid }), [setRundown]); // eslint-disable-line react-hooks/exhaustive-deps

  const moves = useStoryMoves(controls);
  const edits = useRundownEdits(controls, moves.insertCreated);
  const askRemove = useCallback((ids: number[]) => setDialog({ kind: 'remove', ids }), []);
  const actionsRef = useRef<GridActions | null>(null);
  const { onShortcut, onGridKey } = useRundownKeys(controls, { tabId, registerShortcuts, find, setFind, findInput, setEditing, askRemove, move: moves.move, copy: moves.copy, toggleStatus: edits.toggleStatus, actions: actionsRef });
  const actions = useGridActions(controls, { setEditing, patchStory: edits.patchStory, patchBlock: edits.patchBlock, move: moves.move, copy: moves.copy, fromDrawer: moves.fromDrawer, insertCreated: moves.insertCreated, onShortcut });
  actionsRef.current = actions;

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

  const clipOf = useCallback((id: number) => (clipboard.ids.includes(id) ? clipboard.op : null), [clipboard]);
  const goTo = (id: number) => {
    setCurrent({ kind: 'story', id, col: 'slug' });
    grid.current?.scrollToStory(id);
  };
  const patchRundown = edits.patchRundown;

  if (!rundown || !figs) {
    return (
      <Wrap ref={room.ref}>
        <Empty data-testid="rundown-loading">{failed && !loading ? <Button onClick={() => void reload()}>{w('actions.retry')}</Button> : w('loading')}</Empty>
      </Wrap>
    );
  }

  const onAirTitle = rundown.onAir
    ? rundown.onAir.kind === 'story'
      ? (byId.get(rundown.onAir.id)?.slug ?? w('grid.private'))
      : actions.blockLabel(rundown.blocks.find((b) => b.id === rundown.onAir!.id) ?? rundown.blocks[0]!) + ` · ${w('grid.commercial')}`
    : null;

  return (
    <Wrap ref={room.ref} data-testid="rundown-view" data-rundown={rundown.id}>
      <RundownToolbar
        rundown={rundown}
        edits={edits}
        selectedCount={selected.size}
        currentStoryId={currentStoryId}
        current={current}
        blockLabel={actions.blockLabel}
        empty={empty}
        accumulation={accumulation}
        setAccumulation={setAccumulation}
        approvedOnly={approvedOnly}
        setApprovedOnly={setApprovedOnly}
        drawerOpen={drawerOpen}
        setDrawerOpen={setDrawerOpen}
        onShortcut={onShortcut}
        onDialog={(kind) => setDialog({ kind })}
        onColumns={() => setChooser(true)}
        sendToDrawer={moves.sendToDrawer}
        reload={reload}
      />
      <TotalsHeader
        rundown={rundown}
        totals={figs.totals}
        editing={editing}
        onStartEdit={setEditing}
        onStopEdit={() => setEditing(null)}
        onPatch={(f, v) => void patchRundown(f, v)}
        onAirTitle={onAirTitle}
        approvedOnly={approvedOnly}
      />
      <OnAirAnnouncer rundown={rundown} byId={byId} blockLabel={actions.blockLabel} />
      {find.open && (
        <FindBar find={find} setFind={setFind} matches={matches} input={findInput} onGo={goTo} onClose={() => {
          setFind((f) => ({ ...f, open: false }));
          grid.current?.focus();
        }} />
      )}
      <Body>
        <Grid
          ref={grid}
          rundown={rundown}
          clocks={clocks}
          fronts={fronts}
          backs={backs}
          approvedOnly={approvedOnly}
          layout={layout}
          onLayout={setLayout}
          locks={locks}
          summaries={summaries}
          blockFigures={figs.blocks}
          current={current}
          selected={selected}
          clipOf={clipOf}
          editing={editing}
          matches={matchSet}
          actions={actions}
          onKeyDown={onGridKey}
          accumulationLabel={w(`accumulation.${accumulation}`)}
          roomHeight={room.height()}
          onMeasured={room.gridMeasured}
        />
        {drawerOpen && <DrawerPanel rundown={rundown} onClose={() => setDrawerOpen(false)} />}
      </Body>
      <RundownDialogs
        dialog={dialog}
        rundown={rundown}
        byId={byId}
        clocks={clocks}
        accumulation={accumulation}
        blockLabel={actions.blockLabel}
        onClose={() => setDialog(null)}
        onRemove={(ids) => void moves.removeStories(ids)}
        onReordered={(blockIds) => setRundown((r) => (r ? applyLocal(r, 'ORDER', 'blocks', r.id, { rundownId: r.id, blockIds }) : r))}
        onRecreated={() => void reload()}
      />
      {chooser && <ColumnChooser layout={layout} onLayout={setLayout} accumulationLabel={w(`accumulation.${accumulation}`)} onClose={() => setChooser(false)} />}
    </Wrap>
  );
});

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;
const Body = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
`;
