import type { Kernel } from '../boot/kernel.js';
import { createUser } from '../auth/users.js';
import { BranchConfigStore, DEFAULT_BRANCH_CONFIG } from '../branch/config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './data.js';

/**
 * Loads the demo newsroom once: the branch, one user per kind, then each enabled plugin's demo
 * (in dependency order). A second run finds the demo admin and changes nothing.
 */
export async function loadDemo(kernel: Omit<Kernel, 'url' | 'port' | 'stop'>, depsOf: (id: string) => unknown): Promise<boolean> {
  const knex = kernel.db.knex;
  if (await knex('users').where('username', 'admin').first()) return false;
  const branch = new BranchConfigStore(kernel.db);
  const current = await branch.get();
  await branch.put({ ...DEFAULT_BRANCH_CONFIG, branchName: 'TV Lauda — Redação Central', version: current.version }, 'demo');
  const users: Record<string, number> = {};
  // the administrator also holds the roles the enabled plugins declare
  const pluginRoles = kernel.plugins.flatMap((p) => (p.permissions ?? []).map((x) => x.role));
  for (const u of DEMO_USERS) {
    const roles = u.username === 'admin' ? [...u.roles, ...pluginRoles] : u.roles;
    users[u.username] = await createUser(knex, { ...u, roles, password: DEMO_PASSWORD });
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_BRANCH_CONFIG.timeZone }).format(new Date());
  for (const p of kernel.plugins) {
    if (p.demo) await p.demo(depsOf(p.id) as never, { users, today });
  }
  return true;
}
