import { LOCALES, z, type Locale } from '@lauda/sdk/server';
import type { Knex } from 'knex';

/** A user's own preferences, kept on the server so they follow the user to any browser. */
export interface Preferences {
  /** the interface language; null: the browser's local choice (spec 000 §9), else the branch's */
  locale: Locale | null;
  /** notices beep (spec 000 §8: the desktop notification's beep) */
  sounds: boolean;
  /** notices also show as desktop notifications, when the browser allows them */
  desktopNotices: boolean;
}

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
