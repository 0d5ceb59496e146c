// The reportage editor's pure rules: section timing, manual toggle, reorder, validation, the body sent.
import { expect } from 'chai';
import { blankDraft, bodyOf, mmss, moveSection, moveSectionTo, newSection, runningMs, problemsOf, reportageText, sectionMs, toggleManual, totalMs } from '../../src/web/model.js';
import { rowsFor } from '../../src/web/editor/Fields.js';

const text = (s: string) => [{ type: 'paragraph', children: [{ text: s }] }];

describe('reportages web: editor model', () => {
  it('times automatic sections from their text and interviews by hand; new sections start at zero, not approved', () => {
    const off = { ...newSection('OFF'), content: text('x'.repeat(40)) };
    const interview = newSection('INTERVIEW');
    expect([off.manual, off.approved, interview.manual, interview.duration]).to.deep.equal([false, false, true, 0]);
    expect(sectionMs(off)).to.equal(3000);
    expect(totalMs({ sections: [off, { ...interview, duration: 12_000 }] })).to.equal(15_000);
    expect(mmss(75_000)).to.equal('01:15');
  });

  it('toggling auto off keeps the current duration; on recomputes from the text', () => {
    const off = { ...newSection('OFF'), content: text('x'.repeat(40)) };
    const manual = toggleManual(off);
    expect([manual.manual, manual.duration]).to.deep.equal([true, 3000]);
    const typed = { ...manual, duration: 20_000 };
    expect(sectionMs(typed)).to.equal(20_000);
    expect(sectionMs(toggleManual(typed))).to.equal(3000);
  });

  it('moves sections up and down, never past the ends', () => {
    const [a, b, c] = [newSection('OFF'), newSection('ART'), newSection('SOUNDUP')];
    expect(moveSection([a, b, c], 2, -1).map((s) => s.type)).to.deep.equal(['OFF', 'SOUNDUP', 'ART']);
    expect(moveSection([a, b, c], 0, -1)).to.deep.equal([a, b, c]);
    expect(moveSection([a, b, c], 2, 1)).to.deep.equal([a, b, c]);
  });

  it('moves a dragged section to any place; the running total follows the new order', () => {
    const [a, b, c, d] = [
      { ...newSection('INTERVIEW'), duration: 10_000 }, { ...newSection('INTERVIEW'), duration: 20_000 },
      { ...newSection('INTERVIEW'), duration: 5_000 }, { ...newSection('INTERVIEW'), duration: 1_000 },
    ];
    expect(moveSectionTo([a, b, c, d], 0, 3)).to.deep.equal([b, c, d, a]);
    expect(moveSectionTo([a, b, c, d], 3, 1)).to.deep.equal([a, d, b, c]);
    expect(moveSectionTo([a, b, c, d], 1, 1)).to.deep.equal([a, b, c, d]);
    expect(moveSectionTo([a, b, c, d], 1, 4)).to.deep.equal([a, b, c, d]);
    expect(runningMs([a, b, c, d])).to.deep.equal([10_000, 30_000, 35_000, 36_000]);
    expect(runningMs(moveSectionTo([a, b, c, d], 3, 0))).to.deep.equal([1_000, 11_000, 31_000, 36_000]);
  });

  it('validates as the server does (spec 001 §5) and sends durations as ISO', () => {
    const d = blankDraft('2031-01-02', 0, []);
    expect(problemsOf(d)).to.deep.equal({ slug: { key: 'required' }, reporterId: { key: 'required' } });
    expect(problemsOf({ ...d, slug: ' '.repeat(3), reporterId: 4 })).to.have.keys('slug');
    expect(problemsOf({ ...d, slug: 'A'.repeat(101), reporterId: 4, cameraman: 'c'.repeat(61) })).to.deep.equal({ slug: { key: 'maxChars', count: 100 }, cameraman: { key: 'maxChars', count: 60 } });
    const body = bodyOf({ ...d, slug: 'X', reporterId: 4, sections: [{ ...newSection('INTERVIEW'), duration: 12_000 }] });
    expect((body.sections as { duration: string }[])[0]!.duration).to.equal('PT12S');
  });

  it('splits the form into 1, 2 or 3 rows by the number of fields (spec 001 §2)', () => {
    expect([4, 5, 8, 9].map(rowsFor)).to.deep.equal([1, 2, 2, 3]);
  });
});

describe('reportages web: the text copied from the viewer card', () => {
  it('has the slug, the areas and each section numbered with its type, duration and quote', () => {
    const t = (k: string) => ({ 'web.areas.headingSuggestion': 'Cabeça', 'web.sectionTypes.OFF': 'Off', 'web.sectionTypes.INTERVIEW': 'Sonora' } as Record<string, string>)[k] ?? k;
    const r = {
      ...blankDraft('2031-01-02', 1, []), id: 3, slug: 'FEIRA', total: 'PT16S', headingSuggestion: 'Começa hoje a feira.',
      sections: [
        { uuid: 'a', index: 0, type: 'OFF' as const, content: text('A feira abre.'), observation: null, duration: 'PT4S', manual: false, approved: true },
        { uuid: 'b', index: 1, type: 'INTERVIEW' as const, content: text('Ana'), observation: 'Cem mil pessoas.', duration: 'PT12S', manual: true, approved: false },
      ],
    };
    expect(reportageText(r, t).split('\n')).to.deep.equal(['FEIRA', 'Cabeça: Começa hoje a feira.', '', '01 Off 00:04', 'A feira abre.', '', '02 Sonora 00:12', 'Ana', '“Cem mil pessoas.”']);
  });
});
