import { expect } from 'chai';
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import { changeWords, fieldWords, itemWords, shownInVersions, valueWords, type ChangeNames } from '../../src/web/changeWords.js';

const translator = (res: unknown) => (key: string, o?: Record<string, unknown>) => {
  const text = key.split('.').reduce<any>((x, k) => x?.[k], res);
  return typeof text === 'string' ? text.replace(/{{(\w+)}}/g, (_, k: string) => String(o?.[k] ?? '')) : key;
};
const t = translator(pt_BR);

const names = (tr = t): ChangeNames => ({
  t: tr,
  timeZone: 'America/Sao_Paulo',
  user: (id) => ({ 7: 'ANA' } as Record<number, string>)[id],
  type: (id) => (id === 2 ? 'Nota coberta' : undefined),
  program: (id) => (id === 3 ? 'Jornal da Noite' : undefined),
  block: (id) => ({ 4: 'Bloco 1', 6: 'Bloco 2' } as Record<number, string>)[id],
  story: (id) => (id === 27 ? { page: '03', slug: 'ENCHENTE' } : id === 28 ? { page: '04', slug: null } : undefined),
});

describe('changes in words (logs and versions)', () => {
  it('names fields with the labels the grid and form show, also stored column lists', () => {
    expect(fieldWords('displayStatus', t)).to.equal('Exibição');
    expect(fieldWords('head_ms,total_ms,sections', t)).to.equal('Cabeça, Total, Roteiro');
    expect(fieldWords('type_id,reporter_id', t)).to.equal('Tipo, Repórter');
    // a list cut by the server at 40 characters: the cut piece is left out, not shown raw
    expect(fieldWords('slug,head_ms,link_ms,vo_ms,total_ms,sec', t)).to.equal('Retranca, Cabeça, Link, Off, Total, …');
    expect(fieldWords('mysteryColumn', t)).to.equal('outro campo');
  });

  it('translates values: status words, yes/no, mm:ss, dates and instants in the branch zone', () => {
    const n = names();
    expect(changeWords({ field: 'displayStatus', oldValue: 'blank', newValue: 'play' }, n)).to.deep.equal({ old: 'Aguardando', new: 'No ar' });
    expect(changeWords({ field: 'approved', oldValue: false, newValue: true }, n)).to.deep.equal({ old: 'Não', new: 'Sim' });
    expect(valueWords('estimated', 'PT1M30S', n)).to.equal('01:30');
    expect(valueWords('commercial', 150_000, n)).to.equal('02:30');
    expect(valueWords('date', '2026-03-05', n)).to.equal('05/03/2026');
    expect(valueWords('changeDate', '2026-03-05T22:10:00Z', n)).to.equal('05/03/2026 19:10');
    expect(valueWords('approved', null, n)).to.equal('—');
    const en = names(translator(en_US));
    expect(changeWords({ field: 'approved', oldValue: false, newValue: true }, en)).to.deep.equal({ old: 'No', new: 'Yes' });
  });

  it('resolves ids to names and says "(removido)" for one it cannot find', () => {
    const n = names();
    expect(changeWords({ field: 'blockId', oldValue: 6, newValue: 4 }, n)).to.deep.equal({ old: 'Bloco 2', new: 'Bloco 1' });
    expect(valueWords('programId', 3, n)).to.equal('Jornal da Noite');
    expect(valueWords('reporterId', 7, n)).to.equal('ANA');
    expect(valueWords('reporterId', 99, n)).to.equal('(removido)');
    expect(valueWords('typeId', 2, n)).to.equal('Nota coberta');
    expect(valueWords('allowedUsers', [7, 8], n)).to.equal('ANA, (removido)');
    expect(valueWords('blocks', [4, 6, 9], n)).to.equal('Bloco 1, Bloco 2, (removido)');
    expect(valueWords('drawer', { programId: 3 }, n)).to.equal('Programa: Jornal da Noite');
    expect(valueWords('drawer', { blockId: 6 }, n)).to.equal('Bloco: Bloco 2');
  });

  it('claims no removal without a resolver, and versions list only named fields, not where the story is filed', () => {
    expect(valueWords('blockId', 6, { t })).to.equal('—');
    expect(shownInVersions('slug', t)).to.equal(true);
    expect(shownInVersions('rundownId', t)).to.equal(false);
    expect(shownInVersions('blockId', t)).to.equal(false);
    expect(shownInVersions('version', t)).to.equal(false);
  });

  it('summarises text and sections instead of dumping them', () => {
    const n = names();
    expect(valueWords('sections', [{ type: 'HEADER', entries: [] }], n)).to.equal('texto alterado');
    expect(changeWords({ field: 'head_ms,total_ms,sections', oldValue: null, newValue: null }, n)).to.deep.equal({ old: '', new: 'texto alterado' });
    expect(changeWords({ field: 'information', oldValue: { type: 'doc' }, newValue: null }, n)).to.deep.equal({ old: 'texto alterado', new: '—' });
    expect(valueWords('mediaCode', '{"type":"doc"}', n)).to.equal('texto alterado');
  });

  it('names the item by page and slug, never by id', () => {
    const n = names();
    expect(itemWords({ entityType: 'STORY', entityId: 27, slug: 'OLD' }, n)).to.equal('Matéria 03 ENCHENTE');
    expect(itemWords({ entityType: 'STORY', entityId: 28, slug: null }, n)).to.equal('Matéria 04 sem retranca');
    expect(itemWords({ entityType: 'STORY', entityId: 50, slug: 'GONE' }, n)).to.equal('Matéria GONE');
    expect(itemWords({ entityType: 'STORY', entityId: 51, slug: null }, n)).to.equal('Matéria sem retranca');
    expect(itemWords({ entityType: 'BLOCK', entityId: 6 }, n)).to.equal('Bloco 2');
    expect(itemWords({ entityType: 'BLOCK', entityId: 60 }, n)).to.equal('Bloco (removido)');
    expect(itemWords({ entityType: 'RUNDOWN', entityId: 1 }, n)).to.equal('Espelho');
  });
});
