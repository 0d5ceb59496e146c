/**
 * Per-area permission levels (spec 001 §6): none, read, write, admin. A level is a shorthand for
 * a set of ROLE_* strings; groups and users store roles, the levels are computed from them.
 * Levels are cumulative: write grants the read roles too, admin grants read and write.
 *
 * Where the spec has no role for an area we define one (always ROLE_ prefixed):
 * - mobile: ROLE_MOBILE_READ (use the companion app), ROLE_MOBILE_WRITE (send from it).
 * Where the spec has no role for a level (e.g. agency has no write role) the area does not offer
 * that level; asking for it grants the closest lower level the area has.
 */
export const LEVELS = ['none', 'read', 'write', 'admin'] as const;
export type Level = (typeof LEVELS)[number];

export interface AreaDef {
  /** key used in the API */
  area: string;
  /** English label */
  label: string;
  /** roles each level adds on top of the lower ones */
  add: Partial<Record<Exclude<Level, 'none'>, readonly string[]>>;
}

const rwa = (p: string) => ({ read: [`ROLE_${p}_READ`], write: [`ROLE_${p}_WRITE`], admin: [`ROLE_${p}_ADMIN`] });
const rw = (p: string) => ({ read: [`ROLE_${p}_READ`], write: [`ROLE_${p}_WRITE`] });
const ra = (p: string) => ({ read: [`ROLE_${p}_READ`], admin: [`ROLE_${p}_ADMIN`] });
const r = (p: string) => ({ read: [`ROLE_${p}_READ`] });

export const AREAS = [
  { area: 'admin', label: 'Administration', add: { read: ['ROLE_ADMIN_READ'], write: ['ROLE_ADMIN_WRITE'], admin: ['ROLE_ROOT'] } },
  { area: 'agency', label: 'Agency', add: ra('AGENCY') },
  { area: 'assignments', label: 'Assignments', add: rwa('ASSIGNMENT') },
  { area: 'assignmentProposals', label: 'Assignment proposals', add: rw('ASSIGNMENT_PROPOSAL') },
  { area: 'branches', label: 'Branches', add: r('BRANCH') },
  { area: 'calendar', label: 'Calendar', add: rwa('CALENDAR') },
  { area: 'charts', label: 'Charts', add: r('CHART') },
  { area: 'chat', label: 'Chat', add: r('CHAT') },
  { area: 'contacts', label: 'Contacts', add: rwa('CONTACT') },
  { area: 'documents', label: 'Documents', add: ra('DOCUMENT') },
  { area: 'mediaCenter', label: 'Media center', add: rw('MEDIA') },
  { area: 'mobile', label: 'Mobile', add: rw('MOBILE') },
  { area: 'newsReports', label: 'News reports', add: rwa('NEWS_REPORT') },
  { area: 'notices', label: 'Notices', add: rwa('NOTICE') },
  { area: 'posts', label: 'Posts', add: rw('POST') },
  { area: 'preview', label: 'Preview', add: r('PREVIEW') },
  { area: 'productions', label: 'Productions', add: rwa('PRODUCTION') },
  { area: 'programs', label: 'Programs', add: rw('PROGRAM') },
  { area: 'reports', label: 'Reports', add: rwa('REPORT') },
  { area: 'rounds', label: 'Rounds', add: rwa('ROUND') },
  { area: 'rundowns', label: 'Rundowns', add: rwa('RUNDOWN') },
  { area: 'stories', label: 'Stories', add: rwa('STORY') },
  { area: 'teams', label: 'Teams', add: rw('TEAM') },
  { area: 'users', label: 'Users', add: rw('USER') },
] as const satisfies readonly AreaDef[];

export type Area = (typeof AREAS)[number]['area'];
export type Levels = Partial<Record<Area, Level>>;

/** Roles defined by the levels table that the spec's list lacks (ROLE_MOBILE_*). */
export const LEVEL_ONLY_ROLES = ['ROLE_MOBILE_READ', 'ROLE_MOBILE_WRITE'] as const;

const rank = (l: Level) => LEVELS.indexOf(l);
const byArea = new Map<string, AreaDef>(AREAS.map((a) => [a.area, a as AreaDef]));
export const isArea = (s: string): s is Area => byArea.has(s);

/** The levels an area offers besides none, lowest first. */
export function levelsOf(area: Area): Level[] {
  const def = byArea.get(area)!;
  return ['none', ...(['read', 'write', 'admin'] as const).filter((l) => def.add[l])];
}

/** Every role granted by `level` in `area` (cumulative). */
export function rolesForLevel(area: Area, level: Level): string[] {
  const def = byArea.get(area);
  if (!def) return [];
  const out: string[] = [];
  for (const l of ['read', 'write', 'admin'] as const) {
    if (rank(l) > rank(level)) break;
    out.push(...(def.add[l] ?? []));
  }
  return out;
}

/** Roles granted by a set of per-area levels. */
export function rolesForLevels(levels: Levels): string[] {
  const out = new Set<string>();
  for (const [area, level] of Object.entries(levels)) {
    if (isArea(area) && level) for (const role of rolesForLevel(area, level)) out.add(role);
  }
  return [...out];
}

/** The highest level of each area fully granted by `roles` (areas at none included). */
export function levelsForRoles(roles: readonly string[]): Record<Area, Level> {
  const held = new Set(roles);
  const out = {} as Record<Area, Level>;
  for (const def of AREAS) {
    let level: Level = 'none';
    for (const l of ['read', 'write', 'admin'] as const) {
      const add = (def as AreaDef).add[l];
      if (!add) continue;
      if (add.every((role) => held.has(role))) level = l;
      else break;
    }
    out[def.area] = level;
  }
  return out;
}
