/**
 * Admin › Active Directory: the directory settings (address, bind, where the users and groups are,
 * their attributes, the schedule), a connection test of what the form holds (before saving), and the
 * synchronisation with its live state.
 */
import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Button, Field, FormGrid, Input, Loading, Muted, Section, SectionTitle, Toggle, Toolbar } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { DIRECTORY_ROLES, type DirectoryCheck, type DirectoryConfig } from '../common/index.js';
import { PATHS, problems, toBody, toForm, withPreset, type Form, type TextKey } from './model';
import { SyncStateCard } from './SyncStateCard';

interface Failure { code?: string; message?: string; details?: { directory?: string } }

export default function DirectoryPanel(props: PanelProps) {
  const { api, notify, t, user } = props;
  const canWrite = user.support || user.roles.includes(DIRECTORY_ROLES.write);
  const [config, setConfig] = useState<DirectoryConfig | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState<'save' | 'check' | null>(null);
  const [result, setResult] = useState<string | null>(null);

  useEffect(() => {
    api.get<DirectoryConfig>(PATHS.config).then((c) => { setConfig(c); setForm(toForm(c)); }, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify]);
  if (!form || !config) return <Loading label={t('title')} />;

  const errors = problems(form);
  const field = (k: TextKey, extra: InputHTMLAttributes<HTMLInputElement> = {}, hint?: string) => (
    <Field label={t(`fields.${k}`)} htmlFor={`ldap-${k}`} hint={hint ?? (t(`hints.${k}`, { defaultValue: '' }) || undefined)}
      error={shown && errors[k] ? t(errors[k]!) : null} testId={`ldap-field-${k}`}>
      <Input id={`ldap-${k}`} value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} readOnly={!canWrite}
        aria-invalid={shown && !!errors[k]} data-testid={`ldap-${k}`} spellCheck={false} autoComplete="off" {...extra} />
    </Field>
  );

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.keys(errors).length) return;
    setBusy('save');
    try {
      const saved = await api.put<DirectoryConfig>(PATHS.config, toBody(form, config.version));
      setConfig(saved);
      setForm(toForm(saved));
      setShown(false);
      notify.notify('success', t('saved'));
    } catch (err) {
      notify.error(err, 'updateFailed');
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setShown(true);
    if (Object.keys(errors).length) return;
    setBusy('check');
    setResult(null);
    try {
      const { version: _, ...body } = toBody(form, config.version);
      const found = await api.post<DirectoryCheck>(PATHS.check, body);
      setResult(t('checkOk', { ...found }));
    } catch (err) {
      const f = err as Failure;
      const text = f.code ? t(`errors.${f.code}`, { defaultValue: f.message ?? '' }) : String(f.message ?? err);
      setResult(t('checkFailed', { message: f.details?.directory ? `${text} (${f.details.directory})` : text }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div data-testid="ldap-panel">
      <SyncStateCard {...props} canWrite={canWrite} />
      <form onSubmit={save} noValidate data-testid="ldap-settings">
        <Section title={t('title')} text={t('intro')}>
          <Toggle checked={form.enabled} onChange={(enabled) => setForm({ ...form, enabled })} label={t('fields.enabled')} disabled={!canWrite} testId="ldap-enabled" />
          <SectionTitle>{t('connection')}</SectionTitle>
          <FormGrid $cols={3}>
            {field('url', { placeholder: 'ldap://ad.example:389' })}
            {field('bindDn', { placeholder: 'cn=lauda,ou=services,dc=example,dc=com' })}
            {field('bindPassword', { type: 'password', autoComplete: 'new-password' }, t(config.bindPasswordSet ? 'hints.bindPasswordSet' : 'hints.bindPasswordNone'))}
          </FormGrid>
          <SectionTitle>{t('usersSection')}</SectionTitle>
          {canWrite && (
            <Toolbar>
              <Muted>{t('presets')}</Muted>
              <Button type="button" onClick={() => setForm(withPreset(form, 'activeDirectory'))} data-testid="ldap-preset-ad">{t('presetActiveDirectory')}</Button>
              <Button type="button" onClick={() => setForm(withPreset(form, 'openLdap'))} data-testid="ldap-preset-openldap">{t('presetOpenLdap')}</Button>
            </Toolbar>
          )}
          <FormGrid $cols={3}>
            {field('usersBaseDn', { placeholder: 'ou=people,dc=example,dc=com' })}
            {field('userFilter')}
            {field('usernameAttribute')}
            {field('nameAttribute')}
            {field('emailAttribute')}
          </FormGrid>
          <SectionTitle>{t('groupsSection')}</SectionTitle>
          <FormGrid $cols={3}>
            {field('groupsBaseDn', { placeholder: 'ou=groups,dc=example,dc=com' })}
            {field('groupFilter')}
            {field('groupMemberAttribute')}
          </FormGrid>
          <SectionTitle>{t('schedule')}</SectionTitle>
          <FormGrid $cols={3}>
            {field('syncEveryMinutes', { inputMode: 'numeric' })}
          </FormGrid>
          <Toggle checked={form.deactivateMissing} onChange={(deactivateMissing) => setForm({ ...form, deactivateMissing })}
            label={t('fields.deactivateMissing')} disabled={!canWrite} testId="ldap-deactivate-missing" />
          <p role="status" data-testid="ldap-check-result">{result}</p>
          {canWrite && (
            <Toolbar>
              <Button type="button" onClick={() => void check()} disabled={busy !== null} data-testid="ldap-check">{busy === 'check' ? t('checking') : t('check')}</Button>
              <Button type="submit" $variant="primary" disabled={busy !== null} data-testid="ldap-save">{busy === 'save' ? t('saving') : t('save')}</Button>
            </Toolbar>
          )}
        </Section>
      </form>
    </div>
  );
}
