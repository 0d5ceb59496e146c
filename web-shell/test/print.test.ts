import { expect } from 'chai';
import { quietConsole } from './quiet.js';
import type { WebPluginDefinition } from '@lauda/sdk/web';
import { decodePrintOptions, encodePrintOptions, openPrintWindow, parsePrintPath, PrintOptionsError, printPath, RANDOM_KEY } from '../src/print/options.js';
import { Container } from 'inversify';
import { PluginRegistry, SHELL_PLUGIN_ID } from '../src/registry/PluginRegistry.js';
import type { WebPluginWithPrints } from '../src/print/types.js';

const Dummy = () => null;
const user = (roles: string[]) => ({ id: 1, username: 'u', nickname: 'U', name: 'U', email: null, roles, support: false });

describe('print pages', () => {
  quietConsole();

  it('encode the options as base64 JSON, URL-escaped, with a random number', () => {
    const options = { rundownId: 42, columns: ['slug', 'duração'], title: 'Jornal da Noite / 19h + extra=1' };
    const encoded = encodePrintOptions(options, () => 0.5);
    expect(encoded).to.not.match(/[/+=]/);
    const raw = JSON.parse(Buffer.from(decodeURIComponent(encoded), 'base64').toString('utf8'));
    expect(raw).to.deep.equal({ ...options, [RANDOM_KEY]: 500_000_000 });
    expect(decodePrintOptions(encoded)).to.deep.equal(options);
    // also when a router already unescaped the segment
    expect(decodePrintOptions(decodeURIComponent(encoded))).to.deep.equal(options);
    // two prints of the same thing get different addresses
    expect(encodePrintOptions(options)).to.not.equal(encodePrintOptions(options, () => 0.25));
  });

  it('refuse options that are not ours', () => {
    expect(() => decodePrintOptions('not base64!')).to.throw(PrintOptionsError);
    expect(() => decodePrintOptions(encodeURIComponent(Buffer.from('[1,2]').toString('base64')))).to.throw(PrintOptionsError);
    expect(() => decodePrintOptions('%E0%A4%A')).to.throw(PrintOptionsError);
  });

  it('build and split both print routes', () => {
    const p = printPath('team_grid', { query: 'manhã' }, undefined, () => 0.1);
    expect(p).to.match(/^\/print\/[^/]+\/team_grid$/);
    const where = parsePrintPath(p)!;
    expect(where).to.include({ type: 'team_grid', branchId: null });
    expect(decodePrintOptions(where.encoded)).to.deep.equal({ query: 'manhã' });
    const b = printPath('story_content', { id: 3 }, 7);
    expect(b).to.match(/^\/print\/branches\/7\/[^/]+\/story_content$/);
    expect(parsePrintPath(b)).to.include({ type: 'story_content', branchId: '7' });
    expect(parsePrintPath('/print/only-one')).to.equal(null);
    expect(parsePrintPath('/main/print/a/b')).to.equal(null);
    expect(parsePrintPath('/print/branches/7/x')).to.equal(null);
  });

  it('report a blocked popup', () => {
    const opened: string[] = [];
    expect(openPrintWindow('/print/x/y', (url) => (opened.push(url), {}))).to.equal(true);
    expect(openPrintWindow('/print/x/y', () => null)).to.equal(false);
    expect(opened).to.deep.equal(['/print/x/y']);
  });

  it('keep the print kinds plugins contribute, first come first served', () => {
    const r = new PluginRegistry(Container);
    const withPrint = (id: string, type: string): WebPluginWithPrints => ({
      id,
      panels: [],
      prints: [{ type, title: 'print', access: ['ROLE_TEAM_READ'], load: async () => ({ default: Dummy }) }],
    });
    r.register(withPrint('admin', 'team_grid'));
    r.register(withPrint('other', 'team_grid'));
    r.register(withPrint('rundown', 'rundown_grid'));
    expect(r.prints().map((p) => `${p.plugin}:${p.type}`)).to.deep.equal(['admin:team_grid', 'rundown:rundown_grid']);
    expect(r.print('team_grid')!.plugin).to.equal('admin');
    expect(r.print('nope')).to.equal(undefined);
  });

  it("list a slot's panels with the shell's own last", () => {
    const r = new PluginRegistry(Container);
    const admin = (id: string, panel: string, access: WebPluginDefinition['panels'][number]['access'] = 'authenticated'): WebPluginDefinition => ({
      id,
      panels: [{ id: panel, slot: 'admin', title: 't', access, load: async () => ({ default: Dummy }) }],
    });
    r.register(admin(SHELL_PLUGIN_ID, 'auth-logs', ['ROLE_ADMIN_READ']));
    r.register(admin('admin', 'users', ['ROLE_USER_READ']));
    r.register(admin('devices', 'devices'));
    expect(r.slotPanels('admin', user(['ROLE_USER_READ', 'ROLE_ADMIN_READ'])).map((p) => p.id)).to.deep.equal(['users', 'devices', 'auth-logs']);
    expect(r.slotPanels('admin', user([])).map((p) => p.id)).to.deep.equal(['devices']);
  });
});
