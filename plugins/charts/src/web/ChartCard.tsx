/**
 * One chart: its figures fetched for the period and program, drawn with Chart.js (loaded on first
 * use), described in words for assistive technology, its data table beside it, and the PNG and CSV
 * exports. Numbers and dates in the user's language; dates are the branch's days as the API gives them.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { Button, Card, EmptyState, ErrorState, Loading, Muted, Toolbar, bcp47, formatDate, formatNumber, useKitLocale } from '@lauda/web-kit';
import type { ChartAnswer, ChartId } from '../common/index.js';
import { chartModel, clock, isEmpty, type ChartModel, type OnAirGrouping } from './model';
import { ChartTable } from './ChartTable';
import type { DrawnChart, DrawTexts } from './draw';

type Props = PanelProps & { chart: ChartId; from: string; to: string; programId: number | null };
type State = 'loading' | 'ready' | 'failed' | 'denied';

export function ChartCard({ chart, from, to, programId, api, notify, t }: Props) {
  const locale = useKitLocale();
  const lang = bcp47(locale);
  const [answer, setAnswer] = useState<ChartAnswer | null>(null);
  const [state, setState] = useState<State>('loading');
  const [serial, setSerial] = useState(0);
  const [by, setBy] = useState<OnAirGrouping>('day');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawn = useRef<DrawnChart | null>(null);
  // the canvas it was drawn on: after an error screen a new canvas is mounted and must be drawn anew
  const drawnOn = useRef<HTMLCanvasElement | null>(null);
  const query = `from=${from}&to=${to}${programId ? `&programId=${programId}` : ''}`;

  useEffect(() => {
    let on = true;
    setState('loading');
    api.get<ChartAnswer>(`/api/charts/${chart}?${query}`).then(
      (a) => { if (on) { setAnswer(a); setState('ready'); } },
      (e: { status?: number }) => { if (on) setState(e?.status === 403 ? 'denied' : 'failed'); },
    );
    return () => { on = false; };
  }, [api, chart, query, serial]);

  const model = useMemo(() => (answer && answer.chart === chart ? chartModel(answer, by) : null), [answer, chart, by]);
  const empty = !model || isEmpty(model);
  const number = (n: number) => formatNumber(n, lang);
  const value = (m: ChartModel) => (v: number) => (m.unit === 'seconds' ? clock(v) : number(v));

  useEffect(() => {
    if (!model || empty || !canvas.current) return;
    let on = true;
    const texts: DrawTexts = {
      label: (s, plain) => (plain ? s : t(s)),
      category: (c) => (model.dates ? formatDate(c).slice(0, 5) : c),
      categoryLong: (c) => (model.dates ? formatDate(c) : c),
      value: value(model),
    };
    // the chart library arrives with the first chart drawn, never with the sign-in page
    import('./draw').then(({ drawChart }) => {
      if (!on || !canvas.current) return;
      if (drawn.current && drawnOn.current === canvas.current) drawn.current.update(model, texts);
      else {
        drawn.current?.destroy();
        drawn.current = drawChart(canvas.current, model, texts);
        drawnOn.current = canvas.current;
      }
    }, () => on && setState('failed'));
    return () => { on = false; };
  }, [model, empty, t, lang, state]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => { drawn.current?.destroy(); drawn.current = null; }, []);
  useEffect(() => {
    if (empty) { drawn.current?.destroy(); drawn.current = null; }
  }, [empty]);

  const title = t(`charts.${chart}.title`);
  const period = `${formatDate(from)} – ${formatDate(to)}`;
  const summary = model ? t('chartSummary', { title, from: formatDate(from), to: formatDate(to), summary: t(`summary.${chart}`, summaryValues(model, number)) }) : '';
  const fileName = `${chart}-${from}-${to}${programId ? `-${programId}` : ''}`;
  const exportPng = () => {
    if (!drawn.current) return;
    download(drawn.current.png(`${title} · ${period}`), `${fileName}.png`);
    notify.notify('success', t('exported', { name: `${fileName}.png` }));
  };

  return (
    <Sheet aria-labelledby={`chart-${chart}-title`} data-testid={`chart-${chart}`} data-state={state}>
      <div className="head">
        <div className="what">
          <h2 id={`chart-${chart}-title`}>{title}</h2>
          <Muted>{t(`charts.${chart}.hint`)} · {period}</Muted>
        </div>
        <Toolbar className="actions">
        {chart === 'on-air' && (
          <div role="group" aria-label={t('charts.on-air.group')} className="group">
            {(['day', 'program'] as const).map((g) => (
              <Button key={g} type="button" $small $active={by === g} aria-pressed={by === g} onClick={() => setBy(g)} data-testid={`chart-group-${g}`}>
                {t(g === 'day' ? 'charts.on-air.byDay' : 'charts.on-air.byProgram')}
              </Button>
            ))}
          </div>
        )}
        <Button type="button" onClick={exportPng} disabled={state !== 'ready' || empty} data-testid="chart-export-png">{t('exportPng')}</Button>
        {/* the API's CSV in the screen's language; offered once the chart's figures came */}
        {state === 'ready' ? (
          <Button as="a" href={`/api/charts/${chart}.csv?${query}&locale=${locale}`} download={`${fileName}.csv`} data-testid="chart-export-csv">{t('exportCsv')}</Button>
        ) : <Button type="button" disabled data-testid="chart-export-csv">{t('exportCsv')}</Button>}
        </Toolbar>
      </div>
      {state === 'loading' && !model ? <Loading label={t('loading')} /> : state === 'failed' ? (
        <ErrorState title={t('loadFailed')} onRetry={() => setSerial((n) => n + 1)} testId="chart-failed" />
      ) : state === 'denied' ? (
        <EmptyState title={t('noAccess')} testId="chart-denied" />
      ) : model && (
        <div className="content" aria-busy={state === 'loading'}>
          <figure className="plot">
            {empty ? <EmptyState title={t('empty')} testId="chart-empty" /> : (
              <div className="canvas"><canvas ref={canvas} role="img" aria-label={summary} data-testid="chart-canvas">{summary}</canvas></div>
            )}
            <figcaption data-testid="chart-summary">{summary}</figcaption>
          </figure>
          {/* a region of its own that scrolls: reachable by the keyboard */}
          <div className="table" role="region" aria-label={t('tableOf', { title })} tabIndex={0}>
            <ChartTable model={model} label={t('tableOf', { title })} locale={lang} t={t} testId={`chart-${chart}-data`} />
          </div>
        </div>
      )}
    </Sheet>
  );
}

