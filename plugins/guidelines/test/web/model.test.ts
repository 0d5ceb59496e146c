import { expect } from 'chai';
import type { Guideline } from '../../src/common/index.js';
import { addDays, applyLive, bodyOf, countsByDate, draftOf, newDraft, problemsOf, weekAround } from '../../src/web/model.js';

const g = (id: number, slug: string, date: string, programsIds: number[] = []): Guideline => ({
  id, uuid: `u${id}`, date, slug, state: 'PRODUCING', teamId: null, branchId: null, cameraman: '', editorialsIds: [], editorsIds: [],
  producersIds: [], reportersIds: [], programsIds, vehiclesIds: [], classificationId: null, typeId: null, proposal: '', referral: '',
  information: '', excluded: false, guides: [], production: { tasks: [] }, private: false, ownerId: null, allowedUsers: [],
  authorId: 1, authorNickname: 'A', version: 0, createdAt: '', changeDate: '',
});

describe('guidelines web model', () => {
  const day = '2032-05-10';
  const list = [g(1, 'A', day), g(2, 'C', day, [7])];

  it('moves an item out of the day list when a patch gives it another date, and in when it comes to this day', () => {
    const moved = applyLive(list, day, null, { op: 'PATCH', id: 1, data: { field: 'date', oldValue: day, newValue: '2032-05-11', guideline: g(1, 'A', '2032-05-11') } });
    expect(moved.map((x) => x.id)).to.deep.equal([2]);
    const back = applyLive(moved, day, null, { op: 'PATCH', id: 1, data: { field: 'date', guideline: g(1, 'A', day) } });
    expect(back.map((x) => x.slug)).to.deep.equal(['A', 'C']);
  });

  it('adds created items of the day (sorted by slug), skips other programs and other days, drops removed ones', () => {
    expect(applyLive(list, day, null, { op: 'CREATE', id: 3, data: g(3, 'B', day) }).map((x) => x.slug)).to.deep.equal(['A', 'B', 'C']);
    expect(applyLive(list, day, 7, { op: "CREATE", id: 3, data: g(3, "B", day, [8]) }).map((x) => x.id)).to.deep.equal([1, 2]);
    expect(applyLive(list, day, null, { op: 'CREATE', id: 3, data: g(3, 'B', '2032-05-12') })).to.have.length(2);
    expect(applyLive(list, day, null, { op: 'DELETE', id: 2, data: { id: 2, date: day } }).map((x) => x.id)).to.deep.equal([1]);
    expect(applyLive(list, day, null, { op: 'UPDATE', id: 2, data: g(2, 'C', day, [8]) })[1]!.programsIds).to.deep.equal([8]);
    expect(applyLive(list, day, 7, { op: 'UPDATE', id: 2, data: g(2, 'C', day, [8]) }).map((x) => x.id)).to.deep.equal([1]);
  });

  it('dates: days around, across months; counts per date', () => {
    expect(addDays('2032-02-28', 2)).to.equal('2032-03-01');
    expect(weekAround('2032-01-02')).to.deep.equal(['2031-12-30', '2031-12-31', '2032-01-01', '2032-01-02', '2032-01-03', '2032-01-04', '2032-01-05']);
    expect(countsByDate([{ date: day, count: 2 }, { date: day, count: 1 }, { date: '2032-05-11', count: 4 }])).to.deep.equal({ [day]: 3, '2032-05-11': 4 });
  });

  it('a draft becomes the create or the versioned save body; slug, date and task labels are required', () => {
    const d = { ...newDraft(day, 7), slug: 'OBRAS', guides: [{ scheduleDate: '', scheduleTime: '', interviewee: 'Ana', address: '', observation: '', contacts: [] }] };
    const create = bodyOf(d as never);
    expect(create).to.not.have.property('version');
    expect(create).to.include({ slug: 'OBRAS', date: day, state: 'PRODUCING' });
    expect((create.guides as any[])[0]).to.include({ scheduleDate: null, scheduleTime: null });
    const saved = bodyOf({ ...draftOf(g(5, 'X', day)), version: 3 });
    expect(saved).to.include({ version: 3 });
    expect(saved).to.not.have.property('id');
    expect(problemsOf(newDraft('', null))).to.deep.equal({ slug: 'required', date: 'required' });
    expect(problemsOf({ ...d, tasks: [{ label: ' ', done: false, date: null, time: null, information: '' }] } as never)).to.deep.equal({ tasks: 'taskLabel' });
  });
});
