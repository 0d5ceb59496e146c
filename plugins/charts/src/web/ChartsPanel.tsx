/**
 * The managerial charts area: a period (days of the branch's zone, the last 30 by default) and a
 * program over one tab per chart the user may read; each chart with its data table and exports.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Alert, Button, DateInput, EmptyState, Select, Tabs, Toolbar, ToolField, dateIn, useLookupOptions } from '@lauda/web-kit';
import { addDays, CHART_IDS, CHART_READ_ROLES, DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS, type ChartId } from '../common/index.js';
import { rangeProblem } from './model';
import { ChartCard } from './ChartCard';

const QUICK = [7, 30, 90] as const;
const PROBLEM_TEXT = { from: 'filters.missingDate', to: 'filters.missingDate', order: 'errors.charts.rangeOrder', long: 'errors.charts.rangeTooLong' } as const;

export default function ChartsPanel(props: PanelProps) {
  const { api, t, user, branch } = props;
  const today = dateIn(Date.now(), branch.timeZone);
  const [from, setFrom] = useState<string | null>(addDays(today, 1 - DEFAULT_RANGE_DAYS));
  const [to, setTo] = useState<string | null>(today);
  const [programId, setProgramId] = useState<number | null>(null);
  const programs = useLookupOptions(api, '/api/companies/local/programs');
  const readable = CHART_IDS.filter((c) => user.support || CHART_READ_ROLES[c].every((r) => user.roles.includes(r)));
  const [tab, setTab] = useState<ChartId | undefined>(readable[0]);
  const problem = rangeProblem(from, to, MAX_RANGE_DAYS);
  const quick = (days: number) => {
    setTo(today);
    setFrom(addDays(today, 1 - days));
  };

  return (
    <Area data-testid="charts-panel">
      <Toolbar $bar role="group" aria-label={t('filters.label')}>
        <ToolField>{t('filters.from')}<DateInput aria-label={t('filters.from')} value={from} onChange={setFrom} invalid={problem === 'from' || problem === 'order'} testId="charts-from" /></ToolField>
        <ToolField>{t('filters.to')}<DateInput aria-label={t('filters.to')} value={to} onChange={setTo} invalid={problem === 'to' || problem === 'long'} testId="charts-to" /></ToolField>
        <div className="quick">
          {QUICK.map((d) => (
            <Button key={d} type="button" $small $active={to === today && from === addDays(today, 1 - d)} aria-pressed={to === today && from === addDays(today, 1 - d)}
              onClick={() => quick(d)} data-testid={`charts-last-${d}`}>{t(`filters.last${d}`)}</Button>
          ))}
        </div>
        <ToolField>{t('filters.program')}
          <Select aria-label={t('filters.program')} value={programId ?? ''} onChange={(e) => setProgramId(e.target.value ? Number(e.target.value) : null)} data-testid="charts-program">
            <option value="">{t('filters.allPrograms')}</option>
            {programs.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
          </Select>
        </ToolField>
      </Toolbar>
      <div className="body">
        {problem && <Alert $tone="danger" role="alert" data-testid="charts-range-problem">{t(PROBLEM_TEXT[problem])}</Alert>}
        {tab ? (
          <>
            <Tabs value={tab} onChange={setTab} testId="charts-tabs" items={readable.map((c) => ({ id: c, label: t(`charts.${c}.tab`) }))} />
            {!problem && from && to && <ChartCard key={tab} chart={tab} from={from} to={to} programId={programId} {...props} />}
          </>
        ) : (
          <EmptyState title={t('noAccess')} testId="charts-no-access" />
        )}
      </div>
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  .quick {
    display: flex;
    gap: 4px;
    align-self: flex-end;
    padding-bottom: 3px;
  }
  .body {
    padding: 12px 16px 24px;
  }
  ${Toolbar} {
    gap: 12px;
    padding: 8px 16px;
  }
`;
