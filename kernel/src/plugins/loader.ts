import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { SDK_VERSION, type PluginDefinition } from '@lauda/sdk/server';
import type { PluginEntry } from '../config/index.js';

/** An installed plugin package: its package.json has `"lauda": { "plugin": "<server entry>", "web": "<web entry>" }`. */
export interface InstalledPlugin {
  id: string;
  packageName: string;
  dir: string;
  serverEntry: string;
  webEntry: string | null;
  /** an example (`"lauda": { "example": true }`): enabled only in the demo or when named */
  example: boolean;
}

/** Finds plugin packages among the installed `@lauda/*` packages (npm workspaces link them there). */
export function discoverPlugins(nodeModules: string): Map<string, InstalledPlugin> {
  const found = new Map<string, InstalledPlugin>();
  const scope = path.join(nodeModules, '@lauda');
  if (!fs.existsSync(scope)) return found;
  for (const name of fs.readdirSync(scope)) {
    const dir = fs.realpathSync(path.join(scope, name));
    const pkgFile = path.join(dir, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    const meta = pkg.lauda as { id?: string; plugin?: string; web?: string; example?: boolean } | undefined;
    if (!meta?.plugin || !meta.id) continue;
    found.set(meta.id, {
      id: meta.id,
      packageName: pkg.name,
      dir,
      serverEntry: path.join(dir, meta.plugin),
      webEntry: meta.web ? path.join(dir, meta.web) : null,
      example: meta.example === true,
    });
  }
  return found;
}

export function findNodeModules(from: string): string {
  let dir = path.resolve(from);
  for (;;) {
    const candidate = path.join(dir, 'node_modules');
    if (fs.existsSync(path.join(candidate, '@lauda'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(from, 'node_modules');
    dir = parent;
  }
}

async function importPlugin(spec: string): Promise<PluginDefinition<any>> {
  const url = spec.startsWith('.') || path.isAbsolute(spec) ? pathToFileURL(path.resolve(spec)).href : spec;
  const mod = await import(url);
  const def = (mod.default ?? mod.plugin) as PluginDefinition<any> | undefined;
  if (!def || typeof def !== 'object' || typeof def.id !== 'string') {
    throw new Error(`${spec} does not export a plugin (default export of definePlugin(...))`);
  }
  return def;
}

/**
 * Picks the enabled plugins: when `entries` is null every installed one except the examples (those
 * only with `demo`: `lauda demo`), else those listed and not disabled (an example named is loaded).
 */
export async function loadEnabledPlugins(
  entries: Record<string, PluginEntry> | null,
  installed: Map<string, InstalledPlugin>,
  demo = false,
): Promise<PluginDefinition<any>[]> {
  const chosen = entries
    ? Object.entries(entries).filter(([, e]) => e.enabled !== false)
    : [...installed.values()].filter((p) => demo || !p.example).map((p) => [p.id, {} as PluginEntry] as const);
  const defs: PluginDefinition<any>[] = [];
  for (const [id, entry] of chosen) {
    const source = entry.resolve ?? installed.get(id)?.serverEntry;
    if (!source) {
      throw new Error(`Plugin "${id}" is enabled but not installed (installed: ${[...installed.keys()].join(', ') || 'none'}); give its "resolve" in the config`);
    }
    const def = await importPlugin(source);
    if (def.id !== id) throw new Error(`Plugin at ${source} has id "${def.id}", configured as "${id}"`);
    defs.push(def);
  }
  return defs;
}

/** The hooks that each received `deps` before `setup(deps)` returned them all at once. */
const OLD_HOOKS = ['routes', 'register', 'provides', 'documents', 'demo'] as const;

/**
 * Checks ids, sdk ranges and dependencies, and orders plugins so each comes after what it depends on.
 * A plugin that depends on one that is not enabled is refused with a clear message.
 */
export function orderPlugins(defs: PluginDefinition<any>[]): PluginDefinition<any>[] {
  const byId = new Map<string, PluginDefinition<any>>();
  for (const d of defs) {
    if (!/^[a-z][a-z0-9-]{1,40}$/.test(d.id)) throw new Error(`Plugin id "${d.id}" must be lower-case letters, digits and dashes`);
    if (d.id === 'kernel') throw new Error('Plugin id "kernel" is reserved');
    if (byId.has(d.id)) throw new Error(`Plugin "${d.id}" is enabled twice`);
    if (!semver.validRange(d.sdk) || !semver.satisfies(SDK_VERSION, d.sdk)) {
      throw new Error(`Plugin "${d.id}" needs sdk ${d.sdk}, but this kernel provides sdk ${SDK_VERSION}`);
    }
    const old = OLD_HOOKS.filter((h) => h in d);
    if (old.length) throw new Error(`Plugin "${d.id}" declares ${old.join(', ')} beside its definition: return them from setup(deps) instead`);
    if (d.setup !== undefined && typeof d.setup !== 'function') throw new Error(`Plugin "${d.id}": setup must be a function`);
    byId.set(d.id, d);
  }
  for (const d of defs) {
    for (const dep of d.dependsOn ?? []) {
      if (!byId.has(dep)) throw new Error(`Plugin "${d.id}" depends on plugin "${dep}", which is not enabled: enable "${dep}" or disable "${d.id}"`);
    }
  }
  const ordered: PluginDefinition<any>[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (d: PluginDefinition<any>, trail: string[]) => {
    if (state.get(d.id) === 'done') return;
    if (state.get(d.id) === 'visiting') throw new Error(`Plugins depend on each other in a cycle: ${[...trail, d.id].join(' -> ')}`);
    state.set(d.id, 'visiting');
    for (const dep of d.dependsOn ?? []) visit(byId.get(dep)!, [...trail, d.id]);
    state.set(d.id, 'done');
    ordered.push(d);
  };
  for (const d of defs) visit(d, []);
  return ordered;
}
