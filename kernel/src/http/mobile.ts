import { ForbiddenError, MOBILE_READ, MOBILE_WRITE, type Access, type SessionUser } from '@lauda/sdk/server';

/** The header the shell sends from the mobile web app (README "Mobile"). */
export const MOBILE_HEADER = 'x-lauda-mobile';

/**
 * The user a request of the mobile web app acts as: the same ROLE_MOBILE_* rules the shell shows,
 * kept by the server too so a request made by hand from the app gets no more. Without
 * ROLE_MOBILE_READ nothing that needs a role (who one is, `/api/users/me`, so the app can say why);
 * without ROLE_MOBILE_WRITE no write or admin role (read only). The support account is never narrowed.
 */
export function mobileUser(user: SessionUser, path: string, access: Access): SessionUser {
  if (user.support || user.roles.includes(MOBILE_WRITE)) return user;
  if (!user.roles.includes(MOBILE_READ)) {
    if (path === '/api/users/me' || path === '/api/logout') return user;
    // what needs no role (the branch's settings, one's notifications) answers as to a user holding none
    if (access === 'public' || access === 'authenticated') return { ...user, roles: [] };
    throw new ForbiddenError('The mobile app needs ROLE_MOBILE_READ', { missingRoles: [MOBILE_READ] }, 'mobile.notAllowed');
  }
  return { ...user, roles: user.roles.filter((r) => !/_(WRITE|ADMIN)$/.test(r)) };
}
