import { expect } from 'chai';
import { pdfFileName, revisionTable } from '@lauda/sdk/server';

/** The sdk's helpers for plugins' PDFs: file names and an archive's revision summary. */
describe('sdk PDF helpers', () => {
  it('makes a file name of the parts, leaving out empty ones and replacing what file systems refuse', () => {
    expect(pdfFileName('OBRAS/PONTE: "1"', '2031-03-10', null, undefined, '', 'content')).to.equal('OBRAS_PONTE_ _1_-2031-03-10-content');
    expect(pdfFileName('x'.repeat(200))).to.have.length(120);
  });

  it('summarises revisions: the instant, the nickname (a dash when gone) and the changed fields by name', () => {
    const t = revisionTable(
      [{ revisionDate: '2031-03-10T12:00:00Z', revisorNickname: null, changes: { slug: {}, guides: {} } }],
      { date: 'Data', nickname: 'Apelido', changed: 'Campos' },
      (f) => (f === 'slug' ? 'Retranca' : f),
    );
    expect(t).to.deep.include({ kind: 'table' });
    if (t.kind !== 'table') throw new Error('not a table');
    expect(t.columns.map((c) => c.title)).to.deep.equal(['Data', 'Apelido', 'Campos']);
    expect(t.rows).to.deep.equal([{ cells: [[{ instant: '2031-03-10T12:00:00Z' }], '—', 'Retranca, guides'] }]);
  });
});
