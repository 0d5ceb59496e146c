import { expect } from 'chai';
import { foldText, idsOf, searchText, searchWords } from '../src/server/index.js';

describe('search text: what the index keeps of stored values', () => {
  it('reads rich text as paragraphs, without comment runs and [instructions], a word split over runs kept whole', () => {
    const rich = JSON.stringify([
      { type: 'paragraph', children: [{ text: 'A elei' }, { text: 'ção', bold: true }, { text: ' começa [CAM 2] agora.' }] },
      { type: 'paragraph', children: [{ text: 'nota da produção', comment: true }, { text: 'Boa noite.' }] },
    ]);
    expect(searchText(rich)).to.equal('A eleição começa agora.\n\nBoa noite.');
  });

  it('walks JSON lists (guides, tasks, CGs) for their words, leaving ids, kinds, colours, dates and times out', () => {
    const guides = JSON.stringify([{ id: 3, uuid: 'c0ffee00-0000-4000-8000-000000000000', scheduleDate: '2026-10-04', scheduleTime: '09:30', interviewee: 'Carlos Lima', address: 'Av. Central, 1000', contacts: [7] }]);
    const cgs = JSON.stringify([{ deviceId: 2, ciiData: { templateName: 'Nome e cargo', fields: [{ name: 'linha1', value: 'Prefeita Ana Souza' }] }, color: '#ff0000' }]);
    expect(searchText(guides, cgs, null, '', 'Informação solta')).to.equal('Carlos Lima\n\nAv. Central, 1000\n\nNome e cargo\n\nlinha1\n\nPrefeita Ana Souza\n\nInformação solta');
  });

  it('keeps a text that only starts like JSON, and numbers lists as programs', () => {
    expect(searchText('[OFF] imagens aéreas')).to.equal('imagens aéreas');
    expect(idsOf('[1,4]')).to.deep.equal([1, 4]);
    expect(idsOf('nope')).to.deep.equal([]);
  });

  it('folds accents and case the same way for Portuguese and Spanish', () => {
    expect(foldText('ELEIÇÃO Año Pingüino')).to.equal('eleicao ano pinguino');
    expect(searchWords('São Paulo, 19h30 — "Niterói"')).to.deep.equal(['sao', 'paulo', '19h30', 'niteroi']);
  });
});
