/** A checklist opened in a form under its edit lock (the web kit's `useDocumentLock`). */
import { useDocumentLock, type DocumentLock } from '@lauda/web-kit';
import type { ApiClient, LiveClient, WebUser } from '@lauda/sdk/web';
import { productionLockKey, type Production } from '../common/index.js';
import { canWrite, PATHS } from './api';

export function useProductionLock(api: ApiClient, live: LiveClient, user: WebUser, id: number | null): Omit<DocumentLock<Production>, 'doc'> & { production: Production | null } {
  const { doc, ...lock } = useDocumentLock<Production>({
    api, live, nickname: user.nickname, id, lockKey: productionLockKey, path: (pid) => PATHS.one(pid), writer: canWrite(user),
  });
  return { ...lock, production: doc };
}
