import type { i18n as I18n } from 'i18next';
import type { NoticeLevel, Notifier } from '@lauda/sdk/web';
import { ApiError, NETWORK_ERROR } from '../api/client';
import type { NoticeStore } from './store';

export type Operation = Parameters<Notifier['error']>[1];

/**
 * The Notifier handed to the shell and to every panel. `error()` applies the spec's HTTP mapping
 * (000 §8): 401 session expired (then back to sign-in), 409 conflict and 412 precondition failed
 * with the server's message as description, anything else a generic failure with copyable details.
 */
export function createNotifier(
  store: NoticeStore,
  i18n: I18n,
  onSessionExpired: () => void,
): Notifier {
  const notify = (level: NoticeLevel, title: string, description?: string, details?: unknown) => {
    store.push({ level, title, description, details });
  };

  /** The server's code translated when a translation exists (any loaded namespace), else its message. */
  const describe = (e: ApiError): string => {
    const namespaces = Object.keys(i18n.store?.data?.[i18n.language] ?? {});
    const vars = e.details && typeof e.details === 'object' && !Array.isArray(e.details) ? (e.details as Record<string, unknown>) : {};
    const text = i18n.exists(e.code, { ns: namespaces }) ? String(i18n.t(e.code, { ...vars, ns: namespaces })) : '';
    return text || e.message;
  };

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
          notify('error', tr('notice.network'), err.message, err.toJSON());
          return;
        }
        if (err.status === 409) {
          notify('error', tr('notice.conflict'), err.message, err.toJSON());
          return;
        }
        if (err.status === 412) {
          notify('error', tr('notice.preconditionFailed'), err.message, err.toJSON());
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
