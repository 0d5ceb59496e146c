export const LOCALES = ['en_US', 'es_ES', 'pt_BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt_BR';
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
/** Translation resources of one plugin: locale → nested keys. */
export type I18nResources = Partial<Record<Locale, Record<string, unknown>>>;
