/**
 * `GET /api/charts/{chart}` (JSON; `?format=csv` for the CSV) and `GET /api/charts/{chart}.csv`,
 * one pair of static paths per chart so each is documented with its own answer.
 */
import type { PluginRouter } from '@lauda/sdk/server';
import { CHART_IDS, CHART_READ_ROLES, CHART_ROLE, MAX_RANGE_DAYS, type ChartId } from '../common/index.js';
import { chartOf } from './charts.js';
import { csvReply } from './csv.js';
import { chartQuery, rangeOf, todayIn, type ChartQuery } from './range.js';
import type { Ctx } from './context.js';

const WHAT: Record<ChartId, string> = {
  stories: 'Stories in the show per program and day: `{ programs, rows: [{ date, programId, stories }] }`, one row per rundown the caller may open',
  'on-air': 'On-air time against estimated per program and day: `{ programs, rows: [{ date, programId, aired, estimated }] }` (ISO 8601 durations)',
  reportages: 'Reportages by state and reporter: `{ reporters, rows: [{ state, reporterId, reportages }] }`',
  guidelines: 'Guidelines completed against interrupted per day: `{ rows: [{ date, completed, interrupted }] }`, every day of the range',
};

const HOW = `from and to are days of the branch's zone (YYYY-MM-DD, both included; default the last 30 days to today; at most ${MAX_RANGE_DAYS} days: `
  + '400 charts.rangeTooLong naming to, 400 charts.rangeOrder naming from when from is after to); programId narrows to one program. '
  + 'Only documents the caller may see are counted. CSV: UTF-8 with a byte-order mark, a header line in `locale` (default pt_BR; `;` separated but in en_US).';

export function chartRoutes(router: PluginRouter, ctx: Ctx): void {
  const answer = async (chart: ChartId, query: ChartQuery, user: Parameters<typeof chartOf>[1], csv: boolean) => {
    const range = rangeOf(query, todayIn(ctx.clock.now(), await ctx.branch.timeZone()));
    const a = await chartOf(ctx, user, chart, range);
    return csv ? csvReply(a, query.locale) : a;
  };
  for (const chart of CHART_IDS) {
    const roles = CHART_READ_ROLES[chart].join(', ');
    router.get(`/api/charts/${chart}.csv`, {
      access: [CHART_ROLE],
      summary: `${WHAT[chart].split(':')[0]}, as CSV`,
      description: `${HOW} Also needs ${roles} (403 naming them).`,
      query: chartQuery,
      tags: ['charts'],
    }, ({ query, user }) => answer(chart, query, user, true));
    router.get(`/api/charts/${chart}`, {
      access: [CHART_ROLE],
      summary: WHAT[chart],
      description: `${HOW} Also needs ${roles} (403 naming them). format=csv answers the CSV.`,
      query: chartQuery,
      tags: ['charts'],
    }, ({ query, user }) => answer(chart, query, user, query.format === 'csv'));
  }
}
