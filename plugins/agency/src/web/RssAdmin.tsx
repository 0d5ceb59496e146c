/** The RSS sources (ROLE_AGENCY_ADMIN): categories and feeds, each feed's last poll, error and next attempt; poll now. */
import { useEffect, useState } from 'react';
import type { ApiClient, LiveClient, Notifier } from '@lauda/sdk/web';
import { Badge, Button, Chip, Chips, DataTable, ErrorState, SectionTitle, Toolbar, formatInstant, useConfirm } from '@lauda/web-kit';
import { AGENCY_FEEDS_TOPIC, type RssCategory, type RssFeed } from '../common/index.js';
import { CategoryForm, FeedForm } from './RssForms';
import { ScrollColumn, useRss, type T } from './model';

type PollResult = { status: 'busy' | 'notModified' } | { status: 'ok'; added: number } | { status: 'failed'; error: string };

export function RssAdmin({ api, live, notify, t, timeZone }: { api: ApiClient; live: LiveClient; notify: Notifier; t: T; timeZone: string }) {
  const { categories, feeds, failed, reload } = useRss(api);
  // the poller's work shows as it happens: last poll, error, next attempt
  useEffect(() => live.subscribe(AGENCY_FEEDS_TOPIC, reload), [live, reload]);
  const [category, setCategory] = useState<RssCategory | 'new' | null>(null);
  const [feed, setFeed] = useState<RssFeed | 'new' | null>(null);
  const confirm = useConfirm(t('cancel'));
  const categoryName = (id: number | null) => categories.find((c) => c.id === id)?.name ?? '—';

  const remove = (path: string, text: string, testId: string) => confirm.ask({
    title: t('remove'), text, confirmLabel: t('remove'), danger: true, testId,
    run: async () => {
      try {
        await api.delete(path);
        notify.notify('success', t('rss.removed'));
        reload();
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });
  const poll = async (f: RssFeed) => {
    try {
      const r = await api.post<PollResult>(`/api/agency/rss/feeds/${f.id}/poll`);
      notify.notify(r.status === 'failed' ? 'warning' : 'success', t('rss.polled'), t(`rss.pollResult.${r.status}`, r));
      reload();
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  };
  const state = (f: RssFeed) => (f.lastError
    ? <Badge $tone="danger" data-testid="agency-feed-error">{t('rss.failures', { count: f.failures, error: f.lastError })}</Badge>
    : f.lastSuccessAt ? <Badge $tone="success">{t('rss.ok')}</Badge> : <Badge>{t('rss.never')}</Badge>);

  if (failed) return <ErrorState title={t('loadFailed')} onRetry={reload} />;
  return (
    <Area data-testid="agency-rss-admin">
      <Toolbar>
        <SectionTitle>{t('rss.categories')}</SectionTitle>
        <Button $small onClick={() => setCategory('new')} data-testid="agency-category-new">{t('rss.newCategory')}</Button>
      </Toolbar>
      <Chips data-testid="agency-categories">
        {categories.map((c) => (
          <Chip key={c.id}>
            <Button $small $variant="ghost" onClick={() => setCategory(c)} data-testid="agency-category-edit">{c.name} ({c.feeds.length})</Button>
            <Button $small $variant="ghost" onClick={() => remove(`/api/agency/rss/categories/${c.id}`, t('rss.removeCategoryConfirm', { name: c.name }), 'agency-category-remove-confirm')}
              aria-label={`${t('remove')} ${c.name}`} data-testid="agency-category-remove">✕</Button>
          </Chip>
        ))}
      </Chips>
      <Toolbar>
        <SectionTitle>{t('rss.feeds')}</SectionTitle>
        <Button $small $variant="primary" onClick={() => setFeed('new')} data-testid="agency-feed-new">{t('rss.newFeed')}</Button>
      </Toolbar>
      <DataTable<RssFeed>
        testId="agency-feeds"
        label={t('rss.feeds')}
        rows={feeds}
        rowKey={(f) => f.id}
        emptyTitle={t('rss.empty')}
        columns={[
          { id: 'name', header: t('fields.name'), cell: (f) => <span title={f.url}>{f.name}</span>, sortValue: (f) => f.name },
          { id: 'category', header: t('fields.category'), cell: (f) => categoryName(f.categoryId), sortValue: (f) => categoryName(f.categoryId) },
          { id: 'state', header: t('rss.state'), cell: state },
          { id: 'last', header: t('rss.lastPoll'), className: 'nowrap', cell: (f) => formatInstant(f.lastPolledAt, timeZone) || t('rss.never') },
          { id: 'next', header: t('rss.nextAttempt'), className: 'nowrap', cell: (f) => formatInstant(f.nextAttemptAt, timeZone) },
          { id: 'actions', header: '', className: 'actions', cell: (f) => (
            <>
              <Button $small onClick={() => void poll(f)} data-testid="agency-feed-poll">{t('rss.poll')}</Button>
              <Button $small onClick={() => setFeed(f)} data-testid="agency-feed-edit">{t('edit')}</Button>
              <Button $small $variant="danger" onClick={() => remove(`/api/agency/rss/feeds/${f.id}`, t('rss.removeFeedConfirm', { name: f.name }), 'agency-feed-remove-confirm')}
                data-testid="agency-feed-remove">{t('remove')}</Button>
            </>
          ) },
        ]}
      />
      {category && <CategoryForm category={category === 'new' ? null : category} api={api} notify={notify} t={t} onClose={() => setCategory(null)} onSaved={() => { setCategory(null); reload(); }} />}
      {feed && <FeedForm feed={feed === 'new' ? null : feed} categories={categories} api={api} notify={notify} t={t} onClose={() => setFeed(null)} onSaved={() => { setFeed(null); reload(); }} />}
      {confirm.dialog}
    </Area>
  );
}

const Area = ScrollColumn;
