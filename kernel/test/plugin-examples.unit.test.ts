// Example plugins (package.json "lauda": { "example": true }) load only in the demo or when named.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { discoverPlugins, loadEnabledPlugins } from '../src/plugins/loader.js';

describe('plugin loader: examples only in the demo', () => {
  let root: string;
  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-plugins-'));
    const add = (name: string, id: string, example: boolean) => {
      const dir = path.join(root, 'node_modules', '@lauda', name);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `@lauda/${name}`, type: 'module', lauda: { id, plugin: './plugin.js', ...(example ? { example: true } : {}) } }));
      fs.writeFileSync(path.join(dir, 'plugin.js'), `export default { id: '${id}', sdk: '^0.1.0' };\n`);
    };
    add('plugin-news', 'news', false);
    add('plugin-hello', 'hello', true);
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));
  const ids = (defs: { id: string }[]) => defs.map((d) => d.id).sort();

  it('a real installation (no plugin list) leaves the examples out', async () => {
    const installed = discoverPlugins(path.join(root, 'node_modules'));
    expect(installed.get('hello')?.example).to.equal(true);
    expect(installed.get('news')?.example).to.equal(false);
    expect(ids(await loadEnabledPlugins(null, installed))).to.deep.equal(['news']);
  });

  it('the demo enables them; a plugin list (LAUDA_PLUGINS) naming one enables it', async () => {
    const installed = discoverPlugins(path.join(root, 'node_modules'));
    expect(ids(await loadEnabledPlugins(null, installed, true))).to.deep.equal(['hello', 'news']);
    expect(ids(await loadEnabledPlugins({ hello: { enabled: true } }, installed))).to.deep.equal(['hello']);
  });
});
