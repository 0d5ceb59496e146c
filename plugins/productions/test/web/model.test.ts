import { expect } from 'chai';
import type { Production, ProductionTask } from '../../src/common/index.js';
import { addDays, applyLive, belongs, bodyOf, draftOf, newDraft, problemsOf, shownTasks } from '../../src/web/model.js';

const task = (id: number, date: string | null, done = false): ProductionTask => ({ id, date, time: null, label: `T${id}`, done, information: '' });
const p = (id: number, slug: string, date: string, tasks: ProductionTask[] = [], done = false): Production => ({
  id, uuid: `u${id}`, slug, date, schedule: null, departure: null, arrival: null, typeId: null, local: '', team: '', medias: '',
  editorsIds: [], producersIds: [], resourcesIds: [], vehiclesIds: [], programsIds: [], information: '', done, tasks, guidelineId: null,
  excluded: false, private: false, ownerId: null, allowedUsers: [], authorId: 1, authorNickname: 'A', version: 0, createdAt: '', changeDate: '',
});

describe('productions web model', () => {
  const day = '2033-05-10';
  const next = addDays(day, 1);

  it('a checklist belongs to a day by its date or a task date; with only-not-done, not when done nor by a done task', () => {
    expect(belongs(p(1, 'A', day), day, false)).to.equal(true);
    expect(belongs(p(1, 'A', next, [task(1, day)]), day, false)).to.equal(true);
    expect(belongs(p(1, 'A', next, [task(1, day, true)]), day, false)).to.equal(true);
    expect(belongs(p(1, 'A', next, [task(1, day, true)]), day, true)).to.equal(false);
    expect(belongs(p(1, 'A', day, [], true), day, true)).to.equal(false);
    expect(belongs(p(1, 'A', next, [task(1, next)]), day, false)).to.equal(false);
  });

  it('moves a checklist out of the day list when its date changes live, and back in by a task date', () => {
    const list = [p(1, 'A', day), p(2, 'B', day)];
    const moved = applyLive(list, day, false, { op: 'PATCH', id: 1, data: { field: 'date', oldValue: day, newValue: next, production: p(1, 'A', next) } });
    expect(moved.map((x) => x.id)).to.deep.equal([2]);
    const back = applyLive(moved, day, false, { op: 'UPDATE', id: 1, data: p(1, 'A', next, [task(1, day)]) });
    expect(back.map((x) => x.id)).to.deep.equal([1, 2]);
    expect(applyLive(back, day, false, { op: 'DELETE', id: 2, data: { id: 2 } }).map((x) => x.id)).to.deep.equal([1]);
    const created = applyLive([], day, true, { op: 'CREATE', id: 3, data: p(3, 'C', day, [], true) });
    expect(created).to.deep.equal([]);
  });

  it('shows only the open tasks with only-not-done', () => {
    const x = p(1, 'A', day, [task(1, day, true), task(2, day)]);
    expect(shownTasks(x, false).map((t) => t.id)).to.deep.equal([1, 2]);
    expect(shownTasks(x, true).map((t) => t.id)).to.deep.equal([2]);
  });

  it('turns a draft into the POST or PUT body and names missing slug, date and task labels', () => {
    const d = { ...newDraft(day), slug: 'X', tasks: [{ label: 'a', done: false, date: '', time: '', information: '' }] };
    const post = bodyOf(d);
    expect(post).to.not.have.property('version');
    expect((post.tasks as ProductionTask[])[0]).to.include({ date: null, time: null });
    const put = bodyOf(draftOf(p(4, 'Y', day)));
    expect(put).to.include({ version: 0, slug: 'Y' });
    expect(put).to.not.have.property('private');
    expect(problemsOf({ ...newDraft(''), tasks: [{ label: ' ', done: false, date: null, time: null, information: '' }] })).to.deep.equal({ slug: 'slug', date: 'date', tasks: 'tasks' });
  });
});
