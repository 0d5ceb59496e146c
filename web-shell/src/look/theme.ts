import { useEffect, useMemo } from 'react';
import { themeColorHex } from '@lauda/sdk/web';
import { themeWithChrome, type Theme } from '@lauda/web-kit';

/**
 * The kit's theme in the branch's theme colour (README "Look of the newsroom"): the header and the
 * sign-in backdrop are painted with it, their text by the luminance rule; the browser's own chrome
 * (`<meta name="theme-color">`, the installed app's title bar) takes it too.
 */
export function useBranchTheme(name: string | null | undefined): Theme {
  const hex = themeColorHex(name);
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', hex);
  }, [hex]);
  return useMemo(() => themeWithChrome(hex), [hex]);
}

/** The path of the branch logo's bytes (public: the sign-in screen shows it); the version makes a new one load. */
export const logoUrl = (version: number | undefined) => `/api/branch/logo?v=${version ?? 0}`;
