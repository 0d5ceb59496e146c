/**
 * The chart library, loaded only when a chart is first shown (the panel imports this module
 * lazily): Chart.js bar charts on a canvas, with only the parts they use registered (tree-shaken),
 * coloured from the theme's CSS variables, and the PNG export (`toBase64Image`) on the card's
 * surface colour with the chart's title drawn in.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Title, Tooltip, type ChartConfiguration, type Plugin } from 'chart.js';
import { CYCLE, type ChartModel, type Tone } from './model';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Title, Tooltip);

export interface DrawTexts {
  /** a series' or category's text */
  label(seriesLabel: string, plain?: boolean): string;
  category(value: string): string;
  categoryLong(value: string): string;
  value(v: number): string;
}

export interface DrawnChart {
  update(model: ChartModel, texts: DrawTexts): void;
  /** the chart as a PNG data URL, with `title` drawn above it */
  png(title: string): string;
  destroy(): void;
}

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(`--lauda-${name}`).trim() || '#1d2733';
const toneColour = (tone: Tone) => cssVar(typeof tone === 'number' ? CYCLE[tone % CYCLE.length]! : tone);

/** Paints the surface colour under the chart, so the PNG is not transparent. */
const background: Plugin<'bar'> = {
  id: 'laudaBackground',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.fillStyle = cssVar('surface');
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

/** Whole-minute steps (or 15 s, 30 s) on a time axis, at most about eight of them. */
function timeStep(model: ChartModel): number | undefined {
  if (model.unit !== 'seconds') return undefined;
  const top = model.stacked
    ? Math.max(0, ...model.categories.map((_c, i) => model.series.reduce((n, s) => n + (s.values[i] ?? 0), 0)))
    : Math.max(0, ...model.series.flatMap((s) => s.values));
  return [15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14_400].find((step) => top / step <= 8) ?? 28_800;
}

function config(model: ChartModel, texts: DrawTexts): ChartConfiguration<'bar'> {
  const text = cssVar('text');
  const line = cssVar('line');
  const font = { family: getComputedStyle(document.body).fontFamily };
  return {
    type: 'bar',
    data: {
      labels: model.categories,
      datasets: model.series.map((s, i) => ({
        label: texts.label(s.label, s.plain),
        data: s.values,
        backgroundColor: toneColour(s.tone),
        borderColor: cssVar('surface'),
        // a second cycle of programs keeps apart from the first by a border
        borderWidth: typeof s.tone === 'number' && s.tone >= CYCLE.length ? 2 : 0,
        stack: model.stacked ? 'all' : `s${i}`,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { stacked: model.stacked, ticks: { color: text, font, callback: (_v, i) => texts.category(model.categories[i] ?? '') }, grid: { color: line } },
        y: { stacked: model.stacked, beginAtZero: true, ticks: { color: text, font, precision: 0, stepSize: timeStep(model), callback: (v) => texts.value(Number(v)) }, grid: { color: line } },
      },
      plugins: {
        legend: { labels: { color: text, font } },
        title: { display: false, text: '', color: text, font: { ...font, size: 16, weight: 'bold' } },
        tooltip: {
          callbacks: {
            title: (items) => texts.categoryLong(model.categories[items[0]?.dataIndex ?? 0] ?? ''),
            label: (item) => `${item.dataset.label}: ${texts.value(Number(item.raw))}`,
          },
        },
      },
    },
    plugins: [background],
  };
}

export function drawChart(canvas: HTMLCanvasElement, model: ChartModel, texts: DrawTexts): DrawnChart {
  let chart = new Chart(canvas, config(model, texts));
  return {
    update(next, t) {
      chart.destroy();
      chart = new Chart(canvas, config(next, t));
    },
    png(title) {
      const titled = chart.options.plugins!.title!;
      titled.display = true;
      titled.text = title;
      chart.update('none');
      const data = chart.toBase64Image('image/png', 1);
      titled.display = false;
      chart.update('none');
      return data;
    },
    destroy: () => chart.destroy(),
  };
}
