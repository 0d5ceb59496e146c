/** The results: thumbnails in a grid, or a list (kind, length, status, last change), with the pager. */
import styled from 'styled-components';
import { Badge, Button, EmptyState, formatInstant, PagedTable, Pager, type Tone } from '@lauda/web-kit';
import type { Media, MediaPage, MediaStatus } from '../../common/index.js';
import { mediaLength } from '../logic';
import { Thumb } from './Thumb';

type T = (key: string, options?: Record<string, unknown>) => string;

export const STATUS_TONE: Record<MediaStatus, Tone> = { ready: 'success', empty: 'warning', absent: 'danger' };

interface Props {
  page: MediaPage | null;
  view: 'grid' | 'list';
  filtered: boolean;
  t: T;
  timeZone: string;
  onOpen(m: Media): void;
  onPage(n: number): void;
}

export function StatusBadge({ status, t }: { status: MediaStatus; t: T }) {
  return <Badge $tone={STATUS_TONE[status]} data-testid="media-status" data-status={status}>{t(`statuses.${status}`)}</Badge>;
}

export function MediaResults({ page, view, filtered, t, timeZone, onOpen, onPage }: Props) {
  const empty = { title: filtered ? t('noMatch') : t('empty'), text: filtered ? t('noMatchText') : t('emptyText') };
  if (view === 'list') {
    return (
      <PagedTable<Media>
        testId="media-list"
        label={t('results')}
        head={<><th>{t('cols.thumbnail')}</th><th>{t('cols.slug')}</th><th>{t('cols.kind')}</th><th className="num">{t('cols.duration')}</th><th>{t('cols.status')}</th><th>{t('cols.changed')}</th></>}
        colSpan={6}
        rows={page?.data ?? null}
        emptyTitle={empty.title}
        emptyText={empty.text}
        number={page?.number ?? 0}
        size={page?.size}
        total={page?.total ?? 0}
        onPage={onPage}
        row={(m) => (
          <tr key={m.id} data-testid="media-row" data-slug={m.slug}>
            <td><Thumb media={m} width={64} label={m.slug} /></td>
            <td>
              <Button type="button" $variant="link" onClick={() => onOpen(m)} data-testid="media-open">{m.slug}</Button>
              {m.abstractText && <span className="sub">{m.abstractText}</span>}
            </td>
            <td>{t(`kinds.${m.kind}`)}</td>
            <td className="num" data-testid="media-duration">{mediaLength(m) || '—'}</td>
            <td><StatusBadge status={m.status} t={t} /></td>
            <td className="muted nowrap">{formatInstant(m.changed ?? m.created ?? m.storedAt, timeZone) || '—'}</td>
          </tr>
        )}
      />
    );
  }
  if (page && !page.data.length) return <EmptyState title={empty.title} text={empty.text} testId="media-empty" />;
  return (
    <div>
      <Grid aria-label={t('results')} aria-busy={!page} data-testid="media-grid">
        {(page?.data ?? []).map((m) => (
          <li key={m.id}>
            <Card type="button" onClick={() => onOpen(m)} data-testid="media-card" data-slug={m.slug}>
              <Thumb media={m} width={208} label={m.slug} />
              <strong className="slug">{m.slug}</strong>
              <span className="meta">
                <Badge>{t(`kinds.${m.kind}`)}</Badge>
                {mediaLength(m) && <span className="len" data-testid="media-duration">{mediaLength(m)}</span>}
                <StatusBadge status={m.status} t={t} />
              </span>
            </Card>
          </li>
        ))}
      </Grid>
      {page && <Pager number={page.number} size={page.size} total={page.total} onPage={onPage} testId="media-grid-pager" />}
    </div>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(176px, 1fr));
  gap: 12px;
`;

const Card = styled.button`
  width: 100%;
  display: grid;
  gap: 6px;
  padding: 8px;
  text-align: left;
  font: inherit;
  color: var(--lauda-text);
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  cursor: pointer;
  > span:first-child { width: 100% !important; height: auto !important; aspect-ratio: 16 / 9; }
  &:hover { border-color: var(--lauda-primary); }
  .slug { overflow-wrap: anywhere; }
  .meta { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; font-size: 12px; }
  .len { font-variant-numeric: tabular-nums; }
`;
