/**
 * A post in its editor (a dialog): title, slug, excerpt, caption, publication day and time (the
 * branch's), featured image and the text in the script editor; where it stands on WordPress, and
 * the actions: save, publish (saved first), unpublish, copy, print, remove.
 */
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { zonedInstant, type PanelProps } from '@lauda/sdk/web';
import {
  Alert, Badge, Button, DateInput, Dialog, Field, FormGrid, Input, RevisionsDialog, Spacer, TextArea, TimeInput, dateIn, openPdf, pdfUrl, timeOfDayMs, useConfirm,
} from '@lauda/web-kit';
import { ScriptEditor, type RichText } from '@lauda/web-kit/editor';
import type { Post } from '../common/index.js';
import { editorLabels } from './api';
import { FeaturedImage } from './FeaturedImage';
import { PublishDialog } from './PublishDialog';

type Props = PanelProps & {
  post: Post | null;
  writer: boolean;
  onClose(): void;
  onChanged(): void;
  onOpen(p: Post): void;
};

export function PostEditor({ post: initial, writer, api, notify, t, branch, onClose, onChanged, onOpen }: Props) {
  const zone = branch.timeZone;
  const [post, setPost] = useState<Post | null>(initial);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [slug, setSlug] = useState(initial?.slug ?? '');
  const [excerpt, setExcerpt] = useState(initial?.excerpt ?? '');
  const [caption, setCaption] = useState(initial?.caption ?? '');
  const [body, setBody] = useState<RichText>(initial?.body ?? []);
  const [image, setImage] = useState<number | null>(initial?.featuredImageId ?? null);
  const pubMs = initial?.publicationDate ? Date.parse(initial.publicationDate) : null;
  const [day, setDay] = useState<string | null>(pubMs === null ? null : dateIn(pubMs, zone));
  const [time, setTime] = useState<number | null>(pubMs === null ? null : timeOfDayMs(pubMs, zone));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [history, setHistory] = useState(false);
  const confirm = useConfirm(t('cancel'));
  const labels = useMemo(() => editorLabels(t), [t]);
  const edit = <V,>(set: (v: V) => void) => (v: V) => {
    set(v);
    setDirty(true);
  };

  const values = () => ({
    title, slug: slug.trim() || null, excerpt: excerpt || null, caption: caption || null, body, featuredImageId: image,
    publicationDate: day ? new Date(zonedInstant(day, time ?? 0, zone)).toISOString() : null,
  });
  /** saves what is typed; answers the saved post (or null when refused) */
  const save = async (): Promise<Post | null> => {
    setBusy(true);
    try {
      const saved = post
        ? await api.put<Post>(`/api/posts/${post.id}`, { ...values(), version: post.version })
        : await api.post<Post>('/api/posts', values());
      setPost(saved);
      setDirty(false);
      notify.notify('success', t('saved'), saved.title);
      onChanged();
      return saved;
    } catch (e) {
      notify.error(e, post ? 'updateFailed' : 'createFailed');
      return null;
    } finally {
      setBusy(false);
    }
  };
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setBusy(false);
    }
  };
  const startPublish = async () => {
    if (!dirty && post) setPublishing(true);
    else if (await save()) setPublishing(true);
  };
  const unpublish = (p: Post) => confirm.ask({
    title: t('unpublish'), text: t('unpublishConfirm', { title: p.title }), confirmLabel: t('unpublish'), danger: true, testId: 'post-unpublish-confirm',
    run: () => run(async () => {
      setPost(await api.post<Post>(`/api/posts/${p.id}/unpublish`));
      notify.notify('success', t('unpublishedOk'), p.title);
      onChanged();
    }),
  });
  const remove = (p: Post) => confirm.ask({
    title: t('remove'), text: t('removeConfirm', { title: p.title }), confirmLabel: t('remove'), danger: true, testId: 'post-remove-confirm',
    run: () => run(async () => {
      await api.delete(`/api/posts/${p.id}`);
      notify.notify('success', t('removed'), p.title);
      onChanged();
      onClose();
    }),
  });
  const copy = (p: Post) => run(async () => {
    const c = await api.post<Post>(`/api/posts/${p.id}/copy`);
    notify.notify('success', t('copied'), c.title);
    onChanged();
    onOpen(c);
  });

  const footer = (
    <Footer>
      {post && writer && (
        <>
          <Button type="button" $variant="primary" disabled={busy} onClick={() => void startPublish()} data-testid="post-publish">{t(post.published ? 'republish' : 'publish')}</Button>
          {post.wpPostId !== null && post.published && <Button type="button" disabled={busy} onClick={() => unpublish(post)} data-testid="post-unpublish">{t('unpublish')}</Button>}
          <Button type="button" disabled={busy} onClick={() => void copy(post)} data-testid="post-copy">{t('copy')}</Button>
        </>
      )}
      {post && <Button type="button" onClick={() => setHistory(true)} data-testid="post-revisions">{t('revisions')}</Button>}
      {post && <Button type="button" onClick={() => openPdf(pdfUrl(`/api/posts/${post.id}/pdf`, {}))} data-testid="post-print">{t('print')}</Button>}
      {post && writer && <Button type="button" $variant="danger" disabled={busy} onClick={() => remove(post)} data-testid="post-remove">{t('remove')}</Button>}
      <Spacer />
      <Button type="button" onClick={onClose} disabled={busy} data-testid="post-close">{t('close')}</Button>
      {writer && <Button type="submit" $variant="primary" disabled={busy} data-testid="post-save">{t('save')}</Button>}
    </Footer>
  );

  return (
    <Dialog
      title={t(post ? 'edit' : 'new')}
      onClose={onClose}
      busy={busy}
      width={880}
      testId="post-editor"
      closeLabel={t('close')}
      onSubmit={(e) => {
        e.preventDefault();
        if (writer) void save();
      }}
      footer={footer}
    >
      {post && (
        <State data-testid="post-wordpress" data-wp-post={post.wpPostId ?? undefined}>
          <Badge $tone={post.published ? 'success' : 'neutral'} data-testid="post-editor-state">{t(post.published ? 'state.published' : 'state.unpublished')}</Badge>
          {post.link && post.published && <a href={post.link} target="_blank" rel="noreferrer" data-testid="post-editor-link">{post.link}</a>}
        </State>
      )}
      {post?.lastError && <Alert $tone="danger" data-testid="post-last-error">{t('lastError', { error: post.lastError })}</Alert>}
      <FormGrid $cols={2}>
        <Field label={t('fields.title')} htmlFor="post-title" required>
          <Input id="post-title" value={title} maxLength={300} readOnly={!writer} onChange={(e) => edit(setTitle)(e.target.value)} data-testid="post-title" />
        </Field>
        <Field label={t('fields.slug')} htmlFor="post-slug">
          <Input id="post-slug" value={slug} maxLength={200} readOnly={!writer} onChange={(e) => edit(setSlug)(e.target.value)} data-testid="post-slug" />
        </Field>
        <Field label={t('fields.publicationDate')} htmlFor="post-day">
          <DateInput id="post-day" value={day} onChange={edit(setDay)} disabled={!writer} testId="post-day" />
        </Field>
        <Field label={t('fields.publicationTime')} htmlFor="post-time">
          <TimeInput id="post-time" pattern="HH:mm" value={time} onChange={edit(setTime)} disabled={!writer} testId="post-time" />
        </Field>
        <Field label={t('fields.caption')} htmlFor="post-caption">
          <Input id="post-caption" value={caption} maxLength={1000} readOnly={!writer} onChange={(e) => edit(setCaption)(e.target.value)} data-testid="post-caption" />
        </Field>
        <Field label={t('fields.featuredImage')}>
          <FeaturedImage value={image} onChange={edit(setImage)} readOnly={!writer} notify={notify} t={t} />
        </Field>
      </FormGrid>
      <Field label={t('fields.excerpt')} htmlFor="post-excerpt">
        <TextArea id="post-excerpt" rows={2} maxLength={2000} value={excerpt} readOnly={!writer} onChange={(e) => edit(setExcerpt)(e.target.value)} data-testid="post-excerpt" />
      </Field>
      <ScriptEditor value={body} onChange={edit(setBody)} readOnly={!writer} label={t('fields.body')} labels={labels} testId="post-body" />
      {publishing && post && (
        <PublishDialog
          post={post}
          api={api}
          notify={notify}
          t={t}
          onClose={() => setPublishing(false)}
          onPublished={(p) => {
            setPost(p);
            setPublishing(false);
            notify.notify('success', t('publishedOk'), p.title);
            onChanged();
          }}
        />
      )}
      {history && post && (
        <RevisionsDialog
          api={api}
          path={`/api/posts/${post.id}/revisions`}
          title={t('revisions')}
          fieldLabel={(f) => t(f === 'published' ? 'fields.state' : f === 'wordpressId' ? 'fields.site' : f === 'authorId' ? 'fields.author' : f === 'categoryIds' ? 'fields.categories' : `fields.${f}`)}
          onClose={() => setHistory(false)}
          testId="post-revisions-dialog"
          rowTestId="post-revision"
        />
      )}
      {confirm.dialog}
    </Dialog>
  );
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  width: 100%;
  align-items: center;
`;
const State = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  margin-bottom: 10px;
  a { overflow-wrap: anywhere; }
`;
