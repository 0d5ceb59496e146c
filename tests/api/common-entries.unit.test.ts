// Each plugin's `common` entry is imported by browsers: it may reach no Node module, no server-only
// entry and no service ref. This walks the import graph of every plugin's src/common from its source.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const NODE = new Set(builtinModules);
/** the sdk's browser-safe entries, walked like the plugins' files */
const SDK_ENTRIES: Record<string, string> = {
  '@lauda/sdk': 'sdk/src/index.ts',
  '@lauda/sdk/web': 'sdk/src/web/index.ts',
  '@lauda/sdk/device': 'sdk/src/device/index.ts',
};
const SERVER_ONLY = /^@lauda\/(kernel|sdk\/server|sdk\/testing)$|^@lauda\/[\w-]+\/(server|testing)$/;
const SERVICE_REF = /\b(ServiceRef|createServiceRef)\b/;

/** The source of `@lauda/<pkg>/common`, found through the workspace's package folders. */
function commonOf(pkg: string, base: string): string | null {
  for (const parent of ['plugins', 'examples']) {
    for (const name of fs.existsSync(path.join(base, parent)) ? fs.readdirSync(path.join(base, parent)) : []) {
      const file = path.join(base, parent, name, 'package.json');
      if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === pkg) return path.join(base, parent, name, 'src', 'common', 'index.ts');
    }
  }
  return null;
}

/** What in the graph from `entry` a browser cannot load, as "file: reason" lines. */
export function browserUnsafe(entry: string, base = root): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(base, file);
    if (SERVICE_REF.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))) problems.push(`${where}: declares or uses a service ref`);
    const next: string[] = [];
    for (const { fileName: spec } of ts.preProcessFile(text, true, true).importedFiles) {
      if (spec.startsWith('node:') || NODE.has(spec.split('/')[0]!)) problems.push(`${where}: imports the Node module ${spec}`);
      else if (SERVER_ONLY.test(spec)) problems.push(`${where}: imports the server-only ${spec}`);
      else if (spec.startsWith('.')) next.push(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
      else if (SDK_ENTRIES[spec]) next.push(path.join(base, SDK_ENTRIES[spec]!));
      else if (/^@lauda\/[\w-]+\/common$/.test(spec)) {
        const other = commonOf(spec.replace(/\/common$/, ''), base);
        if (other) next.push(other);
        else problems.push(`${where}: imports ${spec}, which is not a workspace plugin`);
      }
    }
    next.forEach(visit);
  };
  visit(entry);
  return problems;
}

const plugins = ['plugins', 'examples'].flatMap((parent) =>
  fs.readdirSync(path.join(root, parent))
    .map((name) => path.join(root, parent, name, 'src', 'common', 'index.ts'))
    .filter((f) => fs.existsSync(f)));

describe('plugins: browser-safe common entries', () => {
  it('finds the common entries of the plugins', () => {
    expect(plugins.map((f) => path.relative(root, f))).to.include.members([
      'plugins/admin/src/common/index.ts', 'plugins/rundown/src/common/index.ts', 'examples/hello-plugin/src/common/index.ts',
    ]);
  });

  for (const entry of plugins) {
    it(`${path.relative(root, entry)} reaches no Node module, server entry or service ref`, () => {
      expect(browserUnsafe(entry)).to.deep.equal([]);
    });
  }

  it('tells each kind of unsafe import it meets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-common-'));
    try {
      fs.mkdirSync(path.join(dir, 'plugins', 'x', 'src', 'common'), { recursive: true });
      const common = path.join(dir, 'plugins', 'x', 'src', 'common');
      fs.writeFileSync(path.join(common, 'index.ts'), "export * from './refs.js';\nimport fs from 'fs';\nexport const n = 1;\n");
      fs.writeFileSync(path.join(common, 'refs.ts'), "import type { ServiceRef } from '@lauda/sdk/server';\nimport { x } from 'node:path';\nexport const r = { id: 'x.y' } as ServiceRef<number>;\n");
      expect(browserUnsafe(path.join(common, 'index.ts'), dir)).to.deep.equal([
        'plugins/x/src/common/index.ts: imports the Node module fs',
        'plugins/x/src/common/refs.ts: declares or uses a service ref',
        'plugins/x/src/common/refs.ts: imports the server-only @lauda/sdk/server',
        'plugins/x/src/common/refs.ts: imports the Node module node:path',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
