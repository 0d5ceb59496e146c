import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { pageCount, parseJump, rangeText } from './pager';
import { Button, Input } from './ui';
import type { Theme } from './theme';

/* The shell's building blocks for data screens (the kernel's admin screens): toolbar, table, badges, pager, alerts. */

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px;
  margin-bottom: 12px;
  .grow {
    flex: 1;
  }
`;

export const ToolField = styled.label`
  display: flex;
  flex-direction: column;
  gap: 3px;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
  input,
  select {
    font-weight: 400;
    color: ${({ theme }) => theme.color.text};
  }
`;

export const TableCard = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 12px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    vertical-align: middle;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.sunken};
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
    white-space: nowrap;
  }
  tbody tr:hover td {
    background: #f9fafc;
  }
  tbody tr:last-child td {
    border-bottom: 0;
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
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 12px;
  }
  td.muted {
    color: ${({ theme }) => theme.color.muted};
  }
`;

export const EmptyRow = ({ colSpan, children }: { colSpan: number; children: ReactNode }) => (
  <tr>
    <td colSpan={colSpan} style={{ textAlign: 'center', padding: '28px 12px', color: 'var(--lauda-muted)' }} data-testid="table-empty">
      {children}
    </td>
  </tr>
);

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';
const toneColor = (theme: Theme, tone: Tone) =>
  ({ neutral: theme.color.muted, success: theme.color.success, warning: theme.color.warning, danger: theme.color.danger, info: theme.color.primary })[tone];

export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: 20px;
  padding: 0 8px;
  border-radius: 10px;
  font-size: 11px;
  font-weight: 700;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => css`
    color: ${toneColor(theme, $tone)};
    background: ${toneColor(theme, $tone)}18;
    border: 1px solid ${toneColor(theme, $tone)}40;
  `}
`;

export const Alert = styled.div<{ $tone?: Tone }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 9px 12px;
  margin-bottom: 12px;
  border-radius: ${({ theme }) => theme.radius};
  ${({ theme, $tone = 'info' }) => css`
    background: ${toneColor(theme, $tone)}12;
    border: 1px solid ${toneColor(theme, $tone)}55;
    border-left: 4px solid ${toneColor(theme, $tone)};
  `}
  .grow {
    flex: 1;
  }
`;

/** Spec 000 §9: 'x-y of n', previous/next and a quick jumper; no size changer. */
export function Pager({ number, size, total, onPage, testId = 'pager' }: { number: number; size: number; total: number; onPage: (page: number) => void; testId?: string }) {
  const { t, i18n } = useTranslation();
  const pages = pageCount(size, total);
  const [jump, setJump] = useState('');
  const [bad, setBad] = useState(false);
  useEffect(() => {
    setJump('');
    setBad(false);
  }, [number]);
  const go = () => {
    const p = parseJump(jump, pages);
    if (p === null) {
      setBad(jump.trim() !== '');
      return;
    }
    setBad(false);
    if (p !== number) onPage(p);
    else setJump('');
  };
  return (
    <PagerBar data-testid={testId}>
      <span className="range" data-testid={`${testId}-range`}>
        {rangeText((k, v) => t(k, v), number, size, total, document.documentElement.lang || i18n.language.replace('_', '-'))}
      </span>
      <span className="grow" />
      <Button type="button" $variant="ghost" disabled={number <= 0} onClick={() => onPage(number - 1)} aria-label={t('pager.previous')} title={t('pager.previous')} data-testid={`${testId}-prev`}>
        ‹
      </Button>
      <span className="page">{t('pager.page', { page: number + 1, pages })}</span>
      <Button type="button" $variant="ghost" disabled={number >= pages - 1} onClick={() => onPage(number + 1)} aria-label={t('pager.next')} title={t('pager.next')} data-testid={`${testId}-next`}>
        ›
      </Button>
      <label className="jump">
        {t('pager.goTo')}
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
  border-top: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
  font-variant-numeric: tabular-nums;
  .grow {
    flex: 1;
  }
  .range {
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
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

/** A titled card for forms and read-outs. */
export function Section({ title, text, children, actions, testId }: { title: string; text?: string; children: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <SectionCard data-testid={testId}>
      <header>
        <div>
          <h2>{title}</h2>
          {text && <p>{text}</p>}
        </div>
        {actions}
      </header>
      <div className="body">{children}</div>
    </SectionCard>
  );
}

const SectionCard = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  margin-bottom: 16px;
  > header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  h2 {
    font-size: 14px;
  }
  header p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
  .body {
    padding: 14px 16px 4px;
  }
`;

/** Form fields in columns. */
export const FormGrid = styled.div<{ $cols?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols = 2 }) => $cols}, minmax(0, 1fr));
  column-gap: 16px;
`;

export const FieldError = styled.div`
  margin-top: 4px;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.color.danger};
`;
export const FieldHint = styled.div`
  margin-top: 4px;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * Spec 000 §5 display formats: dd/MM/yyyy HH:mm (here with the seconds when asked), in the given
 * time zone (the branch's), whatever the language.
 */
export function formatInstant(iso: string | null | undefined, timeZone?: string, withSeconds = true): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const opts: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', timeZone ? { ...opts, timeZone } : opts).formatToParts(d);
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', opts).formatToParts(d);
  }
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value])) as Record<string, string>;
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}${withSeconds ? `:${p.second}` : ''}`;
}
