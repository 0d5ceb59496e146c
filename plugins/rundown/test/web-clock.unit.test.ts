// The grid's figures from a loaded rundown (the worked example of TIMING.md) and the live clocks.
import { expect } from 'chai';
import type { Block, Rundown, Story } from '../src/common/types.js';
import { clockColumn, figures, isTimeOfDay, liveFigures, nextDisplayStatus, showEndInstant, showOrder, timingInput } from '../src/web/logic/clock.js';
import { addDays, clock, displayDate, hhmmss, localInstant, mmss, signedClock } from '../src/web/logic/format.js';

const story = (id: number, over: Partial<Story> = {}): Story => ({
  id, uuid: `u${id}`, blockId: null, rundownId: 1, templateId: null, index: 0, page: null, slug: `S${id}`, date: '2031-03-10', branchId: null, programId: 1,
  typeId: null, ownerId: null, allowedUsers: [], visible: true, radio: false, legacy: false, manualVt: false, mediaCode: null,
  estimated: 'PT0S', head: 'PT0S', link: 'PT0S', vt: 'PT0S', vo: 'PT0S', total: 'PT0S', approved: true, ok: false, stopTime: null,
  displayStatus: 'blank', playTime: null, changeDate: '2031-03-10T12:00:00.000Z', authorNickname: null, authorId: null, editorId: null, imageEditorId: null,
  reporterId: null, information: null, drawer: null, version: 0, ...over,
});
const block = (id: number, index: number, stories: Story[], over: Partial<Block> = {}): Block => ({
  id, rundownId: 1, templateId: null, index, standBy: false, stopTime: null, commercial: 'PT0S', displayStatus: 'blank', playTime: null, approved: false,
  totals: { estimated: 'PT0S', production: 'PT0S', time: 'PT0S', commercial: 'PT0S', total: 'PT0S' },
  stories: stories.map((s, i) => ({ ...s, blockId: id, index: i })), ...over,
});

/** Jornal da Noite of TIMING.md: 19:00–19:45, planned production 40 min. */
function example(over: { s21?: Partial<Story>; b2?: Partial<Block> } = {}): Rundown {
  return {
    id: 1, date: '2031-03-10', programId: 1, start: '19:00:00', end: '19:45:00', production: 'PT40M', templateId: null, mosEnabled: false,
    displayStatus: 'blank', approved: false, onAir: null, version: 1,
    totals: {} as Rundown['totals'],
    blocks: [
      block(1, 0, [story(11, { total: 'PT2M45S', displayStatus: 'stop' }), story(12, { estimated: 'PT1M30S', approved: false })], { commercial: 'PT3M', displayStatus: 'stop' }),
      block(2, 1, [story(21, { total: 'PT4M', ...over.s21 })], { commercial: 'PT2M', ...over.b2 }),
      block(3, 2, [story(31, { total: 'PT10M' })], { standBy: true }),
    ],
  };
}

