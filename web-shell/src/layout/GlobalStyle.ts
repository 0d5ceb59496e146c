import { createGlobalStyle } from 'styled-components';
import { COLOR_NAMES } from './theme';

/** Base styles, and the theme as CSS custom properties for the plugins (`var(--lauda-primary)`, `var(--lauda-on-primary)`). */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) => COLOR_NAMES.map((n) => `--lauda-${n}: ${theme.color[n]}; --lauda-on-${n}: ${theme.on[n]};`).join('\n')}
    --lauda-radius: ${({ theme }) => theme.radius};
    --lauda-font-mono: ${({ theme }) => theme.font.mono};
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size};
    line-height: 1.45;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.canvas};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.color.primary}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.primary}; outline-offset: 1px; }
  h1, h2, h3 { margin: 0; font-weight: 600; }
`;
