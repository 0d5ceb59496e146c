import { defineWebPlugin, type WebPluginDefinition } from '@lauda/sdk/web';
import { ADMIN_PLUGIN_ID } from '../common/index.js';
import en_US from '../../i18n/en_US.json';
import es_ES from '../../i18n/es_ES.json';
import pt_BR from '../../i18n/pt_BR.json';
import { ROLES } from './api';

const LOOKUP_PANELS = [['classifications', 'classification'], ['editorials', 'editorial'], ['vehicles', 'vehicle'], ['types', 'type']] as const;

/**
 * The namespace `admin` as the screens read it: the `web` strings at the top, the error-code
 * texts (the files' other keys, `program.nameInUse`, …) under `errors`, as the shell's error
 * convention asks (web-shell/README.md "Error codes").
 */
function bundle(res: Record<string, unknown>): Record<string, unknown> {
  const { web, menu, ...codes } = res as { web?: Record<string, unknown>; menu?: unknown };
  return { ...(web ?? {}), menu, errors: codes };
}

const definition = {
  id: ADMIN_PLUGIN_ID,
  panels: [
    { id: 'users', slot: 'admin', title: 'users.title', access: [ROLES.userRead], load: () => import('./panels/UsersPanel.js') },
    { id: 'groups', slot: 'admin', title: 'groups.title', access: [ROLES.userRead], load: () => import('./panels/GroupsPanel.js') },
    { id: 'programs', slot: 'admin', title: 'programs.title', access: [ROLES.programRead], load: () => import('./panels/ProgramsPanel.js') },
    { id: 'teams', slot: 'admin', title: 'teams.title', access: [ROLES.teamRead], load: () => import('./panels/TeamsPanel.js') },
    // lookups, per-type configs and the branch's settings (ROLE_ADMIN_READ reads, ROLE_ADMIN_WRITE changes)
    ...LOOKUP_PANELS.map(([id, kind]) => ({
      id, slot: 'admin' as const, title: `${id}.title`, access: [ROLES.adminRead],
      load: () => import('./panels/lookups/LookupPanel.js').then((m) => ({ default: m.panelOf(kind) })),
    })),
    { id: 'configs', slot: 'admin', title: 'configs.title', access: [ROLES.adminRead], load: () => import('./panels/settings/ConfigsPanel.js') },
    { id: 'flags', slot: 'admin', title: 'flags.title', access: [ROLES.adminRead], load: () => import('./panels/settings/FlagsPanel.js') },
    { id: 'print-editor', slot: 'admin', title: 'print.panelTitle', access: [ROLES.adminRead], load: () => import('./panels/settings/PrintEditorPanel.js') },
    { id: 'branches', slot: 'admin', title: 'branches.title', access: [ROLES.branchRead], load: () => import('./branches/BranchesPanel.js') },
  ],
  // "Copy to branch" in the menus of guidelines, reportages, stories, suggestions and rundowns
  contributions: [{ slot: 'document.menu' as const, id: 'branch-copy', access: [ROLES.branchRead], load: () => import('./branches/BranchCopyMenu.js') }],
  // print kinds (web-shell README "Print pages"): /print/{options}/team_grid
  prints: [{ type: 'team_grid', title: 'teams.printTitle', access: [ROLES.teamRead], load: () => import('./panels/TeamGridPrint.js') }],
  i18n: { en_US: bundle(en_US), es_ES: bundle(es_ES), pt_BR: bundle(pt_BR) },
} satisfies WebPluginDefinition & { prints: unknown[] };

/** The admin plugin's web part: users, groups, programs, teams, lookups, per-type configs and settings in the admin area. */
export default defineWebPlugin(definition);
