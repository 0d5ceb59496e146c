import { z, type PluginRouter, type SessionUser, type UserListCategory, type UserRecord } from '@lauda/sdk/server';
import {
  CONFIG_LOOKUP_PATHS, LOCAL_COMPANY_IDS, LOOKUP_KINDS,
  type UserLookup,
} from '../../common/index.js';
import type { AdminContext } from '../context.js';
import { LOOKUP_TABLES } from '../services/lookups.js';
import { callBranch, inactive } from '../branch-link/client.js';

const companyParam = z.object({
  companyId: z.string().max(20).regex(/^(local|\d+)$/, "this branch ('0' or 'local') or a remote branch id"),
});

const toLookup = (u: UserRecord): UserLookup => ({ id: u.id, nickname: u.nickname, name: u.name, online: u.online, categories: [...u.categories] });

/**
 * The lookups every form uses, under a company (spec 000 §7 "Lookups per company"): this branch is
 * `0` or `local`. A remote branch's are fetched from its host through the branch link
 * (`/api/branch-link/lookups/...`, as the user its credential acts as); a branch that does not
 * answer, or lets the credential in no more, is 422 branch.inactive ("connection to the branch inactive").
 */
export function companyRoutes(router: PluginRouter, ctx: AdminContext): void {
  const { branches, programs, users, teams, lookups } = ctx;
  const tags = ['lookups'];

  /** This branch's answer, or the remote branch's through the link (404 when unknown, 422 when it does not answer). */
  const lookup = <T>(path: string, summary: string, answer: (user: SessionUser) => Promise<T>) => {
    router.get(`/api/companies/{companyId}/${path}`, { access: 'authenticated', summary, params: companyParam, tags }, async ({ params, user }) => {
      if ((LOCAL_COMPANY_IDS as readonly string[]).includes(params.companyId)) return answer(user);
      const branch = await branches.withCredential(Number(params.companyId));
      if (!branch.active) throw inactive(branch, 'the branch is deactivated here');
      return callBranch<T>(branch, 'GET', `/api/branch-link/lookups/${path}`);
    });
    router.get(`/api/branch-link/lookups/${path}`, {
      access: 'public', summary: `${summary}: for another installation holding an incoming credential (Bearer), as its user`, tags: ['branches'],
    }, async ({ headers }) => answer(await ctx.credentials.authenticate(headers)));
  };

  lookup('programs', 'Active programs the caller may see (allowed groups blank or one of the caller\'s)', async (user) =>
    (await programs.accessible(user)).filter((p) => p.active));

  const userList = (category: UserListCategory) => async () => (await users.list({ category })).map(toLookup);
  lookup('users', 'Active users: id, nickname, name, online, categories', userList('active'));
  lookup('users/editors', 'Active editors', userList('editors'));
  lookup('users/image_editors', 'Active image editors', userList('imageEditors'));
  lookup('users/producers', 'Active producers', userList('producers'));
  lookup('users/reporters', 'Active reporters', userList('reporters'));

  lookup('teams', 'Teams with member ids and nicknames', () => teams.list());
  lookup('remote', 'The active remote companies (branches)', () => branches.list(true));

  for (const kind of LOOKUP_KINDS) {
    const { plural } = LOOKUP_TABLES[kind];
    lookup(plural, `The ${plural}`, () => lookups.list(kind));
  }

  for (const [path, kind] of Object.entries(CONFIG_LOOKUP_PATHS)) {
    lookup(`${path}/config`, `The ${kind} enabled flags (spec 001 §3 Configs)`, () => lookups.loadConfig(kind));
  }
}
