import { useEffect, useRef, useState, type ReactNode, type TableHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { useWiderThan } from './hooks';
import { Input } from './inputs';
import { formatNumber } from './format';
import { pageCount, pageRange, parseJump } from './paging';
import { bcp47, useKitLocale, useKitText } from './text';

export const TableCard = styled.div`
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  box-shadow: var(--lauda-shadow);
  overflow: hidden;
`;

/**
 * A data table; cells take the classes `num`, `nowrap`, `mono`, `muted`, `actions`; rows `off`; `.sub`
 * is a second line. Wider than its place (a phone), it scrolls sideways in a region the keyboard can
 * reach and focus (WCAG 2.1.1; axe's scrollable-region-focusable), named as the table is.
 */
export function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  const box = useRef<HTMLDivElement>(null);
  const wider = useWiderThan(box);
  const name = props['aria-label'];
  return (
    <SideScroll ref={box} tabIndex={wider ? 0 : undefined} role={wider && name ? 'region' : undefined} aria-label={wider ? name : undefined} data-scrolls={wider || undefined}>
      <TableElement {...props} />
    </SideScroll>
  );
}

// scrolls only when it must: a scrolling box would hold the sticky header row to itself
const SideScroll = styled.div`
  &[data-scrolls] {
    overflow-x: auto;
  }
  &:focus-visible {
    outline: 2px solid var(--lauda-primary);
    outline-offset: -2px;
  }
`;

const TableElement = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 12px;
    text-align: left;
    border-bottom: 1px solid var(--lauda-line);
    vertical-align: middle;
  }
  th {
    position: sticky;
    top: 0;
    background: var(--lauda-sunken);
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: var(--lauda-muted);
    white-space: nowrap;
  }
  th button.sort {
    all: inherit;
    display: inline-flex;
    gap: 4px;
    cursor: pointer;
    padding: 0;
    border: 0;
  }
  th button.sort:focus-visible {
    outline: 2px solid var(--lauda-primary);
    outline-offset: 2px;
  }
  tbody tr:hover td {
    background: color-mix(in srgb, var(--lauda-sunken) 60%, var(--lauda-surface));
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tr.off td {
    color: var(--lauda-muted);
  }
  td.actions {
    width: 1%;
    white-space: nowrap;
    text-align: right;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td.nowrap {
    white-space: nowrap;
  }
  td.mono {
    font-family: var(--lauda-font-mono);
    font-size: 12px;
  }
  td.muted {
    color: var(--lauda-muted);
  }
  .sub {
    display: block;
    font-size: 12px;
    color: var(--lauda-muted);
  }
`;

/** The row of an empty table: a title and an optional explanation. */
export function EmptyRow({ colSpan, title, text }: { colSpan: number; title: ReactNode; text?: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} data-testid="table-empty" style={{ textAlign: 'center', padding: '32px 12px' }}>
        <strong style={{ display: 'block', marginBottom: 2 }}>{title}</strong>
        {text && <span style={{ color: 'var(--lauda-muted)' }}>{text}</span>}
      </td>
    </tr>
  );
}

/** Spec 000 §9: 'x-y of n', previous/next and a quick jumper; no size changer. Pages are 0-based. */
export function Pager({ number, size, total, onPage, testId = 'pager' }: { number: number; size: number; total: number; onPage: (page: number) => void; testId?: string }) {
  const kt = useKitText();
  const locale = bcp47(useKitLocale());
  const pages = pageCount(size, total);
  const r = pageRange(number, size, total);
  const [jump, setJump] = useState('');
  const [bad, setBad] = useState(false);
  useEffect(() => {
    setJump('');
    setBad(false);
  }, [number]);
  const go = () => {
    const p = parseJump(jump, pages);
    setBad(p === null && jump.trim() !== '');
    if (p !== null && p !== number) onPage(p);
    else if (p !== null) setJump('');
  };
  const fmt = (n: number) => formatNumber(n, locale);
  return (
    <PagerBar data-testid={testId}>
      <span className="range" data-testid={`${testId}-range`}>
        {kt('pager.range', { from: fmt(r.from), to: fmt(r.to), total: fmt(r.total) })}
      </span>
      <span className="grow" />
      <Button type="button" $variant="ghost" disabled={number <= 0} onClick={() => onPage(number - 1)} aria-label={kt('pager.previous')} title={kt('pager.previous')} data-testid={`${testId}-prev`}>
        ‹
      </Button>
      <span className="page">{kt('pager.page', { page: number + 1, pages })}</span>
      <Button type="button" $variant="ghost" disabled={number >= pages - 1} onClick={() => onPage(number + 1)} aria-label={kt('pager.next')} title={kt('pager.next')} data-testid={`${testId}-next`}>
        ›
      </Button>
      <label className="jump">
        {kt('pager.goTo')}
        <Input
          value={jump}
          inputMode="numeric"
          aria-invalid={bad}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              go();
            }
          }}
          onBlur={() => jump && go()}
          data-testid={`${testId}-jump`}
        />
      </label>
    </PagerBar>
  );
}

const PagerBar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-top: 1px solid var(--lauda-line);
  background: var(--lauda-surface);
  color: var(--lauda-muted);
  font-variant-numeric: tabular-nums;
  .grow {
    flex: 1;
  }
  .range {
    font-weight: 600;
    color: var(--lauda-text);
  }
  button {
    width: 30px;
    padding: 0;
    font-size: 18px;
    line-height: 1;
  }
  .jump {
    display: flex;
    align-items: center;
    gap: 6px;
    margin-left: 8px;
  }
  .jump input {
    width: 52px;
    height: 28px;
    text-align: center;
  }
`;
