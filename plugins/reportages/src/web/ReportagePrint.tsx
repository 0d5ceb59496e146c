/**
 * The `reportage_content` print kind (spec 001 §2 "reportage content"): the fields, the CGs, the text
 * areas and each section, in one or two columns (`options.columns`). Opened from the editor's menu.
 */
import { useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { parseDuration } from '@lauda/sdk/web';
import { formatDate, PrintSheet } from '@lauda/web-kit';
import type { Reportage } from '../common/types.js';
import { mmss } from './model.js';
import { ReportageContent } from './ReportageContent.js';

export default function ReportagePrint({ api, notify, t, options }: PanelProps & { options: Record<string, unknown> }) {
  const [r, setR] = useState<Reportage | null>(null);
  const id = Number(options.id);
  const columns = options.columns === 2 ? 2 : 1;
  useEffect(() => {
    api.get<Reportage>(`/api/news_reports/${id}`).then(setR, (e) => notify.error(e, 'loadFailed'));
  }, [api, id, notify]);
  if (!r) return <p>{t('web.loading')}</p>;
  return (
    <PrintSheet data-testid="reportage-print" data-columns={columns}>
      <h1>{r.slug}</h1>
      <p className="meta">
        {formatDate(r.date)} · {t(`web.states.${r.state}`)} · {t('web.total', { time: mmss(parseDuration(r.total) ?? 0) })}{r.ok ? ` · ${t('web.approvedBadge')}` : ''}{r.cameraman ? ` · ${t('web.fields.cameraman')}: ${r.cameraman}` : ''}
      </p>
      <ReportageContent r={r} t={t} columns={columns} />
    </PrintSheet>
  );
}
