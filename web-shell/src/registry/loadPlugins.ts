import type { WebPluginDefinition } from '@lauda/sdk/web';
import discovered from 'virtual:lauda-plugins';
import { addPluginResources } from '../i18n';
import type { SystemInfo } from '../api/types';
import type { PluginRegistry } from './PluginRegistry';

export type PluginLoaders = Record<string, () => Promise<{ default: WebPluginDefinition }>>;

/** Ids of the plugins whose web part was found at build time. */
export const bundledPluginIds = (): string[] => Object.keys(discovered);

/**
 * Imports the web parts of the plugins the server reports as enabled, and only those: a plugin
 * that is disabled (absent from /api/system) is never downloaded. Returns the ids that failed.
 */
export async function loadEnabledPlugins(
  system: SystemInfo,
  registry: PluginRegistry,
  loaders: PluginLoaders = discovered,
): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    system.plugins
      .filter((p) => loaders[p.id] && !registry.has(p.id))
      .map(async (p) => {
        try {
          const mod = await loaders[p.id]!();
          const def = mod.default;
          if (!def || def.id !== p.id) throw new Error(`web part of "${p.id}" exports ${def ? `id "${def.id}"` : 'nothing'}`);
          addPluginResources(def.id, def.i18n);
          registry.register(def);
        } catch (e) {
          console.error(`[lauda] cannot load the web part of plugin ${p.id}`, e);
          failed.push(p.id);
        }
      }),
  );
  return failed;
}
