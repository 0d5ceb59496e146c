/**
 * The `reportage_content` print kind (spec 001 §2 "reportage content"): the fields, the CGs, the text
 * areas and each section with its number (two digits), type, duration and approved mark, in one or two
 * columns (`options.columns`). Opened from the editor's "Mais" menu.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { formatDate, PrintSheet } from '@lauda/web-kit';
import { ScriptView } from '@lauda/web-kit/editor';
import type { Reportage } from '../common/types.js';
import { mmss } from './model.js';
import { parseDuration } from '@lauda/sdk/web';

export default function ReportagePrint({ api, notify, t, options }: PanelProps & { options: Record<string, unknown> }) {
  const [r, setR] = useState<Reportage | null>(null);
  const id = Number(options.id);
  const columns = options.columns === 2 ? 2 : 1;
  useEffect(() => {
    api.get<Reportage>(`/api/news_reports/${id}`).then(setR, (e) => notify.error(e, 'loadFailed'));
  }, [api, id, notify]);
  if (!r) return <p>{t('web.loading')}</p>;
  const areas = (['teaser', 'headingSuggestion', 'noteSuggestion', 'information'] as const).filter((a) => r[a]);
  return (
    <PrintSheet data-testid="reportage-print" data-columns={columns}>
      <h1>{r.slug}</h1>
      <p className="meta">
        {formatDate(r.date)} · {t(`web.states.${r.state}`)} · {t('web.total', { time: mmss(parseDuration(r.total) ?? 0) })}{r.ok ? ` · ${t('web.approvedBadge')}` : ''}{r.cameraman ? ` · ${t('web.fields.cameraman')}: ${r.cameraman}` : ''}
      </p>
      {areas.map((a) => <p key={a}><strong>{t(`web.areas.${a}`)}:</strong> {r[a]}</p>)}
      {r.cgs.length > 0 && (
        <ul>
          {r.cgs.map((c) => <li key={c.uuid}>{c.ciiData ? `${c.ciiData.templateName ?? c.ciiData.templateCode}: ${c.ciiData.fields.map((f) => f.value).join(' / ')}` : c.mosData?.slug ?? c.mosData?.objId}</li>)}
        </ul>
      )}
      <Body $columns={columns}>
        {r.sections.map((s) => (
          <section key={s.uuid}>
            <h2>{String(s.index + 1).padStart(2, '0')} · {t(`web.sectionTypes.${s.type}`)} · {mmss(parseDuration(s.duration) ?? 0)}{s.approved ? ' ✓' : ''}</h2>
            <ScriptView value={s.content} />
            {s.observation && <p>“{s.observation}”</p>}
          </section>
        ))}
      </Body>
    </PrintSheet>
  );
}

const Body = styled.div<{ $columns: number }>`
  column-count: ${({ $columns }) => $columns};
  column-gap: 24px;
  section {
    break-inside: avoid;
    margin-bottom: 10px;
  }
  h2 {
    font-size: 13px;
    margin: 0 0 4px;
  }
`;
