/**
 * Admin › Maps: the branch's tile server (URL template), attribution, geocoding server, default
 * centre and zoom; a "test" button geocodes a sample address through the server typed in the form,
 * before it is saved.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Field, FormGrid, Input, Loading, Section, Select, Toolbar } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import type { MapConfig, MapPlace } from '../common/index.js';
import { PATHS } from './api';
import { isUrl, problems, toForm, type Form } from './model';

export default function MapSettingsPanel({ api, notify, t }: PanelProps) {
  const [version, setVersion] = useState<number | null>(null);
  const [hasKey, setHasKey] = useState(false);
  const [form, setForm] = useState<Form | null>(null);
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const [sample, setSample] = useState('Praça da Sé, São Paulo');
  const [result, setResult] = useState<string | null>(null);

  useEffect(() => {
    api.get<MapConfig>(PATHS.config).then((c) => { setForm(toForm(c)); setVersion(c.version); setHasKey(c.hasGoogleKey); }, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify]);
  if (!form || version === null) return <Loading />;

  const errors = problems(form);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const field = (k: keyof Form, props: Record<string, unknown> = {}) => (
    <Field label={t(`settings.${k}`)} htmlFor={`map-${k}`} hint={t(`settings.hints.${k}`, { defaultValue: '' }) || undefined}
      error={shown && errors[k] ? t(errors[k]!) : null} testId={`map-setting-${k}`}>
      <Input id={`map-${k}`} value={form[k]} onChange={set(k)} aria-invalid={shown && !!errors[k]} data-testid={`map-${k}`} {...props} />
    </Field>
  );

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.keys(errors).length) return;
    setSaving(true);
    try {
      // the key is write-only: a blank field keeps the stored one
      const body = { ...form, googleKey: form.googleKey.trim() || undefined, countryCodes: form.countryCodes.trim(), centerLat: Number(form.centerLat), centerLon: Number(form.centerLon), zoom: Number(form.zoom), version };
      const saved = await api.put<MapConfig>(PATHS.config, body);
      setForm(toForm(saved));
      setVersion(saved.version);
      setHasKey(saved.hasGoogleKey);
      setShown(false);
      notify.notify('success', t('settings.saved'));
    } catch (err) {
      notify.error(err, 'updateFailed');
    } finally {
      setSaving(false);
    }
  };
  const test = async () => {
    setResult(null);
    const google = form.provider === 'google';
    if (!google && !isUrl(form.geocoderUrl)) return setResult(t('settings.errors.noGeocoder'));
    try {
      const r = await api.post<{ found: boolean; place?: MapPlace }>(PATHS.test, { provider: form.provider, geocoderUrl: form.geocoderUrl, googleKey: form.googleKey.trim() || undefined, countryCodes: errors.countryCodes ? '' : form.countryCodes.trim(), q: sample });
      setResult(r.found && r.place ? t('settings.found', { label: r.place.label, lat: r.place.lat.toFixed(5), lon: r.place.lon.toFixed(5) }) : t('settings.notFound'));
    } catch (err) {
      setResult(t('settings.testFailed'));
      notify.error(err, 'actionFailed');
    }
  };

  return (
    <form onSubmit={save} noValidate data-testid="map-settings">
      <Section title={t('settings.title')} text={t('settings.text')}>
        <FormGrid $cols={2}>
          {field('tileUrl', { placeholder: 'https://tiles.example/{z}/{x}/{y}.png' })}
          {field('attribution')}
          <Field label={t('settings.provider')} htmlFor="map-provider" testId="map-setting-provider">
            <Select id="map-provider" value={form.provider} onChange={set('provider')} data-testid="map-provider">
              <option value="nominatim">{t('settings.providers.nominatim')}</option>
              <option value="google">{t('settings.providers.google')}</option>
            </Select>
          </Field>
          {field('geocoderUrl', { placeholder: form.provider === 'google' ? 'https://maps.googleapis.com/maps/api' : 'https://nominatim.example' })}
          {form.provider === 'google' && field('googleKey', { type: 'password', autoComplete: 'off', placeholder: hasKey ? t('settings.keyKept') : '' })}
          {field('countryCodes', { placeholder: 'br' })}
          {field('zoom', { inputMode: 'numeric' })}
          {field('centerLat', { inputMode: 'decimal' })}
          {field('centerLon', { inputMode: 'decimal' })}
        </FormGrid>
        <Toolbar style={{ alignItems: 'flex-end' }}>
          <Field label={t('settings.sample')} htmlFor="map-sample">
            <Input id="map-sample" value={sample} onChange={(e) => setSample(e.target.value)} data-testid="map-sample" />
          </Field>
          <Button type="button" onClick={() => void test()} data-testid="map-test">{t('settings.test')}</Button>
        </Toolbar>
        <p role="status" data-testid="map-test-result">{result}</p>
        <Toolbar>
          <Button type="submit" $variant="primary" disabled={saving} data-testid="map-settings-save">{saving ? t('settings.saving') : t('settings.save')}</Button>
        </Toolbar>
      </Section>
    </form>
  );
}
