// Runs one group of compiled mocha suites and writes { passes, failures } to LAUDA_STATS_FILE.
//   unit: *.unit.test.js (no database)   db: every other *.test.js, on LAUDA_TEST_DB
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Mocha from 'mocha';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const group = process.argv[2];
const bases = ['sdk/dist/test', 'kernel/dist/test', 'tests/dist/api', 'tests/dist/access', 'tests/dist/live'];
for (const parent of ['plugins', 'examples', 'device-drivers']) {
  const dir = path.join(root, parent);
  if (!fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir)) bases.push(`${parent}/${name}/dist/test`);
}

function walk(dir, suffix = '.test.js') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name), suffix) : e.name.endsWith(suffix) ? [path.join(dir, e.name)] : []);
}

// web: the TypeScript suites of the browser halves, run through tsx (they import .tsx modules):
// the shell's, the web kit's, and each plugin's test/web
const webDirs = () => [path.join(root, 'web-shell', 'test'), path.join(root, 'sdk', 'web-kit', 'test'), ...['plugins', 'examples'].flatMap((parent) =>
  fs.existsSync(path.join(root, parent)) ? fs.readdirSync(path.join(root, parent)).map((name) => path.join(root, parent, name, 'test', 'web')) : [])];
const files = group === 'web'
  ? webDirs().flatMap((d) => walk(d, '.test.ts')).sort()
  : bases.flatMap((b) => walk(path.join(root, b))).filter((f) => (group === 'unit') === f.endsWith('.unit.test.js')).sort();
const mocha = new Mocha({ timeout: 30_000, reporter: 'spec', color: !process.env.CI });
for (const f of files) mocha.addFile(f);
await mocha.loadFilesAsync();
// tests/run-all.js names failed tests again at the very end, where a CI log's tail shows them
const failed = (test, err) => {
  if (process.env.LAUDA_FAILS_FILE) fs.appendFileSync(process.env.LAUDA_FAILS_FILE, `${test.fullTitle()}: ${String(err?.message ?? err).split('\n')[0]}\n`);
};
const runner = mocha.run((failures) => {
  const stats = { passes: runner.stats?.passes ?? 0, failures };
  if (process.env.LAUDA_STATS_FILE) fs.writeFileSync(process.env.LAUDA_STATS_FILE, JSON.stringify(stats));
  // open handles (pools, sockets) of a failed suite must not keep the run alive
  setTimeout(() => process.exit(failures ? 1 : 0), 200).unref();
  process.exitCode = failures ? 1 : 0;
});
runner.on('fail', failed);
