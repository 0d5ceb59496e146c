// Chat delivery (issue 15 "done when"): one message sent through HTTP (`POST /api/chats/{id}/messages`:
// session, validation, the chat's access answer, the write, publish after commit) to a group chat of
// 200 members, each with one connected STOMP client, from the start of the request to the last
// member's receipt; beside the floor measured in the same run: the same MESSAGE frame broadcast by a
// bare `ws` server to 200 clients. Delivery asks the chat's audience (its members) once per message.
import { startTestKernel } from '@lauda/sdk/testing';
import chat from '@lauda/plugin-chat';
import { median, percentile, report } from './support/measure.js';
import { Clients } from './support/clients.js';
import { messageFrame, startFloor } from './support/floor.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARM = 10;
const DESTINATION = '/topic/chat';

const k = await startTestKernel({ plugins: [chat], db: 'sqlite' });
const must = async (r: Promise<{ status: number; body: any }>) => {
  const a = await r;
  if (a.status >= 300) throw new Error(`${a.status} ${JSON.stringify(a.body)}`);
  return a.body;
};
// The evaluation license has 50 seats: the members past the sender get their sessions from the
// kernel's session store directly (what a sign-in makes), as the bench measures delivery, not sign-in.
const inner = (k as unknown as { kernel: { container: { resolve(id: string): any }; sessions: { create(userId: number, ip: string, ua: string): Promise<{ token: string }>; cookie(token: string): string } } }).kernel;
const users = inner.container.resolve('core.users');
const sender = await k.userWith(['ROLE_CHAT_READ'], 'member0');
const cookies: (string | null)[] = [sender.cookie];
const ids: number[] = [];
for (let i = 1; i < MEMBERS; i++) {
  const { user } = await users.create({ username: `member${i}`, nickname: `MEMBER${i}`, name: `Member ${i}`, roles: ['ROLE_CHAT_READ'], password: 'secret-pass' }, { userId: null, nickname: null, ip: null });
  const { token } = await inner.sessions.create(user.id, '127.0.0.1', 'bench');
  cookies.push(inner.sessions.cookie(token).split(';')[0]!);
  ids.push(user.id);
}
const group = await must(sender.post('/api/chats', { userIds: ids }));
if (group.members.length !== MEMBERS) throw new Error(`the chat has ${group.members.length} members`);
const kernelClients = new Clients();
await kernelClients.open(k.url.replace(/^http/, 'ws') + '/ws', cookies, MEMBERS, [DESTINATION]);
let sent = 0;
const send = async () => {
  const r = await sender.post(`/api/chats/${group.id}/messages`, { text: `Mensagem ${++sent}: a pauta das 18h mudou, o VT 3 passou para o bloco B` });
  if (r.status !== 201) throw new Error(`POST answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as Record<string, unknown>;
};

// ---- the floor: a bare ws server sending the same MESSAGE frame (same body size) to as many clients
const floor = await startFloor(MEMBERS, DESTINATION);
const sample = await send();
const frame = messageFrame(DESTINATION, { op: 'MESSAGE', topic: 'chat', id: sample.id, data: sample, by: 'member0', at: new Date().toISOString() });

// rounds alternate kernel and floor, so load from elsewhere on the machine weighs on both alike
const kernelMs: number[] = [];
const floorMs: number[] = [];
try {
  for (let i = 0; i < WARM + ROUNDS; i++) {
    const km = await kernelClients.round(2 * i, async () => void (await send()));
    const fm = await floor.clients.round(2 * i + 1, () => floor.broadcast(frame));
    if (i >= WARM) {
      kernelMs.push(km);
      floorMs.push(fm);
    }
  }
} finally {
  await kernelClients.close();
  await floor.close();
  await k.stop();
}

report(`chat_message_to_${MEMBERS}_members_p50`, median(kernelMs), 'ms');
report(`chat_message_to_${MEMBERS}_members_p99`, percentile(kernelMs, 99), 'ms');
report(`chat_bare_ws_broadcast_${MEMBERS}_p50`, median(floorMs), 'ms');
report(`chat_bare_ws_broadcast_${MEMBERS}_p99`, percentile(floorMs, 99), 'ms');
report(`chat_message_to_${MEMBERS}_p50_ratio`, median(kernelMs) / median(floorMs), 'x');
report(`chat_message_to_${MEMBERS}_p99_ratio`, percentile(kernelMs, 99) / percentile(floorMs, 99), 'x');
