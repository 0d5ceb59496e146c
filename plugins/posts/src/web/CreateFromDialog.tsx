/** A post made from another area's document: its kind and its number (the title and text come from it). */
import { useState } from 'react';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { Dialog, Field, FormGrid, Input, SaveFooter, Select, Muted } from '@lauda/web-kit';
import type { Post } from '../common/index.js';
import type { T } from './api';

const TYPES = ['story', 'reportage', 'agency_item'] as const;

export function CreateFromDialog({ api, notify, t, onClose, onCreated }: {
  api: ApiClient;
  notify: Notifier;
  t: T;
  onClose(): void;
  onCreated(p: Post): void;
}) {
  const [type, setType] = useState<string>('story');
  const [id, setId] = useState('');
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      onCreated(await api.post<Post>('/api/posts/from', { type, id: id.trim() }));
    } catch (e) {
      notify.error(e, 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t('createFrom')}
      onClose={onClose}
      busy={busy}
      testId="post-from-dialog"
      closeLabel={t('cancel')}
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
      footer={<SaveFooter busy={busy} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('create')} saveTestId="post-from-create" />}
    >
      <Muted>{t('createFromHint')}</Muted>
      <FormGrid $cols={2}>
        <Field label={t('sourceType')} htmlFor="post-from-type" required>
          <Select id="post-from-type" value={type} onChange={(e) => setType(e.target.value)} data-testid="post-from-type">
            {TYPES.map((x) => <option key={x} value={x}>{t(`sourceTypes.${x}`)}</option>)}
          </Select>
        </Field>
        <Field label={t('sourceId')} htmlFor="post-from-id" required>
          <Input id="post-from-id" inputMode="numeric" value={id} onChange={(e) => setId(e.target.value)} data-testid="post-from-id" />
        </Field>
      </FormGrid>
    </Dialog>
  );
}
