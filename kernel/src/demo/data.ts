import { LEVEL_ONLY_ROLES, ROLES, type UserCategory } from '@lauda/sdk/server';
import type { NewUser } from '../auth/users.js';

export const DEMO_PASSWORD = 'lauda-demo';

const all = (...areas: string[]) => ROLES.filter((r) => areas.some((a) => r.startsWith(`ROLE_${a}_`)));
const reads = (...areas: string[]) => areas.map((a) => `ROLE_${a}_READ`).filter((r) => (ROLES as readonly string[]).includes(r));

export interface DemoGroup {
  name: string;
  categories: UserCategory[];
  roles: string[];
  /** the administrators' group also gets every role the enabled plugins declare */
  pluginRoles?: boolean;
}

/** The demo's groups: they carry the roles and make their members producers, editors, … */
export const DEMO_GROUPS: DemoGroup[] = [
  { name: 'Administração', categories: [], roles: [...ROLES, ...LEVEL_ONLY_ROLES], pluginRoles: true },
  {
    name: 'Produtores', categories: ['producer'],
    roles: [...all('RUNDOWN', 'STORY', 'ASSIGNMENT', 'PRODUCTION', 'CALENDAR', 'CONTACT', 'ROUND'), ...reads('PROGRAM', 'TEAM', 'USER', 'NEWS_REPORT', 'AGENCY', 'MEDIA', 'CHAT', 'PREVIEW', 'NOTICE')],
  },
  {
    name: 'Editores', categories: ['editor'],
    roles: [...all('NEWS_REPORT', 'STORY'), 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', ...reads('ASSIGNMENT', 'PROGRAM', 'TEAM', 'USER', 'AGENCY', 'MEDIA', 'CHAT', 'PREVIEW', 'NOTICE')],
  },
  {
    name: 'Repórteres', categories: ['reporter'],
    roles: ['ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_STORY_READ', 'ROLE_CONTACT_READ', 'ROLE_CONTACT_WRITE', 'ROLE_MOBILE_READ', 'ROLE_MOBILE_WRITE', ...reads('CHAT', 'CALENDAR', 'NOTICE', 'TEAM')],
  },
  {
    name: 'Editores de imagem', categories: ['imageEditor'],
    roles: ['ROLE_STORY_READ', 'ROLE_RUNDOWN_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_MEDIA_READ', 'ROLE_MEDIA_WRITE', ...reads('CHAT', 'NOTICE')],
  },
];

/**
 * One demo user per kind of newsroom user (documented in the README). Their roles come from
 * their groups; the journalist is in no group and holds roles of their own.
 */
export const DEMO_USERS: (Omit<NewUser, 'password'> & { kind: string; groups: string[] })[] = [
  { kind: 'administrator', username: 'admin', nickname: 'ADMIN', name: 'Alice Administradora', email: 'admin@demo.lauda', roles: [], groups: ['Administração'] },
  { kind: 'producer', username: 'produtor', nickname: 'PRODUTOR', name: 'Paulo Produtor', email: 'produtor@demo.lauda', roles: [], groups: ['Produtores'] },
  { kind: 'editor', username: 'editor', nickname: 'EDITOR', name: 'Elisa Editora', email: 'editor@demo.lauda', roles: [], groups: ['Editores'] },
  { kind: 'reporter', username: 'reporter', nickname: 'REPORTER', name: 'Rafael Repórter', email: 'reporter@demo.lauda', roles: [], groups: ['Repórteres'] },
  { kind: 'image editor', username: 'imagem', nickname: 'IMAGEM', name: 'Igor Editor de Imagem', email: 'imagem@demo.lauda', roles: [], groups: ['Editores de imagem'] },
  {
    kind: 'journalist', username: 'jornalista', nickname: 'JORNALISTA', name: 'Joana Jornalista', email: 'jornalista@demo.lauda', groups: [],
    roles: ['ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE', ...reads('RUNDOWN', 'CONTACT', 'CHAT', 'CALENDAR', 'NOTICE', 'AGENCY')],
  },
];