describe('web: rundown figures and the time column', () => {
  it('makes the timing input once for the totals and the clock columns of one rundown state', () => {
    const r = example();
    const input = timingInput(r);
    expect(timingInput({ ...r })).to.equal(input); // the same blocks and times: the same input
    const changed = { ...r, blocks: r.blocks.map((b, i) => (i === 1 ? block(2, 1, [story(21, { total: 'PT5M' })]) : b)) };
    expect(timingInput(changed).blocks[1]!.stories[0]!.total).to.equal(300_000);
    expect(timingInput({ ...changed, start: '19:05:00' }).start).to.equal(68_700_000);
    expect(timingInput({ ...changed, production: 'PT30M' }).production).to.equal(1_800_000);
    expect(timingInput(r)).to.not.equal(input); // one state is kept, not all of them
    expect(timingInput(r)).to.deep.equal(input);
  });

  it('computes the worked example\'s totals in the browser', () => {
    const { totals, blocks } = figures(example());
    expect(totals.duration).to.equal(2700_000);
    expect(totals.commercialTotal).to.equal(300_000);
    expect(totals.fullProduction).to.equal(405_000);
    expect(totals.fullEstimated).to.equal(90_000);
    expect(totals.fullTotal).to.equal(795_000);
    expect(totals.fullDiff).to.equal(1905_000);
    expect(totals.approvedTotal).to.equal(705_000);
    expect(totals.notDisplayedCommercial).to.equal(120_000);
    expect(totals.notDisplayedProduction).to.equal(330_000);
    expect(blocks.get(1)!.total).to.equal(165_000 + 90_000 + 180_000);
    expect(blocks.get(3)!.production).to.equal(600_000);
  });

  const column = (o: Parameters<typeof clockColumn>[1], approvedOnly = false) => {
    const c = clockColumn(example(), o, approvedOnly);
    return [11, 12, 21, 31].map((id) => c.get(id)?.text ?? null);
  };

  it('accumulated: show time used up to the end of each story, earlier breaks included', () => {
    expect(column('accumulated')).to.deep.equal(['02:45', '04:15', '11:15', null]);
  });
  it('by block: restarting at each block', () => {
    expect(column('byBlock')).to.deep.equal(['02:45', '04:15', '04:00', null]);
  });
  it('progressive: the time of day each story goes on air', () => {
    expect(column('progressive')).to.deep.equal(['19:00:00', '19:02:45', '19:07:15', null]);
    expect(isTimeOfDay('progressive')).to.equal(true);
  });
  it('regressive: the time of day each story must start for the show to end on time', () => {
    expect(column('regressive')).to.deep.equal(['19:31:45', '19:34:30', '19:39:00', null]);
  });
  it('countdown: show time left once each story ends; past zero it is marked', () => {
    expect(column('countdown')).to.deep.equal(['42:15', '40:45', '33:45', null]);
    const over = example();
    over.end = '19:05:00';
    const c = clockColumn(over, 'countdown');
    expect(c.get(21)).to.deep.equal({ text: '-06:15', negative: true });
    expect(c.get(11)!.negative).to.equal(false);
  });
  it('approved only: stories not approved take no time', () => {
    expect(column('accumulated', true)).to.deep.equal(['02:45', '02:45', '09:45', null]);
  });

  it('reads the DTO\'s durations and times of day', () => {
    const input = timingInput(example());
    expect(input.start).to.equal(19 * 3600_000);
    expect(input.blocks[0]!.commercial).to.equal(180_000);
    expect(input.blocks[0]!.stories[1]).to.include({ id: 12, estimated: 90_000, approved: false });
    expect(showOrder(example().blocks).map((s) => s.id)).to.deep.equal([11, 12, 21, 31]);
  });

  it('counts the show down live while a story is on air', () => {
    const r = example({ s21: { displayStatus: 'play' } });
    r.onAir = { kind: 'story', id: 21, playTime: new Date(localInstant(r.date, (19 * 60 + 19) * 60_000)).toISOString(), total: 'PT4M' };
    r.displayStatus = 'play';
    const { totals } = figures(r);
    expect(totals.notDisplayedProduction).to.equal(90_000);
    const now = localInstant(r.date, (19 * 60 + 20) * 60_000);
    const live = liveFigures(r, totals, now);
    expect(live.onAir).to.equal(true);
    expect(live.itemElapsed).to.equal(60_000);
    expect(live.itemRemaining).to.equal(180_000);
    expect(live.toGo).to.equal(180_000 + 90_000 + 120_000);
    expect(live.showLeft).to.equal(25 * 60_000);
    expect(live.overUnder).to.equal(25 * 60_000 - 390_000);
    expect(live.projectedEnd).to.equal('19:26:30');
    // one second later everything moved by a second
    const next = liveFigures(r, totals, now + 1000);
    expect(next.itemRemaining).to.equal(179_000);
    expect(next.showLeft).to.equal(25 * 60_000 - 1000);
    // an item past its time counts negative and adds nothing to what is left
    const late = liveFigures(r, totals, now + 5 * 60_000);
    expect(late.itemRemaining).to.equal(-120_000);
    expect(late.toGo).to.equal(210_000);
  });

  it('ends a show that crosses midnight on the next day', () => {
    expect(showEndInstant('2031-01-01', '23:30:00', '00:30:00') - localInstant('2031-01-01', 23.5 * 3600_000)).to.equal(3600_000);
  });

  it('cycles the display status blank → play → stop → blank', () => {
    expect(nextDisplayStatus('blank')).to.equal('play');
    expect(nextDisplayStatus('play')).to.equal('stop');
    expect(nextDisplayStatus('stop')).to.equal('blank');
  });

  it('formats the grid\'s times', () => {
    expect(clock(0)).to.equal('00:00');
    expect(clock(65_000)).to.equal('01:05');
    expect(clock(-65_000)).to.equal('-01:05');
    expect(clock(3_725_000)).to.equal('1:02:05');
    expect(signedClock(65_000)).to.equal('+01:05');
    expect(signedClock(-65_000)).to.equal('-01:05');
    expect(signedClock(0)).to.equal('00:00');
    expect(mmss(754_000)).to.equal('12:34');
    expect(hhmmss(3_725_000)).to.equal('01:02:05');
    expect(displayDate('2031-03-10')).to.equal('10/03/2031');
    expect(addDays('2031-02-28', 1)).to.equal('2031-03-01');
  });
});

