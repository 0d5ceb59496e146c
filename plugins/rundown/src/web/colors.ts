/** Broadcast state colours, beside the theme's (on air must read at a glance). */
export const ON_AIR = '#d3202b';
export const ON_AIR_SOFT = '#fde4e5';
export const DISPLAYED_BG = '#e9ecf0';
export const BLOCK_BG = '#27313f';
export const STANDBY_BG = '#7a5a12';
