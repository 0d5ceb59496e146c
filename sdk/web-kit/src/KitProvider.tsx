import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import type { Locale } from '@lauda/sdk/web';
import { KitLocaleContext } from './text';
import { cssVarsText, theme as defaultTheme, type Theme } from './theme';

/** Base styles, and the theme as CSS custom properties on `:root` (from `cssVars`). */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) => cssVarsText(theme)}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    font-family: var(--lauda-font);
    font-size: var(--lauda-font-size);
    line-height: 1.45;
    color: var(--lauda-text);
    background: var(--lauda-canvas);
    -webkit-font-smoothing: antialiased;
  }
  a { color: var(--lauda-primary); }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* visible focus on every control, from a token checked at 3:1 on the light colours; dark chrome opts into its own ring */
  :focus-visible { outline: 2px solid var(--lauda-focus); outline-offset: 1px; }
  .lauda-dark, [data-surface='dark'] { --lauda-focus: var(--lauda-focus-on-dark); }
  h1, h2, h3 { margin: 0; font-weight: 600; }
`;

/** The theme (object and CSS variables) and the kit's language for everything under it: the shell wraps the app in it. */
export function KitProvider({ theme = defaultTheme, locale, children }: { theme?: Theme; locale?: Locale; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <KitLocaleContext.Provider value={locale ?? null}>{children}</KitLocaleContext.Provider>
    </ThemeProvider>
  );
}
