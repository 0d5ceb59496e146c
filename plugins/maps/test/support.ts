// Helpers of the maps suites (the package's ./testing entry): a Nominatim-shaped server that counts
// its calls, and a kernel with the admin, guidelines and maps plugins, programs and users.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import guidelines from '@lauda/plugin-guidelines';
import productions from '@lauda/plugin-productions';
import maps from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');

export interface FakeGeocoder {
  url: string;
  /** calls per `q` as asked */
  calls: Map<string, number>;
  /** the `countrycodes` of the last call (null: not sent) */
  countries: string | null;
  total(): number;
  /** 'ok' answers, 'error' answers 500, 'slow' waits `slowMs` before answering */
  mode: 'ok' | 'error' | 'slow';
  slowMs: number;
  stop(): Promise<void>;
}

/**
 * Answers `/search?q=&format=jsonv2&limit=` like Nominatim: the places whose name contains q (case
 * ignored), up to limit; an address not in `places` has no place.
 */
export async function fakeGeocoder(places: Record<string, [number, number]>): Promise<FakeGeocoder> {
  const g: FakeGeocoder = {
    url: '', calls: new Map(), countries: null, mode: 'ok', slowMs: 0,
    total: () => [...g.calls.values()].reduce((a, b) => a + b, 0),
    stop: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname !== '/search' || u.searchParams.get('format') !== 'jsonv2') {
      res.writeHead(404).end();
      return;
    }
    const q = u.searchParams.get('q') ?? '';
    g.calls.set(q, (g.calls.get(q) ?? 0) + 1);
    g.countries = u.searchParams.get('countrycodes');
    const answer = () => {
      if (g.mode === 'error') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
      const limit = Number(u.searchParams.get('limit') ?? 10);
      const found = Object.entries(places).filter(([name]) => name.toLowerCase().includes(q.trim().toLowerCase())).slice(0, limit)
        .map(([name, [lat, lon]], i) => ({ place_id: i + 1, lat: String(lat), lon: String(lon), display_name: `${name}, Brasil`, category: 'place' }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    };
    if (g.mode === 'slow') setTimeout(answer, g.slowMs);
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  g.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return g;
}

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

const GUIDELINE_ROLES = ['ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_PROGRAM_READ'];
const ADMIN_ROLES = ['ROLE_ASSIGNMENT_ADMIN', 'ROLE_PROGRAM_WRITE', 'ROLE_USER_READ', 'ROLE_USER_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'];

export interface Rig {
  k: TestKernel;
  /** guidelines and map admin */
  producer: TestClient;
  producerId: number;
  /** reads guidelines and the map, not an admin */
  reader: TestClient;
  programId: number;
  otherProgramId: number;
  user(name: string, roles?: string[]): Promise<{ c: TestClient; id: number }>;
  stop(): Promise<void>;
}

export async function boot(pluginConfig: Record<string, unknown> = {}): Promise<Rig> {
  const k = await startTestKernel({ plugins: [admin, guidelines, productions, maps], db: testDb(), config: { plugins: { maps: { config: pluginConfig } } } });
  const user = async (name: string, roles = GUIDELINE_ROLES) => {
    const c = await k.userWith(roles, name);
    return { c, id: Number((await c.get('/api/users/me')).body.id) };
  };
  const p = await user('produtor', [...GUIDELINE_ROLES, ...ADMIN_ROLES]);
  const prog = async (name: string) => ok(await p.c.post('/api/programs', { name, start: '19:00:00', end: '19:45:00' }), 201).id as number;
  return {
    k, producer: p.c, producerId: p.id, reader: (await user('leitor')).c,
    programId: await prog('Jornal da Noite'), otherProgramId: await prog('Bom Dia'),
    user, stop: () => k.stop(),
  };
}

/** Sets the map settings, reading the version first. */
export async function configure(c: TestClient, values: Record<string, unknown>): Promise<any> {
  const current = ok(await c.get('/api/maps/config'));
  return ok(await c.put('/api/maps/config', { ...current, ...values, version: current.version }));
}

/** A guideline of `date` with one guide per address. */
export function guideline(slug: string, date: string, programsIds: number[], addresses: string[], extra: Record<string, unknown> = {}) {
  return {
    slug, date, programsIds, proposal: `${slug} proposta`,
    guides: addresses.map((address, i) => ({ scheduleDate: date, scheduleTime: `1${i}:30`, interviewee: `Entrevistado ${i + 1}`, address, observation: '', contacts: [] })),
    ...extra,
  };
}
