import type { PanelProps, SlotHost } from '@lauda/sdk/web';
import type { PluginRegistry } from './PluginRegistry';

export type PanelBase = Omit<PanelProps, 't'>;

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
