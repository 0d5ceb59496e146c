import { defineWebPlugin } from '@lauda/sdk/web';
import { SHELL_PLUGIN_ID } from '../registry/PluginRegistry';
import type { PluginRegistry } from '../registry/PluginRegistry';
import type { WebPluginWithPrints } from '../print/types';

/** Roles of the kernel's admin routes (README "Sign-in, roles and license"). */
export const ADMIN_READ = ['ROLE_ADMIN_READ'] as const;
export const ADMIN_WRITE = 'ROLE_ADMIN_WRITE';

/**
 * The kernel's own screens, registered in the shell's registry like a plugin's (id `shell`, so
 * their titles and texts are the shell's strings): auth logs, branch settings, license, mail,
 * changes, cleanup and data indexing in the `admin` slot; the trash and the global search in
 * every user's menu; the auth-logs print kind. Each is shown to those holding the role its API
 * needs for reading; writing is offered to ROLE_ADMIN_WRITE holders only.
 */
export const shellAdmin: WebPluginWithPrints = {
  ...defineWebPlugin({
    id: SHELL_PLUGIN_ID,
    panels: [
      { id: 'auth-logs', slot: 'admin', title: 'admin.authLogs.title', access: ADMIN_READ, load: () => import('./AuthLogsPanel') },
      { id: 'branch-settings', slot: 'admin', title: 'admin.settings.title', access: ADMIN_READ, load: () => import('./BranchSettingsPanel') },
      { id: 'license', slot: 'admin', title: 'admin.license.title', access: ADMIN_READ, load: () => import('./LicensePanel') },
      { id: 'mail', slot: 'admin', title: 'admin.mail.title', access: ADMIN_READ, load: () => import('./MailPanel') },
      { id: 'changes', slot: 'admin', title: 'admin.changes.title', access: ADMIN_READ, load: () => import('./ChangesLogPanel') },
      { id: 'cleanup', slot: 'admin', title: 'admin.cleanup.title', access: ADMIN_READ, load: () => import('./CleanupPanel') },
      { id: 'index', slot: 'admin', title: 'admin.index.title', access: ADMIN_READ, load: () => import('../search/IndexPanel') },
      // the trash is every user's: each sees only the deleted documents they may see
      { id: 'trash', slot: 'main', title: 'trash.title', access: 'authenticated', load: () => import('./TrashPanel') },
      // "Meus dados": every user's own profile, password, sessions, preferences and export
      { id: 'my-data', slot: 'main', title: 'myData.title', access: 'authenticated', load: () => import('../me/MyDataPanel') },
      // so is the global search: each finds only the documents they may see (the kernel's routes)
      { id: 'search', slot: 'main', title: 'search.title', access: 'authenticated', load: () => import('../search/SearchPanel') },
    ],
    menu: [
      { panel: 'search', label: 'search.menu', icon: 'search', order: 950 },
      { panel: 'trash', label: 'trash.menu', icon: 'trash', order: 990 },
      { panel: 'my-data', label: 'myData.menu', icon: 'user', order: 995 },
    ],
  }),
  prints: [{ type: 'auth_logs', title: 'admin.authLogs.printTitle', access: ADMIN_READ, load: () => import('./AuthLogsPrint') }],
};

export function registerShellContributions(registry: PluginRegistry): void {
  registry.register(shellAdmin);
}
