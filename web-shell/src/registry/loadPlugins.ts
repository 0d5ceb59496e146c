import type { I18nResources, WebPluginDefinition } from '@lauda/sdk/web';
import type { SystemInfo } from '../api/types';
import type { PluginRegistry } from './PluginRegistry';

/** plugin id → lazy import of its web part; the build's list is `virtual:lauda-plugins` */
export type PluginLoaders = Record<string, () => Promise<{ default: WebPluginDefinition }>>;

/**
 * Imports the web parts of the plugins the server reports as enabled, and only those: a plugin
 * that is disabled (absent from /api/system) is never downloaded. Returns the ids that failed.
 */
export async function loadEnabledPlugins(
  system: SystemInfo,
  registry: PluginRegistry,
  loaders: PluginLoaders,
  addResources: (ns: string, resources: I18nResources | undefined) => void,
): Promise<string[]> {
  try {
    await registry.open();
  } catch (e) {
    console.error('[lauda] cannot load the plugin registry', e);
    return system.plugins.map((p) => p.id);
  }
  const failed: string[] = [];
  // imported at once, registered in the server's (dependency) order: the admin tabs and slot
  // contents do not change with which chunk arrived first
  const defs = await Promise.all(
    system.plugins
      .filter((p) => loaders[p.id] && !registry.has(p.id))
      .map(async (p) => {
        try {
          const mod = await loaders[p.id]!();
          const def = mod.default;
          if (!def || def.id !== p.id) throw new Error(`web part of "${p.id}" exports ${def ? `id "${def.id}"` : 'nothing'}`);
          return def;
        } catch (e) {
          console.error(`[lauda] cannot load the web part of plugin ${p.id}`, e);
          failed.push(p.id);
          return null;
        }
      }),
  );
  for (const def of defs) {
    if (!def) continue;
    addResources(def.id, def.i18n);
    registry.register(def);
  }
  return failed;
}
