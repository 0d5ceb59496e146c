import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type PanelProps } from '@lauda/sdk/web';
import { Button, Field, Muted, Select, Toggle } from '@lauda/web-kit';
import { i18n } from '../i18n';
import { ME, type Preferences } from './api';
import { MyCard } from './MyCard';

/**
 * The preferences kept with the account (language, notice sounds, desktop notices): saved on the
 * server and applied at once here, and at every sign-in (shell.tsx). Without a language of its own
 * the account follows the browser's local choice (spec 000 §9).
 */
export function PreferencesCard({ api, notify, apply }: Pick<PanelProps, 'api' | 'notify'> & { apply(p: Preferences): Promise<void> }) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.get<Preferences>(`${ME}/preferences`).then(setPrefs).catch((e) => notify.error(e, 'loadFailed'));
  }, [api, notify]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!prefs) return;
    setBusy(true);
    try {
      const saved = await api.put<Preferences>(`${ME}/preferences`, prefs);
      setPrefs(saved);
      await apply(saved);
      // in the language just chosen (this render's `t` still speaks the previous one)
      notify.notify('success', i18n.t('myData.preferences.saved'));
    } catch (err) {
      notify.error(err, 'updateFailed');
    } finally {
      setBusy(false);
    }
  };
  const p = prefs ?? { locale: null, sounds: true, desktopNotices: true };
  return (
    <MyCard title={t('myData.preferences.title')} testId="my-preferences">
      <form onSubmit={submit}>
        <Field label={t('myData.preferences.language')} htmlFor="my-locale">
          <Select id="my-locale" value={p.locale ?? ''} disabled={!prefs} data-testid="my-preferences-locale"
            onChange={(e) => setPrefs({ ...p, locale: (e.target.value || null) as Preferences['locale'] })}>
            <option value="">{t('myData.preferences.languageBrowser')}</option>
            {LOCALES.map((l) => <option key={l} value={l}>{t(`app.languages.${l}`)}</option>)}
          </Select>
        </Field>
        <div className="switches">
          <Toggle checked={p.sounds} disabled={!prefs} onChange={(sounds) => setPrefs({ ...p, sounds })} label={t('myData.preferences.sounds')} testId="my-preferences-sounds" />
          <Toggle checked={p.desktopNotices} disabled={!prefs} onChange={(desktopNotices) => setPrefs({ ...p, desktopNotices })} label={t('myData.preferences.desktop')} testId="my-preferences-desktop" />
        </div>
        <Muted>{t('myData.preferences.hint')}</Muted>
        <Button type="submit" $variant="primary" disabled={busy || !prefs} data-testid="my-preferences-save">{t('myData.preferences.save')}</Button>
      </form>
    </MyCard>
  );
}
