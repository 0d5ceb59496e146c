import { expect } from 'chai';
import type { Occurrence } from '../../src/common/index.js';
import { blockOf, droppedAt, lanesOf, snapped } from '../../src/web/TimeGrid.js';
import { daysShown } from '../../src/web/CalendarPanel.js';

const SP = 'America/Sao_Paulo';
const occ = (startDate: string, endDate: string, allDay = false): Occurrence => ({
  id: 1, seriesId: 1, occurrenceStart: startDate, startDate, endDate, allDay, name: 'X', calendarId: 1, categoryId: null, recurring: true,
});

describe('calendar week and day views', () => {
  it('shows the week from Sunday, or the day', () => {
    expect(daysShown('week', '2026-11-25')).to.deep.equal(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    expect(daysShown('day', '2026-11-25')).to.deep.equal(['2026-11-25']);
  });

  it('places a block by the newsroom\'s clock, clamped to its day', () => {
    // 09:30-11:00 in Sao Paulo
    expect(blockOf(occ('2026-11-25T12:30:00.000Z', '2026-11-25T14:00:00.000Z'), '2026-11-25', SP)).to.deep.equal({ top: 570, bottom: 660 });
    // 22:00 to 02:00 the next day: the first day to midnight, the second from midnight
    const late = occ('2026-11-26T01:00:00.000Z', '2026-11-26T05:00:00.000Z');
    expect(blockOf(late, '2026-11-25', SP)).to.deep.equal({ top: 1320, bottom: 1440 });
    expect(blockOf(late, '2026-11-26', SP)).to.deep.equal({ top: 0, bottom: 120 });
  });

  it('drops a block on an hour of a day keeping its minutes and length; an all-day one on a day', () => {
    expect(droppedAt(occ('2026-11-23T12:15:00.000Z', '2026-11-23T13:45:00.000Z'), '2026-11-24', 14, SP))
      .to.deep.equal({ startDate: '2026-11-24T17:15:00.000Z', endDate: '2026-11-24T18:45:00.000Z' });
    expect(droppedAt(occ('2026-11-23', '2026-11-24', true), '2026-11-27', null, SP)).to.deep.equal({ startDate: '2026-11-27', endDate: '2026-11-28' });
  });

  it('resizes by quarters of an hour (40 px an hour)', () => {
    expect([0, 4, 9, 10, 40, 61, -12].map(snapped)).to.deep.equal([0, 0, 15, 15, 60, 90, -15]);
  });

  it('lays overlapping events side by side, the others full width', () => {
    const laid = lanesOf([{ top: 540, bottom: 600 }, { top: 570, bottom: 660 }, { top: 580, bottom: 590 }, { top: 700, bottom: 760 }]);
    expect(laid.map((b) => [b.top, b.lane, b.lanes])).to.deep.equal([[540, 0, 3], [570, 1, 3], [580, 2, 3], [700, 0, 1]]);
    expect(lanesOf([{ top: 0, bottom: 60 }, { top: 60, bottom: 120 }]).map((b) => [b.lane, b.lanes])).to.deep.equal([[0, 1], [0, 1]]);
  });
});
