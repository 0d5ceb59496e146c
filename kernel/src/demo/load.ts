import type { PluginParts } from '@lauda/sdk/server';
import type { Kernel } from '../boot/kernel.js';
import { createUser } from '../auth/users.js';
import { BranchConfigStore, DEFAULT_BRANCH_CONFIG } from '../branch/config.js';
import { DEMO_GROUPS, DEMO_PASSWORD, DEMO_USERS } from './data.js';

/**
 * Loads the demo newsroom once: the branch, the groups (carrying roles and categories), one
 * user per kind in them, then each enabled plugin's demo (in dependency order). A second run
 * finds the demo admin and changes nothing.
 */
export async function loadDemo(kernel: Omit<Kernel, 'url' | 'port' | 'stop'>, partsOf: (id: string) => PluginParts): Promise<boolean> {
  const knex = kernel.db.knex;
  if (await knex('users').where('username', 'admin').first()) return false;
  const branch = new BranchConfigStore(kernel.db);
  const current = await branch.get();
  await branch.put({ ...DEFAULT_BRANCH_CONFIG, branchName: 'TV Lauda — Redação Central', version: current.version }, 'demo');
  const pluginRoles = kernel.plugins.flatMap((p) => (p.permissions ?? []).map((x) => x.role));
  const now = Date.now();
  const groupIds: Record<string, number> = {};
  for (const g of DEMO_GROUPS) {
    const roles = [...new Set([...g.roles, ...(g.pluginRoles ? pluginRoles : [])])].sort();
    await knex('auth_groups').insert({ name: g.name, roles: JSON.stringify(roles), categories: JSON.stringify(g.categories), created_at: now, updated_at: now });
    groupIds[g.name] = Number((await knex('auth_groups').where('name', g.name).first('id')).id);
  }
  const users: Record<string, number> = {};
  for (const { groups, kind: _kind, ...u } of DEMO_USERS) {
    const id = await createUser(knex, { ...u, password: DEMO_PASSWORD });
    users[u.username] = id;
    if (groups.length) await knex('user_groups').insert(groups.map((name) => ({ user_id: id, group_id: groupIds[name]! })));
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_BRANCH_CONFIG.timeZone }).format(new Date());
  for (const p of kernel.plugins) {
    await partsOf(p.id).demo?.({ users, today });
  }
  return true;
}
