/**
 * Build-time discovery of the plugins' web parts.
 *
 * Scans every `node_modules/@lauda/*` folder from the Vite root up to the file-system root for a
 * package.json carrying `"lauda": { "id": "...", "web": "./src/web/plugin.tsx" }` and serves the
 * virtual module `virtual:lauda-plugins`:
 *
 *   export default { "<id>": () => import("<absolute path of the web entry>"), … }
 *
 * Each entry is a dynamic import, so every plugin's web part becomes its own lazy chunk and the
 * shell downloads only the parts of the plugins the server reports as enabled.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const VIRTUAL_ID = 'virtual:lauda-plugins';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

export interface DiscoveredPlugin {
  id: string;
  /** package name, e.g. @lauda/plugin-hello */
  name: string;
  /** real (symlinks resolved) folder of the package */
  dir: string;
  /** absolute, real path of the web entry */
  web: string;
}

interface LaudaField {
  id?: unknown;
  web?: unknown;
}

/** Every `node_modules/@lauda` folder from `start` upwards, nearest first. */
function scopeDirs(start: string): string[] {
  const out: string[] = [];
  let dir = path.resolve(start);
  for (;;) {
    const scope = path.join(dir, 'node_modules', '@lauda');
    if (fs.existsSync(scope)) out.push(scope);
    const parent = path.dirname(dir);
    if (parent === dir) return out;
    dir = parent;
  }
}

export function discoverWebPlugins(start: string, warn: (msg: string) => void = console.warn): DiscoveredPlugin[] {
  const found = new Map<string, DiscoveredPlugin>();
  for (const scope of scopeDirs(start)) {
    for (const entry of fs.readdirSync(scope).sort()) {
      const pkgFile = path.join(scope, entry, 'package.json');
      if (!fs.existsSync(pkgFile)) continue;
      let pkg: { name?: string; lauda?: LaudaField };
      try {
        pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
      } catch (e) {
        warn(`lauda-plugins: cannot read ${pkgFile}: ${(e as Error).message}`);
        continue;
      }
      const lauda = pkg.lauda;
      if (!lauda || typeof lauda.web !== 'string' || typeof lauda.id !== 'string') continue;
      if (found.has(lauda.id)) continue; // the nearest node_modules wins
      const dir = fs.realpathSync(path.join(scope, entry));
      const web = path.resolve(dir, lauda.web);
      if (!fs.existsSync(web)) {
        warn(`lauda-plugins: ${pkg.name ?? entry} names web entry ${lauda.web}, which does not exist; skipped`);
        continue;
      }
      found.set(lauda.id, { id: lauda.id, name: pkg.name ?? `@lauda/${entry}`, dir, web: fs.realpathSync(web) });
    }
  }
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}

export function virtualModuleSource(plugins: DiscoveredPlugin[]): string {
  const lines = plugins.map((p) => `  ${JSON.stringify(p.id)}: () => import(${JSON.stringify(p.web.split(path.sep).join('/'))}),`);
  return `export default {\n${lines.join('\n')}\n};\n`;
}

export function laudaPlugins(): Plugin {
  let plugins: DiscoveredPlugin[] = [];
  return {
    name: 'lauda-plugins',
    enforce: 'pre',
    config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      plugins = discoverWebPlugins(root);
      // let the dev server read the plugins' sources, which live outside the shell's folder
      return { server: { fs: { allow: [root, ...plugins.map((p) => p.dir)] } } };
    },
    configResolved(config) {
      const list = plugins.map((p) => `${p.id} (${p.name})`).join(', ') || 'none';
      config.logger.info(`lauda-plugins: web parts found: ${list}`);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? virtualModuleSource(plugins) : null;
    },
  };
}
