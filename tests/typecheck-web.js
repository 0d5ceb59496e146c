#!/usr/bin/env node
// Type-checks the browser halves, which `tsc -b` leaves out (Vite bundles them without checking):
// the web shell and every plugin's or example's src/web.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['sdk/web-kit/tsconfig.json', 'web-shell/tsconfig.json', 'tests/e2e/story-harness/tsconfig.json'];
for (const parent of ['plugins', 'examples']) {
  for (const name of fs.readdirSync(path.join(root, parent))) {
    const p = path.join(parent, name, 'src/web/tsconfig.json');
    if (fs.existsSync(path.join(root, p))) projects.push(p);
  }
}
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
let failed = 0;
for (const p of projects) {
  const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', p], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
if (failed) {
  process.stderr.write(`${failed} web project(s) failed the type check\n`);
  process.exit(1);
}
