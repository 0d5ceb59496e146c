import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@lauda/sdk/web';
import { useShell } from '../app/shell';
import { formatInstant, PrintSheet } from '@lauda/web-kit';
import type { PrintProps } from '../print/types';
import { authLogQuery, EMPTY_FILTER, PRINT_LIMIT, type AuthLogFilter, type AuthLogLine, type SuccessFilter } from './authLogs';
import { AuthLogHead, useReasonText } from './AuthLogsPanel';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The `auth_logs` print kind: the filtered lines, at most 100 (spec 000 §5 grid print limit). */
export default function AuthLogsPrint({ api, notify, options }: PrintProps) {
  const { t } = useTranslation();
  const shell = useShell();
  const reasonText = useReasonText();
  const [page, setPage] = useState<Page<AuthLogLine> | null>(null);
  const success = str(options.success);
  const filter: AuthLogFilter = {
    ...EMPTY_FILTER,
    filter: str(options.filter),
    success: (['all', 'yes', 'no'].includes(success) ? success : 'all') as SuccessFilter,
    from: str(options.from),
    to: str(options.to),
  };
  const query = authLogQuery(filter, 0, PRINT_LIMIT);

  useEffect(() => {
    api.get<Page<AuthLogLine>>(query).then(setPage, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify, query]);

  const criteria = [
    filter.filter && `${t('admin.authLogs.filter')}: “${filter.filter}”`,
    filter.success !== 'all' && `${t('admin.authLogs.success')}: ${t(filter.success === 'yes' ? 'admin.authLogs.successYes' : 'admin.authLogs.successNo')}`,
    filter.from && `${t('admin.authLogs.from')}: ${filter.from}`,
    filter.to && `${t('admin.authLogs.to')}: ${filter.to}`,
  ].filter(Boolean);

  return (
    <PrintSheet data-testid="auth-logs-print">
      <header>
        <h1>{t('admin.authLogs.printTitle')}</h1>
        <div className="meta">
          {shell.branch?.branchName} · {formatInstant(new Date().toISOString(), shell.branch?.timeZone)}
        </div>
        <div className="meta">{criteria.length ? criteria.join(' · ') : t('admin.authLogs.noCriteria')}</div>
      </header>
      {!page ? (
        <p>{t('app.loading')}</p>
      ) : (
        <>
          <table>
            <AuthLogHead />
            <tbody>
              {page.data.map((l) => (
                <tr key={l.id} data-testid="auth-log-print-line">
                  <td>{formatInstant(l.date, shell.branch?.timeZone, true)}</td>
                  <td>{t(`admin.authLogs.events.${l.event}`, { defaultValue: l.event })}</td>
                  <td>{l.nickname && l.nickname !== l.username ? `${l.username} (${l.nickname})` : l.username}</td>
                  <td>{l.address ?? ''}</td>
                  <td>{reasonText(l.reason)}</td>
                  <td>{l.by ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <footer>
            {page.total > page.data.length ? t('admin.authLogs.printTruncated', { shown: page.data.length, total: page.total }) : t('admin.authLogs.printCount', { count: page.total })}
          </footer>
        </>
      )}
    </PrintSheet>
  );
}

