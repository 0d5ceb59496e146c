import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Page, PanelProps } from '@lauda/sdk/web';
import { useShell } from '../app/shell';
import { useLoaded } from './useLoaded';
import { Alert, Badge, Button, DateInput, EmptyRow, formatInstant, Input, Pager, SEARCH_DELAY_MS, Select, Table, TableCard, ToolField, Toolbar } from '@lauda/web-kit';
import { AUTH_LOG_COLUMNS, authLogQuery, datesInOrder, EMPTY_FILTER, LOG_PAGE_SIZE, PRINT_LIMIT, reasonKey, type AuthLogFilter, type AuthLogLine, type SuccessFilter } from './authLogs';

export function useReasonText() {
  const { t, i18n } = useTranslation();
  return (reason: string | null) => {
    const r = reasonKey(reason);
    if (!r) return '';
    return i18n.exists(r.key, r.vars) ? t(r.key, r.vars) : (reason ?? '');
  };
}

/** The header row of the log, on screen and printed. */
export function AuthLogHead() {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {AUTH_LOG_COLUMNS.map((c) => <th key={c}>{t(`admin.authLogs.${c}`)}</th>)}
      </tr>
    </thead>
  );
}

export const eventTone = (line: Pick<AuthLogLine, 'event' | 'success'>) =>
  line.event === 'throttled' ? 'warning' : !line.success ? 'danger' : line.event === 'forcedOut' ? 'warning' : line.event === 'signIn' ? 'success' : 'neutral';

/** Auth logs: text filter, success yes/no/all, from/to days (the branch's time zone), paged by 25. */
export default function AuthLogsPanel({ api, notify }: PanelProps) {
  const { t } = useTranslation();
  const shell = useShell();
  const reasonText = useReasonText();
  const timeZone = shell.branch?.timeZone;
  const [draft, setDraft] = useState<AuthLogFilter>(EMPTY_FILTER);
  const [filter, setFilter] = useState<AuthLogFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(0);
  const { data, loading } = useLoaded<Page<AuthLogLine>>(api, notify, authLogQuery(filter, page));
  const ordered = datesInOrder(draft);

  // the text waits 250 ms; the other fields apply at once
  useEffect(() => {
    if (!ordered) return;
    const apply = () => {
      setFilter(draft);
      setPage(0);
    };
    if (draft.filter === filter.filter) {
      if (draft.success !== filter.success || draft.from !== filter.from || draft.to !== filter.to) apply();
      return;
    }
    const timer = setTimeout(apply, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, filter, ordered]);


  const set = <K extends keyof AuthLogFilter>(k: K, v: AuthLogFilter[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const lines = data?.data ?? [];
  const dirty = draft.filter !== '' || draft.success !== 'all' || draft.from !== '' || draft.to !== '';

  return (
    <Wrap>
      <Toolbar>
        <ToolField className="grow">
          {t('admin.authLogs.filter')}
          <Input
            type="search"
            value={draft.filter}
            placeholder={t('admin.authLogs.filterPlaceholder')}
            onChange={(e) => set('filter', e.target.value)}
            data-testid="auth-logs-filter"
          />
        </ToolField>
        <ToolField>
          {t('admin.authLogs.success')}
          <Select value={draft.success} onChange={(e) => set('success', e.target.value as SuccessFilter)} data-testid="auth-logs-success" style={{ width: 130 }}>
            <option value="all">{t('admin.authLogs.successAll')}</option>
            <option value="yes">{t('admin.authLogs.successYes')}</option>
            <option value="no">{t('admin.authLogs.successNo')}</option>
          </Select>
        </ToolField>
        <ToolField>
          {t('admin.authLogs.from')}
          <DateInput value={draft.from || null} invalid={!ordered} onChange={(d) => set('from', d ?? '')} testId="auth-logs-from" aria-label={t('admin.authLogs.from')} />
        </ToolField>
        <ToolField>
          {t('admin.authLogs.to')}
          <DateInput value={draft.to || null} invalid={!ordered} onChange={(d) => set('to', d ?? '')} testId="auth-logs-to" aria-label={t('admin.authLogs.to')} />
        </ToolField>
        <Button type="button" $variant="ghost" disabled={!dirty} onClick={() => setDraft(EMPTY_FILTER)} data-testid="auth-logs-clear">
          {t('admin.clear')}
        </Button>
        <Button
          type="button"
          onClick={() => shell.print('auth_logs', { filter: filter.filter, success: filter.success, from: filter.from, to: filter.to })}
          title={t('admin.authLogs.printHint', { count: PRINT_LIMIT })}
          data-testid="auth-logs-print"
        >
          {t('admin.print')}
        </Button>
      </Toolbar>
      {!ordered && (
        <Alert $tone="danger" role="alert" data-testid="auth-logs-dates">
          {t('validation.startAfterEnd')}
        </Alert>
      )}
      <TableCard>
        <Table data-testid="auth-logs-table" aria-busy={loading}>
          <AuthLogHead />
          <tbody>
            {lines.length === 0 ? (
              <EmptyRow colSpan={AUTH_LOG_COLUMNS.length} title={loading ? t('app.loading') : t('admin.authLogs.empty')} />
            ) : (
              lines.map((l) => (
                <tr key={l.id} data-testid="auth-log" data-event={l.event} data-success={String(l.success)}>
                  <td className="nowrap">{formatInstant(l.date, timeZone, true)}</td>
                  <td>
                    <Badge $tone={eventTone(l)}>{t(`admin.authLogs.events.${l.event}`, { defaultValue: l.event })}</Badge>
                  </td>
                  <td>
                    <strong>{l.username}</strong>
                    {l.nickname && l.nickname !== l.username && <span className="nick"> · {l.nickname}</span>}
                  </td>
                  <td className="mono">{l.address ?? '—'}</td>
                  <td className="muted">{reasonText(l.reason) || '—'}</td>
                  <td className="muted">{l.by ?? '—'}</td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <Pager number={data?.number ?? page} size={data?.size ?? LOG_PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} testId="auth-logs-pager" />
      </TableCard>
    </Wrap>
  );
}

const Wrap = styled.div`
  .nick {
    color: ${({ theme }) => theme.color.muted};
  }
`;
