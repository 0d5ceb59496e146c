/** The team grid as a PDF (spec 001 §7 "team grid"): a table per shift, a row per team, a column per day. */
import { wordsOf, type Locale, type PdfBlock, type PdfDocument, type WordResources } from '@lauda/sdk/server';
import type { ScheduleWeek } from '../common/index.js';

export function gridDocument(week: ScheduleWeek, resources: WordResources, locale?: Locale): PdfDocument {
  const w = wordsOf(resources, locale);
  const nickname = new Map(week.teams.flatMap((t) => t.members.map((m) => [m.id, m.nickname] as const)));
  const content: PdfBlock[] = week.shifts.flatMap((shift): PdfBlock[] => [
    { kind: 'heading', text: w(`shifts.${shift}`), level: 2 },
    {
      kind: 'table',
      columns: [{ title: w('team'), width: 'auto' }, ...week.days.map((d) => ({ title: `${d.slice(8, 10)}/${d.slice(5, 7)}` }))],
      rows: week.teams.map((team) => ({
        cells: [team.name, ...week.days.map((day) => {
          const e = week.entries.find((x) => x.date === day && x.shift === shift && x.teamId === team.id);
          return e ? e.memberIds.map((id) => nickname.get(id) ?? `#${id}`).join(', ') : w('nobody');
        })],
      })),
    },
  ]);
  return {
    title: w('pdfTitle'),
    subtitle: [{ date: week.days[0]! }, { text: ' – ' }, { date: week.days[6]! }],
    orientation: 'landscape',
    fontSize: 9,
    locale,
    content,
  };
}
