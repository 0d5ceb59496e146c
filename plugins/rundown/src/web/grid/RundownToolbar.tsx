/** The toolbar of a rundown tab: new story and block, accumulation, approval, MOS, drawer, find, prompter, the "more" menu, and what other plugins put there. */
import { useMemo } from 'react';
import styled, { css } from 'styled-components';
import { Slot } from '@lauda/web-kit';
import { formatDate, useDocumentMenu } from '@lauda/web-kit';
import { ACCUMULATIONS, type Accumulation } from '../../common/timing.js';
import type { RundownSlotProps } from '../../common/slots.js';
import type { Rundown } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import { prompterPath } from '../logic/prompter.js';
import { useOfferedItems } from '../offers.js';
import { Badge, Button, Menu, Sep, Spacer, Toolbar, useConfirm } from '@lauda/web-kit';
import type { Block } from '../../common/types.js';
import type { Current } from './gridTypes.js';
import { newStoryPlace, placeText } from '../workspace/newStory.js';
import type { ShortcutHandler } from './useRundownKeys.js';
import type { useRundownEdits } from './useRundownEdits.js';

export type ToolbarDialog = 'shortcuts' | 'logs' | 'templates' | 'reorder' | 'print' | 'recreate' | 'pageRule';

export interface RundownToolbarProps {
  rundown: Rundown;
  edits: Pick<ReturnType<typeof useRundownEdits>, 'newStory' | 'newBlock' | 'approveRundown' | 'toggleMos' | 'repaginate'>;
  selectedCount: number;
  currentStoryId: number | null;
  /** where "+ Matéria" puts the story (after the current story, at the end of the current block) */
  current: Current;
  blockLabel: (b: Block) => string;
  empty: boolean;
  accumulation: Accumulation;
  setAccumulation: (a: Accumulation) => void;
  approvedOnly: boolean;
  setApprovedOnly: (v: boolean) => void;
  drawerOpen: boolean;
  setDrawerOpen: (v: boolean) => void;
  onShortcut: ShortcutHandler;
  onDialog: (kind: ToolbarDialog) => void;
  /** opens the column chooser */
  onColumns: () => void;
  sendToDrawer: () => Promise<void>;
  reload: () => Promise<void>;
}