describe('web: the item on air', () => {
  it('lasts its story\'s time in the show (the estimate while it has no total) or its block\'s break', async () => {
    const { onAirTime } = await import('../src/web/logic/clock.js');
    const r = example();
    expect(onAirTime(r)).to.equal(undefined);
    r.onAir = { kind: 'story', id: 12, playTime: '2031-03-10T22:00:00.000Z', total: 'PT0S' };
    expect(onAirTime(r)).to.equal(90_000);
    r.onAir = { kind: 'story', id: 11, playTime: '2031-03-10T22:00:00.000Z', total: 'PT2M45S' };
    expect(onAirTime(r)).to.equal(165_000);
    r.onAir = { kind: 'block', id: 2, playTime: '2031-03-10T22:00:00.000Z', total: 'PT2M' };
    expect(onAirTime(r)).to.equal(120_000);
    expect(clock(-300)).to.equal('00:00');
  });
});

describe('newsroom time zone', () => {
  // whatever zone the browser (or CI machine) is in, dates and clocks are the branch's
  afterEach(async () => (await import('../src/web/logic/format.js')).setTimeZone(undefined));

  it("gives today's date and the time of day in the branch's zone", async () => {
    const { setTimeZone, today, localTod } = await import('../src/web/logic/format.js');
    const instant = Date.UTC(2026, 10, 22, 0, 16, 30); // 00:16:30 UTC = 21:16:30 the day before in São Paulo
    setTimeZone('America/Sao_Paulo');
    expect(today(instant)).to.equal('2026-11-21');
    expect(localTod(instant)).to.equal(((21 * 60 + 16) * 60 + 30) * 1000);
    setTimeZone('UTC');
    expect(today(instant)).to.equal('2026-11-22');
  });

  it("projects the show's end (TERMINA ÀS) in the branch's zone, whatever the runtime's zone", async () => {
    const { setTimeZone } = await import('../src/web/logic/format.js');
    for (const zone of ['America/Sao_Paulo', 'Asia/Tokyo']) {
      setTimeZone(zone);
      const r = example({ s21: { displayStatus: 'play' } });
      r.onAir = { kind: 'story', id: 21, playTime: new Date(localInstant(r.date, (19 * 60 + 19) * 60_000)).toISOString(), total: 'PT4M' };
      r.displayStatus = 'play';
      const live = liveFigures(r, figures(r).totals, localInstant(r.date, (19 * 60 + 20) * 60_000));
      expect(live.projectedEnd, zone).to.equal('19:26:30');
    }
  });

  it('finds the instant of a time of day of a date in the zone, across a daylight-saving change', async () => {
    const { setTimeZone, localInstant } = await import('../src/web/logic/format.js');
    setTimeZone('America/Sao_Paulo');
    expect(new Date(localInstant('2026-11-21', 19 * 3600_000)).toISOString()).to.equal('2026-11-21T22:00:00.000Z');
    setTimeZone('Europe/Lisbon');
    expect(new Date(localInstant('2026-07-01', 12 * 3600_000)).toISOString()).to.equal('2026-07-01T11:00:00.000Z'); // summer, UTC+1
    expect(new Date(localInstant('2026-12-01', 12 * 3600_000)).toISOString()).to.equal('2026-12-01T12:00:00.000Z'); // winter, UTC
  });
});
