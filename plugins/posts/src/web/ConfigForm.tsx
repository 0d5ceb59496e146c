/** A WordPress site's form: name, address, user, application password (blank on a change keeps the stored one). */
import { useState } from 'react';
import type { ApiClient, Notifier } from '@lauda/sdk/web';
import { Dialog, Field, FormGrid, Input, SaveFooter } from '@lauda/web-kit';
import type { WordPressConfig } from '../common/index.js';
import type { T } from './api';

export function ConfigForm({ config, api, notify, t, onClose, onSaved }: {
  config: WordPressConfig | null;
  api: ApiClient;
  notify: Notifier;
  t: T;
  onClose(): void;
  onSaved(): void;
}) {
  const [name, setName] = useState(config?.name ?? '');
  const [url, setUrl] = useState(config?.url ?? 'https://');
  const [username, setUsername] = useState(config?.username ?? '');
  const [appPassword, setAppPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const body = { name, url, username, ...(appPassword ? { appPassword } : {}) };
      if (config) await api.put(`/api/wordpress/configs/${config.id}`, body);
      else await api.post('/api/wordpress/configs', body);
      onSaved();
    } catch (e) {
      notify.error(e, config ? 'updateFailed' : 'createFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={t(config ? 'admin.edit' : 'admin.new')}
      onClose={onClose}
      busy={busy}
      testId="wp-form"
      closeLabel={t('cancel')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      footer={<SaveFooter busy={busy} onCancel={onClose} cancelLabel={t('cancel')} saveLabel={t('save')} saveTestId="wp-save" />}
    >
      <FormGrid $cols={2}>
        <Field label={t('admin.name')} htmlFor="wp-name" required>
          <Input id="wp-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid="wp-name" />
        </Field>
        <Field label={t('admin.url')} htmlFor="wp-url" required>
          <Input id="wp-url" type="url" value={url} maxLength={500} onChange={(e) => setUrl(e.target.value)} data-testid="wp-url" />
        </Field>
        <Field label={t('admin.username')} htmlFor="wp-username" required>
          <Input id="wp-username" value={username} maxLength={100} autoComplete="off" onChange={(e) => setUsername(e.target.value)} data-testid="wp-username" />
        </Field>
        <Field label={t('admin.appPassword')} htmlFor="wp-password" required={!config} hint={config ? t('admin.appPasswordKeep') : undefined}>
          <Input id="wp-password" type="password" value={appPassword} maxLength={200} autoComplete="new-password" onChange={(e) => setAppPassword(e.target.value)} data-testid="wp-password" />
        </Field>
      </FormGrid>
    </Dialog>
  );
}
