import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Input } from './ui';
import { pageCount, pageRange, parseJump } from './paging';

type T = (key: string, options?: Record<string, unknown>) => string;

const fmt = (n: number) => {
  try {
    return new Intl.NumberFormat(document.documentElement.lang || undefined).format(n);
  } catch {
    return String(n);
  }
};

/** Spec 000 §9: 'x-y of n', previous/next, a quick jumper; no size changer. */
export function Pager({ number, size, total, onPage, t, testId = 'pager' }: { number: number; size: number; total: number; onPage: (page: number) => void; t: T; testId?: string }) {
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
  };
  return (
    <Bar data-testid={testId}>
      <span className="range" data-testid={`${testId}-range`}>
        {t('pager.range', { from: fmt(r.from), to: fmt(r.to), total: fmt(r.total) })}
      </span>
      <span className="grow" />
      <Button type="button" $variant="ghost" $small disabled={number <= 0} onClick={() => onPage(number - 1)} aria-label={t('pager.previous')} title={t('pager.previous')}>
        ‹
      </Button>
      <span>{t('pager.page', { page: number + 1, pages })}</span>
      <Button type="button" $variant="ghost" $small disabled={number >= pages - 1} onClick={() => onPage(number + 1)} aria-label={t('pager.next')} title={t('pager.next')} data-testid={`${testId}-next`}>
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
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border-top: 1px solid var(--lauda-line);
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
    width: 28px;
    padding: 0;
    font-size: 18px;
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
