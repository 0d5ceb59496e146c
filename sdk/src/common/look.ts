/**
 * The look of the newsroom (spec 001 §2 "theme colour (12 named)", §9 "Theme colours 12 named"):
 * the twelve theme colours an administrator chooses from for the branch (`themeColor` of the
 * branch configuration). The spec names neither the colours nor their values; these are Lauda's,
 * each a newsroom chrome colour that carries its text (by the luminance rule of 127.5) at WCAG AA.
 * The shell paints its header and sign-in backdrop with it; the web app manifest takes it too.
 */
export const THEME_COLORS = {
  night: '#1b2430',
  navy: '#1f3a68',
  blue: '#1f4e9c',
  teal: '#0f5e63',
  green: '#1e5b35',
  olive: '#4b5a1c',
  wine: '#6d1b33',
  red: '#a3222b',
  orange: '#a34100',
  purple: '#4b2a7b',
  sand: '#e3c77a',
  silver: '#cfd6df',
} as const;
export type ThemeColorName = keyof typeof THEME_COLORS;
export const THEME_COLOR_NAMES = Object.keys(THEME_COLORS) as ThemeColorName[];
export const DEFAULT_THEME_COLOR: ThemeColorName = 'night';

/** The colour of a name; an unknown or missing name is the default. */
export const themeColorHex = (name: string | null | undefined): string =>
  (THEME_COLORS as Record<string, string>)[name ?? ''] ?? THEME_COLORS[DEFAULT_THEME_COLOR];

/** Logo (spec 000 line 115): png, jpg, jpeg or gif, at most 10 MB, 90x90 recommended. */
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
export const LOGO_RECOMMENDED_SIZE = 90;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** The role that opens the mobile web app (a phone-sized session), and the one that lets it send (README "Mobile"). */
export const MOBILE_READ = 'ROLE_MOBILE_READ';
export const MOBILE_WRITE = 'ROLE_MOBILE_WRITE';
