import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { KitProvider } from '@lauda/web-kit';
import { useBranchTheme } from '../look/theme';
import { OfflineBanner } from '../look/OfflineBanner';
import { i18n, isLocale } from '../i18n';
import { NoticeStackHost } from '../notifications/NoticeStackHost';
import type { PluginRegistry } from '../registry/PluginRegistry';
import { ShellSlots } from '../registry/ShellSlots';
import { AppRoutes } from '../routes/AppRoutes';
import type { BootState } from './bootstrap';
import { ShellProvider, useShell } from './shell';

/** The web kit's theme (in the branch's theme colour) and words, in the language the user chose. */
function Kit({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const theme = useBranchTheme(useShell().branch?.themeColor);
  return <KitProvider theme={theme} locale={isLocale(current.language) ? current.language : undefined}>{children}</KitProvider>;
}

export function App({ boot, registry }: { boot: BootState; registry: PluginRegistry }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ShellProvider boot={boot} registry={registry}>
          <Kit>
            <ShellSlots>
              <BrowserRouter>
                <OfflineBanner />
                <AppRoutes />
                <NoticeStackHost />
              </BrowserRouter>
            </ShellSlots>
          </Kit>
        </ShellProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
