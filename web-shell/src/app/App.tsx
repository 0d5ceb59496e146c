import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../i18n';
import { GlobalStyle } from '../layout/GlobalStyle';
import { theme } from '../layout/theme';
import { NoticeStackHost } from '../notifications/NoticeStackHost';
import type { PluginRegistry } from '../registry/PluginRegistry';
import { ShellSlots } from '../registry/ShellSlots';
import { AppRoutes } from '../routes/AppRoutes';
import type { BootState } from './bootstrap';
import { ShellProvider } from './shell';

export function App({ boot, registry }: { boot: BootState; registry: PluginRegistry }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <I18nextProvider i18n={i18n}>
          <ShellProvider boot={boot} registry={registry}>
            <ShellSlots>
              <BrowserRouter>
                <AppRoutes />
                <NoticeStackHost />
              </BrowserRouter>
            </ShellSlots>
          </ShellProvider>
        </I18nextProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
