/** One news item: title (opening its link), source and kind, time in the branch's zone, text, "Criar pauta". */
import styled from 'styled-components';
import { Badge, Button, Muted, formatInstant } from '@lauda/web-kit';
import type { AgencyItem } from '../common/index.js';
import type { T } from './model';

export function ItemCard({ item, t, timeZone, onGuideline, fresh, used }: {
  item: AgencyItem; t: T; timeZone: string; onGuideline(item: AgencyItem): void; fresh?: boolean; used?: boolean;
}) {
  return (
    <Card data-testid="agency-item" data-item-id={item.id} data-fresh={fresh ? 'true' : undefined}>
      <div className="meta">
        <Badge>{t(`kinds.${item.sourceKind}`)}</Badge>
        <Muted as="span" className="source">{item.sourceName ?? '—'}</Muted>
        <Muted as="time" dateTime={item.publishedAt} data-testid="agency-item-time">{formatInstant(item.publishedAt, timeZone)}</Muted>
      </div>
      <h3>
        {item.link ? (
          <a href={item.link} target="_blank" rel="noopener noreferrer" title={t('openLink')} data-testid="agency-item-link">{item.title}</a>
        ) : item.title}
      </h3>
      {item.text && <p className="text">{item.text}</p>}
      <div className="actions">
        {(used || item.guidelineId != null) && <Badge $tone="success" data-testid="agency-item-used">{t('hasGuideline')}</Badge>}
        <Button $small onClick={() => onGuideline(item)} data-testid="agency-item-guideline">{t('createGuideline')}</Button>
      </div>
    </Card>
  );
}

const Card = styled.article`
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-control-border);
  border-radius: var(--lauda-radius);
  padding: 10px 12px;
  display: grid;
  gap: 6px;
  &[data-fresh='true'] { border-left: 4px solid var(--lauda-primary); }
  .meta { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; font-size: var(--lauda-font-small); }
  .source { font-weight: 600; }
  h3 { margin: 0; font-size: var(--lauda-font-size); line-height: 1.35; }
  h3 a { color: inherit; }
  .text { margin: 0; font-size: var(--lauda-font-small); display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
  .actions { display: flex; justify-content: flex-end; gap: 8px; align-items: center; }
`;
