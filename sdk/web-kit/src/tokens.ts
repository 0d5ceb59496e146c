/**
 * The colours of states (broadcast states of a rundown, and the interaction states every screen
 * shares), each as a text/background pair, and the focus ring. `cssVars` writes them as
 * `--lauda-state-<name>` (text) and `--lauda-state-<name>-bg`; the unit test checks each pair
 * against WCAG AA, so a screen that takes its colours from here is readable in every state.
 */
import { mix } from './color';
import type { Palette } from './theme';

/** Broadcast state colours, beside the palette (on air must read at a glance, whatever the palette). */
export const ON_AIR = '#d3202b';
export const ON_AIR_SOFT = '#fde4e5';
export const DISPLAYED_BG = '#e9ecf0';
export const BLOCK_BG = '#27313f';
export const STANDBY_BG = '#7a5a12';

/** A text colour on its background; `large` text (≥ 18.66px bold or 24px) needs 3:1, other text 4.5:1. */
export interface ColorPair { fg: string; bg: string; large?: boolean }

export const STATE_NAMES = [
  'hover', 'selected', 'disabled', 'unapproved', 'aired', 'onAir', 'onAirSelected', 'onAirMark',
  'standBy', 'inStandBy', 'block', 'blockMuted', 'faint', 'negative', 'match',
] as const;
export type StateName = (typeof STATE_NAMES)[number];

export function stateColors(p: Palette): Record<StateName, ColorPair> {
  return {
    hover: { fg: p.text, bg: mix(p.sunken, 60, p.surface) },
    selected: { fg: p.text, bg: mix(p.primary, 14, p.surface) },
    // disabled controls keep readable text; they differ by colour and cursor, not by fading
    disabled: { fg: p.muted, bg: p.sunken },
    // an unapproved story's slug: greyed, still readable
    unapproved: { fg: '#5a6472', bg: p.surface },
    // aired (displayed, stopped)
    aired: { fg: '#4f5a67', bg: DISPLAYED_BG },
    onAir: { fg: '#9b1118', bg: ON_AIR_SOFT },
    onAirSelected: { fg: '#8a0f15', bg: '#f6d5dc' },
    // the on-air pill and bar
    onAirMark: { fg: '#ffffff', bg: ON_AIR },
    standBy: { fg: '#ffe7ad', bg: STANDBY_BG },
    inStandBy: { fg: p.text, bg: '#fbf6ea' },
    block: { fg: '#ffffff', bg: BLOCK_BG },
    blockMuted: { fg: '#a9b8ca', bg: BLOCK_BG },
    // a zero or empty figure: quieter than muted, still 4.5:1
    faint: { fg: '#687382', bg: p.surface },
    // a negative time (over the show's end)
    negative: { fg: '#b3141e', bg: p.surface },
    match: { fg: p.text, bg: '#fff6cc' },
  };
}

/** The focus ring: on light colours, and on the dark chrome (header, block rows, Stand By). */
export function focusColors(p: Palette): { ring: string; ringOnDark: string; lightBackgrounds: string[]; darkBackgrounds: string[] } {
  return {
    ring: p.primary,
    ringOnDark: '#8fb8ff',
    lightBackgrounds: [p.surface, p.sunken, p.canvas, mix(p.primary, 14, p.surface), ON_AIR_SOFT, DISPLAYED_BG],
    darkBackgrounds: [p.ink, BLOCK_BG, STANDBY_BG],
  };
}

/** The border of a text control, a checkbox, a secondary button: what identifies it (3:1, WCAG 1.4.11). */
export const CONTROL_BORDER = '#7d8a9b';

/** The state and focus colours as CSS custom properties. */
export function tokenVars(p: Palette): Record<string, string> {
  const vars: Record<string, string> = {};
  const states = stateColors(p);
  for (const n of STATE_NAMES) {
    const kebab = n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    vars[`--lauda-state-${kebab}`] = states[n].fg;
    vars[`--lauda-state-${kebab}-bg`] = states[n].bg;
  }
  const f = focusColors(p);
  vars['--lauda-focus'] = f.ring;
  vars['--lauda-focus-on-dark'] = f.ringOnDark;
  vars['--lauda-control-border'] = CONTROL_BORDER;
  return vars;
}
