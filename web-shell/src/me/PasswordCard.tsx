import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '@lauda/sdk/web';
import { Alert, Button, Field, FormGrid, Input } from '@lauda/web-kit';
import { isApiError } from '../api/client';
import { ME, refusedField } from './api';
import { MyCard } from './MyCard';

type Fields = 'currentPassword' | 'newPassword' | 'confirmPassword';
const BLANK: Record<Fields, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
const MIN = 8;

/**
 * The password change (spec 000 §5): the current password, the new one (8 or more characters) and
 * its confirmation, which must match. The server ends every other session of the user; a directory
 * user is told the password is the directory's.
 */
export function PasswordCard({ api, notify, directory, onChanged }: Pick<PanelProps, 'api' | 'notify'> & { directory: boolean; onChanged(): void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(BLANK);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [busy, setBusy] = useState(false);

  const check = (f: typeof BLANK) => {
    const out: Partial<Record<Fields, string>> = {};
    if (!f.currentPassword) out.currentPassword = t('validation.required');
    if (f.newPassword.length < MIN) out.newPassword = f.newPassword ? t('validation.minChars', { count: MIN }) : t('validation.required');
    else if (f.newPassword === f.currentPassword) out.newPassword = t('myData.password.unchanged');
    if (!f.confirmPassword) out.confirmPassword = t('validation.required');
    else if (f.confirmPassword !== f.newPassword) out.confirmPassword = t('myData.password.mismatch');
    return out;
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const r = await api.post<{ signedOut: number }>(`${ME}/password`, form);
      setForm(BLANK);
      notify.notify('success', t('myData.password.changed', { count: r.signedOut }));
      onChanged();
    } catch (err) {
      const code = isApiError(err) ? err.code : '';
      if (code === 'user.wrongPassword') setErrors({ currentPassword: t('myData.password.wrong') });
      else if (code === 'user.passwordMismatch') setErrors({ confirmPassword: t('myData.password.mismatch') });
      else if (code === 'user.passwordUnchanged') setErrors({ newPassword: t('myData.password.unchanged') });
      else if (code === 'error_too_many_attempts') setErrors({ currentPassword: t('myData.password.tooMany', { seconds: (err as { retryAfter?: number }).retryAfter ?? '' }) });
      else if (code === 'user.directoryPassword') notify.notify('warning', t('myData.password.directory'));
      else if (refusedField(err) === 'newPassword') setErrors({ newPassword: t('validation.minChars', { count: MIN }) });
      else notify.error(err, 'updateFailed');
    } finally {
      setBusy(false);
    }
  };

  const input = (f: Fields, label: string, autoComplete: string) => (
    <Field label={label} htmlFor={`my-${f}`} error={errors[f]} required testId={`my-password-${f}`}>
      <Input id={`my-${f}`} type="password" value={form[f]} autoComplete={autoComplete} maxLength={1024} aria-invalid={!!errors[f]}
        onChange={(e) => setForm({ ...form, [f]: e.target.value })} data-testid={`my-password-${f}-input`} />
    </Field>
  );
  return (
    <MyCard title={t('myData.password.title')} testId="my-password">
      {directory ? (
        <Alert $tone="info" data-testid="my-password-directory">{t('myData.password.directory')}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          {input('currentPassword', t('myData.password.current'), 'current-password')}
          <FormGrid>
            {input('newPassword', t('myData.password.new'), 'new-password')}
            {input('confirmPassword', t('myData.password.confirm'), 'new-password')}
          </FormGrid>
          <Button type="submit" $variant="primary" disabled={busy} data-testid="my-password-save">{t('myData.password.save')}</Button>
        </form>
      )}
    </MyCard>
  );
}
