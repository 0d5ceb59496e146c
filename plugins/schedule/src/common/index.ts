/** What the schedule plugin shares with browsers: ids, roles, shifts and the week's shape. */
export const SCHEDULE_PLUGIN_ID = 'schedule';
export const SCHEDULE_TOPIC = 'schedule';

/** the spec's team roles: reading the schedule, and changing it */
export const SCHEDULE_ROLES = { read: 'ROLE_TEAM_READ', write: 'ROLE_TEAM_WRITE' } as const;

export const SHIFTS = ['MORNING', 'AFTERNOON', 'NIGHT'] as const;
export type Shift = (typeof SHIFTS)[number];

/** Who of a team works a day's shift. */
export interface ScheduleEntry {
  date: string;
  shift: Shift;
  teamId: number;
  memberIds: number[];
}

/** `GET /api/schedule`: seven days from `from`, the teams (with their members) and the entries. */
export interface ScheduleWeek {
  from: string;
  days: string[];
  shifts: Shift[];
  teams: { id: number; name: string; members: { id: number; nickname: string }[] }[];
  entries: ScheduleEntry[];
}
