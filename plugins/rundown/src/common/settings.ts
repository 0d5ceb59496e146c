/** How this plugin reads the branch's behaviour flags (admin settings): the default time column. Browser-safe. */
import type { BehaviourFlags } from '@lauda/plugin-admin/common';
import type { Accumulation } from './timing.js';

/** The time column a grid, load or print shows when nobody chose one: countdown, by block, else accumulated. */
export const defaultAccumulation = (f: Pick<BehaviourFlags, 'countdown' | 'accumulateByBlock'>): Accumulation =>
  (f.countdown ? 'countdown' : f.accumulateByBlock ? 'byBlock' : 'accumulated');
