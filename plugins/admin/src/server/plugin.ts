import { coreServices, definePlugin, provide, roleDocumentType } from '@lauda/sdk/server';
import { adminMigrations } from '../../migrations/index.js';
import { ADMIN_REVISION_TYPES, ADMIN_ROLES, ADMIN_TOPICS, SETTINGS_TOPIC } from '../common/index.js';
import { adminServices } from './refs.js';
import { buildContext } from './context.js';
import { programRoutes } from './routes/programs.js';
import { teamRoutes } from './routes/teams.js';
import { branchRoutes } from './routes/branches.js';
import { lookupRoutes } from './routes/lookups.js';
import { settingsRoutes } from './routes/settings.js';
import { companyRoutes } from './routes/companies.js';
import { userRoutes } from './routes/users.js';
import { groupRoutes } from './routes/groups.js';
import { branchLinkRoutes } from './branch-link/routes.js';
import { loadDemo } from './demo.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const R = ADMIN_ROLES;

export default definePlugin({
  id: 'admin',
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Administration: users, groups, programs, teams, branches, lookups and per-type configs',
  migrations: adminMigrations,
  // every role checked here is one of the spec's (000 §6); nothing new to declare
  permissions: [],
  topics: [
    // `users` is the kernel's (presence); this plugin also publishes CREATE/UPDATE/DELETE there
    { name: ADMIN_TOPICS.groups, access: [R.userRead], description: 'groups created, changed and deleted' },
    { name: ADMIN_TOPICS.teams, access: [R.teamRead], description: 'teams created, changed and deleted' },
    { name: ADMIN_TOPICS.programs, access: [R.programRead], description: 'programs created, changed and deleted' },
    { name: ADMIN_TOPICS.branches, access: [R.branchRead], description: 'remote companies created, changed and deleted' },
    { name: ADMIN_TOPICS.lookups, access: 'authenticated', description: 'classifications, vehicles, types, editorials and per-type configs changed (data.kind)' },
    { name: SETTINGS_TOPIC, access: 'authenticated', description: 'a settings section (flags, print, editor) saved: { section, values, version }' },
  ],
  i18n: { en_US, es_ES, pt_BR },
  deps: {
    db: coreServices.db,
    live: coreServices.live,
    revisions: coreServices.revisions,
    users: coreServices.users,
    groups: coreServices.groups,
    logger: coreServices.logger,
    documents: coreServices.documents,
    branch: coreServices.branch,
  },

  setup(deps) {
    const ctx = buildContext(deps);
    return {
      provides: [
        provide(adminServices.programs, ctx.programs),
        provide(adminServices.teams, ctx.teams),
        provide(adminServices.lookups, ctx.lookups),
        provide(adminServices.settings, ctx.settings),
      ],
      routes(router) {
        userRoutes(router, ctx);
        groupRoutes(router, ctx);
        programRoutes(router, ctx);
        teamRoutes(router, ctx);
        branchRoutes(router, ctx);
        lookupRoutes(router, ctx);
        settingsRoutes(router, ctx);
        companyRoutes(router, ctx);
        branchLinkRoutes(router, ctx);
      },
      // administration records: whoever holds the roles sees and changes every one (their history too)
      documents: [
        roleDocumentType({ type: ADMIN_REVISION_TYPES.program, readRoles: [R.programRead], changeRoles: [R.programWrite], revisions: true }),
        roleDocumentType({ type: ADMIN_REVISION_TYPES.team, readRoles: [R.teamRead], changeRoles: [R.teamWrite], revisions: true }),
        roleDocumentType({ type: ADMIN_REVISION_TYPES.branch, readRoles: [R.branchRead], changeRoles: [R.adminWrite], revisions: true }),
        roleDocumentType({ type: ADMIN_REVISION_TYPES.user, readRoles: [R.userRead], changeRoles: [R.userWrite], revisions: true }),
        roleDocumentType({ type: ADMIN_REVISION_TYPES.group, readRoles: [R.userRead], changeRoles: [R.userWrite], revisions: true }),
        ...(['classification', 'vehicle', 'type', 'editorial', 'config'] as const).map((t) =>
          roleDocumentType({ type: ADMIN_REVISION_TYPES[t], readRoles: [R.adminRead], changeRoles: [R.adminWrite], revisions: true })),
      ],
      start() {
        // a deactivated user leaves every program (spec 001 §4 Users), whoever deactivates
        ctx.users.onRemoved(async (ids, actor) => {
          try {
            await ctx.programs.unlinkUsers(ids, actor);
          } catch (e) {
            ctx.logger.error('admin: could not unlink removed users from programs', { ids, error: (e as Error).message });
          }
        });
      },
      demo: ({ users }) => loadDemo(ctx, users),
    };
  },
});
