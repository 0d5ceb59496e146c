/** RSS rows ↔ the API's categories and feeds. */
import type { RssCategory, RssFeed } from '../../common/index.js';
import type { Row } from '../items.js';

const iso = (ms: unknown) => (ms == null ? null : new Date(Number(ms)).toISOString());

export const categoryOut = (r: Row): RssCategory => ({ id: Number(r.id), name: r.name });

export const feedOut = (r: Row): RssFeed => ({
  id: Number(r.id),
  name: r.name,
  url: r.url,
  categoryId: r.category_id == null ? null : Number(r.category_id),
  lastPolledAt: iso(r.last_polled_at),
  lastSuccessAt: iso(r.last_success_at),
  lastError: r.last_error ?? null,
  failures: Number(r.failures),
  nextAttemptAt: iso(r.next_attempt_at),
});
