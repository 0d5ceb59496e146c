/**
 * The rundown's extra dialogs (spec 000 §2 "Rundown extras"): shortcuts list, logs, templates,
 * reorder blocks, print options (with the print sheet), recreate.
 */
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { Page } from '@lauda/sdk/web';
import type { Accumulation } from '../../common/timing.js';
import type { Block, Rundown, RundownLogEntry, RundownTemplate } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import type { ClockCell } from '../logic/clock.js';
import { clock, displayDate, isoMs } from '../logic/format.js';
import { fontSizeProblem, PRINT_FONT_SIZES, PRINT_LIMIT, printRows, type PrintOptions } from '../logic/print.js';
import { SHORTCUTS } from '../logic/shortcuts.js';
import { Button, Confirm, Dialog, Empty, Field, Input, Kbd, Select } from '../ui.js';

/* ------------------------------------------------------------------ shortcuts */

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { w } = useWorkspace();
  return (
    <Dialog title={w('shortcuts.title')} onClose={onClose} width={460} testId="shortcuts-dialog">
      <Table>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.action}>
              <td className="keys">{s.keys.split('+').map((k, i) => <span key={i}>{i > 0 && ' + '}<Kbd>{k}</Kbd></span>)}</td>
              <td>{w(`shortcuts.${s.action}`)}</td>
            </tr>
          ))}
          <tr><td className="keys"><Kbd>↑</Kbd> <Kbd>↓</Kbd> <Kbd>←</Kbd> <Kbd>→</Kbd></td><td>{w('shortcuts.arrows')}</td></tr>
          <tr><td className="keys"><Kbd>Enter</Kbd></td><td>{w('shortcuts.enter')}</td></tr>
        </tbody>
      </Table>
    </Dialog>
  );
}

/* ------------------------------------------------------------------ logs */

const LOG_PAGE = 25;

