/** The archive's filters: the days (before today, the branch's), a program (inactive ones too), a slug typed with the kit's search delay. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { DateInput, Muted, Search, Select, Toolbar, ToolField, formatDate, useDebounced } from '@lauda/web-kit';
import type { ArchiveProgram } from '../common/index.js';
import type { ArchiveFilter, T } from './model';

export function Filters({ t, today, programs, filter, onChange }: {
  t: T; today: string; programs: ArchiveProgram[]; filter: ArchiveFilter; onChange(f: ArchiveFilter): void;
}) {
  const [typed, setTyped] = useState(filter.slug);
  // the slug goes to the list once typing stops (the kit's search delay)
  const slug = useDebounced(typed.trim());
  useEffect(() => {
    if (slug !== filter.slug) onChange({ ...filter, slug });
  }, [slug]); // eslint-disable-line react-hooks/exhaustive-deps
  const set = (f: Partial<ArchiveFilter>) => onChange({ ...filter, ...f });
  return (
    <Bar $bar data-testid="archive-filters">
      <ToolField>{t('filters.from')}<DateInput value={filter.from} aria-label={t('filters.from')} onChange={(v) => set({ from: v })} testId="archive-from" /></ToolField>
      <ToolField>{t('filters.to')}<DateInput value={filter.to} aria-label={t('filters.to')} onChange={(v) => set({ to: v })} testId="archive-to" /></ToolField>
      <ToolField>{t('filters.program')}
        <Select value={filter.programId ?? ''} onChange={(e) => set({ programId: e.target.value ? Number(e.target.value) : null })} data-testid="archive-program">
          <option value="">{t('filters.allPrograms')}</option>
          {programs.map((p) => <option key={p.id} value={p.id}>{p.active ? p.name : t('filters.inactive', { name: p.name })}</option>)}
        </Select>
      </ToolField>
      <ToolField>{t('filters.slug')}<Search value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="archive-slug" /></ToolField>
      <Muted as="span" className="hint" data-testid="archive-range-hint">{t('filters.hint', { today: formatDate(today) })}</Muted>
    </Bar>
  );
}

const Bar = styled(Toolbar)`
  align-items: flex-end;
  flex-wrap: wrap;
  padding: 6px 0 8px;
  select { width: auto; min-width: 150px; max-width: 240px; }
  input[type='search'] { width: 200px; }
  .hint { align-self: center; font-size: var(--lauda-font-small); }
`;
