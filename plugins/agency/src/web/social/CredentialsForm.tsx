/**
 * A network's credentials: the API address and the access token. The token is write-only: the
 * server answers `tokenSet`, so the field starts empty and an empty field keeps the saved one.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Field, FormGrid, Input, Loading, Section, Toolbar } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { configPath, type Network, type SocialConfig } from './model';

const isUrl = (s: string) => /^https?:\/\/[^\s/]+/i.test(s.trim());

export function CredentialsForm({ network, api, notify, t }: Pick<PanelProps, 'api' | 'notify' | 't'> & { network: Network }) {
  const [config, setConfig] = useState<SocialConfig | null>(null);
  const [baseUrl, setBaseUrl] = useState('');
  const [token, setToken] = useState('');
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const label = t(`social.${network}`);

  useEffect(() => {
    api.get<SocialConfig>(configPath(network)).then((c) => { setConfig(c); setBaseUrl(c.baseUrl); }, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify, network]);
  if (!config) return <Loading />;

  const urlError = shown && !isUrl(baseUrl) ? t('social.credentials.invalidUrl') : null;
  const put = async (body: { baseUrl: string; token?: string | null }, done: string) => {
    setShown(true);
    if (!isUrl(body.baseUrl)) return;
    setSaving(true);
    try {
      const saved = await api.put<SocialConfig>(configPath(network), { ...body, version: config.version });
      setConfig(saved);
      setBaseUrl(saved.baseUrl);
      setToken('');
      setShown(false);
      notify.notify('success', t(done, { network: label }));
    } catch (e) {
      notify.error(e, 'updateFailed');
    } finally {
      setSaving(false);
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    void put(token.trim() ? { baseUrl, token: token.trim() } : { baseUrl }, 'social.credentials.saved');
  };
  const id = (f: string) => `social-${network}-${f}`;

  return (
    <form onSubmit={save} noValidate data-testid={`social-${network}-credentials`}>
      <Section title={t('social.credentials.title', { network: label })} text={t('social.credentials.text')}>
        <FormGrid $cols={2}>
          <Field label={t('social.credentials.baseUrl')} htmlFor={id('baseUrl')} error={urlError} required testId={id('baseUrl-field')}>
            <Input id={id('baseUrl')} value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} aria-invalid={!!urlError} data-testid={id('baseUrl')} />
          </Field>
          <Field label={t('social.credentials.token')} htmlFor={id('token')} hint={config.tokenSet ? t('social.credentials.tokenSet') : t('social.credentials.tokenUnset')}>
            <Input id={id('token')} type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} data-testid={id('token')} />
          </Field>
        </FormGrid>
        <Toolbar>
          <Button type="submit" $variant="primary" disabled={saving} data-testid={id('save')}>{saving ? t('social.credentials.saving') : t('social.credentials.save')}</Button>
          {config.tokenSet && (
            <Button type="button" $variant="ghost" disabled={saving} onClick={() => void put({ baseUrl, token: null }, 'social.credentials.forgotten')} data-testid={id('forget')}>
              {t('social.credentials.forget')}
            </Button>
          )}
        </Toolbar>
      </Section>
    </form>
  );
}
