import { expect } from 'chai';
import type { Report } from '../../src/common/index.js';
import { bodyOf, draftOf, newDraft, problemsOf, reportOf } from '../../src/web/model.js';

const report = (id: number, extra: Partial<Report> = {}): Report => ({
  id, uuid: `u${id}`, date: '2033-05-10', title: `R${id}`, categoryId: 3, eventId: 4, programsIds: [1], body: [{ children: [{ text: 'x', bold: true }] }],
  people: 'Ana', targetType: null, targetId: null, files: [], excluded: false, private: false, ownerId: null, allowedUsers: [], authorId: 1,
  authorNickname: 'A', version: 2, createdAt: '', changeDate: '', ...extra,
});

describe('reports web model', () => {
  it('a new report needs title, date and category before it is sent', () => {
    expect(problemsOf(newDraft('2033-05-10'))).to.deep.equal({ title: 'title', categoryId: 'categoryId' });
    expect(problemsOf({ ...newDraft(''), title: '  ' })).to.deep.equal({ title: 'title', date: 'date', categoryId: 'categoryId' });
    expect(problemsOf({ ...newDraft('2033-05-10'), title: 'A', categoryId: 1 })).to.deep.equal({});
  });

  it('sends a new report without version, private only when asked; a saved one with its version and shares', () => {
    const fresh = bodyOf({ ...newDraft('2033-05-10'), title: 'A', categoryId: 1, allowedUsers: [9] });
    expect(fresh).to.not.have.property('version');
    expect(fresh.private).to.equal(undefined);
    expect(fresh.allowedUsers).to.equal(undefined);
    expect(bodyOf({ ...newDraft('2033-05-10'), private: true, allowedUsers: [9] })).to.include({ private: true }).and.have.deep.property('allowedUsers', [9]);
    const saved = bodyOf(draftOf(report(7, { allowedUsers: [5] })));
    expect(saved).to.include({ version: 2, title: 'R7', categoryId: 3, eventId: 4, people: 'Ana' });
    expect(saved).to.have.deep.property('allowedUsers', [5]);
    expect(saved).to.not.have.property('id');
    expect(saved).to.not.have.property('private');
  });

  it('reads the report a live message carries: itself, or a patch\'s report; nothing for a removal', () => {
    const r = report(1);
    expect(reportOf({ op: 'CREATE', id: 1, data: r })).to.equal(r);
    expect(reportOf({ op: 'UPDATE', id: 1, data: r })).to.equal(r);
    expect(reportOf({ op: 'PATCH', id: 1, data: { field: 'title', report: r } })).to.equal(r);
    expect(reportOf({ op: 'PATCH', id: 1, data: { field: 'title' } })).to.equal(null);
    expect(reportOf({ op: 'DELETE', id: 1, data: { id: 1 } })).to.equal(null);
  });
});
