/** A report opened in a form under its edit lock (the web kit's `useDocumentLock`). */
import { useDocumentLock, type DocumentLock } from '@lauda/web-kit';
import type { ApiClient, LiveClient, WebUser } from '@lauda/sdk/web';
import { reportLockKey, type Report } from '../common/index.js';
import { canWrite, PATHS } from './api';

export function useReportLock(api: ApiClient, live: LiveClient, user: WebUser, id: number | null): Omit<DocumentLock<Report>, 'doc'> & { report: Report | null } {
  const { doc, ...lock } = useDocumentLock<Report>({
    api, live, nickname: user.nickname, id, lockKey: reportLockKey, path: (rid) => PATHS.one(rid), writer: canWrite(user),
  });
  return { ...lock, report: doc };
}
