import { useCallback, useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { errorCode, errorStatus, holds, ROLES, type DeviceWithStatus, type MediaObject, type PageOf } from '../api';
import { Alert, Badge, Button, EmptyRow, Pager, PAGE_SIZE, Search, Table, TableCard, Toolbar } from '../components/admin';
import { dateTime, mediaDuration } from '../components/format';

const SEARCH_DELAY_MS = 250;
const POLL_MS = 2000;

/**
 * A device's media: start a sync (MOS mosReqAll; "sync already in progress" while one runs), and
 * the media it announced, searched by text.
 */
export function MediaView({ api, notify, t, user, branch, device }: PanelProps & { device: DeviceWithStatus }) {
  const canSync = holds(user, ROLES.mediaWrite);
  const [page, setPage] = useState<PageOf<MediaObject> | null>(null);
  const [number, setNumber] = useState(0);
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [syncing, setSyncing] = useState(false);
  const [starting, setStarting] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const base = `/api/devices/${device.id}/media`;

  useEffect(() => {
    const timer = setTimeout(() => (setText(typed.trim()), setNumber(0)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const load = useCallback(() => {
    const q = new URLSearchParams({ page: String(number), size: String(PAGE_SIZE), ...(text ? { text } : {}) });
    api.get<PageOf<MediaObject>>(`${base}?${q}`).then((p) => (setPage(p), setUnavailable(null)), (e) => {
      setPage({ data: [], number: 0, size: PAGE_SIZE, total: 0 });
      if (errorStatus(e) === 422) setUnavailable(t(`errors.${errorCode(e)}`));
      else notify.error(e, 'loadFailed');
    });
  }, [api, base, notify, number, text, t]);
  useEffect(() => load(), [load]);

  useEffect(() => {
    api.get<{ syncing: boolean }>(`${base}/sync`).then((s) => setSyncing(s.syncing), () => undefined);
  }, [api, base]);
  // while a sync runs, follow it; when it ends, the list has the new media
  useEffect(() => {
    if (!syncing) return;
    const timer = setInterval(() => {
      api.get<{ syncing: boolean }>(`${base}/sync`).then((s) => {
        if (!s.syncing) {
          setSyncing(false);
          notify.notify('success', t('media.syncDone', { name: device.name }));
        }
        load();
      }, () => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [api, base, syncing, load, notify, t, device.name]);

  const sync = async () => {
    setStarting(true);
    try {
      const r = await api.post<{ syncing: boolean }>(`${base}/sync`);
      notify.notify('info', t('media.syncStarted', { name: device.name }));
      setSyncing(r.syncing);
      if (!r.syncing) load();
    } catch (e) {
      // 409 device.syncInProgress: "sync already in progress"; 422 sync request failed / not supported
      if (errorCode(e) === 'device.syncInProgress') setSyncing(true);
      notify.error(e, 'actionFailed');
    }
    setStarting(false);
  };

  return (
    <div data-testid="media-view">
      <Toolbar>
        <Search value={typed} placeholder={t('media.search')} aria-label={t('media.search')} onChange={(e) => setTyped(e.target.value)} data-testid="media-search" />
        <span className="grow" />
        {syncing && <Badge $tone="info" data-testid="media-syncing">{t('media.syncing')}</Badge>}
        {canSync && (
          <Button type="button" $variant="primary" onClick={sync} disabled={starting} data-testid="media-sync">
            {t('media.sync')}
          </Button>
        )}
      </Toolbar>
      {unavailable && <Alert $tone="warning" data-testid="media-unavailable">{unavailable}</Alert>}
      <TableCard>
        <Table data-testid="media-table">
          <thead>
            <tr>
              <th>{t('media.cols.slug')}</th>
              <th>{t('media.cols.objId')}</th>
              <th>{t('media.cols.type')}</th>
              <th className="num">{t('media.cols.duration')}</th>
              <th>{t('media.cols.status')}</th>
              <th>{t('media.cols.changed')}</th>
            </tr>
          </thead>
          <tbody>
            {!page || page.data.length === 0 ? (
              <EmptyRow colSpan={6} title={page === null ? t('loading') : text ? t('media.noMatch') : t('media.empty')} text={page === null || unavailable ? undefined : t('media.emptyText')} />
            ) : (
              page.data.map((m) => (
                <tr key={m.objId} data-testid="media-row" data-slug={m.slug}>
                  <td>
                    <strong>{m.slug}</strong>
                    {m.abstract && <span className="sub">{m.abstract}</span>}
                  </td>
                  <td className="muted nowrap">
                    <code>{m.objId}</code>
                  </td>
                  <td>{m.type ? <Badge>{m.type}</Badge> : '—'}</td>
                  <td className="num">{mediaDuration(m.duration, m.timeBase) || '—'}</td>
                  <td className="muted">{m.status ?? '—'}</td>
                  <td className="muted nowrap">{dateTime(m.changed ?? m.created, branch.timeZone) || '—'}</td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <Pager number={page?.number ?? 0} size={PAGE_SIZE} total={page?.total ?? 0} onPage={setNumber} t={t} testId="media-pager" />
      </TableCard>
    </div>
  );
}
