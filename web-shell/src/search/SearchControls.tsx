/** The search screen's controls: the box, the four modes, and the filters (where, when, which program). */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import type { SearchMode, SearchTarget } from '@lauda/sdk/web';
import { Button, Field, MultiPicker, Search, Select, ToolField, Toolbar } from '@lauda/web-kit';
import { DayFields } from '../admin/FilterFields';
import { EMPTY_SEARCH, MODE_ORDER, datesInOrder, type SearchForm } from './search';

/** The words box: Enter asks at once (typing asks once it stops for 250 ms). */
export function SearchBox({ value, onChange, onSubmit, busy }: { value: string; onChange: (v: string) => void; onSubmit: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="search"
      aria-label={t('search.title')}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Search
        id="search-q"
        value={value}
        maxLength={200}
        autoComplete="off"
        autoFocus
        aria-label={t('search.words')}
        placeholder={t('search.placeholder')}
        onChange={(e) => onChange(e.target.value)}
        data-testid="search-q"
      />
      <Button type="submit" $variant="primary" aria-busy={busy} data-testid="search-submit">
        {t('search.submit')}
      </Button>
    </Box>
  );
}

/**
 * The spec's four modes, each with what it finds: side by side; on a phone a list with the chosen
 * one's explanation under it (the results stay in sight).
 */
export function ModeChoice({ value, onChange, compact }: { value: SearchMode; onChange: (m: SearchMode) => void; compact: boolean }) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <Field label={t('search.mode')} htmlFor="search-mode" hint={t(`search.modes.${value}.hint`)} className="mode">
        <Select id="search-mode" value={value} onChange={(e) => onChange(e.target.value as SearchMode)} data-testid="search-mode">
          {MODE_ORDER.map((m) => (
            <option key={m} value={m}>{t(`search.modes.${m}.label`)}</option>
          ))}
        </Select>
      </Field>
    );
  }
  return (
    <Modes data-testid="search-modes">
      <legend>{t('search.mode')}</legend>
      {MODE_ORDER.map((m) => (
        <label key={m} data-testid={`search-mode-${m}`} data-checked={m === value || undefined}>
          <input type="radio" name="search-mode" value={m} checked={m === value} onChange={() => onChange(m)} />
          <span className="text">
            <strong>{t(`search.modes.${m}.label`)}</strong>
            <span className="hint">{t(`search.modes.${m}.hint`)}</span>
          </span>
        </label>
      ))}
    </Modes>
  );
}

/** On a phone the filters fold under one line that says how many are on. */
export function Folding({ fold, count, children }: { fold: boolean; count: number; children: ReactNode }) {
  const { t } = useTranslation();
  if (!fold) return <>{children}</>;
  return (
    <Fold data-testid="search-filters">
      <summary>{count ? t('search.filtersOn', { count }) : t('search.filters')}</summary>
      {children}
    </Fold>
  );
}

export interface FilterProps {
  form: SearchForm;
  /** the targets the user may search (`GET /api/search/targets`) */
  targets: readonly SearchTarget[];
  programs: readonly { id: number; label: string }[];
  targetName: (t: SearchTarget) => string;
  set: (patch: Partial<SearchForm>) => void;
}

/** Where (index targets), when (the document's day, branch zone) and which program. */
export function SearchFilters({ form, targets, programs, targetName, set }: FilterProps) {
  const { t } = useTranslation();
  const options = targets.map((target, i) => ({ id: i, label: targetName(target) }));
  const chosen = form.targets.map((target) => targets.indexOf(target)).filter((i) => i >= 0);
  const filtered = form.targets.length > 0 || !!form.from || !!form.to || form.programId !== null;
  return (
    <Filters>
      <ToolField as="div" className="targets">
        <label htmlFor="search-targets">{t('search.targets')}</label>
        <MultiPicker
          id="search-targets"
          options={options}
          value={chosen}
          onChange={(ids) => set({ targets: ids.map((i) => targets[i]!).filter(Boolean) })}
          placeholder={t('search.allTargets')}
          emptyText={t('search.noTargets')}
          testId="search-targets"
        />
      </ToolField>
      <DayFields from={form.from} to={form.to} ordered={datesInOrder(form)} onChange={set} testId="search" />
      <ToolField>
        {t('search.program')}
        <Select value={form.programId ?? ''} onChange={(e) => set({ programId: e.target.value ? Number(e.target.value) : null })} data-testid="search-program" style={{ minWidth: 160 }}>
          <option value="">{t('search.allPrograms')}</option>
          {programs.map((p) => (
            <option key={p.id} value={p.id}>{p.label}</option>
          ))}
        </Select>
      </ToolField>
      <Button type="button" $variant="ghost" disabled={!filtered} onClick={() => set({ targets: EMPTY_SEARCH.targets, from: '', to: '', programId: null })} data-testid="search-clear">
        {t('search.clearFilters')}
      </Button>
    </Filters>
  );
}

const Box = styled.form`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    height: 36px;
    font-size: 15px;
  }
  button {
    height: 36px;
  }
`;
const Modes = styled.fieldset`
  border: 0;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: 6px;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-size: var(--lauda-font-small);
    font-weight: 600;
    color: var(--lauda-muted);
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: 8px;
    padding: 6px 10px;
    border: 1px solid var(--lauda-line);
    border-radius: var(--lauda-radius);
    background: var(--lauda-surface);
    cursor: pointer;
  }
  label[data-checked] {
    border-color: var(--lauda-primary);
    box-shadow: inset 0 0 0 1px var(--lauda-primary);
  }
  input {
    margin-top: 3px;
    accent-color: var(--lauda-primary);
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: 1px;
  }
  .hint {
    font-size: var(--lauda-font-small);
    color: var(--lauda-muted);
  }
`;
const Fold = styled.details`
  margin-top: 10px;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: var(--lauda-primary);
    padding: 4px 0;
  }
`;
const Filters = styled(Toolbar)`
  margin: 12px 0 0;
  .targets {
    min-width: 240px;
    flex: 1 1 240px;
    max-width: 480px;
  }
`;
