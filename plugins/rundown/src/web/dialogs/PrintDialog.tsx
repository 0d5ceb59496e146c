/**
 * Print options (spec 000 §2 "print"): the grid printed from the browser (the print sheet below),
 * or the PDF of a kind (grid, display) made by the server's PDF service, opened in a new tab.
 */
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { Accumulation } from '../../common/timing.js';
import type { Block, Rundown } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import type { ClockCell } from '../logic/clock.js';
import { clock, displayDate, isoMs } from '../logic/format.js';
import {
  fontSizeProblem, localeOfLang, PRINT_FONT_SIZES, PRINT_LIMIT, printRows, RUNDOWN_PRINT_KINDS, rundownPdfUrl, type PrintOptions, type RundownPrintKind,
} from '../logic/print.js';
import { Button, Dialog, Field, Input, Select } from '@lauda/web-kit';
import { loadSettings } from '../lookups.js';

export function PrintDialog({ rundown, clocks, accumulation, label, onClose }: { rundown: Rundown; clocks: Map<number, ClockCell>; accumulation: Accumulation; label: (b: Block) => string; onClose: () => void }) {
  const { w, notify, api } = useWorkspace();
  const [size, setSize] = useState<string>(String(PRINT_FONT_SIZES.default));
  // the branch's print config gives the default font size
  useEffect(() => {
    let alive = true;
    loadSettings(api).then((s) => {
      if (!alive) return;
      setSize((cur) => (cur === String(PRINT_FONT_SIZES.default) ? String(s.print.fontSize) : cur));
      // and the approved-only calculation, as the branch's flag says
      if (s.flags.approvedOnly) setOptions((o) => ({ ...o, approvedOnly: true }));
    }, () => undefined);
    return () => {
      alive = false;
    };
  }, [api]);
  const [options, setOptions] = useState<Omit<PrintOptions, 'fontSize'>>({ withoutStandBy: false, approvedOnly: false });
  const [printing, setPrinting] = useState(false);
  const [kind, setKind] = useState<RundownPrintKind>('grid');
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
            {problem ? (
              <Button type="button" disabled data-testid="print-pdf">{w('print.pdf')}</Button>
            ) : (
              <Button
                as="a"
                href={rundownPdfUrl(rundown.id, kind, { fontSize: n, ...options, accumulation, locale: localeOfLang(document.documentElement.lang) })}
                target="_blank"
                rel="noopener"
                style={{ textDecoration: 'none' }}
                title={w('print.pdfHint')}
                data-testid="print-pdf"
              >
                {w('print.pdf')}
              </Button>
            )}
            <Button
              type="button"
              $variant="primary"
              disabled={!!problem || kind !== 'grid'}
              title={kind !== 'grid' ? w('print.printOnlyGrid') : undefined}
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
        <Field label={w('print.kind')} htmlFor="print-kind">
          <Select id="print-kind" value={kind} onChange={(e) => setKind(e.target.value as RundownPrintKind)} data-testid="print-kind">
            {RUNDOWN_PRINT_KINDS.map((k) => <option key={k} value={k}>{w(`print.kind${k === 'grid' ? 'Grid' : 'Display'}`)}</option>)}
          </Select>
        </Field>
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

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { display: flex; align-items: center; gap: 6px; }
  p { margin: 8px 0 0; color: var(--lauda-muted); font-size: 12px; }
`;
