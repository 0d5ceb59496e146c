// The charts' web model: what each chart draws and tabulates from an API answer (hand-made
// answers), the clock format, the range rules the screen applies before asking, and the series
// colours' contrast on the card.
import { expect } from 'chai';
import { contrastRatio, DEFAULT_PALETTE, MIN_UI } from '@lauda/web-kit';
import { REPORTAGE_STATES as OWN_STATES } from '@lauda/plugin-reportages/common';
import { REPORTAGE_STATES, type ChartAnswer } from '../../src/common/index.js';
import { chartModel, clock, CYCLE, isEmpty, rangeProblem } from '../../src/web/model.js';

const range = { from: '2031-03-10', to: '2031-03-12', programId: null };
const programs = [{ id: 1, name: 'Jornal da Noite' }, { id: 2, name: 'Manhã Já' }];

describe('charts web: model', () => {
  it('stories: one stacked series per program over every day of the range, a total per day', () => {
    const a: ChartAnswer = { chart: 'stories', ...range, programs, rows: [
      { date: '2031-03-10', programId: 1, stories: 4 }, { date: '2031-03-12', programId: 1, stories: 2 }, { date: '2031-03-12', programId: 2, stories: 3 },
    ] };
    const m = chartModel(a);
    expect(m.categories).to.deep.equal(['2031-03-10', '2031-03-11', '2031-03-12']);
    expect(m.stacked).to.equal(true);
    expect(m.series.map((s) => [s.label, s.values])).to.deep.equal([['Jornal da Noite', [4, 0, 2]], ['Manhã Já', [0, 0, 3]]]);
    expect(m.rows.map((r) => r.total)).to.deep.equal([4, 0, 5]);
    expect(m.summary).to.deep.equal({ total: 9, rundowns: 3 });
  });

  it('on-air: aired against estimated by day (programs summed) or by program (days summed), with the difference', () => {
    const a: ChartAnswer = { chart: 'on-air', ...range, programs, rows: [
      { date: '2031-03-10', programId: 1, aired: 'PT4M20S', estimated: 'PT4M15S' },
      { date: '2031-03-10', programId: 2, aired: 'PT35S', estimated: 'PT40S' },
      { date: '2031-03-11', programId: 1, aired: 'PT1M', estimated: 'PT2M' },
    ] };
    const day = chartModel(a, 'day');
    expect(day.series.map((s) => s.values)).to.deep.equal([[295, 60, 0], [295, 120, 0]]);
    expect(day.rows[1]).to.deep.equal({ date: '2031-03-11', aired: 60, estimated: 120, difference: -60 });
    const program = chartModel(a, 'program');
    expect(program.categories).to.deep.equal(['Jornal da Noite', 'Manhã Já']);
    expect(program.series.map((s) => s.values)).to.deep.equal([[320, 35], [375, 40]]);
    expect(program.summary).to.deep.equal({ aired: 355, estimated: 415 });
  });

  it('reportages: reporters on the axis, stacked by every state in workflow order', () => {
    const a: ChartAnswer = { chart: 'reportages', ...range, reporters: [{ id: 7, name: 'ANA' }, { id: 3, name: 'RAFAEL' }], rows: [
      { state: 'COMPLETED', reporterId: 3, reportages: 2 }, { state: 'PRODUCING', reporterId: 7, reportages: 1 }, { state: 'INTERRUPTED', reporterId: 3, reportages: 1 },
    ] };
    const m = chartModel(a);
    expect(m.categories).to.deep.equal(['ANA', 'RAFAEL']);
    expect(m.series.map((s) => s.key)).to.deep.equal(['PRODUCING', 'COVERING', 'EDITING', 'COMPLETED', 'INTERRUPTED']);
    expect(m.rows).to.deep.equal([
      { reporter: 'ANA', PRODUCING: 1, COVERING: 0, EDITING: 0, COMPLETED: 0, INTERRUPTED: 0, total: 1 },
      { reporter: 'RAFAEL', PRODUCING: 0, COVERING: 0, EDITING: 0, COMPLETED: 2, INTERRUPTED: 1, total: 3 },
    ]);
    // the chart names every state the reportages have, no more
    expect([...REPORTAGE_STATES].sort()).to.deep.equal([...OWN_STATES].sort());
  });

  it('guidelines: completed and interrupted side by side; nothing to draw when all are zero', () => {
    const a: ChartAnswer = { chart: 'guidelines', ...range, rows: [
      { date: '2031-03-10', completed: 2, interrupted: 1 }, { date: '2031-03-11', completed: 0, interrupted: 0 }, { date: '2031-03-12', completed: 1, interrupted: 0 },
    ] };
    const m = chartModel(a);
    expect(m.stacked).to.equal(false);
    expect(m.series.map((s) => [s.key, s.tone, s.values])).to.deep.equal([['completed', 'success', [2, 0, 1]], ['interrupted', 'danger', [1, 0, 0]]]);
    expect(isEmpty(m)).to.equal(false);
    expect(isEmpty(chartModel({ ...a, rows: a.rows.map((r) => ({ ...r, completed: 0, interrupted: 0 })) }))).to.equal(true);
  });

  it('writes durations as a clock and applies the range rules before asking', () => {
    expect([clock(0), clock(59), clock(260), clock(3725), clock(-60)]).to.deep.equal(['0:00', '0:59', '4:20', '1:02:05', '−1:00']);
    expect(rangeProblem('2031-03-10', '2031-03-10', 366)).to.equal(null);
    expect(rangeProblem(null, '2031-03-10', 366)).to.equal('from');
    expect(rangeProblem('2031-03-11', '2031-03-10', 366)).to.equal('order');
    expect(rangeProblem('2031-01-01', '2032-01-01', 366)).to.equal(null);
    expect(rangeProblem('2031-01-01', '2032-01-02', 366)).to.equal('long');
  });

  it('paints every series in a theme colour that stands 3:1 on the card (WCAG 1.4.11)', () => {
    for (const name of [...CYCLE]) {
      const colour = DEFAULT_PALETTE[name];
      expect(contrastRatio(colour, DEFAULT_PALETTE.surface), `${name} ${colour}`).to.be.at.least(MIN_UI);
    }
  });
});
