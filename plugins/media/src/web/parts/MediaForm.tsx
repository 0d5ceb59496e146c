/**
 * Create (on the chosen MAM) or change a media, in a dialog: slug, kind, group, length, abstract,
 * description and the values of the device's searchable fields. The device is asked; a refusal is
 * the shell's translated notice ("media already added", "sync already in progress" …) and the form stays.
 */
import { useState } from 'react';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { Button, Dialog, Field, FormGrid, Input, Select, TextArea, TimeInput, useDialogSubmit } from '@lauda/web-kit';
import { MEDIA_KINDS, type MamDevice, type Media, type MediaKind } from '../../common/index.js';

type T = (key: string, options?: Record<string, unknown>) => string;

interface Props {
  api: ApiClient;
  notify: Notifier;
  t: T;
  mam: MamDevice;
  /** null: a new one */
  media: Media | null;
  fieldNames: string[];
  onClose(): void;
  onSaved(m: Media): void;
}

export function MediaForm({ api, notify, t, mam, media, fieldNames, onClose, onSaved }: Props) {
  const [slug, setSlug] = useState(media?.slug ?? '');
  const [kind, setKind] = useState<MediaKind>(media?.kind ?? 'VIDEO');
  const [group, setGroup] = useState(media?.group ?? '');
  const [abstractText, setAbstract] = useState(media?.abstractText ?? '');
  const [description, setDescription] = useState(media?.description ?? '');
  const [durationMs, setDuration] = useState<number | null>(media?.durationMs ?? null);
  const [fields, setFields] = useState<Record<string, string>>(media?.fields ?? {});
  const body = () => {
    const values = Object.fromEntries(Object.entries(fields).filter(([k, v]) => fieldNames.includes(k) && v.trim()));
    return {
      slug, kind, group: group || null, abstractText: abstractText || null, description: description || null,
      ...(durationMs !== null && durationMs !== media?.durationMs ? { durationMs } : {}),
      ...(Object.keys(values).length ? { fields: values } : {}),
    };
  };
  const { saving, submit } = useDialogSubmit(
    notify,
    media ? 'updateFailed' : 'createFailed',
    () => (media ? api.put<Media>(`/api/mam/medias/${media.id}`, { ...body(), version: media.version }) : api.post<Media>(`/api/mam/${mam.id}/medias`, body())),
    (m) => {
      notify.notify('success', t(media ? 'saved' : 'created', { slug: m.slug }));
      onSaved(m);
    },
    () => (slug.trim() ? null : t('missing', { fields: t('form.slug') })),
  );
  const f = (k: string) => t(`form.${k}`);
  return (
    <Dialog title={media ? t('editTitle', { slug: media.slug }) : t('newTitle', { name: mam.name })} onClose={onClose} onSubmit={submit} busy={saving} width={560}
      testId="media-form" closeLabel={t('close')}
      footer={<><span className="grow" /><Button type="button" onClick={onClose} disabled={saving} data-testid="media-form-cancel">{t('cancel')}</Button>
        <Button type="submit" $variant="primary" disabled={saving} data-testid="media-form-save">{media ? t('save') : t('create')}</Button></>}>
      <FormGrid $cols={2}>
        <Field label={f('slug')} htmlFor="media-slug" required>
          <Input id="media-slug" value={slug} maxLength={128} onChange={(e) => setSlug(e.target.value)} data-testid="media-form-slug" data-autofocus />
        </Field>
        <Field label={f('kind')} htmlFor="media-kind">
          <Select id="media-kind" value={kind} onChange={(e) => setKind(e.target.value as MediaKind)} data-testid="media-form-kind">
            {MEDIA_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
          </Select>
        </Field>
        <Field label={f('group')} htmlFor="media-group">
          <Input id="media-group" value={group} maxLength={128} onChange={(e) => setGroup(e.target.value)} data-testid="media-form-group" />
        </Field>
        <Field label={f('duration')} htmlFor="media-duration">
          <TimeInput id="media-duration" value={durationMs} pattern="HH:mm:ss+" onChange={setDuration} testId="media-form-duration" />
        </Field>
      </FormGrid>
      <Field label={f('abstractText')} htmlFor="media-abstract">
        <Input id="media-abstract" value={abstractText} maxLength={2000} onChange={(e) => setAbstract(e.target.value)} data-testid="media-form-abstract" />
      </Field>
      <Field label={f('description')} htmlFor="media-description">
        <TextArea id="media-description" value={description} maxLength={5000} rows={3} onChange={(e) => setDescription(e.target.value)} data-testid="media-form-description" />
      </Field>
      {fieldNames.length > 0 && (
        <FormGrid $cols={2}>
          {fieldNames.map((name) => (
            <Field key={name} label={name} htmlFor={`media-field-${name}`}>
              <Input id={`media-field-${name}`} value={fields[name] ?? ''} maxLength={500} onChange={(e) => setFields((x) => ({ ...x, [name]: e.target.value }))} data-testid={`media-form-field-${name}`} />
            </Field>
          ))}
        </FormGrid>
      )}
    </Dialog>
  );
}
