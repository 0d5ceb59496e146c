// A real OpenLDAP for the directory suites (the package's ./testing entry): its own slapd in a
// temporary folder on a free port, seeded offline with slapadd, stopped and started again at will
// (the data stays), and an administrator client to change entries while it runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'ldapts';
import { freePorts } from '@lauda/sdk/testing';

export const BASE_DN = 'dc=lauda,dc=test';
export const ADMIN_DN = `cn=admin,${BASE_DN}`;
export const ADMIN_PASSWORD = 'admin-secret';
export const PEOPLE_DN = `ou=people,${BASE_DN}`;
export const GROUPS_DN = `ou=groups,${BASE_DN}`;

export interface SeedUser {
  uid: string;
  cn: string;
  mail?: string;
  password: string;
}

export interface SeedGroup {
  cn: string;
  members: string[];
}

export interface Slapd {
  url: string;
  /** a client bound as the directory's administrator (unbind it after use) */
  admin(): Promise<Client>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** stops it and removes its folder */
  destroy(): Promise<void>;
}

const sbin = (name: string) => (fs.existsSync(`/usr/sbin/${name}`) ? `/usr/sbin/${name}` : name);
export const userDn = (uid: string) => `uid=${uid},${PEOPLE_DN}`;
export const groupDn = (cn: string) => `cn=${cn},${GROUPS_DN}`;

function seedLdif(users: SeedUser[], groups: SeedGroup[]): string {
  const entries = [
    `dn: ${BASE_DN}\nobjectClass: dcObject\nobjectClass: organization\ndc: lauda\no: Lauda test`,
    `dn: ${PEOPLE_DN}\nobjectClass: organizationalUnit\nou: people`,
    `dn: ${GROUPS_DN}\nobjectClass: organizationalUnit\nou: groups`,
    ...users.map((u) => [`dn: ${userDn(u.uid)}`, 'objectClass: inetOrgPerson', `uid: ${u.uid}`, `cn: ${u.cn}`, `sn: ${u.cn.split(' ').pop()}`,
      ...(u.mail ? [`mail: ${u.mail}`] : []), `userPassword: ${u.password}`].join('\n')),
    ...groups.map((g) => [`dn: ${groupDn(g.cn)}`, 'objectClass: groupOfNames', `cn: ${g.cn}`, ...g.members.map((m) => `member: ${userDn(m)}`)].join('\n')),
  ];
  return `${entries.join('\n\n')}\n`;
}

/** Seeds and starts a slapd; `stop`/`start` keep its data. */
export async function startSlapd(users: SeedUser[], groups: SeedGroup[]): Promise<Slapd> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lauda-slapd-'));
  fs.mkdirSync(path.join(dir, 'data'));
  const [port] = await freePorts(1);
  const url = `ldap://127.0.0.1:${port}`;
  const conf = path.join(dir, 'slapd.conf');
  fs.writeFileSync(conf, [
    ...['core', 'cosine', 'inetorgperson', 'nis'].map((s) => `include /etc/ldap/schema/${s}.schema`),
    `pidfile ${dir}/slapd.pid`, `argsfile ${dir}/slapd.args`,
    'modulepath /usr/lib/ldap', 'moduleload back_mdb',
    'database mdb', `suffix "${BASE_DN}"`, `rootdn "${ADMIN_DN}"`, `rootpw ${ADMIN_PASSWORD}`, `directory ${dir}/data`,
    // without these, anonymous users could read the password hashes
    'access to attrs=userPassword by self write by anonymous auth by * none',
    'access to * by * read',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'seed.ldif'), seedLdif(users, groups));
  execFileSync(sbin('slapadd'), ['-q', '-f', conf, '-l', path.join(dir, 'seed.ldif')], { stdio: 'pipe' });

  let child: ChildProcess | null = null;
  const admin = async () => {
    const c = new Client({ url, timeout: 2000, connectTimeout: 2000 });
    await c.bind(ADMIN_DN, ADMIN_PASSWORD);
    return c;
  };
  const s: Slapd = {
    url,
    admin,
    async start() {
      child = spawn(sbin('slapd'), ['-d', '0', '-f', conf, '-h', `${url}/`], { stdio: 'ignore' });
      const until = Date.now() + 10_000;
      for (;;) {
        try {
          await (await admin()).unbind();
          return;
        } catch (e) {
          if (Date.now() > until) throw new Error(`slapd did not start on ${url}: ${String(e)}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
      });
    },
    async destroy() {
      await s.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await s.start();
  return s;
}
