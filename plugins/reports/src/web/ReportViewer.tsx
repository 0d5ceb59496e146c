/**
 * The report's viewer card, read-only: title, date, category and event, programs, people, author,
 * the body as the script view shows it, attachments; print (PDF), versions and close. A report the
 * user may not see (404) shows the not-found message and nothing of it.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, DetailList, formatDate, Loading, Muted, SectionTitle, Spacer, Toolbar } from '@lauda/web-kit';
import { ScriptView } from '@lauda/web-kit/editor';
import type { PanelProps } from '@lauda/sdk/web';
import type { Report } from '../common/index.js';
import { categoryNames, httpStatus, namesOf, PATHS, printReport, type Lookups } from './api';
import { ReportVersions } from './ReportVersions';

type Props = Pick<PanelProps, 'api' | 'notify' | 't'> & { id: number; lookups: Lookups; locale: string; onClose(): void };

export function ReportViewer({ id, lookups, api, notify, t, locale, onClose }: Props) {
  const [r, setR] = useState<Report | 'missing' | 'failed' | null>(null);
  const [versions, setVersions] = useState(false);
  useEffect(() => {
    let active = true;
    setR(null);
    api.get<Report>(PATHS.one(id)).then((x) => active && setR(x), (e) => {
      if (!active) return;
      if (httpStatus(e) === 404) return setR('missing');
      setR('failed');
      notify.error(e, 'loadFailed');
    });
    return () => { active = false; };
  }, [api, id, notify]);

  if (r === null) return <Loading />;
  if (r === 'missing') return <Muted data-testid="report-viewer-missing">{t('viewer.notFound')}</Muted>;
  if (r === 'failed') return <Muted data-testid="report-viewer-failed">{t('loadFailed')}</Muted>;
  const names = categoryNames(lookups.categories, r.categoryId, r.eventId);
  const pairs: [string, string][] = [
    ['date', formatDate(r.date)], ['categoryId', names.category], ['eventId', names.event],
    ['programsIds', namesOf(r.programsIds, lookups.programs)], ['people', r.people], ['author', r.authorNickname ?? ''],
  ];
  return (
    <article data-testid="report-viewer" data-id={r.id} aria-label={r.title}>
      <Toolbar $bar style={{ flexWrap: 'wrap' }}>
        <strong>{r.title}</strong>
        {r.private && <Badge $tone="accent">{t('private')}</Badge>}
        <Spacer />
        <Button type="button" $small onClick={() => printReport(r.id, locale)} data-testid="report-viewer-print">{t('print')}</Button>
        <Button type="button" $small onClick={() => setVersions(true)} data-testid="report-viewer-versions">{t('viewer.versions')}</Button>
        <Button type="button" $small onClick={onClose} data-testid="report-viewer-close">{t('close')}</Button>
      </Toolbar>
      <DetailList testId="report-viewer-header" empty={t('none')} items={pairs.map(([field, value]) => ({ field, label: t(`fields.${field}`), value }))} />
      <SectionTitle>{t('fields.body')}</SectionTitle>
      <div data-testid="report-viewer-body"><ScriptView value={r.body} /></div>
      <SectionTitle>{t('fields.files')}</SectionTitle>
      {r.files.length === 0 ? <Muted>{t('files.none')}</Muted> : (
        <ul data-testid="report-viewer-files">{r.files.map((f) => <li key={f.id}><a href={f.url} target="_blank" rel="noopener noreferrer">{f.name}</a></li>)}</ul>
      )}
      {versions && (
        // Esc closes the versions first, not the drawer around them
        <div onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); setVersions(false); } }}>
          <ReportVersions id={r.id} title={r.title} api={api} t={t} onClose={() => setVersions(false)} />
        </div>
      )}
    </article>
  );
}
