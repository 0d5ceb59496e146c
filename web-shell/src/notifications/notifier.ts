import type { i18n as I18n } from 'i18next';
import type { NoticeLevel, Notifier } from '@lauda/sdk/web';
import { ApiError, NETWORK_ERROR } from '../api/client';
import { translateCode, type Translator } from './errorText';
import type { NoticeStore } from './store';

export type Operation = Parameters<Notifier['error']>[1];

/** Where `event` notices also go (the desktop notification with its beep, spec 000 §8). */
export interface DesktopSink {
  show(title: string, body?: string): void;
}

/**
 * i18next as a `Translator`: the shell's namespace first, then every other loaded namespace (the
 * plugins', in load order). Only string values count (a key naming an object does not).
 */
export function i18nTranslator(i18n: I18n, shellNs = 'shell'): Translator {
  const languages = (): string[] => {
    const fallback = i18n.options?.fallbackLng;
    const list = [i18n.language, ...(Array.isArray(fallback) ? fallback : typeof fallback === 'string' ? [fallback] : [])];
    return [...new Set(list.filter((l): l is string => typeof l === 'string' && l !== ''))];
  };
  return {
    namespaces() {
      const loaded = new Set<string>();
      for (const l of languages()) for (const ns of Object.keys(i18n.store?.data?.[l] ?? {})) loaded.add(ns);
      loaded.delete(shellNs);
      return [shellNs, ...loaded];
    },
    has(ns, key) {
      return languages().some((l) => typeof i18n.getResource?.(l, ns, key) === 'string');
    },
    t(ns, key, vars) {
      return String(i18n.t(key, { ...vars, ns }));
    },
  };
}

/**
 * The Notifier handed to the shell and to every panel. `error()` applies the spec's HTTP mapping
 * (000 §8): 401 session expired (then back to sign-in), 409 conflict and 412 precondition failed
 * with the server's message as description, anything else the operation's failure title with
 * copyable details. Wherever the server's `code` has a translation (errorText.ts) it replaces the
 * server's (English) message.
 */
export function createNotifier(
  store: NoticeStore,
  i18n: I18n,
  onSessionExpired: () => void,
  desktop?: DesktopSink,
): Notifier {
  const notify = (level: NoticeLevel, title: string, description?: string, details?: unknown, options?: { manual?: boolean }) => {
    store.push({ level, title, description, details, ...(options?.manual ? { duration: 0 } : {}) });
    if (level === 'event') desktop?.show(title, description);
  };
  const translator = i18nTranslator(i18n);
  const describe = (e: ApiError): string => translateCode(e, translator) ?? e.message;

  return {
    notify,
    error(err: unknown, operation?: Operation) {
      const tr = i18n.t.bind(i18n);
      const title = tr(`notice.${operation ?? 'failed'}`);
      if (err instanceof ApiError) {
        if (err.status === 401) {
          notify('warning', tr('notice.sessionExpired'), tr('notice.sessionExpiredText'), err.toJSON());
          onSessionExpired();
          return;
        }
        if (err.status === 0 || err.code === NETWORK_ERROR) {
          notify('error', tr('notice.network'), tr('notice.networkText'), err.toJSON());
          return;
        }
        if (err.status === 409) {
          notify('error', tr('notice.conflict'), describe(err), err.toJSON());
          return;
        }
        if (err.status === 412) {
          notify('error', tr('notice.preconditionFailed'), describe(err), err.toJSON());
          return;
        }
        if (err.status === 403) {
          notify('error', tr('notice.forbidden'), describe(err), err.toJSON());
          return;
        }
        if (err.status === 429) {
          notify('warning', tr('notice.tooManyRequests'), describe(err), err.toJSON());
          return;
        }
        notify('error', title, describe(err), err.toJSON());
        return;
      }
      const e = err instanceof Error ? err : new Error(String(err));
      notify('error', title, e.message, { name: e.name, message: e.message, stack: e.stack });
    },
  };
}
