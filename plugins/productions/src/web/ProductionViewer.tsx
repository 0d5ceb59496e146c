/**
 * The production detail card (spec 001 §2 "Document viewer drawer"), read-only: slug, date, times,
 * type, place, team, media, programs, people, resources, vehicles, information and the tasks with
 * their done marks; copy to clipboard, versions (the history dialog the spec gives a production card) and close. A
 * checklist the user may not see (404) shows the not-found message and nothing of it.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, SendByMailButton, DetailList, formatDate, Loading, Muted, SectionTitle, Spacer, Table, TableCard, Toolbar } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { Production } from '../common/index.js';
import { httpStatus, namesOf, PATHS, type Lookups } from './api';
import { ProductionVersions } from './ProductionVersions';

type T = (key: string, o?: Record<string, unknown>) => string;
const hm = (t: string | null) => (t ? t.slice(0, 5) : '');

export function ProductionViewer({ id, lookups, api, notify, t, onClose }: Pick<PanelProps, 'api' | 'notify' | 't'> & { id: number; lookups: Lookups; onClose(): void }) {
  const [p, setP] = useState<Production | 'missing' | 'failed' | null>(null);
  const [versions, setVersions] = useState(false);
  useEffect(() => {
    let live = true;
    setP(null);
    api.get<Production>(PATHS.one(id)).then((r) => live && setP(r), (e) => {
      if (!live) return;
      if (httpStatus(e) === 404) return setP('missing');
      setP('failed');
      notify.error(e, 'loadFailed');
    });
    return () => { live = false; };
  }, [api, id, notify]);

  if (p === null) return <Loading />;
  if (p === 'missing') return <Muted data-testid="production-viewer-missing">{t('viewer.notFound')}</Muted>;
  if (p === 'failed') return <Muted data-testid="production-viewer-failed">{t('loadFailed')}</Muted>;
  const pairs: [string, string][] = [
    ['date', formatDate(p.date)], ['schedule', hm(p.schedule)], ['departure', hm(p.departure)], ['arrival', hm(p.arrival)],
    ['typeId', p.typeId ? namesOf([p.typeId], lookups.types) : ''], ['local', p.local], ['team', p.team], ['medias', p.medias],
    ['programsIds', namesOf(p.programsIds, lookups.programs)], ['producersIds', namesOf(p.producersIds, lookups.users)],
    ['editorsIds', namesOf(p.editorsIds, lookups.users)], ['resourcesIds', namesOf(p.resourcesIds, lookups.resources)],
    ['vehiclesIds', namesOf(p.vehiclesIds, lookups.vehicles)], ['information', p.information],
  ];
  // the card as plain text, for a message or an e-mail
  const copy = async () => {
    const lines = [p.slug, ...pairs.filter(([, v]) => v).map(([f, v]) => `${t(`fields.${f}`)}: ${v}`), '', `${t('fields.tasks')}:`,
      ...p.tasks.map((x) => `${x.done ? '[x]' : '[ ]'} ${[formatDate(x.date), hm(x.time), x.label, x.information].filter(Boolean).join(' · ')}`)];
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      notify.notify('success', t('viewer.copied'));
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  };
  return (
    <article data-testid="production-viewer" data-id={p.id} aria-label={p.slug}>
      <Toolbar $bar>
        <strong>{p.slug}</strong>
        <Badge $tone={p.done ? 'success' : 'neutral'}>{p.done ? t('doneLabel') : t('openLabel')}</Badge>
        {p.private && <Badge $tone="accent">{t('private')}</Badge>}
        <Spacer />
        <Button type="button" $small onClick={() => void copy()} data-testid="production-viewer-copy">{t('viewer.copy')}</Button>
        <SendByMailButton api={api} notify={notify} path={`/api/productions/${p.id}/email`} title={p.slug} testId="production-mail" />
        <Button type="button" $small onClick={() => setVersions(true)} data-testid="production-viewer-versions">{t('viewer.versions')}</Button>
        <Button type="button" $small onClick={onClose} data-testid="production-viewer-close">{t('close')}</Button>
      </Toolbar>
      <DetailList testId="production-viewer-header" empty={t('none')} items={pairs.map(([field, value]) => ({ field, label: t(`fields.${field}`), value }))} />
      <SectionTitle>{t('fields.tasks')}</SectionTitle>
      <TableCard>
        <Table aria-label={t('fields.tasks')} data-testid="production-viewer-tasks">
          <thead>
            <tr>{['label', 'date', 'time', 'done', 'information'].map((c) => <th key={c} scope="col">{t(`task.${c}`)}</th>)}</tr>
          </thead>
          <tbody>
            {p.tasks.length === 0 && <tr><td colSpan={5} className="muted">{t('task.none')}</td></tr>}
            {p.tasks.map((x) => (
              <tr key={x.id} data-testid="production-viewer-task" data-done={x.done}>
                <td>{x.label}</td>
                <td className="nowrap">{formatDate(x.date)}</td>
                <td className="nowrap">{hm(x.time)}</td>
                <td>{x.done ? t('pdf.yes') : t('pdf.no')}</td>
                <td>{x.information}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableCard>
      {versions && (
        // Esc closes the versions first, not the drawer around them
        <div onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); setVersions(false); } }}>
          <ProductionVersions id={p.id} slug={p.slug} api={api} t={t} onClose={() => setVersions(false)} />
        </div>
      )}
    </article>
  );
}
