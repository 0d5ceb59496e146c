/**
 * A chart as CSV (csv-stringify): a header line in the asked language, UTF-8 with a byte-order
 * mark so spreadsheet programs read the accents, dates YYYY-MM-DD, durations in whole seconds.
 * The separator is the one spreadsheets of the language expect: `;` in pt_BR and es_ES (where the
 * comma is the decimal mark), `,` in en_US.
 */
import { stringify } from 'csv-stringify/sync';
import { contentDisposition, csvText, parseDuration, Reply, wordsOf, type Locale } from '@lauda/sdk/server';
import type { ChartAnswer } from '../common/index.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

type Cell = string | number;

const seconds = (iso: string) => Math.round((parseDuration(iso) ?? 0) / 1000);

/** The header keys (i18n `csv.<key>`) and rows of a chart. */
function table(a: ChartAnswer, stateName: (s: string) => string): { columns: string[]; rows: Cell[][] } {
  // program and reporter names are what people typed: never a formula in a spreadsheet
  const nameIn = (list: { id: number; name: string }[]) => (id: number) => csvText(list.find((x) => x.id === id)?.name ?? `#${id}`);
  switch (a.chart) {
    case 'stories': {
      const name = nameIn(a.programs);
      return { columns: ['date', 'programId', 'program', 'stories'], rows: a.rows.map((r) => [r.date, r.programId, name(r.programId), r.stories]) };
    }
    case 'on-air': {
      const name = nameIn(a.programs);
      return {
        columns: ['date', 'programId', 'program', 'airedSeconds', 'estimatedSeconds'],
        rows: a.rows.map((r) => [r.date, r.programId, name(r.programId), seconds(r.aired), seconds(r.estimated)]),
      };
    }
    case 'reportages': {
      const name = nameIn(a.reporters);
      return { columns: ['reporterId', 'reporter', 'state', 'reportages'], rows: a.rows.map((r) => [r.reporterId, name(r.reporterId), stateName(r.state), r.reportages]) };
    }
    case 'guidelines':
      return { columns: ['date', 'completed', 'interrupted'], rows: a.rows.map((r) => [r.date, r.completed, r.interrupted]) };
  }
}

export function chartCsv(a: ChartAnswer, locale: Locale = 'pt_BR'): string {
  const w = wordsOf({ en_US, es_ES, pt_BR }, locale);
  const { columns, rows } = table(a, (s) => w(`states.${s}`));
  return stringify(rows, { bom: true, header: true, columns: columns.map((c) => w(`csv.${c}`)), delimiter: locale === 'en_US' ? ',' : ';', record_delimiter: 'windows' });
}

export function csvReply(a: ChartAnswer, locale?: Locale): Reply {
  const body = Buffer.from(chartCsv(a, locale), 'utf8');
  const name = `${a.chart}-${a.from}-${a.to}${a.programId === null ? '' : `-${a.programId}`}.csv`;
  return new Reply(200, body, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Length': String(body.length),
    'Content-Disposition': contentDisposition(name, 'attachment'),
    'Cache-Control': 'private, no-store',
  });
}
