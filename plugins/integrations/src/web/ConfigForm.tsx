/**
 * The editor of a named configuration: kind (new ones), name, default, server, username, secret
 * (write-only: blank keeps it) and the kind's options. Saving runs the credentials check at once
 * (spec 001 §7 "config … create, update, then a credentials check").
 */
import { useState, type FormEvent } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { Check, Dialog, Field, FormFooter, FormGrid, Input, Select } from '@lauda/web-kit';
import { CONFIG_KINDS, type ConfigKind, type MultiConfig } from '../common/index.js';
import { formBody, formProblems, KIND_OPTIONS, PATHS, toForm, type ConfigForm as Form } from './api';

interface Props extends Pick<PanelProps, 'api' | 'notify' | 't'> {
  config: MultiConfig | null;
  kind: ConfigKind;
  onSaved: (c: MultiConfig, isNew: boolean) => void;
  onClose: () => void;
  check: (c: MultiConfig) => Promise<void>;
}

export function ConfigForm({ config, kind, api, notify, t, onSaved, onClose, check }: Props) {
  const isNew = config === null;
  const [form, setForm] = useState<Form>(() => toForm(config, kind));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems = formProblems(form);
  const err = (k: keyof typeof problems) => (touched && problems[k] ? t(problems[k]!) : null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setTouched(true);
    if (Object.keys(problems).length) return notify.notify('warning', t('form.invalid'));
    setSaving(true);
    try {
      const saved = isNew ? await api.post<MultiConfig>(PATHS.configs, formBody(form)) : await api.put<MultiConfig>(PATHS.config(config.id), formBody(form, config.version));
      onSaved(saved, isNew);
      await check(saved);
    } catch (e2) {
      notify.error(e2, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  return (
    <Dialog title={isNew ? t('form.newTitle') : t('form.editTitle', { name: config.name })} onClose={onClose} onSubmit={submit} busy={saving} width={640}
      testId="multi-config-form" closeLabel={t('close')} footer={<FormFooter saving={saving} isNew={isNew} onClose={onClose} saveTestId="multi-config-save" />}>
      <FormGrid $cols={2}>
        <Field label={t('form.kind')} htmlFor="mc-kind">
          <Select id="mc-kind" value={form.kind} disabled={!isNew} onChange={(e) => set({ kind: e.target.value as ConfigKind })} data-testid="multi-config-kind">
            {CONFIG_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
          </Select>
        </Field>
        <Field label={t('form.name')} htmlFor="mc-name" error={err('name')} required>
          <Input id="mc-name" value={form.name} maxLength={100} aria-invalid={!!err('name')} onChange={(e) => set({ name: e.target.value })} data-testid="multi-config-name" />
        </Field>
        <Field label={t(`form.serverUrl.${form.kind}`)} htmlFor="mc-url" error={err('serverUrl')} required hint={t(`form.serverHint.${form.kind}`)}>
          <Input id="mc-url" type="url" value={form.serverUrl} placeholder="https://" aria-invalid={!!err('serverUrl')} onChange={(e) => set({ serverUrl: e.target.value })} data-testid="multi-config-url" />
        </Field>
        <Field label={t('form.username')} htmlFor="mc-user">
          <Input id="mc-user" value={form.username} maxLength={200} autoComplete="off" onChange={(e) => set({ username: e.target.value })} data-testid="multi-config-username" />
        </Field>
        <Field label={t('form.secret')} htmlFor="mc-secret" hint={config?.hasSecret ? t('form.secretKept') : t('form.secretHint')}>
          <Input id="mc-secret" type="password" value={form.secret} maxLength={500} autoComplete="new-password" onChange={(e) => set({ secret: e.target.value })} data-testid="multi-config-secret" />
        </Field>
        {KIND_OPTIONS[form.kind].map((k) => (
          <Field key={k} label={t(`form.options.${k}`)} htmlFor={`mc-${k}`}>
            <Input id={`mc-${k}`} value={form.options[k] ?? ''} maxLength={200} onChange={(e) => set({ options: { ...form.options, [k]: e.target.value } })} data-testid={`multi-config-${k}`} />
          </Field>
        ))}
      </FormGrid>
      <Check checked={form.isDefault} onChange={(v) => set({ isDefault: v })} label={t('form.isDefault')} testId="multi-config-default" />
    </Dialog>
  );
}
