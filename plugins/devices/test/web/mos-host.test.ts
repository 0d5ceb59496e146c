import { expect } from 'chai';
import type { MosPluginMessage } from '@lauda/sdk/web';
import { MosPluginHost, type LinkState } from '../../src/web/mos/host.js';

const ORIGIN = 'https://mam.test:8443';
const URL_ = `${ORIGIN}/plugin/index.html`;
const ITEM = '<mos><ncsItem><item><itemSlug>VT CHUVA</itemSlug><objID>o-1</objID><mosID>mam</mosID><objDur>250</objDur><objTB>25</objTB></item></ncsItem></mos>';

/** An event target that keeps its listeners, to fire events at them. */
class Target {
  readonly listeners = new Map<string, Set<(e: unknown) => void>>();
  addEventListener(type: string, fn: (e: unknown) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: (e: unknown) => void) {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: string, e: unknown = {}) {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn(e);
  }
  count(type: string) {
    return this.listeners.get(type)?.size ?? 0;
  }
}

function setup(probe: () => Promise<unknown> = async () => undefined, probeEveryMs = 15) {
  const posted: { data: unknown; origin: string }[] = [];
  const pluginWindow = { postMessage: ((data: unknown, origin: string) => void posted.push({ data, origin })) as Window['postMessage'] };
  const frame = Object.assign(new Target(), { contentWindow: pluginWindow });
  const page = new Target();
  const states: LinkState[] = [];
  const messages: MosPluginMessage[] = [];
  const invalid: string[] = [];
  const host = new MosPluginHost({
    frame, page, url: URL_, appInfo: () => '<mos><ncsAppInfo/></mos>', probe, probeEveryMs,
    onState: (s) => states.push(s), onMessage: (m) => messages.push(m), onInvalid: (e) => invalid.push(e.problem),
  });
  const fromPlugin = (data: unknown, over: { origin?: string; source?: unknown } = {}) =>
    page.fire('message', { data, origin: over.origin ?? ORIGIN, source: 'source' in over ? over.source : pluginWindow });
  return { host, frame, page, posted, states, messages, invalid, fromPlugin, pluginWindow };
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('story MOS plug-in host', () => {
  it('refuses a URL that is not http(s)', () => {
    const frame = Object.assign(new Target(), { contentWindow: null });
    expect(() => new MosPluginHost({ frame, page: new Target(), url: 'javascript:alert(1)', appInfo: () => '', onState() {}, onMessage() {}, onInvalid() {} })).to.throw(/http/);
  });

  it('introduces itself when the plug-in loads and answers ncsReqAppInfo, to the plug-in origin only', () => {
    const t = setup();
    t.host.start();
    t.frame.fire('load');
    expect(t.states).to.deep.equal([{ status: 'linked' }]);
    expect(t.posted).to.deep.equal([{ data: '<mos><ncsAppInfo/></mos>', origin: ORIGIN }]);
    t.fromPlugin('<mos><ncsReqAppInfo/></mos>');
    expect(t.posted).to.have.length(2);
    expect(t.messages).to.deep.equal([{ kind: 'reqAppInfo' }]);
    t.host.stop();
    expect(t.page.count('message')).to.equal(0);
    expect(t.frame.count('load')).to.equal(0);
  });

  it('ignores messages of other origins, other windows and non-text data', () => {
    const t = setup();
    t.host.start();
    t.fromPlugin(ITEM, { origin: 'https://evil.test' });
    t.fromPlugin(ITEM, { origin: 'https://mam.test' });
    t.fromPlugin(ITEM, { source: { postMessage() {} } });
    t.fromPlugin(ITEM, { source: null });
    t.fromPlugin({ type: 'hello' });
    expect(t.messages).to.deep.equal([]);
    expect(t.posted).to.deep.equal([]);
    t.fromPlugin(ITEM);
    expect(t.messages.map((m) => m.kind)).to.deep.equal(['item']);
    t.host.stop();
  });

  it('answers text it cannot read with ncsAck ERROR and reports it', () => {
    const t = setup();
    t.host.start();
    t.fromPlugin('<!DOCTYPE x [<!ENTITY a "b">]><mos>&a;</mos>');
    t.fromPlugin('<mos><ncsItem><item>');
    t.fromPlugin('<html/>');
    expect(t.invalid).to.deep.equal(['doctype', 'unclosed', 'notMos']);
    expect(t.posted.map((p) => String(p.data))).to.satisfy((l: string[]) => l.every((x) => x.startsWith('<mos><ncsAck><status>ERROR</status>')));
    expect(t.messages).to.deep.equal([]);
    t.host.stop();
  });

  it('loses the link when the frame loads another document, and stays lost', () => {
    const t = setup();
    t.host.start();
    t.frame.fire('load');
    t.frame.fire('load');
    expect(t.states).to.deep.equal([{ status: 'linked' }, { status: 'lost', reason: 'navigated' }]);
    expect(t.host.send('<mos/>')).to.equal(false);
    t.fromPlugin(ITEM);
    expect(t.messages).to.deep.equal([]);
    expect(t.page.count('message')).to.equal(0);
  });

  it('loses the link after two failed probes in a row, not after one', async () => {
    // a failure, two answers, then the server is gone
    const answers = [false, true, true];
    let calls = 0;
    const t = setup(async () => {
      const up = answers[calls++] ?? false;
      if (!up) throw new TypeError('Failed to fetch');
    }, 50);
    t.host.start();
    t.frame.fire('load');
    await wait(120);
    expect(t.host.current).to.deep.equal({ status: 'linked' });
    await wait(250);
    expect(t.host.current).to.deep.equal({ status: 'lost', reason: 'unreachable' });
    const after = calls;
    await wait(150);
    expect(calls).to.equal(after);
  });
});
