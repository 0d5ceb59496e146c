/**
 * "Central de mídia" (spec 000 §2, 001 §2 "media center, normal search"): choose a MAM, search its
 * media (words after 250 ms, kind, status, the device's searchable fields; or the MAM's own search),
 * thumbnails or a list, a media's detail; writers create and change media and sync the MAM, its
 * progress live ("sync already in progress" translated when one runs).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, EmptyState, ErrorState, Input, Loading, Muted, OnlineDot, Search, Select, Spacer, Toggle, Toolbar, useDebounced } from '@lauda/web-kit';
import { MEDIA_KINDS, MEDIA_ROLES, MEDIA_STATUSES, type Media, type MediaKind, type MediaStatus } from '../common/index.js';
import { holds } from './logic';
import { MediaDetail } from './parts/MediaDetail';
import { MediaForm } from './parts/MediaForm';
import { MediaResults } from './parts/MediaResults';
import { SyncBar } from './parts/SyncBar';
import { useMediaCenter } from './useMediaCenter';

export default function MediaCenter({ api, live, notify, t, user, branch }: PanelProps) {
  const c = useMediaCenter({ api, live, notify });
  const writer = holds(user, MEDIA_ROLES.write);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [open, setOpen] = useState<Media | null>(null);
  const [editing, setEditing] = useState<Media | 'new' | null>(null);
  const [fieldTyped, setFieldTyped] = useState<Record<string, string>>({});
  const [syncing, setSyncing] = useState(false);
  const fieldsNow = useDebounced(fieldTyped);
  const { change } = c;
  useEffect(() => change({ fields: fieldsNow }), [change, fieldsNow]);
  useEffect(() => setFieldTyped({}), [c.mam?.id]);
  // the open media follows the page (a change heard live)
  useEffect(() => setOpen((o) => (o ? c.page?.data.find((m) => m.id === o.id) ?? o : o)), [c.page]);

  if (c.mams === null) return <Area><Loading label={t('loading')} /></Area>;
  if (!c.mams.length) return <Area><EmptyState title={t('noMams')} text={t('noMamsText')} testId="media-no-mams" /></Area>;
  const mam = c.mam;
  const state = !mam ? '' : !mam.enabled ? 'disabled' : mam.connected ? 'connected' : 'disconnected';
  const onDevice = c.query.onDevice;
  const filtered = !!(c.query.text || c.query.kind || c.query.status || Object.values(c.query.fields).some((v) => v.trim()));

  const sync = async () => {
    if (!mam) return;
    setSyncing(true);
    try {
      c.setSync(await api.post(`/api/mam/${mam.id}/request_sync`));
      notify.notify('info', t('syncStarted', { name: mam.name }));
    } catch (e) {
      // 409 media.syncInProgress: "sync already in progress"; 422 / 502 sync request failed, with the cause
      notify.error(e, 'actionFailed');
    }
    setSyncing(false);
  };

  return (
    <Area data-testid="media-center">
      <Toolbar $bar className="top">
        <Select aria-label={t('mam')} value={mam?.id ?? ''} onChange={(e) => c.setMamId(Number(e.target.value))} data-testid="media-mam">
          {c.mams.map((d) => <option key={d.id} value={d.id}>{d.name} · {d.kind}</option>)}
        </Select>
        {mam && (
          <span className="state" data-testid="media-mam-state" data-state={state}>
            <OnlineDot $online={state === 'connected'} aria-hidden />
            {t(`deviceState.${state}`)} · {t('stored', { count: mam.stored })}
          </span>
        )}
        <Spacer />
        {/* a disabled device runs nothing: its stored media stay searchable */}
        {writer && mam?.can.sync && <Button type="button" onClick={sync} disabled={syncing || !mam.enabled} title={mam.enabled ? undefined : t('deviceState.disabled')} data-testid="media-sync">{t('sync')}</Button>}
        {writer && mam?.can.create && <Button type="button" $variant="primary" onClick={() => setEditing('new')} disabled={!mam.enabled} title={mam.enabled ? undefined : t('deviceState.disabled')} data-testid="media-new">{t('new')}</Button>}
      </Toolbar>
      <div className="body">
        <div className="filters">
          <Search value={c.typed} placeholder={t('searchPlaceholder')} aria-label={t('search')} onChange={(e) => c.setTyped(e.target.value)} data-testid="media-search" />
          <Select aria-label={t('kind')} value={c.query.kind} disabled={onDevice} onChange={(e) => c.change({ kind: e.target.value as MediaKind | '' })} data-testid="media-kind">
            <option value="">{t('kindAll')}</option>
            {MEDIA_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
          </Select>
          <Select aria-label={t('status')} value={c.query.status} disabled={onDevice} onChange={(e) => c.change({ status: e.target.value as MediaStatus | '' })} data-testid="media-status-filter">
            <option value="">{t('statusAll')}</option>
            {MEDIA_STATUSES.map((s) => <option key={s} value={s}>{t(`statuses.${s}`)}</option>)}
          </Select>
          {mam?.can.search && mam.connected && (
            <Toggle checked={onDevice} onChange={(v) => c.change({ onDevice: v, kind: '', status: '' })} label={t('onDevice')} hint={t('onDeviceHint')} testId="media-on-device" />
          )}
          <Spacer />
          <span className="views" role="group" aria-label={t('view.label')}>
            {(['grid', 'list'] as const).map((v) => (
              <Button key={v} type="button" $small $active={view === v} aria-pressed={view === v} onClick={() => setView(v)} data-testid={`media-view-${v}`}>{t(`view.${v}`)}</Button>
            ))}
          </span>
        </div>
        {!!c.fields?.fields.length && (
          <fieldset className="fields" data-testid="media-fields">
            <legend>{t('fields')}{c.fields.schema && <Muted as="span"> · {t('fieldsHint', { schema: c.fields.schema })}</Muted>}</legend>
            {c.fields.fields.map((f) => (
              <Input key={f.name} aria-label={f.name} placeholder={f.name} value={fieldTyped[f.name] ?? ''} maxLength={500}
                onChange={(e) => setFieldTyped((x) => ({ ...x, [f.name]: e.target.value }))} data-testid={`media-field-${f.name}`} />
            ))}
          </fieldset>
        )}
        <SyncBar sync={c.sync} t={t} />
        {c.page && <Muted as="span" className="source" data-testid="media-source" data-source={c.page.source}>{t(`source.${c.page.source}`)}</Muted>}
        {c.failed && !c.page ? <ErrorState title={t('loadFailed')} onRetry={c.reload} /> : (
          <MediaResults page={c.page} view={view} filtered={filtered} t={t} timeZone={branch.timeZone} onOpen={setOpen} onPage={(n) => c.change({ page: n })} />
        )}
      </div>
      {open && (
        <MediaDetail media={open} t={t} timeZone={branch.timeZone} canEdit={writer && !!mam?.enabled && !!mam.can.update && open.status !== 'absent'}
          onEdit={() => setEditing(open)} onClose={() => setOpen(null)} />
      )}
      {editing && mam && (
        <MediaForm api={api} notify={notify} t={t} mam={mam} media={editing === 'new' ? null : editing} fieldNames={(c.fields?.fields ?? []).map((f) => f.name)}
          onClose={() => setEditing(null)} onSaved={(m) => {
            setEditing(null);
            setOpen(m);
            c.reload();
          }} />
      )}
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  .top { flex-wrap: wrap; row-gap: 6px; }
  .top select { width: auto; max-width: min(420px, 100%); }
  .state { display: inline-flex; align-items: center; gap: 6px; color: var(--lauda-muted); font-size: 13px; }
  .body { flex: 1; overflow: auto; padding: 12px 14px; display: grid; gap: 10px; align-content: start; }
  .filters { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .filters input[type='search'] { flex: 1 1 240px; width: auto; max-width: 100%; }
  .filters select { width: auto; flex: 0 1 190px; min-width: 0; }
  .views { display: inline-flex; gap: 4px; }
  .fields { border: 1px solid var(--lauda-line); border-radius: var(--lauda-radius); padding: 6px 10px 10px; margin: 0;
    display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 8px; }
  .fields legend { font-weight: 600; font-size: 13px; padding: 0 4px; }
  .source { font-size: 12px; }
`;
