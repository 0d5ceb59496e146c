import { AREAS, LEVELS, levelsForRoles, levelsOf, rolesForLevel, type Area, type Level } from '@lauda/sdk/web';

/** Every role that some level of `area` grants. */
export function areaRoles(area: Area): string[] {
  return rolesForLevel(area, 'admin');
}

/**
 * The roles after setting `area` to `level`: the area's roles are replaced by the level's (the
 * same rule the server applies to `levels`), the other roles stay.
 */
export function setAreaLevel(roles: readonly string[], area: Area, level: Level): string[] {
  const drop = new Set(areaRoles(area));
  const kept = roles.filter((r) => !drop.has(r));
  return [...kept, ...rolesForLevel(area, level)].sort();
}

export function toggleRole(roles: readonly string[], role: string, on: boolean): string[] {
  const set = new Set(roles);
  if (on) set.add(role);
  else set.delete(role);
  return [...set].sort();
}

/** Roles outside every area (a plugin's own, e.g. ROLE_HELLO_READ): shown in the roles view only. */
export function rolesOutsideAreas(all: readonly string[]): string[] {
  const inAreas = new Set(AREAS.flatMap((a) => areaRoles(a.area)));
  return all.filter((r) => !inAreas.has(r));
}

export { AREAS, LEVELS, levelsForRoles, levelsOf };
export type { Area, Level };
