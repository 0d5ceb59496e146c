/**
 * The posts area: posts by day range (paged by the server, live), a search, a new post, a post made
 * from a story or reportage; a post opens in its editor (save, publish, unpublish, copy, print, remove).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Page, PanelProps } from '@lauda/sdk/web';
import {
  Badge, Button, DataTable, DateInput, ErrorState, Search, Spacer, ToolField, Toolbar, dateIn, formatDate, useDebounced, type Column,
} from '@lauda/web-kit';
import { POST_ROLES, POSTS_TOPIC, type Post } from '../common/index.js';
import { holds } from './api';
import { Area } from './layout';
import { CreateFromDialog } from './CreateFromDialog';
import { PostEditor } from './PostEditor';

const SIZE = 25;
const DAY = 86_400_000;

export default function PostsPanel(props: PanelProps) {
  const { api, live, notify, t, user, branch } = props;
  const writer = holds(user, POST_ROLES.write);
  const now = Date.now();
  const [from, setFrom] = useState<string | null>(dateIn(now - 7 * DAY, branch.timeZone));
  const [to, setTo] = useState<string | null>(dateIn(now + 7 * DAY, branch.timeZone));
  const [typed, setTyped] = useState('');
  const text = useDebounced(typed.trim());
  const [page, setPage] = useState(0);
  const [posts, setPosts] = useState<Page<Post> | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<Post | 'new' | null>(null);
  const [fromSource, setFromSource] = useState(false);
  const [serial, setSerial] = useState(0);
  const reload = useCallback(() => setSerial((n) => n + 1), []);

  useEffect(() => setPage(0), [from, to, text]);
  useEffect(() => {
    let on = true;
    setFailed(false);
    const q = new URLSearchParams({ page: String(page), size: String(SIZE) });
    if (from) q.set('from', from);
    if (to) q.set('to', to);
    if (text) q.set('text', text);
    api.get<Page<Post>>(`/api/posts?${q}`).then((p) => on && setPosts(p), () => on && setFailed(true));
    return () => {
      on = false;
    };
  }, [api, from, to, text, page, serial]);
  useEffect(() => live.subscribe(POSTS_TOPIC, reload), [live, reload]);

  const openPost = (id: number) => api.get<Post>(`/api/posts/${id}`).then(setOpen, (e) => notify.error(e, 'loadFailed'));

  const columns: Column<Post>[] = [
    {
      id: 'title', header: t('fields.title'),
      cell: (p) => <Button $variant="ghost" $small onClick={() => void openPost(p.id)} data-testid="post-open">{p.title}</Button>,
    },
    { id: 'date', header: t('fields.date'), cell: (p) => formatDate(p.date), className: 'nowrap' },
    {
      id: 'state', header: t('fields.state'),
      cell: (p) => <Badge $tone={p.published ? 'success' : 'neutral'} data-testid="post-state">{t(p.published ? 'state.published' : 'state.unpublished')}</Badge>,
    },
    {
      id: 'link', header: t('fields.link'),
      cell: (p) => (p.link && p.published ? <a href={p.link} target="_blank" rel="noreferrer" data-testid="post-link">{t('open')}</a> : null),
    },
  ];

  return (
    <Area data-testid="posts-panel">
      <Toolbar $bar>
        <ToolField>
          {t('fields.from')}
          <DateInput value={from} onChange={setFrom} testId="posts-from" aria-label={t('fields.from')} />
        </ToolField>
        <ToolField>
          {t('fields.to')}
          <DateInput value={to} onChange={setTo} testId="posts-to" aria-label={t('fields.to')} />
        </ToolField>
        <Search value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('search')} aria-label={t('search')} data-testid="posts-search" />
        <Spacer />
        {writer && <Button onClick={() => setFromSource(true)} data-testid="post-from">{t('createFrom')}</Button>}
        {writer && <Button $variant="primary" onClick={() => setOpen('new')} data-testid="post-new">{t('new')}</Button>}
      </Toolbar>
      <div className="list">
        {failed ? (
          <ErrorState title={t('loadFailed')} onRetry={reload} />
        ) : (
          <DataTable
            testId="posts"
            label={t('title')}
            columns={columns}
            rows={posts?.data ?? null}
            rowKey={(p) => p.id}
            rowProps={(p) => ({ 'data-post': p.id })}
            emptyTitle={t('empty')}
            page={posts ? { number: posts.number, size: posts.size, total: posts.total, onPage: setPage } : undefined}
          />
        )}
      </div>
      {open && (
        <PostEditor
          key={open === 'new' ? 'new' : open.id}
          {...props}
          post={open === 'new' ? null : open}
          writer={writer}
          onClose={() => setOpen(null)}
          onChanged={reload}
          onOpen={setOpen}
        />
      )}
      {fromSource && (
        <CreateFromDialog
          api={api}
          notify={notify}
          t={t}
          onClose={() => setFromSource(false)}
          onCreated={(p) => {
            setFromSource(false);
            reload();
            setOpen(p);
          }}
        />
      )}
    </Area>
  );
}

