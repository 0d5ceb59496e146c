import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Alert, Button, Check, Field, FormGrid, Input, Loading, Section, Select, Toggle } from '@lauda/web-kit';
import { ApiError } from '../api/client';
import { canAccess } from '../registry/access';
import { ADMIN_WRITE } from './builtins';
import { useStoredForm } from './useStoredForm';
import type { Problem } from './branchSettings';
import { isEmail, SECURITY, toMailBody, toMailForm, validateMail, type MailConfig, type MailForm } from './mailSettings';

/** E-mail (SMTP): the server the newsroom sends documents through, a connection check and a test message. */
export default function MailPanel({ api, notify, user }: PanelProps) {
  const { t } = useTranslation();
  const canWrite = canAccess([ADMIN_WRITE], user);
  const { stored, form, setForm, touched, setTouched, conflict, setConflict, accept, reload: load } = useStoredForm<MailConfig, MailForm>(api, notify, '/api/mail/config', toMailForm);
  const [clearPassword, setClearPassword] = useState(false);
  const [busy, setBusy] = useState<'save' | 'check' | 'test' | null>(null);
  const [testTo, setTestTo] = useState(user.email ?? '');
  const [testTouched, setTestTouched] = useState(false);

  // a record read or saved anew: the stored password is kept again
  useEffect(() => setClearPassword(false), [stored]);

  const problems = useMemo(() => (form ? validateMail(form) : {}), [form]);
  if (!form || !stored) return <Loading label={t('app.loading')} />;

  const changed = clearPassword || JSON.stringify(toMailForm(stored)) !== JSON.stringify(form);
  const problem = (field: string): Problem | undefined => (touched ? problems[field] : undefined);
  const set = (patch: Partial<MailForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const body = () => ({ ...toMailBody(form), ...(clearPassword && !form.password ? { password: '' } : {}) });
  const valid = () => {
    setTouched(true);
    if (!Object.keys(problems).length) return true;
    notify.notify('warning', t('validation.formInvalid'));
    return false;
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid()) return;
    setBusy('save');
    try {
      const saved = await api.put<MailConfig>('/api/mail/config', { ...body(), version: stored.version });
      accept(saved);
      notify.notify('success', t('admin.mail.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'mail.configConflict') setConflict(true);
      notify.error(err, 'updateFailed');
    } finally {
      setBusy(null);
    }
  };
  const check = async () => {
    if (!valid()) return;
    setBusy('check');
    try {
      await api.post('/api/mail/check', body());
      notify.notify('success', t('admin.mail.checked'));
    } catch (err) {
      notify.error(err, 'actionFailed');
    } finally {
      setBusy(null);
    }
  };
  const sendTest = async () => {
    setTestTouched(true);
    if (!isEmail(testTo)) return;
    setBusy('test');
    try {
      await api.post('/api/mail/test', { to: testTo.trim() });
      notify.notify('success', t('admin.mail.testSent', { to: testTo.trim() }));
    } catch (err) {
      notify.error(err, 'actionFailed');
    } finally {
      setBusy(null);
    }
  };

  const field = (id: keyof MailForm, control: ReactNode, hint?: string) => {
    const p = problem(id);
    return (
      <Field label={t(`admin.mail.fields.${id}`)} htmlFor={`mail-${id}`} error={p ? t(p.key, p.vars) : null} hint={hint} testId={`mail-field-${id}`}>
        {control}
      </Field>
    );
  };
  const text = (id: 'host' | 'port' | 'username' | 'fromAddress' | 'fromName', extra: Record<string, unknown> = {}) => (
    <Input
      id={`mail-${id}`}
      value={form[id]}
      disabled={!canWrite}
      aria-invalid={!!problem(id)}
      onChange={(e) => set({ [id]: id === 'port' ? e.target.value.replace(/[^\d]/g, '') : e.target.value })}
      data-testid={`mail-${id}`}
      {...extra}
    />
  );
  const testProblem = testTouched && !isEmail(testTo) ? t(testTo.trim() ? 'validation.invalidEmail' : 'validation.required') : null;

  return (
    <Wrap data-testid="mail-settings">
      {conflict && (
        <Alert $tone="danger" role="alert" data-testid="mail-conflict">
          <span className="grow">{t('errors.mail.configConflict')}</span>
          <Button type="button" onClick={() => void load()} data-testid="mail-reload">{t('admin.settings.reload')}</Button>
        </Alert>
      )}
      {!canWrite && <Alert $tone="info">{t('admin.readOnly')}</Alert>}
      <form onSubmit={save} noValidate>
        <Section title={t('admin.mail.server')} text={t('admin.mail.serverText')}>
          <Toggle checked={form.enabled} disabled={!canWrite} onChange={(enabled) => set({ enabled })} label={t('admin.mail.fields.enabled')} testId="mail-enabled" />
          <FormGrid $cols={3}>
            {field('host', text('host', { maxLength: 255, placeholder: 'smtp.example.org', autoComplete: 'off' }))}
            {field('port', text('port', { inputMode: 'numeric' }))}
            {field('security',
              <Select id="mail-security" value={form.security} disabled={!canWrite} onChange={(e) => set({ security: e.target.value as MailForm['security'] })} data-testid="mail-security">
                {SECURITY.map((s) => <option key={s} value={s}>{t(`admin.mail.security.${s}`)}</option>)}
              </Select>)}
            {field('username', text('username', { maxLength: 255, autoComplete: 'off' }))}
            {field('password',
              <Input id="mail-password" type="password" value={form.password} disabled={!canWrite || clearPassword} autoComplete="new-password" maxLength={255}
                placeholder={stored.passwordSet ? t('admin.mail.passwordKept') : ''} onChange={(e) => set({ password: e.target.value })} data-testid="mail-password" />,
              stored.passwordSet ? t('admin.mail.passwordSet') : t('admin.mail.passwordNone'))}
            {stored.passwordSet && canWrite && (
              <div className="clear"><Check checked={clearPassword} onChange={setClearPassword} label={t('admin.mail.clearPassword')} testId="mail-clear-password" /></div>
            )}
            {field('fromAddress', text('fromAddress', { type: 'email', maxLength: 254, placeholder: 'redacao@example.org' }))}
            {field('fromName', text('fromName', { maxLength: 100 }))}
          </FormGrid>
        </Section>
        {canWrite && (
          <Actions>
            <span className="version">{t('admin.settings.version', { version: stored.version })}</span>
            <Button type="button" $variant="secondary" disabled={busy !== null} onClick={() => void check()} data-testid="mail-check">
              {busy === 'check' ? t('admin.mail.checking') : t('admin.mail.check')}
            </Button>
            <Button type="button" $variant="ghost" disabled={!changed || busy !== null} onClick={() => { setForm(toMailForm(stored)); setClearPassword(false); }}>
              {t('admin.discard')}
            </Button>
            <Button type="submit" $variant="primary" disabled={busy !== null || !changed} data-testid="mail-save">
              {busy === 'save' ? t('admin.saving') : t('admin.save')}
            </Button>
          </Actions>
        )}
      </form>
      {canWrite && (
        <Section title={t('admin.mail.test')} text={changed ? t('admin.mail.testUnsaved') : t('admin.mail.testText')}>
          <TestRow onSubmit={(e) => { e.preventDefault(); void sendTest(); }} noValidate>
            <Field label={t('admin.mail.testTo')} htmlFor="mail-test-to" error={testProblem} testId="mail-field-testTo">
              <Input id="mail-test-to" type="email" value={testTo} maxLength={254} aria-invalid={!!testProblem} onChange={(e) => setTestTo(e.target.value)} data-testid="mail-test-to" />
            </Field>
            <Button type="submit" $variant="primary" disabled={busy !== null} data-testid="mail-test-send">
              {busy === 'test' ? t('admin.mail.testSending') : t('admin.mail.testSend')}
            </Button>
          </TestRow>
        </Section>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  max-width: 920px;
  .clear {
    align-self: end;
    padding-bottom: 10px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: 16px;
  .version {
    margin-right: auto;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;
const TestRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  > :first-child {
    flex: 1 1 260px;
  }
  > button {
    margin-bottom: 18px;
  }
`;
