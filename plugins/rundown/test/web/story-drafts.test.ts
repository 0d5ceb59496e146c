import { expect } from 'chai';
import { DebouncedDraft, DraftsCache, DRAFTS_KEY, memoryStorage, readCache } from '../../src/web/story/drafts.js';

describe('story unsaved-drafts cache', () => {
  let now = Date.UTC(2031, 0, 1, 12, 0, 0);
  const clock = () => new Date(now);

  it("is kept under 'unsaved_data_cache' per section, per uuid, with the document and its date", () => {
    const storage = memoryStorage();
    const c = new DraftsCache(storage, clock);
    expect(c.put('stories', 'u-1', { slug: 'ENCHENTE' }, 7)).to.equal(true);
    expect(DRAFTS_KEY).to.equal('unsaved_data_cache');
    const raw = JSON.parse(storage.getItem('unsaved_data_cache')!);
    expect(raw).to.deep.equal({ stories: { 'u-1': { document: { slug: 'ENCHENTE' }, date: '2031-01-01T12:00:00.000Z', userId: 7 } } });
    expect(c.get('stories', 'u-1')).to.deep.equal({ document: { slug: 'ENCHENTE' }, date: '2031-01-01T12:00:00.000Z', userId: 7 });
    expect(c.get('stories', 'nope')).to.equal(null);
  });

  it('replaces a draft, removes it, and drops the key when empty', () => {
    const storage = memoryStorage();
    const c = new DraftsCache(storage, clock);
    c.put('stories', 'a', { v: 1 });
    now += 1000;
    c.put('stories', 'a', { v: 2 });
    expect(c.get('stories', 'a')!.document).to.deep.equal({ v: 2 });
    expect(c.get('stories', 'a')!.date).to.equal(new Date(now).toISOString());
    c.remove('stories', 'a');
    expect(storage.getItem(DRAFTS_KEY)).to.equal(null);
    c.remove('stories', 'a'); // removing twice is harmless
  });

  it('lists drafts newest first, by section in the spec order, per user', () => {
    const c = new DraftsCache(memoryStorage(), clock);
    c.put('guidelines', 'g', { slug: 'G' }, 1);
    now += 10;
    c.put('stories', 's1', { slug: 'S1' }, 1);
    now += 10;
    c.put('stories', 's2', { slug: 'S2' }, 2);
    now += 10;
    c.put('checklists', 'c', { slug: 'C' }, 1);
    expect(c.list(1).map((d) => d.uuid)).to.deep.equal(['c', 's1', 'g']);
    expect(c.list().map((d) => d.uuid)).to.deep.equal(['c', 's2', 's1', 'g']);
    expect(c.list(1, 'stories').map((d) => d.uuid)).to.deep.equal(['s1']);
    expect(c.bySection(1).map((g) => g.section)).to.deep.equal(['checklists', 'guidelines', 'stories']);
    c.clear(1);
    expect(c.list().map((d) => d.uuid)).to.deep.equal(['s2']);
    c.clear();
    expect(c.list()).to.deep.equal([]);
  });

  it('survives a malformed cache and a refusing storage', () => {
    const storage = memoryStorage();
    storage.setItem(DRAFTS_KEY, '{not json');
    expect(readCache(storage)).to.deep.equal({});
    storage.setItem(DRAFTS_KEY, JSON.stringify({ stories: { ok: { document: 1, date: 'd' }, bad: { date: 5 } }, junk: 3 }));
    expect(readCache(storage)).to.deep.equal({ stories: { ok: { document: 1, date: 'd' } } });
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(new DraftsCache(full, clock).put('stories', 'x', {})).to.equal(false);
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
});
