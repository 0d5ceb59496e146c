import { LOCALES, z, type Locale, type Preferences } from '@lauda/sdk/server';
import type { Knex } from 'knex';


export const DEFAULT_PREFERENCES: Preferences = { locale: null, sounds: true, desktopNotices: true };

/** A PUT changes what it names and keeps the rest. */
export const preferencesBody = z.object({
  locale: z.enum(LOCALES).nullable().optional(),
  sounds: z.boolean().optional(),
  desktopNotices: z.boolean().optional(),
});
export type PreferencesBody = z.infer<typeof preferencesBody>;

const bool = (v: unknown) => v === true || v === 1 || v === '1';

export async function readPreferences(knex: Knex, userId: number): Promise<Preferences> {
  const row = await knex('user_preferences').where('user_id', userId).first();
  if (!row) return { ...DEFAULT_PREFERENCES };
  const locale = (LOCALES as readonly string[]).includes(row.locale) ? (row.locale as Locale) : null;
  return { locale, sounds: bool(row.sounds), desktopNotices: bool(row.desktop_notices) };
}

export async function savePreferences(knex: Knex, userId: number, body: PreferencesBody, now = Date.now()): Promise<Preferences> {
  const next = { ...(await readPreferences(knex, userId)), ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) } as Preferences;
  await knex('user_preferences')
    .insert({ user_id: userId, locale: next.locale, sounds: next.sounds, desktop_notices: next.desktopNotices, updated_at: now })
    .onConflict('user_id').merge(['locale', 'sounds', 'desktop_notices', 'updated_at']);
  return next;
}
