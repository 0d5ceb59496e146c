import { expect } from 'chai';
import { quietConsole } from './quiet.js';
import type { WebPluginDefinition } from '@lauda/sdk/web';
import { Container } from 'inversify';
import { PluginRegistry } from '../src/registry/PluginRegistry.js';
import { loadEnabledPlugins } from '../src/registry/loadPlugins.js';

const Dummy = () => null;
const plugin = (id: string, panelId = `${id}-panel`, access: WebPluginDefinition['panels'][number]['access'] = 'authenticated', order?: number): WebPluginDefinition => ({
  id,
  panels: [{ id: panelId, slot: 'main', title: 'title', access, load: async () => ({ default: Dummy }) }],
  menu: [{ panel: panelId, label: `${id}.label`, order }],
  routes: [{ path: `/${id}/:x`, panel: panelId }],
  i18n: { en_US: { title: id } },
});
const user = (roles: string[]) => ({ id: 1, username: 'u', nickname: 'U', name: 'U', email: null, roles, support: false });

describe('PluginRegistry', () => {
  quietConsole();
  it('keeps panels, menu entries and routes; filters the menu by roles; orders it', () => {
    const r = new PluginRegistry(Container);
    let changes = 0;
    r.subscribe(() => changes++);
    r.register(plugin('b', 'pb', ['ROLE_B'], 20));
    r.register(plugin('a', 'pa', 'authenticated', 10));
    expect(changes).to.equal(2);
    expect(r.has('a')).to.equal(true);
    expect(r.panels('main').map((p) => p.id)).to.have.members(['pa', 'pb']);
    expect(r.menu(user([])).map((m) => m.panel)).to.deep.equal(['pa']);
    expect(r.menu(user(['ROLE_B'])).map((m) => m.panel)).to.deep.equal(['pa', 'pb']);
    expect(r.routes().map((x) => x.path)).to.have.members(['a/:x', 'b/:x']);
    expect(r.panel('pb')!.plugin).to.equal('b');
  });

  it('skips a panel whose id is taken, and registers a plugin once', () => {
    const r = new PluginRegistry(Container);
    r.register(plugin('a', 'same'));
    r.register(plugin('b', 'same'));
    r.register(plugin('a', 'other'));
    expect(r.panels().map((p) => `${p.plugin}:${p.id}`)).to.deep.equal(['a:same']);
    expect(r.menu(user([]))).to.have.length(1);
  });
});

describe('PluginRegistry before it is opened (the sign-in page)', () => {
  quietConsole();
  it('keeps registrations waiting, in order, and binds them when opened', async () => {
    const r = new PluginRegistry();
    r.register(plugin('shell', 'ps'));
    r.register(plugin('a', 'pa'));
    r.register(plugin('shell', 'again'));
    expect(r.has('shell')).to.equal(false);
    expect(r.panels()).to.deep.equal([]);
    let changes = 0;
    r.subscribe(() => changes++);
    await r.open();
    expect(r.panels().map((p) => p.id)).to.deep.equal(['ps', 'pa']);
    expect(changes).to.equal(2);
    await r.open();
    expect(r.panels()).to.have.length(2);
  });

  it('is opened by loadEnabledPlugins before it registers', async () => {
    const r = new PluginRegistry();
    const system = { plugins: [{ id: 'a', name: 'a', version: '1' }] } as unknown as Parameters<typeof loadEnabledPlugins>[0];
    const failed = await loadEnabledPlugins(system, r, { a: async () => ({ default: plugin('a') }) }, () => {});
    expect(failed).to.deep.equal([]);
    expect(r.has('a')).to.equal(true);
  });
});

describe('loadEnabledPlugins', () => {
  quietConsole();
  it('imports only the plugins the server reports, and reports failures', async () => {
    const imported: string[] = [];
    const loaders = Object.fromEntries(
      ['hello', 'calendar', 'broken'].map((id) => [
        id,
        async () => {
          imported.push(id);
          if (id === 'broken') throw new Error('chunk missing');
          return { default: plugin(id) };
        },
      ]),
    );
    const resources: string[] = [];
    const r = new PluginRegistry(Container);
    const system = { product: 'Lauda', version: '1', sdk: '0.1.0', plugins: [{ id: 'hello', version: '1' }, { id: 'broken', version: '1' }, { id: 'server-only', version: '1' }] };
    const failed = await loadEnabledPlugins(system, r, loaders, (ns) => resources.push(ns));
    expect(imported.sort()).to.deep.equal(['broken', 'hello']);
    expect(failed).to.deep.equal(['broken']);
    expect(resources).to.deep.equal(['hello']);
    expect(r.has('hello')).to.equal(true);
    expect(r.has('calendar')).to.equal(false);
  });

  it("registers in the server's order whichever chunk arrives first (the admin tabs keep their order)", async () => {
    const admin = (id: string): WebPluginDefinition => ({ id, panels: [{ id: `${id}-tab`, slot: 'admin', title: 't', access: 'authenticated', load: async () => ({ default: Dummy }) }] });
    const delays: Record<string, number> = { admin: 30, devices: 0, onair: 15 };
    const loaders = Object.fromEntries(Object.keys(delays).map((id) => [id, () => new Promise<{ default: WebPluginDefinition }>((res) => setTimeout(() => res({ default: admin(id) }), delays[id]))]));
    const r = new PluginRegistry(Container);
    const system = { product: 'Lauda', version: '1', sdk: '0.1.0', plugins: ['admin', 'devices', 'onair'].map((id) => ({ id, version: '1' })) };
    await loadEnabledPlugins(system, r, loaders, () => undefined);
    expect(r.slotPanels('admin', user([])).map((p) => p.id)).to.deep.equal(['admin-tab', 'devices-tab', 'onair-tab']);
  });
});
