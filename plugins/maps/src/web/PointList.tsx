/**
 * The side list of the day's points, in the order they happen: the accessible way to every point.
 * Choosing a placed one shows it on the map; unplaced ones are listed too, marked; each has "Ver".
 */
import { Badge, Button } from '@lauda/web-kit';
import type { MapPoint } from '../common/index.js';
import { timeOf } from './model';

type T = (key: string, options?: Record<string, unknown>) => string;

interface Props {
  points: MapPoint[];
  selected: string | null;
  onSelect(key: string): void;
  onView(point: MapPoint): void;
  t: T;
}

export function PointList({ points, selected, onSelect, onView, t }: Props) {
  return (
    <ul className="points" aria-label={t('listLabel')} data-testid="map-points">
      {points.map((p) => (
        <li key={p.key} className={p.key === selected ? 'chosen' : undefined} data-key={p.key} data-testid="map-point" data-unplaced={p.unplaced ? 'true' : undefined}>
          <button type="button" className="pick" aria-pressed={p.key === selected} aria-describedby={p.unplaced ? `unplaced-${p.key}` : undefined}
            onClick={() => onSelect(p.key)} data-testid="map-point-pick">
            <span className="when">{timeOf(p) || '—'}</span>
            <span className="what">
              <strong>{p.slug}</strong>
              <span className="address">{p.address}</span>
              {p.interviewee && <span className="sub">{p.interviewee}</span>}
            </span>
          </button>
          <span className="tags">
            {p.state && <Badge $tone="neutral">{t(`states.${p.state}`, { defaultValue: p.state })}</Badge>}
            {p.unplaced && (
              <Badge $tone="warning" id={`unplaced-${p.key}`} data-testid="map-point-unplaced">{t(p.pending ? 'pending' : 'unplaced')}</Badge>
            )}
            <Button type="button" $small $variant="ghost" onClick={() => onView(p)} aria-label={t('viewOf', { slug: p.slug })} data-testid="map-point-view">{t('view')}</Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
