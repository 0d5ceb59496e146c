/** Loading and saving the versioned settings sections and per-type configs for VersionedForm. */
import { useMemo } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { SETTINGS_TOPIC, type ConfigKind, type SettingsSection } from '../../../common/index.js';
import type { Stored } from './VersionedForm';

type Api = PanelProps['api'];
type Values = Stored['values'];

/** `/api/settings/{section}`: `{ section, values, version }`; live on the `settings` topic (id = section). */
export function useSettingsSection(api: Api, live: PanelProps['live'], section: SettingsSection) {
  return useMemo(() => ({
    load: () => api.get<Stored>(`/api/settings/${section}`),
    save: (values: Values, version: number) => api.put<Stored>(`/api/settings/${section}`, { ...values, version }),
    live: { client: live, topic: SETTINGS_TOPIC, matches: (_d: unknown, id: unknown) => id === section },
  }), [api, live, section]);
}

/** `/api/configs/{kind}`: `{ kind, flags, version }`; live on the `lookups` topic (data.kind = 'config'). */
export function useConfigKind(api: Api, live: PanelProps['live'], kind: ConfigKind) {
  return useMemo(() => {
    const toStored = (c: { flags: Values; version: number }): Stored => ({ values: c.flags, version: c.version });
    return {
      load: () => api.get<{ flags: Values; version: number }>(`/api/configs/${kind}`).then(toStored),
      save: (values: Values, version: number) => api.put<{ flags: Values; version: number }>(`/api/configs/${kind}`, { ...values, version }).then(toStored),
      live: {
        client: live,
        topic: 'lookups',
        matches: (d: unknown) => (d as { kind?: string; record?: { kind?: string } })?.kind === 'config' && (d as { record?: { kind?: string } }).record?.kind === kind,
      },
    };
  }, [api, live, kind]);
}

/** A number outside [min, max] (or not one): the translated range problem. */
export const rangeProblem = (t: PanelProps['t'], min: number, max: number, whole = true) => (v: number): string | null =>
  (!Number.isFinite(v) || v < min || v > max || (whole && !Number.isInteger(v)) ? t('settings.range', { min, max }) : null);
