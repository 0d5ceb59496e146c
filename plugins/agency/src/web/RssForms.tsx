/** The RSS category and feed forms (dialogs). A feed that cannot be read is refused with the invalid-feed hint. */
import { useState } from 'react';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { Dialog, Field, Input, SaveFooter, Select } from '@lauda/web-kit';
import type { RssCategory, RssFeed } from '../common/index.js';
import type { T } from './model';

interface FormProps { api: ApiClient; notify: Notifier; t: T; onClose(): void; onSaved(): void }

export function CategoryForm({ category, api, notify, t, onClose, onSaved }: FormProps & { category: RssCategory | null }) {
  const [name, setName] = useState(category?.name ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      if (category) await api.put(`/api/agency/rss/categories/${category.id}`, { name });
      else await api.post('/api/agency/rss/categories', { name });
      notify.notify('success', t('rss.saved'), name);
      onSaved();
    } catch (e) {
      notify.error(e, category ? 'updateFailed' : 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t(category ? 'rss.editCategory' : 'rss.newCategory')} onClose={onClose} busy={busy} testId="agency-category-form" closeLabel={t('cancel')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      footer={<SaveFooter busy={busy} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('save')} saveTestId="agency-category-save" />}>
      <Field label={t('fields.name')} htmlFor="agency-category-name" required>
        <Input id="agency-category-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid="agency-category-name" />
      </Field>
    </Dialog>
  );
}

export function FeedForm({ feed, categories, api, notify, t, onClose, onSaved }: FormProps & { feed: RssFeed | null; categories: RssCategory[] }) {
  const [url, setUrl] = useState(feed?.url ?? '');
  const [name, setName] = useState(feed?.name ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(feed?.categoryId ?? null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const body = { url: url.trim(), name: name.trim() || undefined, categoryId };
      if (feed) await api.put(`/api/agency/rss/feeds/${feed.id}`, body);
      else await api.post('/api/agency/rss/feeds', body);
      notify.notify('success', t('rss.saved'), name || url);
      onSaved();
    } catch (e) {
      // the server's agency.invalidFeed names the url: the notice carries the hint, the form keeps what was typed
      notify.error(e, feed ? 'updateFailed' : 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t(feed ? 'rss.editFeed' : 'rss.newFeed')} onClose={onClose} busy={busy} testId="agency-feed-form" closeLabel={t('cancel')} width={600}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      footer={<SaveFooter busy={busy} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('save')} saveTestId="agency-feed-save" />}>
      <Field label={t('fields.url')} htmlFor="agency-feed-url" required>
        <Input id="agency-feed-url" type="url" value={url} maxLength={2000} onChange={(e) => setUrl(e.target.value)} data-testid="agency-feed-url" />
      </Field>
      <Field label={t('fields.feedName')} htmlFor="agency-feed-name">
        <Input id="agency-feed-name" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} data-testid="agency-feed-name" />
      </Field>
      <Field label={t('fields.category')} htmlFor="agency-feed-category">
        <Select id="agency-feed-category" value={categoryId ?? ''} onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)} data-testid="agency-feed-category">
          <option value="">{t('fields.noCategory')}</option>
          {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </Select>
      </Field>
    </Dialog>
  );
}
