import { expect } from 'chai';
import { promptText, READ_SECTIONS, scriptOf } from '../src/common/script.js';
import { countedChars } from '../src/common/timing.js';
import type { RichText, RichTextRun, Section, SectionEntry, SubSection } from '../src/common/types.js';

const para = (...runs: (string | RichTextRun)[]) => ({ type: 'paragraph', children: runs.map((r) => (typeof r === 'string' ? { text: r } : r)) });
const doc = (...paragraphs: ReturnType<typeof para>[]): RichText => paragraphs;
const entry = (text: RichText, over: Partial<SectionEntry> = {}): SectionEntry => ({ text, ...over });
const section = (type: Section['type'], entries: SectionEntry[] = [], subSections: SubSection[] = []): Section => ({
  type, duration: 'PT0S', voDuration: 'PT0S', entries, subSections,
});
const texts = (sections: Section[]) => scriptOf(sections).map((l) => (l.instruction ? `(${l.text})` : l.text));

describe('story script (what the prompter shows)', () => {
  it('reads the HEADER, LIVE_VO and FOOTER, one line per paragraph, in show order', () => {
    const sections = [
      section('FOOTER', [entry(doc(para('Até amanhã.')))]),
      section('VT', [entry(doc(para('Texto da reportagem gravada.')))]),
      section('HEADER', [entry(doc(para('Boa noite.'), para('A chuva não para.')), { camera: '1', presenterId: 7 })]),
      section('LINK', [entry(doc(para('Repórter ao vivo.')))]),
      section('RECORDED_VO', [entry(doc(para('Off gravado.')))]),
      section('LIVE_VO', [entry(doc(para('Imagens do alagamento.')))]),
    ];
    expect(READ_SECTIONS).to.deep.equal(['HEADER', 'LIVE_VO', 'FOOTER']);
    expect(texts(sections)).to.deep.equal(['Boa noite.', 'A chuva não para.', 'Imagens do alagamento.', 'Até amanhã.']);
    const first = scriptOf(sections)[0]!;
    expect(first).to.deep.equal({ text: 'Boa noite.', instruction: false, camera: '1', presenterId: 7 });
  });

  it('keeps the marks out: runs split by bold, italic, colour make one line', () => {
    const sections = [section('HEADER', [entry(doc(para('Boa ', { text: 'noite', bold: true, color: '#f00' }, { text: ', Brasil.', italic: true })))])];
    expect(texts(sections)).to.deep.equal(['Boa noite, Brasil.']);
  });

  it('drops comment runs and [bracketed] spans from the read text, tidying the spaces', () => {
    const sections = [
      section('HEADER', [
        entry(doc(para('Boa noite ', { text: 'sorrir', comment: true }, ' e bem-vindos.'), para('O dia [olhar câmera 2] foi quente.'))),
      ]),
    ];
    expect(texts(sections)).to.deep.equal(['Boa noite e bem-vindos.', 'O dia foi quente.']);
  });

  it('makes a paragraph that is wholly a comment an instruction line, with the comment text', () => {
    const sections = [
      section('HEADER', [
        entry(doc(para('[CHAMA VT]'), para({ text: 'trocar para a câmera 3', comment: true }), para('Boa noite.'), para('  '), para())),
      ]),
    ];
    const lines = scriptOf(sections);
    expect(lines.map((l) => [l.text, l.instruction])).to.deep.equal([
      ['CHAMA VT', true],
      ['trocar para a câmera 3', true],
      ['Boa noite.', false],
    ]);
    expect(promptText(sections)).to.equal('Boa noite.');
  });

  it('matches brackets across paragraphs as the reading time does, and reads an unclosed one', () => {
    const spanning = doc(para('Primeira [nota'), para('segue aqui'), para('fim] segunda.'));
    expect(texts([section('HEADER', [entry(spanning)])])).to.deep.equal(['Primeira', '(segue aqui)', 'segunda.']);
    const open = doc(para('Preço [sobe'), para('amanhã.'));
    expect(texts([section('HEADER', [entry(open)])])).to.deep.equal(['Preço [sobe', 'amanhã.']);
    // the characters the timing engine counts (it keeps the two spaces around the note)
    const read = promptText([section('HEADER', [entry(spanning)])]);
    expect(read.replace(/\s/g, '').length).to.equal(countedChars('Primeira [nota\nsegue aqui\nfim] segunda.') - 2);
  });

  it('does not pair a bracket of one entry with a bracket of another', () => {
    const sections = [section('HEADER', [entry(doc(para('Um [a'))), entry(doc(para('dois] três')))])];
    expect(texts(sections)).to.deep.equal(['Um [a', 'dois] três']);
  });

  it('reads TEXT and CAMERA_TEXT subsections after the entries, with their camera and presenter; CG and video are not read', () => {
    const subs: SubSection[] = [
      { type: 'CG', cgFields: [{ uuid: 'u', name: 'nome', value: 'Maria Silva' }] },
      { type: 'CAMERA_TEXT', camera: '2', presenterId: 3, text: doc(para('Na câmera dois.')) },
      { type: 'MOS_VIDEO', slug: 'VT', media: { slug: 'VT', duration: 'PT30S' } },
      { type: 'TEXT', text: doc(para('Texto livre.')) },
    ];
    const lines = scriptOf([section('LIVE_VO', [entry(doc(para('Primeiro.')))], subs)]);
    expect(lines).to.deep.equal([
      { text: 'Primeiro.', instruction: false, camera: null, presenterId: null },
      { text: 'Na câmera dois.', instruction: false, camera: '2', presenterId: 3 },
      { text: 'Texto livre.', instruction: false, camera: null, presenterId: null },
    ]);
  });

  it('answers nothing for a placeholder (no sections) or an empty story', () => {
    expect(scriptOf(undefined)).to.deep.equal([]);
    expect(promptText(undefined)).to.equal('');
    expect(scriptOf([section('HEADER', [entry([])]), section('FOOTER')])).to.deep.equal([]);
    // malformed stored text (no children, a missing run text) is read as empty, not a crash
    expect(scriptOf([section('HEADER', [entry([{ type: 'paragraph' } as never, { children: [{} as never] }])])])).to.deep.equal([]);
  });

  it('promptText joins the read lines with newlines', () => {
    const sections = [
      section('HEADER', [entry(doc(para('Boa noite.'), para('[pausa]')))]),
      section('FOOTER', [entry(doc(para('Até amanhã.')))]),
    ];
    expect(promptText(sections)).to.equal('Boa noite.\nAté amanhã.');
  });
});
