import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { SDK_VERSION } from '@lauda/sdk/server';
import { DEVICE_KINDS, DEVICE_PROTOCOLS, type DeviceDriverDefinition } from '@lauda/sdk/device';

/** An installed driver package: its package.json has `"lauda": { "driver": "<entry>" }`. */
export interface InstalledDriver {
  packageName: string;
  entry: string;
}

/** Driver packages among the installed `@lauda/*` packages (npm workspaces link them there). */
export function discoverDrivers(nodeModules: string): InstalledDriver[] {
  const scope = path.join(nodeModules, '@lauda');
  if (!fs.existsSync(scope)) return [];
  const found: InstalledDriver[] = [];
  for (const name of fs.readdirSync(scope).sort()) {
    let dir: string;
    try {
      dir = fs.realpathSync(path.join(scope, name));
    } catch {
      continue;
    }
    const pkgFile = path.join(dir, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { name: string; lauda?: { driver?: string } };
    if (!pkg.lauda?.driver) continue;
    found.push({ packageName: pkg.name, entry: path.join(dir, pkg.lauda.driver) });
  }
  return found;
}

/** Imports a driver module (path or package name) and checks its default export. */
export async function importDriver(spec: string): Promise<DeviceDriverDefinition<any>> {
  const url = spec.startsWith('.') || path.isAbsolute(spec) ? pathToFileURL(path.resolve(spec)).href : spec;
  const mod = await import(url);
  const def = (mod.default ?? mod.driver) as DeviceDriverDefinition<any> | undefined;
  checkDriver(def, spec);
  return def!;
}

/** Refuses a definition that is not a usable driver, with a message naming what is wrong. */
export function checkDriver(def: DeviceDriverDefinition<any> | undefined, source: string): void {
  if (!def || typeof def !== 'object' || typeof def.create !== 'function') throw new Error(`${source} does not export a device driver (default export of defineDeviceDriver(...))`);
  if (!/^[a-z][a-z0-9-]{1,40}$/.test(def.id ?? '')) throw new Error(`${source}: driver id "${def.id}" must be lower-case letters, digits and dashes`);
  if (!semver.validRange(def.sdk) || !semver.satisfies(SDK_VERSION, def.sdk)) throw new Error(`driver "${def.id}" needs sdk ${def.sdk}, but this kernel provides sdk ${SDK_VERSION}`);
  if (!(DEVICE_PROTOCOLS as readonly string[]).includes(def.protocol)) throw new Error(`driver "${def.id}": protocol "${def.protocol}" is not one of ${DEVICE_PROTOCOLS.join(', ')}`);
  const kinds = Array.isArray(def.kind) ? def.kind : [def.kind];
  for (const k of kinds) if (!(DEVICE_KINDS as readonly string[]).includes(k)) throw new Error(`driver "${def.id}": kind "${k}" is not one of ${DEVICE_KINDS.join(', ')}`);
  if (!def.options || def.options.type !== 'object') throw new Error(`driver "${def.id}": options must be a JSON Schema of type object`);
}
