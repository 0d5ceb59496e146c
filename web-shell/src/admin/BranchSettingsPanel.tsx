import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOCALES, type PanelProps } from '@lauda/sdk/web';
import { ApiError } from '../api/client';
import { useShell } from '../app/shell';
import { canAccess } from '../registry/access';
import { Alert, Button, Field, FormGrid, Input, Loading, Section, Select } from '@lauda/web-kit';
import { ADMIN_WRITE } from './builtins';
import { useStoredForm } from './useStoredForm';
import { BranchFile } from './BranchFile';
import { ThemeColorField } from '../look/ThemeColorField';
import { toBody, toForm, validateSettings, type BranchSettings, type Problem, type SettingsForm } from './branchSettings';

const CONFLICT = 'branch.configConflict';

function timeZones(): string[] {
  try {
    return (Intl as unknown as { supportedValuesOf(k: string): string[] }).supportedValuesOf('timeZone');
  } catch {
    return ['America/Sao_Paulo', 'America/Manaus', 'America/Recife', 'America/New_York', 'Europe/Lisbon', 'Europe/Madrid', 'UTC'];
  }
}

/** Branch settings: locale, name, time zone, password expiration, logo, font; saved whole with its version (retention: CleanupPanel). */
export default function BranchSettingsPanel({ api, notify, user }: PanelProps) {
  const { t } = useTranslation();
  const shell = useShell();
  const canWrite = canAccess([ADMIN_WRITE], user);
  const { stored, form, setForm, touched, setTouched, conflict, setConflict, accept, reload: load } = useStoredForm<BranchSettings, SettingsForm>(api, notify, '/api/branch/config', toForm);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(timeZones, []);

  const problems = useMemo(() => (form ? validateSettings(form) : {}), [form]);
  if (!form || !stored) return <Loading label={t('app.loading')} />;

  const changed = JSON.stringify(toForm(stored)) !== JSON.stringify(form);
  const problem = (field: string): Problem | undefined => (touched ? problems[field] : undefined);
  const set = (patch: Partial<SettingsForm>) => setForm((f) => (f ? { ...f, ...patch } : f));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length) {
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    setSaving(true);
    try {
      const saved = await api.put<BranchSettings>('/api/branch/config', toBody(form, stored.version));
      accept(saved);
      shell.setBranch({ ...saved });
      notify.notify('success', t('admin.settings.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.code === CONFLICT) setConflict(true);
      notify.error(err, 'updateFailed');
    } finally {
      setSaving(false);
    }
  };

  const field = (id: string, label: string, control: ReactNode, hint?: string) => {
    const p = problem(id);
    return (
      <Field label={label} htmlFor={`bs-${id}`} error={p ? t(p.key, p.vars) : null} hint={hint} testId={`field-${id}`}>
        {control}
      </Field>
    );
  };
  const number = (id: string, value: string, onChange: (v: string) => void, unit: string) => (
    <Unit>
      <Input
        id={`bs-${id}`}
        inputMode="numeric"
        value={value}
        disabled={!canWrite}
        aria-invalid={!!problem(id)}
        onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, ''))}
        data-testid={`settings-${id}`}
      />
      <span>{unit}</span>
    </Unit>
  );

  return (
    <Form onSubmit={save} noValidate data-testid="branch-settings">
      {conflict && (
        <Alert $tone="danger" role="alert" data-testid="settings-conflict">
          <span className="grow">{t('errors.branch.configConflict')}</span>
          <Button type="button" onClick={() => void load()} data-testid="settings-reload">
            {t('admin.settings.reload')}
          </Button>
        </Alert>
      )}
      {!canWrite && <Alert $tone="info">{t('admin.readOnly')}</Alert>}
      <Section title={t('admin.settings.general')} text={t('admin.settings.generalText')}>
        <FormGrid>
          {field(
            'branchName',
            t('admin.settings.branchName'),
            <Input id="bs-branchName" value={form.branchName} maxLength={120} disabled={!canWrite} aria-invalid={!!problem('branchName')} onChange={(e) => set({ branchName: e.target.value })} data-testid="settings-branchName" />,
          )}
          {field(
            'locale',
            t('admin.settings.locale'),
            <Select id="bs-locale" value={form.locale} disabled={!canWrite} onChange={(e) => set({ locale: e.target.value })} data-testid="settings-locale">
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {t(`app.languages.${l}`)}
                </option>
              ))}
            </Select>,
            t('admin.settings.localeHint'),
          )}
          {field(
            'timeZone',
            t('admin.settings.timeZone'),
            <>
              <Input id="bs-timeZone" list="bs-zones" value={form.timeZone} disabled={!canWrite} aria-invalid={!!problem('timeZone')} onChange={(e) => set({ timeZone: e.target.value })} data-testid="settings-timeZone" />
              <datalist id="bs-zones">
                {zones.map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
            </>,
          )}
          {field(
            'passwordExpirationDays',
            t('admin.settings.passwordExpirationDays'),
            number('passwordExpirationDays', form.passwordExpirationDays, (v) => set({ passwordExpirationDays: v }), t('admin.settings.days')),
            t('admin.settings.zeroNever'),
          )}
        </FormGrid>
      </Section>
      <Section title={t('look.themeColor')} text={t('look.themeColorText')}>
        <ThemeColorField value={form.themeColor} disabled={!canWrite} onChange={(themeColor) => set({ themeColor })} />
      </Section>
      <Section title={t('admin.settings.logo')} text={t('admin.settings.logoText')}>
        <BranchFile kind="logo" value={form.logoFileId} disabled={!canWrite} notify={notify} onChange={(logoFileId) => set({ logoFileId })} />
      </Section>
      <Section title={t('admin.settings.font')} text={t('admin.settings.fontText')}>
        <BranchFile kind="font" value={form.fontFileId} disabled={!canWrite} notify={notify} onChange={(fontFileId) => set({ fontFileId })} />
      </Section>
      {/* retention: the "Histórico e limpeza" screen (CleanupPanel), saved through the same PUT */}
      {canWrite && (
        <Actions>
          <span className="version">{t('admin.settings.version', { version: stored.version })}</span>
          <Button type="button" $variant="ghost" disabled={!changed || saving} onClick={() => setForm(toForm(stored))}>
            {t('admin.discard')}
          </Button>
          <Button type="submit" $variant="primary" disabled={saving || !changed} data-testid="settings-save">
            {saving ? t('admin.saving') : t('admin.save')}
          </Button>
        </Actions>
      )}
    </Form>
  );
}

const Form = styled.form`
  max-width: 920px;
`;
const Unit = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  input {
    width: 120px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.color.muted};
  }
`;
const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  .version {
    margin-right: auto;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;
