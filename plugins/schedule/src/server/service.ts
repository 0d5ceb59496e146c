/** The teams schedule: a week of entries (day × shift × team → members), set one cell at a time. */
import { BadRequestError, type Database, type LiveBus, type Logger } from '@lauda/sdk/server';
import type { TeamsService } from '@lauda/plugin-admin/server';
import { SCHEDULE_TOPIC, SHIFTS, type ScheduleEntry, type ScheduleWeek, type Shift } from '../common/index.js';

export interface Ctx {
  db: Database;
  live: LiveBus;
  logger: Logger;
  teams: TeamsService;
}

const DAY = 86_400_000;
/** the seven days from `from` (YYYY-MM-DD), calendar arithmetic in UTC: no zone shifts a day */
export const weekDays = (from: string): string[] =>
  Array.from({ length: 7 }, (_v, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10));

const ids = (text: unknown): number[] => {
  try {
    const v = JSON.parse(String(text ?? '[]'));
    return Array.isArray(v) ? v.map(Number) : [];
  } catch {
    return [];
  }
};

const fieldError = (field: string, message: string, code: string) =>
  new BadRequestError(`Invalid field '${field}': ${message}`, { in: 'body', issues: [{ field, message, code }] }, code);

export async function readWeek(ctx: Ctx, from: string): Promise<ScheduleWeek> {
  const days = weekDays(from);
  const rows = await ctx.db.knex('schedule_entries').whereBetween('date', [days[0]!, days[6]!]).orderBy(['date', 'shift', 'team_id']);
  const teams = (await ctx.teams.list()).map((t) => ({
    id: t.id, name: t.name, members: t.memberIds.map((id, i) => ({ id, nickname: t.membersNicknames[i] ?? `#${id}` })),
  }));
  const entries: ScheduleEntry[] = rows.map((r: Record<string, unknown>) => ({
    date: String(r.date), shift: r.shift as Shift, teamId: Number(r.team_id), memberIds: ids(r.member_ids),
  }));
  return { from: days[0]!, days, shifts: [...SHIFTS], teams, entries };
}

/** Sets who of `teamId` works `date`'s `shift` (nobody: the cell is emptied). Only the team's members: 400 naming memberIds. */
export async function setEntry(ctx: Ctx, entry: ScheduleEntry, by: string): Promise<ScheduleEntry> {
  const team = await ctx.teams.get(entry.teamId).catch(() => {
    throw fieldError('teamId', `unknown team ${entry.teamId}`, 'schedule.unknownTeam');
  });
  const memberIds = [...new Set(entry.memberIds)];
  const outside = memberIds.filter((id) => !team.memberIds.includes(id));
  if (outside.length) throw fieldError('memberIds', `not members of the team: ${outside.join(', ')}`, 'schedule.notInTeam');
  const key = { date: entry.date, shift: entry.shift, team_id: entry.teamId };
  await ctx.db.transaction(async (trx) => {
    await trx('schedule_entries').where(key).delete();
    if (memberIds.length) await trx('schedule_entries').insert({ ...key, member_ids: JSON.stringify(memberIds) });
  });
  const out = { ...entry, memberIds };
  try {
    await ctx.live.publish(SCHEDULE_TOPIC, 'UPDATE', `${entry.date}:${entry.shift}:${entry.teamId}`, out, { by });
  } catch (err) {
    ctx.logger.warn('live publish failed', { error: String(err) });
  }
  return out;
}