export function LogsDialog({ rundownId, onClose }: { rundownId: number; onClose: () => void }) {
  const { api, w, fail } = useWorkspace();
  const [page, setPage] = useState(0);
  const [data, setData] = useState<Page<RundownLogEntry> | null>(null);
  const [jump, setJump] = useState('');
  useEffect(() => {
    let on = true;
    api.get<Page<RundownLogEntry>>(`/api/rundowns/${rundownId}/logs?page=${page}&size=${LOG_PAGE}`)
      .then((p) => on && setData(p))
      .catch((e) => on && fail(e, 'loadFailed'));
    return () => {
      on = false;
    };
  }, [api, fail, page, rundownId]);
  const pages = data ? Math.max(1, Math.ceil(data.total / LOG_PAGE)) : 1;
  const from = data && data.total ? page * LOG_PAGE + 1 : 0;
  const to = data ? Math.min(data.total, (page + 1) * LOG_PAGE) : 0;
  const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  const when = (iso: string) => {
    const d = new Date(iso);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  };
  return (
    <Dialog
      title={w('logs.title')}
      onClose={onClose}
      width={900}
      testId="logs-dialog"
      footer={
        <Pager>
          <span data-testid="logs-range">{w('logs.range', { from, to, total: data?.total ?? 0 })}</span>
          <Button type="button" $small disabled={page === 0} onClick={() => setPage(page - 1)}>‹</Button>
          <span>{page + 1} / {pages}</span>
          <Button type="button" $small disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>›</Button>
          <label>
            {w('logs.jump')}
            <Input
              value={jump}
              style={{ width: 56, height: 24 }}
              inputMode="numeric"
              onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && jump) {
                  setPage(Math.max(0, Math.min(pages - 1, Number(jump) - 1)));
                  setJump('');
                }
              }}
            />
          </label>
        </Pager>
      }
    >
      {!data ? <Empty>{w('loading')}</Empty> : data.data.length === 0 ? <Empty>{w('logs.empty')}</Empty> : (
        <Table className="logs">
          <thead>
            <tr>
              <th>{w('logs.when')}</th><th>{w('logs.who')}</th><th>{w('logs.what')}</th><th>{w('logs.item')}</th><th>{w('logs.field')}</th><th>{w('logs.old')}</th><th>{w('logs.new')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((l) => (
              <tr key={l.id} data-testid="log-row">
                <td className="mono">{when(l.at)}</td>
                <td>{l.nickname ?? ''}</td>
                <td><span className={`kind k-${l.kind}`}>{w(`logs.kinds.${l.kind}`)}</span></td>
                <td>{w(`logs.entities.${l.entityType}`)} {l.slug ? <b>{l.slug}</b> : `#${l.entityId}`}</td>
                <td>{l.field ?? ''}</td>
                <td className="val">{show(l.oldValue)}</td>
                <td className="val">{show(l.newValue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Dialog>
  );
}

/* ------------------------------------------------------------------ templates */

export function TemplatesDialog({ rundown, onClose }: { rundown: Rundown; onClose: () => void }) {
  const { api, w, fail, notify, can, openNewRundown, programName } = useWorkspace();
  const [list, setList] = useState<RundownTemplate[] | null>(null);
  const [name, setName] = useState(`${programName(rundown.programId)} ${displayDate(rundown.date)}`.slice(0, 100));
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<RundownTemplate | null>(null);
  const load = () =>
    api.get<RundownTemplate[]>(`/api/rundown_templates?programId=${rundown.programId}`).then(setList).catch((e) => fail(e, 'loadFailed'));
  useEffect(() => {
    void load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  /** A template with the rundown's blocks (commercials too) and a copy of its stories. */
  const createFromRundown = async () => {
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      const t = await api.post<RundownTemplate>('/api/rundown_templates', { name: name.trim(), programId: rundown.programId });
      let tpl = await api.get<RundownTemplate>(`/api/rundown_templates/${t.id}`);
      // every block but the last (the Stand By block) has its counterpart; the Stand By blocks pair up
      const tBlocks = () => (tpl.blocks ?? []).slice(0, -1);
      const rBlocks = rundown.blocks.slice(0, -1);
      for (let i = tBlocks().length; i < rBlocks.length; i++) await api.post(`/api/rundown_templates/${t.id}/blocks`, { commercial: rBlocks[i]!.commercial });
      tpl = await api.get<RundownTemplate>(`/api/rundown_templates/${t.id}`);
      const first = tBlocks()[0];
      if (first && rBlocks[0] && isoMs(rBlocks[0].commercial)) {
        await api.patch(`/api/rundown_templates/${t.id}/blocks/${first.id}`, { field: 'commercial', newValue: rBlocks[0].commercial });
      }
      let count = 0;
      const pairs: [Block, Block | undefined][] = [
        ...rBlocks.map((b, i) => [b, tBlocks()[i]] as [Block, Block | undefined]),
        [rundown.blocks[rundown.blocks.length - 1]!, (tpl.blocks ?? [])[(tpl.blocks ?? []).length - 1]],
      ];
      for (const [from, into] of pairs) {
        const ids = (from?.stories ?? []).filter((s) => s.visible).map((s) => s.id);
        if (!ids.length || !into) continue;
        const ans = await api.post<{ count: number }>(`/api/rundown_templates/${t.id}/stories/copy`, { source: rundown.id, storiesIds: ids, targetBlockId: into.id });
        count += ans.count;
      }
      notify.notify('success', w('templates.created', { name: t.name }), w('templates.copied', { count }));
      await load();
    } catch (e) {
      fail(e, 'createFailed');
    } finally {
      setBusy(false);
    }
  };

  const copy = async (t: RundownTemplate) => {
    try {
      await api.post(`/api/rundown_templates/${t.id}/copy`, { name: w('templates.copyName', { name: t.name }).slice(0, 100), programId: t.programId });
      await load();
    } catch (e) {
      fail(e, 'createFailed');
    }
  };

  const remove = async (t: RundownTemplate) => {
    try {
      await api.delete(`/api/rundown_templates/${t.id}`);
      await load();
    } catch (e) {
      fail(e, 'deleteFailed');
    }
  };

  return (
    <Dialog title={w('templates.title')} onClose={onClose} width={560} testId="templates-dialog">
      <h3 className="sub">{w('templates.ofProgram', { program: programName(rundown.programId) })}</h3>
      {!list ? <Empty>{w('loading')}</Empty> : list.length === 0 ? <Empty>{w('templates.empty')}</Empty> : (
        <Table>
          <tbody>
            {list.map((t) => (
              <tr key={t.id} data-testid="template-row">
                <td><b>{t.name}</b></td>
                <td className="actions">
                  <Button type="button" $small onClick={() => { onClose(); openNewRundown({ programId: rundown.programId, templateId: t.id }); }} disabled={!can.write}>
                    {w('templates.newRundown')}
                  </Button>
                  {can.admin && <Button type="button" $small onClick={() => void copy(t)} data-testid="template-copy">{w('templates.copy')}</Button>}
                  {can.admin && <Button type="button" $small $variant="ghost" onClick={() => setRemoving(t)} title={w('templates.remove')} aria-label={w('templates.remove')}>×</Button>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {removing && (
        <Confirm
          danger
          title={w('templates.remove')}
          text={removing.name}
          confirmLabel={w('remove.confirm')}
          cancelLabel={w('actions.cancel')}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const t = removing;
            setRemoving(null);
            void remove(t);
          }}
        />
      )}
      {can.admin && (
        <CreateBox>
          <Field label={w('templates.fromRundown')} htmlFor="tpl-name" hint={w('templates.fromRundownHint')}>
            <div className="row">
              <Input id="tpl-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid="template-name" />
              <Button type="button" $variant="primary" disabled={busy || !name.trim()} onClick={() => void createFromRundown()} data-testid="template-create">
                {w('templates.create')}
              </Button>
            </div>
          </Field>
        </CreateBox>
      )}
    </Dialog>
  );
}

/* ------------------------------------------------------------------ reorder blocks */

export function ReorderBlocksDialog({ rundown, label, onClose, onSaved }: { rundown: Rundown; label: (b: Block) => string; onClose: () => void; onSaved: (ids: number[]) => void }) {
  const { api, w, fail } = useWorkspace();
  // the Stand By block (the last) stays last
  const standBy = rundown.blocks.slice(-1).filter((b) => b.standBy);
  const [order, setOrder] = useState(() => rundown.blocks.filter((b) => !standBy.includes(b)));
  const moveAt = (i: number, d: -1 | 1) => {
    const j = i + d;
    if (j < 0 || j >= order.length) return;
    const next = [...order];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setOrder(next);
  };
  const save = async () => {
    const ids = [...order, ...standBy].map((b) => b.id);
    try {
      const ans = await api.post<{ blockIds: number[] }>(`/api/rundowns/${rundown.id}/blocks/order`, { blockIds: ids });
      onSaved(ans.blockIds);
      onClose();
    } catch (e) {
      fail(e, 'updateFailed');
    }
  };
  return (
    <Dialog
      title={w('actions.reorderBlocks')}
      onClose={onClose}
      width={420}
      testId="reorder-dialog"
      footer={<><Button type="button" onClick={onClose}>{w('actions.cancel')}</Button><Button type="button" $variant="primary" onClick={() => void save()} data-testid="reorder-save">{w('actions.save')}</Button></>}
    >
      <Table>
        <tbody>
          {order.map((b, i) => (
            <tr key={b.id} data-testid="reorder-row">
              <td className="mono">{i + 1}</td>
              <td><b>{label(b)}</b> <span className="muted">{w('grid.storyCount', { count: b.stories.length })}</span></td>
              <td className="actions">
                <Button type="button" $small disabled={i === 0} onClick={() => moveAt(i, -1)} aria-label={w('actions.up')}>↑</Button>
                <Button type="button" $small disabled={i === order.length - 1} onClick={() => moveAt(i, 1)} aria-label={w('actions.down')}>↓</Button>
              </td>
            </tr>
          ))}
          {standBy.map((b) => (
            <tr key={b.id} className="pinned">
              <td className="mono">—</td>
              <td><b>{label(b)}</b> <span className="muted">{w('grid.standByFixed')}</span></td>
              <td />
            </tr>
          ))}
        </tbody>
      </Table>
    </Dialog>
  );
}

/* ------------------------------------------------------------------ print */

export function PrintDialog({ rundown, clocks, accumulation, label, onClose }: { rundown: Rundown; clocks: Map<number, ClockCell>; accumulation: Accumulation; label: (b: Block) => string; onClose: () => void }) {
  const { w, notify } = useWorkspace();
  const [size, setSize] = useState<string>(String(PRINT_FONT_SIZES.default));
  const [options, setOptions] = useState<Omit<PrintOptions, 'fontSize'>>({ withoutStandBy: false, approvedOnly: false });
  const [printing, setPrinting] = useState(false);
  const n = Number(size);
  const problem = size === '' ? 'fontSizeRange' : fontSizeProblem(n);
  const rows = useMemo(() => printRows(rundown.blocks, { fontSize: n, ...options }), [rundown.blocks, n, options]);

  useEffect(() => {
    if (!printing) return;
    const done = () => {
      setPrinting(false);
      onClose();
    };
    window.addEventListener('afterprint', done, { once: true });
    const t = setTimeout(() => window.print(), 50);
    return () => {
      clearTimeout(t);
      window.removeEventListener('afterprint', done);
    };
  }, [printing, onClose]);

  return (
    <>
      <Dialog
        title={w('print.title')}
        onClose={onClose}
        width={420}
        testId="print-dialog"
        footer={
          <>
            <Button type="button" onClick={onClose}>{w('actions.cancel')}</Button>
            <Button
              type="button"
              $variant="primary"
              disabled={!!problem}
              data-testid="print-go"
              onClick={() => {
                if (rows.truncated) notify.notify('warning', w('print.truncated', { limit: PRINT_LIMIT }));
                setPrinting(true);
              }}
            >
              {w('print.print')}
            </Button>
          </>
        }
      >
        <Field label={w('print.fontSize')} htmlFor="print-size" error={problem ? w(`print.${problem}`, { min: PRINT_FONT_SIZES.min, max: PRINT_FONT_SIZES.max }) : null}>
          <Input id="print-size" type="number" step={1} min={PRINT_FONT_SIZES.min} max={PRINT_FONT_SIZES.max} value={size} onChange={(e) => setSize(e.target.value)} data-testid="print-size" />
        </Field>
        <Options>
          <label><input type="checkbox" checked={options.withoutStandBy} onChange={(e) => setOptions({ ...options, withoutStandBy: e.target.checked })} /> {w('print.withoutStandBy')}</label>
          <label><input type="checkbox" checked={options.approvedOnly} onChange={(e) => setOptions({ ...options, approvedOnly: e.target.checked })} /> {w('print.approvedOnly')}</label>
          <p data-testid="print-records">{w('print.records', { count: rows.records, limit: PRINT_LIMIT })}</p>
        </Options>
      </Dialog>
      {printing && (
        <PrintSheet rundown={rundown} rows={rows.blocks} clocks={clocks} accumulation={accumulation} fontSize={n} label={label} />
      )}
    </>
  );
}

const PrintOnly = createGlobalStyle`
  @media print {
    body > *:not(.lauda-print-sheet) { display: none !important; }
    .lauda-print-sheet { display: block !important; }
    @page { size: A4 landscape; margin: 10mm; }
  }
  .lauda-print-sheet { display: none; }
`;

function PrintSheet({ rundown, rows, clocks, accumulation, fontSize, label }: { rundown: Rundown; rows: ReturnType<typeof printRows>['blocks']; clocks: Map<number, ClockCell>; accumulation: Accumulation; fontSize: number; label: (b: Block) => string }) {
  const { w, programName } = useWorkspace();
  return createPortal(
    <>
      <PrintOnly />
      <Sheet className="lauda-print-sheet" style={{ fontSize }} data-testid="print-sheet">
        <h1>{programName(rundown.programId)} — {displayDate(rundown.date)} · {rundown.start}–{rundown.end}</h1>
        <table>
          <thead>
            <tr>
              <th>{w('columns.page')}</th><th>{w('columns.slug')}</th><th>{w('columns.estimated')}</th><th>{w('columns.head')}</th><th>{w('columns.vt')}</th><th>{w('columns.total')}</th><th>{w(`accumulation.${accumulation}`)}</th><th>{w('columns.approved')}</th>
            </tr>
          </thead>
          {rows.map(({ block, stories }) => (
            <tbody key={block.id}>
              <tr className="blk"><td colSpan={8}>{label(block)} · {w('grid.commercial')} {clock(isoMs(block.commercial))}</td></tr>
              {stories.map((s) => (
                <tr key={s.id}>
                  <td>{s.page ?? ''}</td>
                  <td>{s.visible ? s.slug ?? '' : w('grid.private')}</td>
                  <td>{clock(isoMs(s.estimated))}</td>
                  <td>{clock(isoMs(s.head))}</td>
                  <td>{clock(isoMs(s.vt))}</td>
                  <td>{clock(isoMs(s.total))}</td>
                  <td>{clocks.get(s.id)?.text ?? ''}</td>
                  <td>{s.approved ? '✔' : ''}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </Sheet>
    </>,
    document.body,
  );
}
const Sheet = styled.div`
  font-family: system-ui, sans-serif;
  color: #000;
  h1 { font-size: 1.4em; margin: 0 0 8px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 2px 4px; text-align: left; }
  th { background: #eee; }
  .blk td { background: #333; color: #fff; font-weight: 700; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
`;

/* ------------------------------------------------------------------ recreate */

export function RecreateDialog({ rundown, onClose, onDone }: { rundown: Rundown; onClose: () => void; onDone: () => void }) {
  const { api, w, fail, notify } = useWorkspace();
  const [templates, setTemplates] = useState<RundownTemplate[]>([]);
  const [templateId, setTemplateId] = useState<string>(rundown.templateId ? String(rundown.templateId) : '');
  useEffect(() => {
    api.get<RundownTemplate[]>(`/api/rundown_templates?programId=${rundown.programId}`).then(setTemplates).catch(() => setTemplates([]));
  }, [api, rundown.programId]);
  const go = async () => {
    try {
      await api.post(`/api/rundowns/${rundown.id}/recreate`, { templateId: templateId ? Number(templateId) : null });
      notify.notify('success', w('actions.recreated'));
      onDone();
      onClose();
    } catch (e) {
      fail(e, 'actionFailed');
    }
  };
  return (
    <Dialog
      title={w('actions.recreate')}
      onClose={onClose}
      width={420}
      testId="recreate-dialog"
      footer={<><Button type="button" onClick={onClose}>{w('actions.cancel')}</Button><Button type="button" $variant="danger" onClick={() => void go()} data-testid="recreate-go">{w('actions.recreate')}</Button></>}
    >
      <p>{w('actions.recreateText')}</p>
      <Field label={w('newRundown.template')} htmlFor="recreate-template">
        <Select id="recreate-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
          <option value="">{w('newRundown.noTemplate')}</option>
          {templates.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </Select>
      </Field>
    </Dialog>
  );
}

/* ------------------------------------------------------------------ styles */

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
  th { text-align: left; font-size: 10.5px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--lauda-muted); padding: 4px 6px; border-bottom: 1px solid var(--lauda-line); }
  td { padding: 5px 6px; border-bottom: 1px solid #edf0f3; vertical-align: middle; }
  td.keys { white-space: nowrap; width: 190px; }
  td.actions { text-align: right; white-space: nowrap; }
  td.actions > * + * { margin-left: 4px; }
  .mono { font-family: var(--lauda-font-mono); font-size: 12px; white-space: nowrap; }
  .muted { color: var(--lauda-muted); font-size: 11px; }
  .val { max-width: 160px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-family: var(--lauda-font-mono); font-size: 11.5px; }
  tr.pinned td { background: #fbf6ea; }
  .kind { font-size: 10px; font-weight: 700; text-transform: uppercase; padding: 1px 5px; border-radius: 3px; background: var(--lauda-sunken); }
  .k-CREATED { background: #e2f4e8; color: #1d6b3d; }
  .k-DELETED { background: #fde4e5; color: #9b1118; }
  .k-MOVED { background: #e3edff; color: #1f4fa8; }
  .k-APPROVED { background: #e2f4e8; color: #1d6b3d; }
  .k-DISAPPROVED { background: #fff1d6; color: #8a5a00; }
`;
const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 12px;
  label { display: inline-flex; align-items: center; gap: 4px; }
`;
const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { display: flex; align-items: center; gap: 6px; }
  p { margin: 8px 0 0; color: var(--lauda-muted); font-size: 12px; }
`;
const CreateBox = styled.div`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid var(--lauda-line);
  .row { display: flex; gap: 6px; }
  .row input { flex: 1; }
`;
