/**
 * A guideline opened in a form under its edit lock (the web kit's `useDocumentLock`): read-only
 * too while it is finished and finished guidelines are locked (422 guideline.finished → `finished`).
 */
import { useDocumentLock, type DocumentLock } from '@lauda/web-kit';
import type { ApiClient, LiveClient, WebUser } from '@lauda/sdk/web';
import { guidelineLockKey, type Guideline } from '../common/index.js';
import { canWrite, PATHS } from './api';

const FINISHED = { 'guideline.finished': 'finished' } as const;

export function useGuidelineLock(api: ApiClient, live: LiveClient, user: WebUser, id: number | null): Omit<DocumentLock<Guideline, 'finished'>, 'doc'> & { guideline: Guideline | null } {
  const { doc, ...lock } = useDocumentLock<Guideline, 'finished'>({
    api, live, nickname: user.nickname, id, lockKey: guidelineLockKey, path: (gid) => PATHS.one(gid), writer: canWrite(user), readOnlyCodes: FINISHED,
  });
  return { ...lock, guideline: doc };
}
