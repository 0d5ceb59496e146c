import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, PanelProps } from '@lauda/sdk/web';
import { EmptyRow, formatInstant, Pager, Section, Table, TableCard } from '@lauda/web-kit';
import { useLoaded } from './useLoaded';
import type { RetentionRun } from './retention';

const RUNS_PAGE = 10;

/** The recorded runs of the cleanup (`GET /api/retention/runs`), newest first, in the branch zone (remount to read again). */
export function RetentionRuns({ api, notify, timeZone }: Pick<PanelProps, 'api' | 'notify'> & { timeZone?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { data } = useLoaded<Page<RetentionRun>>(api, notify, `/api/retention/runs?page=${page}&size=${RUNS_PAGE}`);
  const runs = data?.data ?? [];
  return (
    <Section title={t('admin.cleanup.runs')} text={t('admin.cleanup.runsText')} testId="cleanup-runs">
      <TableCard>
        <Table>
          <thead>
            <tr>
              <th>{t('admin.authLogs.date')}</th>
              <th>{t('admin.cleanup.triggerLabel')}</th>
              <th>{t('admin.cleanup.instance')}</th>
              <th>{t('admin.cleanup.deleted')}</th>
            </tr>
          </thead>
          <tbody>
            {runs.length === 0 ? (
              <EmptyRow colSpan={4} title={t('admin.cleanup.neverRun')} />
            ) : (
              runs.map((r) => (
                <tr key={r.id} data-testid="cleanup-run-row">
                  <td className="nowrap">{formatInstant(r.startedAt, timeZone, true)}</td>
                  <td>{t(`admin.cleanup.trigger.${r.trigger}`)}</td>
                  <td className="mono">{r.instance}</td>
                  <td>{Object.keys(r.errors).length ? t('admin.cleanup.withErrors', { count: r.total, kinds: Object.keys(r.errors).join(', ') }) : r.total}</td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <Pager number={data?.number ?? page} size={data?.size ?? RUNS_PAGE} total={data?.total ?? 0} onPage={setPage} testId="cleanup-runs-pager" />
      </TableCard>
    </Section>
  );
}
