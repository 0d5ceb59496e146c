import { expect } from 'chai';
import type { Guideline } from '../../src/common/index.js';
import type { ViewerNames } from '../../src/web/viewerText.js';
import { contactsText, guidelineText, guideTime, headerLines } from '../../src/web/viewerText.js';

// the keys as words: what the screen would translate
const t = (key: string, o?: Record<string, unknown>) => (o && 'n' in o ? `${key}#${String(o.n)}` : key);
const dateText = (d: string) => d.split('-').reverse().join('/');
const opt = (id: number, label: string) => ({ id, label });
const names: ViewerNames = {
  programs: [opt(1, 'Jornal da Tarde')], users: [opt(7, 'ana'), opt(8, 'bia')], teams: [opt(3, 'Equipe A')],
  classifications: [opt(4, 'Cidade')], vehicles: [opt(5, 'Carro 2')], editorials: [opt(6, 'Política')],
};
const g: Guideline = {
  id: 9, uuid: 'u9', date: '2026-11-24', slug: 'FEIRA DO LIVRO', state: 'COVERING', teamId: 3, branchId: 1, cameraman: 'Zé',
  editorialsIds: [6], editorsIds: [], producersIds: [7], reportersIds: [8, 99], programsIds: [1], vehiclesIds: [5], classificationId: 4, typeId: null,
  proposal: 'Abertura da feira.', referral: '', information: 'Levar tripé', excluded: false,
  guides: [{ id: 1, scheduleDate: '2026-11-24', scheduleTime: '14:00:00', interviewee: 'Ana Ribeiro', address: 'Praça da Matriz', observation: '', contacts: [12, 13] }],
  production: { tasks: [{ id: 1, label: 'Reservar carro', done: true, date: null, time: '09:30:00', information: '' }, { id: 2, label: 'Ligar', done: false, date: null, time: null, information: 'antes das 10' }] },
  private: false, ownerId: null, allowedUsers: [], authorId: 7, authorNickname: 'ana', version: 2, createdAt: '', changeDate: '',
};

describe('guideline viewer words', () => {
  it('the header names every field through the lookups, in the spec\'s order; unknown ids by number; empty ones blank', () => {
    const h = headerLines(g, names, 'Porto Alegre', dateText, t);
    expect(h.map((x) => x.field)).to.deep.equal(['date', 'branch', 'programsIds', 'producersIds', 'reportersIds', 'editorsIds', 'teamId', 'editorialsIds', 'vehiclesIds', 'classificationId', 'cameraman']);
    const v = Object.fromEntries(h.map((x) => [x.field, x.value]));
    expect(v).to.include({ date: '24/11/2026', branch: 'Porto Alegre', programsIds: 'Jornal da Tarde', producersIds: 'ana', reportersIds: 'bia, #99', editorsIds: '', teamId: 'Equipe A', classificationId: 'Cidade', cameraman: 'Zé' });
    expect(h[1]!.label).to.equal('viewer.branch');
    expect(h[2]!.label).to.equal('fields.programsIds');
    expect(headerLines({ ...g, teamId: null, classificationId: null }, names, 'X', dateText, t).find((x) => x.field === 'teamId')!.value).to.equal('');
  });

  it('the clipboard text has the header, the filled content, each guide and each task, and leaves empty fields out', () => {
    const text = guidelineText(g, headerLines(g, names, 'Porto Alegre', dateText, t), dateText, t);
    const lines = text.split('\n');
    expect(lines[0]).to.equal('FEIRA DO LIVRO (states.COVERING)');
    expect(lines).to.include('fields.reportersIds: bia, #99');
    expect(lines).not.to.include('fields.editorsIds: ');
    expect(text).to.contain('fields.proposal:\nAbertura da feira.');
    expect(text).not.to.contain('fields.referral');
    expect(text).to.contain('guides.title#1\nguides.date: 24/11/2026\nguides.time: 14:00\nguides.interviewee: Ana Ribeiro\nguides.address: Praça da Matriz\nviewer.contacts: #12, #13');
    expect(text).not.to.contain('guides.observation');
    expect(text.endsWith('tasks.title:\n[x] Reservar carro (09:30)\n[ ] Ligar — antes das 10')).to.equal(true);
  });

  it('a guideline with no guides nor tasks has no such lines', () => {
    const bare = { ...g, guides: [], production: { tasks: [] }, information: '' };
    const text = guidelineText(bare, [], dateText, t);
    expect(text).to.equal('FEIRA DO LIVRO (states.COVERING)\n\nfields.proposal:\nAbertura da feira.');
  });

  it('times and contacts', () => {
    expect(guideTime({ scheduleTime: '07:05:00' })).to.equal('07:05');
    expect(guideTime({ scheduleTime: null })).to.equal('');
    expect(contactsText([])).to.equal('');
  });
});
