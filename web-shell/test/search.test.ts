import { expect } from 'chai';
import { markWords, searchWords, type IndexState, type SearchHit } from '@lauda/sdk/web';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { Marked } from '../src/search/Marked.js';
import {
  EMPTY_SEARCH, askable, exportPath, hitWords, markedParagraphs, programNames, readSearch, screenPath, searchPath, writeSearch,
} from '../src/search/search.js';
import { isNewer, mergeState, mergeStates, shouldPoll, stateOf } from '../src/search/indexStates.js';
import { typingIn } from '../src/layout/HeaderSearch.js';
import en_US from '../src/i18n/en_US.json' with { type: 'json' };
import es_ES from '../src/i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../src/i18n/pt_BR.json' with { type: 'json' };

const marked = (parts: { text: string; mark?: true }[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe('global search screen', () => {
  it('marks words by their folded form, keeping the text as written', () => {
    const parts = markWords('Eleição municipal: a ELEICAO de Niterói.', new Set(['eleicao', 'niteroi']));
    expect(marked(parts)).to.deep.equal(['Eleição', 'ELEICAO', 'Niterói']);
    expect(parts.map((p) => p.text).join('')).to.equal('Eleição municipal: a ELEICAO de Niterói.');
    // part of a word is not a word
    expect(marked(markWords('reeleição', new Set(['eleicao'])))).to.deep.equal([]);
    // a slice between word edges
    expect(markWords('um dois três', new Set(['dois', 'tres']), 3, 8)).to.deep.equal([{ text: 'dois', mark: true }, { text: ' ' }]);
  });

  it('renders marked parts in <mark> and never reads a part as HTML', () => {
    const html = renderToStaticMarkup(createElement(Marked, { parts: [{ text: 'A ' }, { text: 'eleição', mark: true }, { text: ' <b>x</b>' }] }));
    expect(html).to.match(/<mark[^>]*>eleição<\/mark>/);
    expect(html).to.contain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.to.contain('<b>');
  });

  it('reads the address leniently and writes only what is not the default', () => {
    const f = readSearch(new URLSearchParams('q=%20eleicao%20&mode=PHRASE&targets=stories,nada,assignments,stories&from=2026-10-01&to=bad&programId=7&page=2'));
    expect(f).to.deep.equal({ q: 'eleicao', mode: 'PHRASE', targets: ['stories', 'assignments'], from: '2026-10-01', to: '', programId: 7, page: 2 });
    expect(readSearch(new URLSearchParams('mode=LOOSE&programId=-1&page=x'))).to.deep.equal(EMPTY_SEARCH);
    expect(writeSearch(f).toString()).to.equal('q=eleicao&mode=PHRASE&targets=stories%2Cassignments&from=2026-10-01&programId=7&page=2');
    expect(writeSearch({ ...EMPTY_SEARCH, q: 'chuva' }).toString()).to.equal('q=chuva');
    expect(readSearch(writeSearch(f))).to.deep.equal(f);
  });

  it('asks the API with the mode and paging, and exports the same search without paging', () => {
    const f = { ...EMPTY_SEARCH, q: 'eleição municipal', targets: ['assignments' as const], from: '2026-10-01', to: '2026-10-31' };
    expect(searchPath(f)).to.equal('/api/search?q=elei%C3%A7%C3%A3o+municipal&targets=assignments&from=2026-10-01&to=2026-10-31&mode=MUST&page=0&size=25');
    const fuzzy = new URLSearchParams(searchPath({ ...f, mode: 'FUZZY', page: 3 }, 100).split('?')[1]);
    expect([fuzzy.get('mode'), fuzzy.get('page'), fuzzy.get('size')]).to.deep.equal(['FUZZY', '3', '100']);
    expect(exportPath({ ...f, page: 4 })).to.equal('/api/search/export?q=elei%C3%A7%C3%A3o+municipal&targets=assignments&from=2026-10-01&to=2026-10-31&mode=MUST');
    expect(screenPath('  Eleição ')).to.equal('/main/search?q=Elei%C3%A7%C3%A3o');
    expect(screenPath('  ')).to.equal('/main/search');
  });

  it('asks only with a word and the days in order', () => {
    expect(askable({ ...EMPTY_SEARCH, q: 'a' })).to.equal(true);
    expect(askable({ ...EMPTY_SEARCH, q: '!!!' })).to.equal(false);
    expect(askable({ ...EMPTY_SEARCH, q: 'a', from: '2026-10-02', to: '2026-10-01' })).to.equal(false);
  });

  it('marks in the generic viewer what the server marked (near spellings too) and the typed words', () => {
    const hit: Pick<SearchHit, 'titleParts' | 'fragments'> = {
      titleParts: [{ text: 'Furo da ' }, { text: 'Eleição', mark: true }],
      fragments: [[{ text: '… a ' }, { text: 'eleicão', mark: true }, { text: ' termina' }]],
    };
    const words = hitWords(hit, 'elicao');
    expect([...words].sort()).to.deep.equal(['eleicao', 'elicao']);
    const paragraphs = markedParagraphs('A eleição termina hoje.\n\n\nApuração da ELEIÇÃO amanhã.\n  ', words);
    expect(paragraphs).to.have.length(2);
    expect(paragraphs.map(marked)).to.deep.equal([['eleição'], ['ELEIÇÃO']]);
    expect(searchWords('x')).to.deep.equal(['x']);
  });

  it('names the programs a hit belongs to, leaving out those the user may not open', () => {
    expect(programNames([3, 9, 1], [{ id: 1, label: 'Jornal' }, { id: 3, label: 'Bom Dia' }])).to.deep.equal(['Bom Dia', 'Jornal']);
  });

  it('the "/" key belongs to a text field, not to the page, while one has the focus', () => {
    const el = (match: boolean) => ({ closest: () => (match ? {} : null) }) as unknown as EventTarget;
    expect(typingIn(el(true))).to.equal(true);
    expect(typingIn(el(false))).to.equal(false);
    expect(typingIn(null)).to.equal(false);
  });

  it('has every string in the three languages, the error codes included', () => {
    const keys = (o: unknown, prefix = ''): string[] =>
      o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];
    for (const bundle of [en_US, es_ES]) {
      expect(keys((bundle as typeof pt_BR).search)).to.deep.equal(keys(pt_BR.search));
      expect(keys((bundle as typeof pt_BR).admin.index)).to.deep.equal(keys(pt_BR.admin.index));
    }
    for (const bundle of [pt_BR, en_US, es_ES]) {
      const e = (bundle as typeof pt_BR).errors;
      expect([e.search.noWords, e.index.rebuilding, e.index.unknownTarget].every((s) => typeof s === 'string' && s.length > 0)).to.equal(true);
    }
  });
});

describe('data indexing page', () => {
  const state = (target: string, s: Partial<IndexState> = {}): IndexState =>
    ({ target, types: [target], state: 'rebuilt', done: 0, total: 0, entries: 0, rebuiltAt: null, generation: 1, ...s }) as IndexState;

  it('puts a target\'s new state in its place, in the server\'s order', () => {
    const list = [state('contacts'), state('stories')];
    const next = mergeState(list, state('contacts', { state: 'rebuilding', done: 200, total: 900, generation: 2 }));
    expect(next.map((s) => [s.target, s.state])).to.deep.equal([['contacts', 'rebuilding'], ['stories', 'rebuilt']]);
    expect(mergeStates(list, [state('assignments'), state('stories', { entries: 4, generation: 2 })]).map((s) => `${s.target}:${s.entries}`)).to.deep.equal(['assignments:0', 'contacts:0', 'stories:4']);
    expect(list.map((s) => s.state)).to.deep.equal(['rebuilt', 'rebuilt']);
  });

  it('never puts an older state over a newer one (an answer may come after the topic\'s messages)', () => {
    const done = state('logs', { generation: 4, state: 'rebuilt', done: 8, total: 8 });
    const claimed = state('logs', { generation: 4, state: 'rebuilding', done: 0 });
    expect(isNewer(claimed, done)).to.equal(false);
    expect(mergeState([done], claimed)[0]!.state).to.equal('rebuilt');
    expect(isNewer(state('logs', { generation: 4, state: 'rebuilding', done: 200 }), claimed)).to.equal(true);
    expect(isNewer(state('logs', { generation: 4, state: 'rebuilding', done: 0 }), state('logs', { generation: 4, state: 'rebuilding', done: 200 }))).to.equal(false);
    // the next rebuild, or a failed one (outdated), moves on
    expect(mergeState([done], state('logs', { generation: 5, state: 'rebuilding' }))[0]!.state).to.equal('rebuilding');
    expect(isNewer(state('logs', { generation: 4, state: 'outdated' }), claimed)).to.equal(true);
    expect(isNewer(state('logs', { generation: 3, state: 'rebuilt' }), claimed)).to.equal(false);
  });

  it('reads the index topic\'s UPDATE messages only', () => {
    expect(stateOf({ op: 'UPDATE', data: state('logs') })?.target).to.equal('logs');
    expect(stateOf({ op: 'DELETE', data: state('logs') })).to.equal(null);
    expect(stateOf({ op: 'UPDATE', data: { nothing: true } })).to.equal(null);
  });

  it('polls while the socket is down and once when it is back', () => {
    expect(shouldPoll(false, true)).to.equal(true);
    expect(shouldPoll(false, false)).to.equal(true);
    expect(shouldPoll(true, false)).to.equal(true);
    expect(shouldPoll(true, true)).to.equal(false);
  });
});
