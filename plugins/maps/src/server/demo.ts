/**
 * The demo newsroom's map settings: OpenStreetMap's public tile and Nominatim servers (their usage
 * policies ask for light use: the cache keeps each address to one call). An intranet installation
 * sets its own servers in Admin › Maps.
 */
import type { Ctx } from './context.js';
import { readConfig, writeConfig } from './services/settings.js';

export const DEMO_CONFIG = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  geocoderUrl: 'https://nominatim.openstreetmap.org',
  countryCodes: 'br',
} as const;

export async function loadDemo(ctx: Ctx): Promise<void> {
  const current = await readConfig(ctx.db.knex);
  if (current.version > 0) return;
  await writeConfig(ctx.db.knex, { ...current, ...DEMO_CONFIG });
}
