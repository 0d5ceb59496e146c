#!/usr/bin/env node
// npm run bench: builds, then runs every bench/dist/*.bench.js in its own process; each prints `name: value unit`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
if (spawnSync('npx', ['tsc', '-b'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const only = process.argv.slice(2);
const files = fs.readdirSync(path.join(here, 'dist')).filter((f) => f.endsWith('.bench.js') && (!only.length || only.some((o) => f.includes(o)))).sort();
let failed = 0;
for (const f of files) {
  process.stdout.write(`# ${f}\n`);
  const r = spawnSync(process.execPath, [path.join(here, 'dist', f)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
