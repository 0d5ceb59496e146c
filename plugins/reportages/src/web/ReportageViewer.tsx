/**
 * The reportage viewer card in the document drawer (slot `document.viewer`, origin `reportage`; spec
 * 001 §2): all fields, the CGs, the text areas and the sections; copy to clipboard, versions, close.
 */
import { useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { parseDuration } from '@lauda/sdk/web';
import type {} from '@lauda/plugin-rundown/common';
import { Badge, Button, SendByMailButton, DetailList, formatDate, Muted, Toolbar } from '@lauda/web-kit';
import type { Reportage } from '../common/types.js';
import { mmss, reportageText } from './model.js';
import { ReportageContent } from './ReportageContent.js';
import { Versions } from './editor/Versions.js';
import { namesOf, usePeople } from './lookups.js';

export default function ReportageViewer({ id, onClose, api, notify, t }: PanelProps & { id: number; onClose(): void }) {
  const [r, setR] = useState<Reportage | null>(null);
  const [versions, setVersions] = useState(false);
  const { people: p } = usePeople(api);
  useEffect(() => {
    api.get<Reportage>(`/api/news_reports/${id}`).then(setR, (e) => notify.error(e, 'loadFailed'));
  }, [api, id, notify]);
  if (!r) return <Muted>{t('web.loading')}</Muted>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reportageText(r, t));
      notify.notify('success', t('web.viewer.copied'));
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  };
  return (
    <article data-testid="reportage-viewer" aria-label={r.slug}>
      <Toolbar $bar>
        <strong>{r.slug}</strong>
        {r.ok && <Badge $tone="success">{t('web.approvedBadge')}</Badge>}
        <span className="grow" />
        <Button type="button" $small onClick={() => void copy()}>{t('web.viewer.copy')}</Button>
        <SendByMailButton api={api} notify={notify} path={`/api/news_reports/${r.id}/email`} title={r.slug} testId="reportage-mail" />
        <Button type="button" $small onClick={() => setVersions(true)}>{t('web.versions.title')}</Button>
        <Button type="button" $small onClick={onClose}>{t('web.close.label')}</Button>
      </Toolbar>
      <p>{formatDate(r.date)} · {t(`web.states.${r.state}`)} · {t('web.total', { time: mmss(parseDuration(r.total) ?? 0) })}</p>
      <DetailList testId="reportage-viewer-fields" empty="—" items={[
        { field: 'reporterId', label: t('web.fields.reporter'), value: namesOf([r.reporterId], p.reporters) },
        { field: 'programsIds', label: t('web.fields.programs'), value: namesOf(r.programsIds, p.programs) },
        { field: 'editorId', label: t('web.fields.editor'), value: namesOf([r.editorId], p.editors.length ? p.editors : p.reporters) },
        { field: 'cameraman', label: t('web.fields.cameraman'), value: r.cameraman ?? '' },
        { field: 'classificationId', label: t('web.fields.classification'), value: namesOf([r.classificationId], p.classifications) },
        { field: 'editorialsIds', label: t('web.fields.editorials'), value: namesOf(r.editorialsIds, p.editorials) },
        { field: 'vehiclesIds', label: t('web.fields.vehicles'), value: namesOf(r.vehiclesIds, p.vehicles) },
      ]} />
      <ReportageContent r={r} t={t} />
      {versions && <Versions id={r.id} api={api} t={t} onClose={() => setVersions(false)} />}
    </article>
  );
}
