import { useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { errorCode, errorStatus, holds, ROLES, type DeviceWithStatus, type MediaObject } from '../api';
import { Alert, Badge, Button, PagedTable, Search, Toolbar } from '@lauda/web-kit';
import { dateTime, mediaDuration } from '../components/format';
import { useServerPage } from '../components/useServerPage';

const POLL_MS = 2000;

/**
 * A device's media: start a sync (MOS mosReqAll; "sync already in progress" while one runs), and
 * the media it announced, searched by text.
 */
export function MediaView({ api, notify, t, user, branch, device }: PanelProps & { device: DeviceWithStatus }) {
  const canSync = holds(user, ROLES.mediaWrite);
  const [syncing, setSyncing] = useState(false);
  const [starting, setStarting] = useState(false);
  // not running, or a driver without media: say why, in the user's language, instead of the list
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const base = `/api/devices/${device.id}/media`;
  const { page, setNumber, typed, setTyped, text, load } = useServerPage<MediaObject>(
    api,
    base,
    (e) => (errorStatus(e) === 422 ? setUnavailable(t(`errors.${errorCode(e)}`)) : notify.error(e, 'loadFailed')),
    () => setUnavailable(null),
  );

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
      <PagedTable<MediaObject>
        testId="media"
        head={
          <>
            <th>{t('media.cols.slug')}</th>
            <th>{t('media.cols.objId')}</th>
            <th>{t('media.cols.type')}</th>
            <th className="num">{t('media.cols.duration')}</th>
            <th>{t('media.cols.status')}</th>
            <th>{t('media.cols.changed')}</th>
          </>
        }
        colSpan={6}
        rows={unavailable ? [] : page?.data ?? null}
        emptyTitle={text ? t('media.noMatch') : t('media.empty')}
        emptyText={!!unavailable ? undefined : t('media.emptyText')}
        number={unavailable ? 0 : page?.number ?? 0}
        total={unavailable ? 0 : page?.total ?? 0}
        onPage={setNumber}
        row={(m) => (
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
        )}
      />
    </div>
  );
}
