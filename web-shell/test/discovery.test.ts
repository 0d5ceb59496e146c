import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { quietConsole } from './quiet.js';
import { discoverWebPlugins, virtualModuleSource } from '../vite/lauda-plugins.js';

describe('build-time plugin discovery', () => {
  quietConsole();
  let dir: string;
  const write = (p: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), text);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-discovery-'));
    // a workspace package reached through a symlink, as npm workspaces install them
    write('examples/hello/package.json', JSON.stringify({ name: '@lauda/plugin-hello', lauda: { id: 'hello', web: './src/web/plugin.tsx' } }));
    write('examples/hello/src/web/plugin.tsx', 'export default {}');
    fs.mkdirSync(path.join(dir, 'node_modules/@lauda'), { recursive: true });
    fs.symlinkSync(path.join(dir, 'examples/hello'), path.join(dir, 'node_modules/@lauda/plugin-hello'), 'dir');
    write('node_modules/@lauda/sdk/package.json', JSON.stringify({ name: '@lauda/sdk' }));
    write('node_modules/@lauda/server-only/package.json', JSON.stringify({ name: '@lauda/server-only', lauda: { id: 'server-only', plugin: './x.js' } }));
    write('node_modules/@lauda/missing/package.json', JSON.stringify({ name: '@lauda/missing', lauda: { id: 'missing', web: './nope.tsx' } }));
    fs.mkdirSync(path.join(dir, 'web-shell'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds the packages with a web entry, from the shell folder upwards, real paths', () => {
    const warnings: string[] = [];
    const found = discoverWebPlugins(path.join(dir, 'web-shell'), (m) => warnings.push(m));
    expect(found.map((p) => p.id)).to.deep.equal(['hello']);
    expect(found[0]!.web).to.equal(fs.realpathSync(path.join(dir, 'examples/hello/src/web/plugin.tsx')));
    expect(warnings.join()).to.contain('@lauda/missing');
  });

  it('serves one lazy import per plugin', () => {
    const src = virtualModuleSource([{ id: 'hello', name: '@lauda/plugin-hello', dir: '/x', web: '/x/src/web/plugin.tsx' }]);
    expect(src).to.equal('export default {\n  "hello": () => import("/x/src/web/plugin.tsx"),\n};\n');
  });
});
