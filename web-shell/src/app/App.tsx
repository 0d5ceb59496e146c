import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { KitProvider } from '@lauda/web-kit';
import { i18n, isLocale } from '../i18n';
import { NoticeStackHost } from '../notifications/NoticeStackHost';
import type { PluginRegistry } from '../registry/PluginRegistry';
import { ShellSlots } from '../registry/ShellSlots';
import { AppRoutes } from '../routes/AppRoutes';
import type { BootState } from './bootstrap';
import { ShellProvider } from './shell';

/** The web kit's theme and words, in the language the user chose. */
function Kit({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <KitProvider locale={isLocale(current.language) ? current.language : undefined}>{children}</KitProvider>;
}

export function App({ boot, registry }: { boot: BootState; registry: PluginRegistry }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Kit>
          <ShellProvider boot={boot} registry={registry}>
            <ShellSlots>
              <BrowserRouter>
                <AppRoutes />
                <NoticeStackHost />
              </BrowserRouter>
            </ShellSlots>
          </ShellProvider>
        </Kit>
      </I18nextProvider>
    </StrictMode>
  );
}
