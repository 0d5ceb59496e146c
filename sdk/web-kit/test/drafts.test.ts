// The unsaved-drafts store (per user, per section, discard, discard all), the opening registry and the list.
import { expect } from 'chai';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DebouncedDraft, DraftStore, draftsKeyOf, memoryStorage, readCache } from '../src/drafts/store.js';
import { draftSection, openDraft, registerDraftSection } from '../src/drafts/registry.js';
import { draftTitle, UnsavedDrafts } from '../src/drafts/UnsavedDrafts.js';
import { setBranchTimeZone } from '../src/format.js';

describe('web kit: unsaved drafts', () => {
  let now = Date.UTC(2031, 0, 1, 12, 0, 0);
  const clock = () => new Date(now);

  it("keeps each user's drafts under 'unsaved_data_cache.<user id>', per section, per uuid, with the slug and date", () => {
    const storage = memoryStorage();
    const ana = new DraftStore(7, storage, clock);
    expect(ana.put('stories', 'u-1', { slug: 'ENCHENTE' }, '01 ENCHENTE')).to.equal(true);
    expect(draftsKeyOf(7)).to.equal('unsaved_data_cache.7');
    expect(JSON.parse(storage.getItem('unsaved_data_cache.7')!)).to.deep.equal({
      stories: { 'u-1': { document: { slug: 'ENCHENTE' }, date: '2031-01-01T12:00:00.000Z', slug: '01 ENCHENTE' } },
    });
    expect(ana.get('stories', 'u-1')).to.deep.equal({ document: { slug: 'ENCHENTE' }, date: '2031-01-01T12:00:00.000Z', slug: '01 ENCHENTE' });
    expect(ana.get('stories', 'nope')).to.equal(null);
    expect(storage.getItem('unsaved_data_cache')).to.equal(null);
  });

  it("never shows one user's drafts to another on a shared browser, and discard all is one user's", () => {
    const storage = memoryStorage();
    const ana = new DraftStore(1, storage, clock);
    const bia = new DraftStore(2, storage, clock);
    ana.put('reportages', 'r', { slug: 'R' });
    bia.put('guidelines', 'g', { slug: 'G' });
    expect(ana.list().map((d) => d.uuid)).to.deep.equal(['r']);
    expect(bia.list().map((d) => d.uuid)).to.deep.equal(['g']);
    expect(bia.get('reportages', 'r')).to.equal(null);
    ana.clear();
    expect(ana.list()).to.deep.equal([]);
    expect(storage.getItem(draftsKeyOf(1))).to.equal(null);
    expect(bia.list().map((d) => d.uuid)).to.deep.equal(['g']);
  });

  it('replaces a draft, discards one, lists newest first and groups by section in the spec order', () => {
    const storage = memoryStorage();
    const c = new DraftStore(1, storage, clock);
    c.put('guidelines', 'g', { slug: 'G' });
    now += 10;
    c.put('stories', 's1', { v: 1 });
    now += 10;
    c.put('stories', 's1', { v: 2 });
    expect(c.get('stories', 's1')!.document).to.deep.equal({ v: 2 });
    expect(c.get('stories', 's1')!.date).to.equal(new Date(now).toISOString());
    now += 10;
    c.put('reportages', 'r', { slug: 'R' });
    now += 10;
    c.put('checklists', 'c', { slug: 'C' });
    expect(c.list().map((d) => d.uuid)).to.deep.equal(['c', 'r', 's1', 'g']);
    expect(c.list('stories').map((d) => d.uuid)).to.deep.equal(['s1']);
    expect(c.bySection().map((g) => g.section)).to.deep.equal(['checklists', 'guidelines', 'reportages', 'stories']);
    c.remove('reportages', 'r');
    c.remove('reportages', 'r'); // twice is harmless
    expect(c.bySection().map((g) => g.section)).to.deep.equal(['checklists', 'guidelines', 'stories']);
    c.clear();
    expect(storage.getItem(draftsKeyOf(1))).to.equal(null);
  });

  it('survives a malformed cache and a refusing storage', () => {
    const storage = memoryStorage();
    storage.setItem(draftsKeyOf(3), '{not json');
    expect(readCache(storage, draftsKeyOf(3))).to.deep.equal({});
    storage.setItem(draftsKeyOf(3), JSON.stringify({ stories: { ok: { document: 1, date: 'd' }, bad: { date: 5 } }, junk: 3 }));
    expect(readCache(storage, draftsKeyOf(3))).to.deep.equal({ stories: { ok: { document: 1, date: 'd' } } });
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(new DraftStore(3, full, clock).put('stories', 'x', {})).to.equal(false);
  });

  it('writes after typing pauses; flush writes now, cancel forgets', () => {
    const pending: { fn: () => void; ms: number }[] = [];
    const timers = {
      set: (fn: () => void, ms: number) => {
        pending.push({ fn, ms });
        return pending.length as unknown as ReturnType<typeof setTimeout>;
      },
      clear: (t: ReturnType<typeof setTimeout>) => {
        pending[(t as unknown as number) - 1]!.fn = () => undefined;
      },
    };
    const d = new DebouncedDraft(1000, timers);
    const writes: number[] = [];
    d.schedule(() => writes.push(1));
    d.schedule(() => writes.push(2));
    expect(pending.map((p) => p.ms)).to.deep.equal([1000, 1000]);
    pending.forEach((p) => p.fn());
    expect(writes).to.deep.equal([2]);
    d.schedule(() => writes.push(3));
    d.flush();
    expect(writes).to.deep.equal([2, 3]);
    d.schedule(() => writes.push(4));
    d.cancel();
    d.flush();
    expect(writes).to.deep.equal([2, 3]);
    expect(d.isPending).to.equal(false);
  });

  it("opens a draft in the area its plugin registered, and refuses a section nobody registered", () => {
    registerDraftSection({ section: 'test-reportages', path: '/main/reportages' });
    expect(draftSection('test-reportages')?.path).to.equal('/main/reportages');
    const went: string[] = [];
    const item = { section: 'test-reportages', uuid: 'u', document: {}, date: '2031-01-01T12:00:00.000Z' };
    expect(openDraft(item, (p) => went.push(p))).to.equal(true);
    expect(openDraft({ ...item, section: 'test-nobody' }, (p) => went.push(p))).to.equal(false);
    expect(went).to.deep.equal(['/main/reportages']);
  });

  it("lists the drafts by section with the time in the branch's zone, edit only where a plugin registered the section", () => {
    setBranchTimeZone('America/Sao_Paulo');
    const c = new DraftStore(9, memoryStorage(), () => new Date(Date.UTC(2031, 0, 1, 12, 30)));
    c.put('reportages', 'r1', { slug: 'ENCHENTE' }, 'ENCHENTE');
    c.put('checklists', 'c1', { title: 'ROTA' });
    registerDraftSection({ section: 'reportages', path: '/main/reportages' });
    const html = renderToStaticMarkup(createElement(UnsavedDrafts, { userId: 9, store: c, onEdit: () => undefined }));
    expect(html).to.contain('data-testid="drafts-checklists"').and.contain('data-testid="drafts-reportages"');
    expect(html.indexOf('drafts-checklists')).to.be.below(html.indexOf('drafts-reportages'));
    expect(html).to.contain('ENCHENTE').and.contain('ROTA').and.contain('01/01/2031 09:30');
    expect(html).to.contain('Descartar todos');
    // the checklists' section is not registered here: its draft can be discarded, not edited
    const rows = html.split('data-testid="draft-item"').slice(1);
    const checklistRow = rows.find((r) => r.includes('data-uuid="c1"') || r.startsWith(' data-uuid="c1"'))!;
    expect(checklistRow).to.match(/data-testid="draft-edit"[^>]*disabled|disabled[^>]*data-testid="draft-edit"/);
    expect(draftTitle({ section: 's', uuid: 'x', date: '', document: {} }, '(none)')).to.equal('(none)');
    expect(renderToStaticMarkup(createElement(UnsavedDrafts, { userId: 10, store: new DraftStore(10, memoryStorage()) }))).to.contain('drafts-empty');
  });
});