function summaryValues(m: ChartModel, number: (n: number) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(m.summary).map(([k, v]) => [k, m.unit === 'seconds' ? clock(v) : number(v)]));
}

/** Saves a data URL as a file, as a link with `download` does. */
function download(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

const Sheet = styled(Card)`
  padding: 0;
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 8px 16px;
    padding: 12px 16px 8px;
  }
  .what {
    flex: 1 1 320px;
  }
  .actions {
    margin: 0;
    gap: 8px;
    align-items: center;
  }
  a[data-testid='chart-export-csv'] {
    text-decoration: none;
  }
  h2 {
    margin: 0 0 2px;
    font-size: var(--lauda-font-large);
  }
  .head p {
    margin: 0;
  }
  .group {
    display: flex;
    gap: 4px;
  }
  .content {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 440px), 1fr));
    gap: 16px;
    padding: 8px 16px 16px;
  }
  .plot {
    margin: 0;
    min-width: 0;
  }
  .canvas {
    position: relative;
    height: 340px;
  }
  figcaption {
    margin-top: 8px;
    font-size: var(--lauda-font-small);
    color: var(--lauda-muted);
  }
  .table {
    min-width: 0;
    max-height: 420px;
    overflow: auto;
    border-radius: var(--lauda-radius);
  }
  .table:focus-visible {
    outline: 2px solid var(--lauda-focus);
    outline-offset: 2px;
  }
`;
