/** What every service of the plugin reaches: the resolved deps, the clock and the plugin's settings. */
import type { ResolvedDeps } from '@lauda/sdk/server';
import type { deps } from './deps.js';

export interface MediaSettings {
  /** time base of the durations of media created here (MOS objTB: samples per second) */
  timeBase: number;
  /** ms a thumbnail fetch may take; bytes it may bring */
  thumbnailTimeoutMs: number;
  thumbnailMaxBytes: number;
  /** ms after a failed thumbnail fetch before it is tried again */
  thumbnailRetryMs: number;
  /** a sync with no object for this long after the request fails; one receiving single objects ends after `syncQuietMs` without one */
  syncFirstObjectMs: number;
  syncQuietMs: number;
}

export type Ctx = ResolvedDeps<typeof deps> & { now(): number; settings: MediaSettings };

export function settingsOf(plugin: Record<string, unknown>): MediaSettings {
  const n = (k: string, def: number, min: number, max: number) => {
    const v = Number(plugin[k]);
    return plugin[k] !== undefined && Number.isFinite(v) && v >= min && v <= max ? v : def;
  };
  return {
    timeBase: n('timeBase', 25, 1, 1000),
    thumbnailTimeoutMs: n('thumbnailTimeoutMs', 5000, 100, 60_000),
    thumbnailMaxBytes: n('thumbnailMaxBytes', 10 * 1024 * 1024 - 1, 1024, 10 * 1024 * 1024 - 1),
    thumbnailRetryMs: n('thumbnailRetryMs', 10 * 60_000, 0, 86_400_000),
    syncFirstObjectMs: n('syncFirstObjectMs', 120_000, 100, 3_600_000),
    syncQuietMs: n('syncQuietMs', 5000, 50, 600_000),
  };
}
