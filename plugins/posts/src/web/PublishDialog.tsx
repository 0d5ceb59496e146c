/** Publishing a post: the WordPress site, then its author and categories read from that site. */
import { useEffect, useState } from 'react';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { Alert, Dialog, Field, Loading, MultiPicker, SaveFooter, Select } from '@lauda/web-kit';
import type { Post, WordPressConfig, WordPressTerm } from '../common/index.js';
import type { T } from './api';

export function PublishDialog({ post, api, notify, t, onClose, onPublished }: {
  post: Post;
  api: ApiClient;
  notify: Notifier;
  t: T;
  onClose(): void;
  onPublished(p: Post): void;
}) {
  const [configs, setConfigs] = useState<WordPressConfig[] | null>(null);
  const [site, setSite] = useState<number | null>(post.wordpressId);
  const [authors, setAuthors] = useState<WordPressTerm[]>([]);
  const [categories, setCategories] = useState<WordPressTerm[]>([]);
  const [authorId, setAuthorId] = useState<number | null>(post.authorId);
  const [categoryIds, setCategoryIds] = useState<number[]>(post.categoryIds);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.get<WordPressConfig[]>('/api/wordpress/configs').then((list) => {
      setConfigs(list);
      setSite((s) => s ?? list[0]?.id ?? null);
    }, (e) => {
      setConfigs([]);
      notify.error(e, 'loadFailed');
    });
  }, [api, notify]);
  useEffect(() => {
    if (site === null) return;
    let on = true;
    Promise.all([
      api.get<WordPressTerm[]>(`/api/wordpress/configs/${site}/authors`),
      api.get<WordPressTerm[]>(`/api/wordpress/configs/${site}/categories`),
    ]).then(([a, c]) => {
      if (!on) return;
      setAuthors(a);
      setCategories(c);
      setAuthorId((x) => (x !== null && a.some((u) => u.id === x) ? x : a[0]?.id ?? null));
      setCategoryIds((ids) => ids.filter((id) => c.some((x) => x.id === id)));
    }, (e) => {
      if (!on) return;
      setAuthors([]);
      setCategories([]);
      notify.error(e, 'loadFailed');
    });
    return () => {
      on = false;
    };
  }, [api, notify, site]);

  const publish = async () => {
    if (site === null || authorId === null) return;
    setBusy(true);
    try {
      onPublished(await api.post<Post>(`/api/posts/${post.id}/publish`, { wordpressId: site, authorId, categoryIds }));
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('publish')}
      onClose={onClose}
      busy={busy}
      testId="post-publish-dialog"
      closeLabel={t('cancel')}
      onSubmit={(e) => {
        e.preventDefault();
        void publish();
      }}
      footer={<SaveFooter busy={busy} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('publish')} saveTestId="post-publish-confirm" />}
    >
      {!configs ? <Loading /> : !configs.length ? <Alert $tone="warning">{t('noConfigs')}</Alert> : (
        <>
          <Field label={t('fields.site')} htmlFor="post-site" required>
            <Select id="post-site" value={site ?? ''} onChange={(e) => setSite(Number(e.target.value))} data-testid="post-site">
              {configs.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </Select>
          </Field>
          <Field label={t('fields.author')} htmlFor="post-author" required>
            <Select id="post-author" value={authorId ?? ''} onChange={(e) => setAuthorId(Number(e.target.value))} data-testid="post-author">
              {authors.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
            </Select>
          </Field>
          <Field label={t('fields.categories')} htmlFor="post-categories">
            <MultiPicker id="post-categories" options={categories.map((c) => ({ id: c.id, label: c.name }))} value={categoryIds} onChange={setCategoryIds} testId="post-categories" />
          </Field>
        </>
      )}
    </Dialog>
  );
}
