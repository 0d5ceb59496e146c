import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '@lauda/sdk/web';
import { Alert, Button, Field, FormGrid, formatInstant, Input, Muted } from '@lauda/web-kit';
import { isApiError } from '../api/client';
import { ME, refusedField, type Profile } from './api';
import { MyCard } from './MyCard';

type Form = { nickname: string; name: string; email: string };
const formOf = (p: Profile): Form => ({ nickname: p.nickname, name: p.name, email: p.email ?? '' });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The user's nickname, name and e-mail (a directory user's name and e-mail read only) and the password's expiry. */
export function ProfileCard({ api, notify, timeZone, onLoaded, onSaved }: Pick<PanelProps, 'api' | 'notify'> & { timeZone: string | undefined; onLoaded(p: Profile): void; onSaved(p: Profile): void }) {
  const { t } = useTranslation();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [form, setForm] = useState<Form>({ nickname: '', name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [busy, setBusy] = useState(false);

  const load = () => api.get<Profile>(`${ME}/profile`).then((p) => {
    setProfile(p);
    setForm(formOf(p));
    onLoaded(p);
  });
  useEffect(() => {
    load().catch((e) => notify.error(e, 'loadFailed'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const check = (f: Form) => {
    const out: Partial<Record<keyof Form, string>> = {};
    if (!f.nickname.trim()) out.nickname = t('validation.required');
    if (!f.name.trim()) out.name = t('validation.required');
    if (f.email.trim() && !EMAIL.test(f.email.trim())) out.email = t('validation.invalidEmail');
    return out;
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!profile) return;
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = await api.put<Profile>(`${ME}/profile`, { nickname: form.nickname.trim(), name: form.name.trim(), email: form.email.trim() || null, version: profile.version });
      setProfile(saved);
      setForm(formOf(saved));
      notify.notify('success', t('myData.profile.saved'));
      onSaved(saved);
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        const message = t(`myData.profile.conflict.${err.code.replace(/^user\./, '')}`);
        const fields = ((err.details as { fields?: string[] } | undefined)?.fields ?? []) as (keyof Form)[];
        setErrors(Object.fromEntries(fields.map((f) => [f, message])));
      } else if (isApiError(err) && err.status === 412) {
        notify.notify('warning', t('myData.profile.stale'));
        await load().catch((e) => notify.error(e, 'loadFailed'));
      } else if (isApiError(err) && err.status === 400 && refusedField(err)) {
        setErrors({ [refusedField(err) as keyof Form]: t(refusedField(err) === 'email' ? 'validation.invalidEmail' : 'validation.required') });
      } else notify.error(err, 'updateFailed');
    } finally {
      setBusy(false);
    }
  };

  const readOnly = (f: string) => profile?.readOnly.includes(f) ?? true;
  const input = (f: keyof Form, type = 'text') => (
    <Field label={t(`myData.profile.${f}`)} htmlFor={`my-${f}`} error={errors[f]} required={f !== 'email'} testId={`my-profile-${f}`}>
      <Input id={`my-${f}`} type={type} value={form[f]} readOnly={readOnly(f)} maxLength={f === 'name' ? 200 : f === 'email' ? 191 : 100}
        onChange={(e) => setForm({ ...form, [f]: e.target.value })} data-testid={`my-profile-${f}-input`} aria-invalid={!!errors[f]} />
    </Field>
  );
  return (
    <MyCard title={t('myData.profile.title')} testId="my-profile">
      <form onSubmit={submit} noValidate>
        <FormGrid>
          <Field label={t('myData.profile.username')} htmlFor="my-username">
            <Input id="my-username" value={profile?.username ?? ''} readOnly data-testid="my-profile-username" />
          </Field>
          {input('nickname')}
          {input('name')}
          {input('email', 'email')}
        </FormGrid>
        {profile?.adUser && <Alert $tone="info" data-testid="my-profile-directory">{t('myData.profile.directory')}</Alert>}
        <Muted data-testid="my-profile-expiry">
          {profile?.passwordExpiresAt ? t('myData.profile.expires', { when: formatInstant(profile.passwordExpiresAt, timeZone) }) : t('myData.profile.neverExpires')}
        </Muted>
        <Button type="submit" $variant="primary" disabled={busy || !profile} data-testid="my-profile-save">{t('myData.profile.save')}</Button>
      </form>
    </MyCard>
  );
}