export function RundownToolbar(p: RundownToolbarProps) {
  const { rundown, edits, selectedCount, currentStoryId, current, blockLabel, empty, accumulation, setAccumulation, approvedOnly, setApprovedOnly, drawerOpen, setDrawerOpen, onShortcut, onDialog, sendToDrawer, reload } = p;
  const ws = useWorkspace();
  const { notify, w, can, clipboard } = ws;
  const clipCount = clipboard.ids.length;
  const { id, date, programId, mosEnabled, approved, version } = rundown;
  const slotProps = useMemo<RundownSlotProps>(() => ({ rundown: { id, date, programId, mosEnabled, approved, version }, canWrite: can.write }), [id, date, programId, mosEnabled, approved, version, can.write]);
  const [offered, offerItems] = useOfferedItems();
  const menuProps = useMemo(() => ({ ...slotProps, offerItems }), [slotProps, offerItems]);
  const docMenu = useDocumentMenu('rundown');
  const place = newStoryPlace(rundown, current);
  const where = place ? placeText(rundown, place, w, blockLabel) : '';
  const confirm = useConfirm(w('actions.cancel'));
  // a disabled item says why (the kit shows the hint beside it, as its title and aria-description)
  const noWrite = can.write ? undefined : w('reasons.noWrite');
  const noAdmin = can.admin ? undefined : w('reasons.noAdmin');
  const why = (reason: string | undefined) => ({ disabled: reason !== undefined, hint: reason });
  const askRepaginate = () => confirm.ask({
    title: w('repaginate.title'),
    text: (
      <>
        <p>{w('repaginate.text')}</p>
        {rundown.onAir && <p data-testid="repaginate-on-air"><strong>{w('repaginate.onAir')}</strong></p>}
      </>
    ),
    confirmLabel: w('repaginate.confirm'),
    danger: !!rundown.onAir,
    testId: 'repaginate-dialog',
    run: () => edits.repaginate(),
  });

  return (
    <>
  <Bar data-notices-below>
    {can.write && can.storyWrite && (
      <Button type="button" $variant="primary" onClick={() => void edits.newStory()} data-testid="new-story" data-block={place?.blockId} data-after={place?.afterStoryId ?? undefined}
        title={w('newStory.hint', { where })} aria-label={`${w('actions.newStory')}: ${where}`}>
        <span className="lines">
          <span>+ {w('actions.newStory')}</span>
          <span className="where" data-testid="new-story-where">→ {where}</span>
        </span>
      </Button>
    )}
    {can.write && <Button type="button" onClick={() => void edits.newBlock()} data-testid="new-block">+ {w('actions.newBlock')}</Button>}
    <Sep />
    <label className="acc">
      <span className="word">{w('actions.accumulation')}</span>
      <select value={accumulation} onChange={(e) => setAccumulation(e.target.value as Accumulation)} data-testid="accumulation">
        {ACCUMULATIONS.map((a) => <option key={a} value={a}>{w(`accumulation.${a}`)}</option>)}
      </select>
    </label>
    <label className="chk" title={w('actions.approvedOnlyHint')}>
      <input type="checkbox" checked={approvedOnly} data-testid="approved-only" onChange={(e) => setApprovedOnly(e.target.checked)} /> {w('actions.approvedOnly')}
    </label>
    <Sep />
    {can.admin && (
      <Button type="button" $active={rundown.approved} onClick={() => void edits.approveRundown()} data-testid="approve-rundown" aria-label={rundown.approved ? undefined : w('actions.approve')}>
        {rundown.approved ? `✔ ${w('actions.approved')}` : <><span className="txt">{w('actions.approve')}</span><span className="short">{w('actions.approveShort')}</span></>}
      </Button>
    )}
    {can.write && (
      <Button type="button" $active={rundown.mosEnabled} title={w(rundown.mosEnabled ? 'actions.mosOn' : 'actions.mosOff')} onClick={() => void edits.toggleMos()} data-testid="toggle-mos" aria-pressed={rundown.mosEnabled}>
        {rundown.mosEnabled ? '● ' : '○ '}{w('actions.mos')}
      </Button>
    )}
    <Button type="button" $variant="ghost" onClick={p.onColumns} className="icon" data-testid="open-columns" aria-label={w('columns.chooser')} title={w('columns.chooser')}><span aria-hidden>▥ </span><span className="txt">{w('columns.chooser')}</span></Button>
    <Button type="button" $variant="ghost" $active={drawerOpen} onClick={() => setDrawerOpen(!drawerOpen)} className="icon" data-testid="toggle-drawer" aria-label={w('drawer.title')} title={w('drawer.title')}><span aria-hidden>☰ </span><span className="txt">{w('drawer.title')}</span></Button>
    <Button type="button" $variant="ghost" onClick={() => onShortcut('find')} className="icon" data-testid="find-open" aria-label={`${w('actions.find')} Ctrl+F`} title={`${w('actions.find')} (Ctrl+F)`}><span aria-hidden>⌕ </span><span className="txt">{w('actions.find')}</span> <span className="k">Ctrl+F</span></Button>
    <Button
      type="button"
      $variant="ghost"
      title={ws.t('prompter.openHint')}
      aria-label={ws.t('prompter.open')}
      className="icon"
      data-testid="open-prompter"
      onClick={() => {
        // a window of its own, to be moved to the prompter's screen
        if (!window.open(prompterPath(rundown.id), `lauda-prompter-${rundown.id}`, 'popup,width=1280,height=760')) notify.notify('warning', ws.t('prompter.popupBlocked'));
      }}
    >
      <span aria-hidden>▤ </span><span className="txt">{ws.t('prompter.open')}</span>
    </Button>
    {clipCount > 0 && (
      <Badge $bg={clipboard.op === 'cut' ? '#fff1d6' : '#e3edff'} $fg={clipboard.op === 'cut' ? '#8a5a00' : '#1f4fa8'} data-testid="clipboard-badge" title={w('paste.hint')}>
        {w(clipboard.op === 'cut' ? 'paste.cut' : 'paste.copied', { count: clipCount })}
      </Badge>
    )}
    {selectedCount > 0 && <Badge data-testid="selection-badge">{w('grid.selected', { count: selectedCount })}</Badge>}
    <Slot name="rundown.toolbar" props={slotProps} />
    <Spacer />
    <Menu
      label={w('actions.more')}
      testId="rundown-more"
      items={[
        { id: 'send-drawer', label: w('drawer.send'), onSelect: () => void sendToDrawer(), ...why(noWrite ?? (!selectedCount && currentStoryId === null ? w('reasons.noSelection') : undefined)) },
        { id: 'repaginate', label: w('actions.repaginate'), onSelect: askRepaginate, ...why(noWrite) },
        { id: 'page-rule', label: w('pageRule.title'), onSelect: () => onDialog('pageRule'), ...why(noAdmin) },
        { id: 'reorder', label: w('actions.reorderBlocks'), onSelect: () => onDialog('reorder'), ...why(noWrite) },
        { id: 'templates', label: w('templates.title'), onSelect: () => onDialog('templates') },
        { id: 'change-date', label: w('actions.changeDate'), onSelect: () => ws.openChangeDate(rundown.id), ...why(noAdmin) },
        { id: 'recreate', label: w('actions.recreate'), onSelect: () => onDialog('recreate'), ...why(noAdmin ?? (empty ? undefined : w('actions.recreateOnlyEmpty'))) },
        { id: 'logs', label: w('logs.title'), onSelect: () => onDialog('logs') },
        { id: 'print', label: w('print.title'), onSelect: () => onDialog('print') },
        ...offered,
        ...docMenu.itemsFor({ id, title: formatDate(date) }),
        { id: 'shortcuts', label: w('shortcuts.title'), onSelect: () => onDialog('shortcuts') },
        { id: 'reload', label: w('actions.reload'), onSelect: () => void reload() },
      ]}
    />
  </Bar>
      <Slot name="rundown.menu" props={menuProps} />
      {docMenu.node}
      {confirm.dialog}
    </>
  );
}

