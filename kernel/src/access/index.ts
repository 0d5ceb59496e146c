import { ForbiddenError, UnauthorizedError, rolesSatisfy, type Access, type AccessService, type SessionUser } from '@lauda/sdk/server';

export class KernelAccess implements AccessService {
  allows(user: SessionUser | null, access: Access): boolean {
    if (access === 'public') return true;
    if (!user) return false;
    if (access === 'authenticated' || user.support) return true;
    return rolesSatisfy(user.roles, access);
  }

  assert(user: SessionUser | null, access: Access): void {
    if (access === 'public') return;
    if (!user) throw new UnauthorizedError();
    if (!this.allows(user, access)) {
      const missing = (access as readonly string[]).filter((r) => !user.roles.includes(r));
      throw new ForbiddenError('You do not have permission for this action', { missingRoles: missing }, 'error.noPermission');
    }
  }
}
