#!/usr/bin/env node
// The whole test suite: typecheck and build, every mocha suite on SQLite and on MariaDB/MySQL,
// then the browser suite. Ends with one line "N passed, N failed" summed over all of them.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = (name) => !args.length || args.includes(name);
let passed = 0;
let failed = 0;
let ran = 0;

function step(title, cmd, cmdArgs, env = {}) {
  process.stdout.write(`\n=== ${title}\n`);
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function counted(title, cmd, cmdArgs, env) {
  const files = statFiles();
  tally(title, step(title, cmd, cmdArgs, { ...env, ...files }), files);
}

function statFiles() {
  const LAUDA_STATS_FILE = path.join(os.tmpdir(), `lauda-stats-${process.pid}-${ran}.json`);
  const LAUDA_STATS_LINES = path.join(os.tmpdir(), `lauda-lines-${process.pid}-${ran}.txt`);
  const LAUDA_FAILS_FILE = path.join(os.tmpdir(), `lauda-fails-${process.pid}-${ran++}.txt`);
  for (const f of [LAUDA_STATS_FILE, LAUDA_STATS_LINES, LAUDA_FAILS_FILE]) fs.rmSync(f, { force: true });
  return { LAUDA_STATS_FILE, LAUDA_STATS_LINES, LAUDA_FAILS_FILE };
}

/**
 * Several counted groups at once (the two databases' suites share nothing: SQLite files in temporary
 * folders, MariaDB databases of their own): each one's output is kept and printed whole when it ends.
 */
async function countedTogether(groups) {
  const results = await Promise.all(groups.map(({ title, cmd, args: cmdArgs, env }) => new Promise((resolve) => {
    const files = statFiles();
    const child = spawn(cmd, cmdArgs, { cwd: root, env: { ...process.env, ...env, ...files }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => resolve({ title, ok: code === 0, files, out: Buffer.concat(out) }));
  })));
  for (const r of results) {
    process.stdout.write(`\n=== ${r.title}\n`);
    process.stdout.write(r.out);
    tally(r.title, r.ok, r.files);
  }
}

const failedTests = [];

function tally(title, ok, { LAUDA_STATS_FILE: stats, LAUDA_STATS_LINES: lines, LAUDA_FAILS_FILE: fails }) {
  if (fs.existsSync(fails)) for (const line of fs.readFileSync(fails, 'utf8').split('\n').filter(Boolean)) failedTests.push(`[${title}] ${line}`);
  let s = { passes: 0, failures: 0 };
  if (fs.existsSync(stats)) s = JSON.parse(fs.readFileSync(stats, 'utf8'));
  else if (fs.existsSync(lines)) {
    const results = fs.readFileSync(lines, 'utf8').split('\n').filter(Boolean);
    s = { passes: results.filter((r) => r === 'pass').length, failures: results.filter((r) => r === 'fail').length };
  }
  passed += s.passes;
  // a runner that died without reporting counts as one failure
  failed += s.failures + (!ok && s.failures === 0 ? 1 : 0);
  process.stdout.write(`--- ${title}: ${s.passes} passed, ${s.failures} failed\n`);
}

if (!step('typecheck and build', 'npm', ['run', 'build'])) {
  failed += 1;
  process.stdout.write('\nbuild failed: no tests run\n0 passed, 1 failed\n');
  process.exit(1);
}

const mocha = path.join(root, 'tests', 'support', 'mocha-child.js');
if (only('unit')) counted('unit suites', process.execPath, ['--enable-source-maps', mocha, 'unit'], {});
if (only('web')) counted('web shell unit suites', process.execPath, ['--import', 'tsx', mocha, 'web'], {});
const dbGroups = ['sqlite', 'mysql'].filter(only).map((db) => ({
  title: `database suites on ${db}`, cmd: process.execPath, args: ['--enable-source-maps', mocha, 'db'], env: { LAUDA_TEST_DB: db },
}));
// LAUDA_SERIAL=1 runs them one after the other (output as it comes)
if (process.env.LAUDA_SERIAL === '1') for (const g of dbGroups) counted(g.title, g.cmd, g.args, g.env);
else await countedTogether(dbGroups);
if (only('e2e')) counted('browser suites (headless Chromium)', 'npx', ['wdio', 'run', 'tests/e2e/wdio.conf.ts'], { LAUDA_TEST_DB: 'sqlite' });

if (failedTests.length) process.stdout.write(`\nfailed:\n${failedTests.map((t) => `  ${t}`).join('\n')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
