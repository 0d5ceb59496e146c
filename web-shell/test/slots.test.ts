import { expect } from 'chai';
import { quietConsole } from './quiet.js';
import type { SlotContributionBase, WebPluginDefinition } from '@lauda/sdk/web';
import { Container } from 'inversify';
import { PluginRegistry } from '../src/registry/PluginRegistry.js';
import { slotHost, type PanelBase } from '../src/registry/slotHost.js';

const Dummy = () => null;
const contribution = (slot: string, id: string, access: SlotContributionBase['access'] = 'authenticated', order?: number): SlotContributionBase => ({
  slot,
  id,
  order,
  access,
  load: async () => ({ default: Dummy }),
});
const plugin = (id: string, more: Partial<WebPluginDefinition>): WebPluginDefinition => ({ id, panels: [], ...more });
const user = (roles: string[], support = false) => ({ id: 1, username: 'u', nickname: 'U', name: 'U', email: null, roles, support });

describe('slots', () => {
  quietConsole();

  it('lists the contributions to a slot by order, then plugin and id, whatever order the plugins loaded in', () => {
    const r = new PluginRegistry(Container);
    r.register(plugin('onair', { contributions: [contribution('rundown.more', 'mos', 'authenticated', 20), contribution('rundown.more', 'credits', 'authenticated', 20)] }));
    r.register(plugin('devices', { contributions: [contribution('rundown.more', 'status', 'authenticated', 10), contribution('story.sections', 'credits')] }));
    r.register(plugin('rundown', { slots: [{ name: 'rundown.more' }, { name: 'story.sections' }] }));
    expect(r.contributions('rundown.more', user([])).map((c) => `${c.plugin}:${c.id}:${c.order}`)).to.deep.equal(['devices:status:10', 'onair:credits:20', 'onair:mos:20']);
    expect(r.contributions('story.sections', user([])).map((c) => c.order)).to.deep.equal([100]);
    expect(r.contributions('nobody.offers', user([]))).to.deep.equal([]);
    expect(r.slots().map((s) => `${s.plugin}:${s.name}`)).to.deep.equal(['rundown:rundown.more', 'rundown:story.sections']);
  });

  it('shows a contribution only to users with its roles (the support account sees all; nobody signed out)', () => {
    const r = new PluginRegistry(Container);
    r.register(plugin('onair', { contributions: [contribution('rundown.more', 'send', ['ROLE_RUNDOWN_WRITE']), contribution('rundown.more', 'view')] }));
    expect(r.contributions('rundown.more', user([])).map((c) => c.id)).to.deep.equal(['view']);
    expect(r.contributions('rundown.more', user(['ROLE_RUNDOWN_WRITE'])).map((c) => c.id)).to.deep.equal(['send', 'view']);
    expect(r.contributions('rundown.more', user([], true))).to.have.length(2);
    expect(r.contributions('rundown.more', null)).to.deep.equal([]);
  });

  it('skips a second offer of a slot and a contribution id already taken in that slot', () => {
    const r = new PluginRegistry(Container);
    r.register(plugin('a', { slots: [{ name: 'x.toolbar' }], contributions: [contribution('x.toolbar', 'one')] }));
    r.register(plugin('b', { slots: [{ name: 'x.toolbar' }], contributions: [contribution('x.toolbar', 'one'), contribution('x.toolbar', 'two')] }));
    expect(r.slots().map((s) => s.plugin)).to.deep.equal(['a']);
    expect(r.contributions('x.toolbar', user([])).map((c) => `${c.plugin}:${c.id}`)).to.deep.equal(['a:one', 'b:two']);
  });

  it('hands each contribution the panel props of its own plugin, translating in its namespace', async () => {
    const r = new PluginRegistry(Container);
    r.register(plugin('onair', { contributions: [contribution('rundown.more', 'mos', ['ROLE_X'])] }));
    const base = { user: user(['ROLE_X']) } as unknown as PanelBase;
    const host = slotHost(r, base, (ns) => (key) => `${ns}:${key}`);
    const [entry] = host.contributions('rundown.more');
    expect(entry!.id).to.equal('mos');
    expect((await entry!.load()).default).to.equal(Dummy);
    const props = host.propsFor('onair');
    expect(props.t('mos.title')).to.equal('onair:mos.title');
    expect(props.user).to.equal(base.user);
    expect(host.propsFor('onair')).to.equal(props);
    expect(host.propsFor('devices').t('x')).to.equal('devices:x');
    const stranger = slotHost(r, { user: user([]) } as unknown as PanelBase, () => (k) => k);
    expect(stranger.contributions('rundown.more')).to.deep.equal([]);
  });
});
