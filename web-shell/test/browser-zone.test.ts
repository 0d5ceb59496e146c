// Every time and date a screen shows is the newsroom's (issue 13 item 6): no web code may read the
// browser's zone or locale for one, outside the kit's one formatting module.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Files allowed to call what the rules forbid, each with its reason. */
const ALLOWED: Record<string, string> = {
  'sdk/web-kit/src/format.ts': "the kit's one formatting path: it reads wall clocks of the branch's zone through the sdk",
};

interface Rule { name: string; test: (line: string) => boolean }
const call = (re: RegExp): Rule['test'] => (line) => re.test(line);
const RULES: Rule[] = [
  { name: 'a wall-clock getter of the browser zone', test: call(/\.(getHours|getMinutes|getSeconds|getDate|getDay|getMonth|getFullYear|getYear|getTimezoneOffset)\(/) },
  { name: 'toLocaleTimeString/toLocaleDateString (browser zone and locale)', test: call(/\.toLocale(Time|Date)String\(/) },
  { name: 'toLocaleString without a timeZone', test: (l) => /\.toLocaleString\(/.test(l) && !/timeZone/.test(l) },
  { name: 'toString/toTimeString/toDateString of a Date', test: call(/\.(toTimeString|toDateString)\(|new Date\([^)]*\)\.toString\(|String\(new Date\(/) },
  { name: 'Intl.DateTimeFormat without a timeZone', test: (l) => /Intl\.DateTimeFormat\(/.test(l) && !/timeZone/.test(l) },
  { name: "a native date/time picker (the browser locale's format)", test: call(/type=["'{]+(date|time|datetime-local)["'}]/) },
  { name: "wallClock without a zone (the runtime's)", test: call(/\bwallClock\(\s*[^,()]+\)/) },
];

/** The problems of one file's text, as `line: rule`. */
export function scan(text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    for (const r of RULES) if (r.test(line)) out.push(`${i + 1}: ${r.name}: ${raw.trim()}`);
  });
  return out;
}

function sources(): string[] {
  const dirs = ['web-shell/src', 'sdk/web-kit/src'];
  for (const parent of ['plugins', 'examples']) {
    for (const name of fs.readdirSync(path.join(root, parent))) dirs.push(`${parent}/${name}/src/web`);
  }
  const walk = (dir: string): string[] => {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) return [];
    return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(`${dir}/${e.name}`) : /\.(ts|tsx)$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [`${dir}/${e.name}`] : []);
  };
  return dirs.flatMap(walk);
}

describe("web code shows times only in the branch's zone", () => {
  it('finds each forbidden call in a sample (the scan can fail)', () => {
    const sample = [
      'const h = new Date().getHours();',
      'el.textContent = d.toLocaleTimeString();',
      "x = d.toLocaleString('pt-BR');",
      'x = new Intl.DateTimeFormat(lang, { hour: "2-digit" });',
      '<input type="date" value={v} />',
      'const w = wallClock(now);',
      'const s = new Date(t).toString();',
    ].join('\n');
    expect(scan(sample)).to.have.length(7);
    // what is allowed: UTC getters, an explicit zone, comments
    expect(scan("d.getUTCDate(); d.toLocaleString('pt-BR', { timeZone: zone }); wallClock(now, zone); // d.getHours()")).to.deep.equal([]);
  });

  it('finds none in plugins/*/src/web, examples/*/src/web, web-shell/src and sdk/web-kit/src (outside the allow-list)', () => {
    const files = sources();
    expect(files.length).to.be.greaterThan(100);
    const problems = files
      .filter((f) => !(f in ALLOWED))
      .flatMap((f) => scan(fs.readFileSync(path.join(root, f), 'utf8')).map((p) => `${f}:${p}`));
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('allows only files that exist, each with a reason', () => {
    for (const [file, reason] of Object.entries(ALLOWED)) {
      expect(fs.existsSync(path.join(root, file)), file).to.equal(true);
      expect(reason.length).to.be.greaterThan(10);
    }
  });
});
