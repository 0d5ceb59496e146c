/**
 * Users of the directory → Lauda users, through `core.users`: new ones are created as directory users
 * (no local password), the name and e-mail of known ones follow the directory, and directory users
 * gone from it are deactivated (never a local account nor the support account). Roles are never
 * given here: they stay with the administrators (on the users, or on the groups).
 */
import { LaudaError, z, type Actor, type UserRecord } from '@lauda/sdk/server';
import type { Ctx } from '../context.js';
import type { DirectoryUser } from './directory.js';
import type { Settings } from './settings.js';
import type { SyncCounts } from './state.js';

const USERNAME = /^[a-zA-Z0-9._@-]{2,100}$/;
const email = z.string().max(191).email();

/** a DN as compared: lower case, no spaces around the commas */
export const dnKey = (dn: string) => dn.trim().toLowerCase().replace(/\s*,\s*/g, ',');

/** What the group sync needs: the Lauda user of each directory DN and username, and who is a directory user. */
export interface UserIndex {
  byMember: Map<string, number>;
  directoryUsers: Set<number>;
}

/** how many entries between two progress reports (which also renew the lease) */
const REPORT_EVERY = 200;

export async function syncUsers(ctx: Ctx, s: Settings, found: DirectoryUser[], counts: SyncCounts, actor: Actor, report: () => Promise<void>): Promise<UserIndex> {
  const all = await ctx.users.list({ category: 'all' });
  const byName = new Map(all.map((u) => [u.username.toLowerCase(), u]));
  const index: UserIndex = { byMember: new Map(), directoryUsers: new Set(all.filter((u) => u.adUser).map((u) => u.id)) };
  const seen = new Set<number>();
  for (const [i, d] of found.entries()) {
    if (i > 0 && i % REPORT_EVERY === 0) await report();
    const id = USERNAME.test(d.username) ? await upsert(ctx, d, byName.get(d.username.toLowerCase()), counts, actor) : null;
    if (id === null) {
      counts.skipped++;
      continue;
    }
    seen.add(id);
    index.directoryUsers.add(id);
    index.byMember.set(dnKey(d.dn), id);
    index.byMember.set(d.username.toLowerCase(), id);
  }
  // an empty answer (a filter that finds nobody) deactivates nobody: it is far likelier a mistake than an empty directory
  if (s.deactivateMissing && found.length) {
    const gone = all.filter((u) => u.adUser && u.active && !u.support && !seen.has(u.id)).map((u) => u.id);
    if (gone.length) counts.deactivated += (await ctx.users.remove(gone, actor)).length;
  }
  return index;
}

/** the Lauda user of a directory entry (created or updated), or null when it is left alone */
async function upsert(ctx: Ctx, d: DirectoryUser, existing: UserRecord | undefined, counts: SyncCounts, actor: Actor): Promise<number | null> {
  const name = d.name.slice(0, 200);
  const mail = d.email && email.safeParse(d.email).success ? d.email : null;
  try {
    if (!existing) {
      const { user } = await ctx.users.create({ username: d.username, nickname: d.username, name, email: mail, adUser: true }, actor);
      counts.created++;
      return user.id;
    }
    // a local account of the same name is not the directory's
    if (!existing.adUser || existing.support) return null;
    if (existing.name !== name || existing.email !== mail) {
      await ctx.users.update(existing.id, { name, email: mail }, actor);
      counts.updated++;
    }
    return existing.id;
  } catch (e) {
    // a nickname or e-mail another account holds: this entry waits until an administrator sorts it out
    if (e instanceof LaudaError && e.status < 500) {
      ctx.logger.warn('directory: user left alone', { username: d.username, code: e.code, message: e.message });
      return null;
    }
    throw e;
  }
}
