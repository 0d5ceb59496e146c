// A kernel with the admin, rundown, devices and on-air plugins whose MOS driver listens on free
// loopback ports, and the real MOS peer (@mos-connection/connector) as the device of a program.
import { expect } from 'chai';
import { startTestKernel, type TestClient, type TestKernel, type TestResponse } from '@lauda/sdk/testing';
import admin from '@lauda/plugin-admin';
import rundown from '@lauda/plugin-rundown';
import devices from '@lauda/plugin-devices';
import { Peer, freePorts } from '@lauda/driver-mos/testing/peer';
import onair from '../src/server/plugin.js';

export const testDb = (): 'sqlite' | 'mysql' => (process.env.LAUDA_TEST_DB === 'mysql' ? 'mysql' : 'sqlite');
export const NCS_ID = 'LAUDA-AIR';

export const ROLES = [
  'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_RUNDOWN_ADMIN', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN',
  'ROLE_PROGRAM_READ', 'ROLE_PROGRAM_WRITE', 'ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_MEDIA_READ', 'ROLE_MEDIA_WRITE',
];
/** fast timers, so a device that goes away is noticed within a second */
export const FAST = { heartbeatIntervalMs: 300, ackTimeoutMs: 1000, reconnectDelayMs: 100 };

export const ok = <T = any>(r: TestResponse<T>, status = 200): T => {
  expect(r.status, `${r.status} ${JSON.stringify(r.body)}`).to.equal(status);
  return r.body;
};

export interface Air {
  k: TestKernel;
  producer: TestClient;
  programId: number;
  ncs: { lower: number; upper: number };
  /** starts the real MOS peer as device `mosId` on ports of its own */
  peer(mosId: string, ports?: { lower: number; upper: number; query: number }): Promise<Peer>;
  stop(): Promise<void>;
}

export async function bootAir(): Promise<Air> {
  const [nl, nu] = await freePorts(2);
  const k = await startTestKernel({
    plugins: [admin, rundown, devices, onair],
    db: testDb(),
    config: { devices: { drivers: { mos: { settings: { ncsId: NCS_ID, lowerPort: nl, upperPort: nu, host: '127.0.0.1' } } } } },
  });
  const producer = await k.userWith(ROLES, 'producer');
  const programId = Number(ok(await producer.post('/api/programs', { name: 'Jornal da Noite', start: '19:00:00', end: '19:45:00' }), 201).id);
  const peers: Peer[] = [];
  return {
    k, producer, programId, ncs: { lower: nl!, upper: nu! },
    async peer(mosId, ports) {
      const [pl, pu, pq] = ports ? [ports.lower, ports.upper, ports.query] : await freePorts(3);
      const p = await new Peer({ mosId, ncsId: NCS_ID, ports: { lower: pl!, upper: pu!, query: pq! }, ncsPorts: { lower: nl!, upper: nu! }, heartbeatInterval: 300 }).start();
      peers.push(p);
      return p;
    },
    async stop() {
      await k.stop();
      for (const p of peers) await p.stop().catch(() => {});
    },
  };
}

let day = 0;
export const nextDate = () => new Date(Date.UTC(2032, 0, 1) + (day++) * 86_400_000).toISOString().slice(0, 10);
export const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

/** A story with a read head (and a presenter instruction) and one clip per `clips`. */
export function storyBody(slug: string, clips = 1) {
  return {
    slug,
    page: null,
    sections: [
      { type: 'HEADER', entries: [{ camera: '1', text: [...rich(`Boa noite. ${slug}.`), { type: 'paragraph', children: [{ text: '[olha para a câmera 2]' }] }] }] },
      {
        type: 'VT',
        subSections: Array.from({ length: clips }, (_, i) => ({
          type: 'MOS_VIDEO', slug: `VT ${slug} ${i + 1}`, media: { slug: `VT ${slug} ${i + 1}`, objectId: `OBJ-${slug}-${i + 1}`, duration: 'PT1M30S', timeBase: 50 },
        })),
      },
    ],
  };
}

export async function until<T>(f: () => T | Promise<T>, test: (v: T) => boolean, timeoutMs = 15_000, what = 'a condition'): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (test(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; last ${JSON.stringify(v).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}
