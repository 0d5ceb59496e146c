import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, PanelProps, Revision } from '@lauda/sdk/web';
import { useShell } from '../app/shell';
import { Alert, Button, EmptyRow, formatInstant, Input, Pager, SEARCH_DELAY_MS, Table, TableCard, ToolField, Toolbar } from '@lauda/web-kit';
import { DayFields, TypeField } from './FilterFields';
import { datesInOrder } from './authLogs';
import { useLoaded } from './useLoaded';

interface ChangesFilter {
  type: string;
  filter: string;
  from: string;
  to: string;
}
const EMPTY: ChangesFilter = { type: '', filter: '', from: '', to: '' };
const PAGE_SIZE = 25;

function changesQuery(f: ChangesFilter, page: number): string {
  const q = new URLSearchParams();
  for (const k of ['type', 'filter', 'from', 'to'] as const) if (f[k].trim()) q.set(k, f[k].trim());
  q.set('page', String(page));
  q.set('size', String(PAGE_SIZE));
  return `/api/admin/changes?${q.toString()}`;
}

/**
 * "Registros de alterações": who changed what in the administration (users, groups, programs, lookups,
 * branches, the branch settings) and when, from the kernel's change log; filtered by type, text
 * (item or nickname, after a pause) and days of the branch zone; paged by 25.
 */
export default function ChangesLogPanel({ api, notify }: PanelProps) {
  const { t } = useTranslation();
  const timeZone = useShell().branch?.timeZone;
  const [draft, setDraft] = useState<ChangesFilter>(EMPTY);
  const [filter, setFilter] = useState<ChangesFilter>(EMPTY);
  const [page, setPage] = useState(0);
  const { data, loading } = useLoaded<Page<Revision>>(api, notify, changesQuery(filter, page));
  const types = useLoaded<string[]>(api, notify, '/api/admin/changes/types').data ?? [];
  const ordered = datesInOrder(draft);
  const typeName = (type: string) => t(`admin.changes.types.${type}`, { defaultValue: type });

  // the text waits a moment; the other fields apply at once
  useEffect(() => {
    if (!ordered) return;
    const timer = setTimeout(() => {
      setFilter(draft);
      setPage(0);
    }, draft.filter === filter.filter ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, filter.filter, ordered]);

  const set = (patch: Partial<ChangesFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const lines = data?.data ?? [];
  return (
    <div data-testid="changes-log">
      <Toolbar>
        <TypeField label={t('admin.changes.type')} value={draft.type} types={types} name={typeName} onChange={(type) => set({ type })} testId="changes-type" />
        <ToolField className="grow">
          {t('admin.authLogs.filter')}
          <Input type="search" value={draft.filter} placeholder={t('admin.changes.filterPlaceholder')} onChange={(e) => set({ filter: e.target.value })} data-testid="changes-filter" />
        </ToolField>
        <DayFields from={draft.from} to={draft.to} ordered={ordered} onChange={set} testId="changes" />
        <Button type="button" $variant="ghost" disabled={JSON.stringify(draft) === JSON.stringify(EMPTY)} onClick={() => setDraft(EMPTY)}>{t('admin.clear')}</Button>
      </Toolbar>
      {!ordered && <Alert $tone="danger" role="alert">{t('validation.startAfterEnd')}</Alert>}
      <TableCard>
        <Table data-testid="changes-table" aria-busy={loading}>
          <thead>
            <tr>
              <th>{t('admin.authLogs.date')}</th>
              <th>{t('admin.changes.type')}</th>
              <th>{t('admin.changes.item')}</th>
              <th>{t('admin.changes.by')}</th>
              <th>{t('admin.authLogs.address')}</th>
              <th>{t('admin.changes.fields')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <EmptyRow colSpan={6} title={loading ? t('app.loading') : t('admin.changes.empty')} />
            ) : (
              lines.map((r) => (
                <tr key={r.id} data-testid="change" data-type={r.entityType}>
                  <td className="nowrap">{formatInstant(r.revisionDate, timeZone, true)}</td>
                  <td>{typeName(r.entityType)}</td>
                  <td><strong>{r.slug ?? r.entityId}</strong></td>
                  <td>{r.revisorNickname ?? '—'}</td>
                  <td className="mono">{r.revisorIP ?? '—'}</td>
                  <td className="muted">{Object.keys(r.changes).join(', ') || '—'}</td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <Pager number={data?.number ?? page} size={data?.size ?? PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} testId="changes-pager" />
      </TableCard>
    </div>
  );
}
