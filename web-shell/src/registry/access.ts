import { rolesSatisfy, type Access, type WebUser } from '@lauda/sdk/web';

/** True when `user` may see something guarded by `access`: every listed role is needed; the support account sees everything. */
export function canAccess(access: Access, user: WebUser | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'authenticated' || user.support) return true;
  return rolesSatisfy(user.roles, access);
}
