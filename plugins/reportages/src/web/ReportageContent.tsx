/**
 * A reportage as it is read (the print page and the viewer card, spec 001 §2): the text areas, the CGs
 * and each section with its number (two digits), type, duration and approved mark.
 */
import styled from 'styled-components';
import { ScriptView } from '@lauda/web-kit/editor';
import { parseDuration } from '@lauda/sdk/web';
import type { Reportage } from '../common/types.js';
import { AREAS, mmss } from './model.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export function ReportageContent({ r, t, columns = 1 }: { r: Reportage; t: T; columns?: number }) {
  return (
    <>
      {AREAS.filter((a) => r[a]).map((a) => <p key={a}><strong>{t(`web.areas.${a}`)}:</strong> {r[a]}</p>)}
      {r.cgs.length > 0 && (
        <ul data-testid="reportage-cgs">
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
    </>
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