/**
 * Narrower than its full labels (a laptop, or beside the script pane): the view buttons keep their icon
 * and their name (aria-label, title), the time select its label for readers. Decided by the window's
 * width and the pane's presence, never by measuring the bar: its height is known before the first paint.
 */
const compact = css`
  .txt, .k { display: none; }
  .short { display: inline; }
  gap: 6px;
  ${Sep} { margin: 0 2px; }
  .acc .word { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .icon { padding: 0 10px; font-size: 15px; }
`;

const Bar = styled(Toolbar)`
  .short { display: none; }
  @media (max-width: 1599px) { ${compact} }
  [data-where='side']:has(> .pane-part) & { ${compact} }
  /* the target on a small second line: the button grows little, the toolbar keeps its line */
  [data-testid='new-story'] .lines { display: inline-flex; flex-direction: column; align-items: flex-start; line-height: 1.05; }
  [data-testid='new-story'] .where { font-size: 10px; font-weight: 500; opacity: 0.92; max-width: 24ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .acc { display: inline-flex; align-items: center; gap: 6px; font-size: 11px; color: var(--lauda-muted); text-transform: uppercase; font-weight: 700; letter-spacing: 0.03em; }
  .acc select { height: 26px; font-size: 12px; text-transform: none; font-weight: 500; color: var(--lauda-text); border: 1px solid var(--lauda-line); border-radius: var(--lauda-radius); background: var(--lauda-surface); }
  .chk { display: inline-flex; align-items: center; gap: 4px; font-size: 12px; color: var(--lauda-muted); }
`;
