import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps, SlotHost } from '@lauda/sdk/web';
import { SlotHostProvider } from '@lauda/web-kit';
import { webBranch } from '../app/branch';
import { useRegistry, useShell } from '../app/shell';
import type { PluginRegistry } from './PluginRegistry';

type PanelBase = Omit<PanelProps, 't'>;

/**
 * The host of the plugins' slots as the registry and the signed-in user make it; `t` of the
 * panel props a contribution gets reads its own plugin's namespace.
 */
export function slotHost(registry: PluginRegistry, base: PanelBase, t: (ns: string) => PanelProps['t']): SlotHost {
  const props = new Map<string, PanelProps>();
  return {
    contributions: (slot) => registry.contributions(slot, base.user),
    propsFor(plugin) {
      let p = props.get(plugin);
      if (!p) {
        p = { ...base, t: t(plugin) };
        props.set(plugin, p);
      }
      return p;
    },
  };
}

/** Provides the slot host to everything under it; a new one when plugins load, the user, branch or language changes. */
export function ShellSlots({ children }: { children: ReactNode }) {
  const shell = useShell();
  const registry = useRegistry();
  const version = registry.getVersion();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const host = useMemo(() => {
    if (!shell.user) return null;
    const base: PanelBase = { api: shell.api, live: shell.live, branch: webBranch(shell.branch), user: shell.user, notify: shell.notify };
    return slotHost(registry, base, (ns) => {
      const fixed = i18n.getFixedT(language, ns);
      return (key, options) => fixed(key, options) as string;
    });
    // `version`: plugins registered meanwhile
  }, [registry, version, shell.user, shell.api, shell.live, shell.branch, shell.notify, i18n, language]);
  return host ? <SlotHostProvider host={host}>{children}</SlotHostProvider> : <>{children}</>;
}
