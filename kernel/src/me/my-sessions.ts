import { NotFoundError, type MySession, type SessionUser } from '@lauda/sdk/server';
import type { Knex } from 'knex';
import type { Sessions } from '../auth/sessions.js';
import type { AuthLogs } from '../auth/logs.js';
import type { KernelConfig } from '../config/index.js';
import { sessionRef } from '../live/presence.js';


export interface MySessionsDeps {
  knex: Knex;
  sessions: Sessions;
  logs: AuthLogs;
  config: KernelConfig;
}

interface Row {
  id: string;
  created_at: number | string;
  last_seen_at: number | string;
  live_at: number | string | null;
  ip: string | null;
  user_agent: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The user's sessions that are still open: not ended, not past their absolute end nor idle too long. */
async function openRows(d: MySessionsDeps, userId: number, now = Date.now()): Promise<Row[]> {
  return d.knex('sessions').where('user_id', userId).whereNull('ended_at').where('expires_at', '>', now)
    .where('last_seen_at', '>', now - d.config.session.idleMinutes * 60_000)
    .orderBy('created_at', 'desc').select('id', 'created_at', 'last_seen_at', 'live_at', 'ip', 'user_agent');
}

export async function listMySessions(d: MySessionsDeps, user: SessionUser): Promise<MySession[]> {
  return (await openRows(d, user.id)).map((r) => ({
    id: sessionRef(r.id),
    since: iso(Number(r.created_at)),
    lastSeenAt: iso(Math.max(Number(r.last_seen_at), Number(r.live_at ?? 0))),
    ip: r.ip,
    userAgent: r.user_agent,
    current: r.id === user.sessionId,
  }));
}

/**
 * Ends sessions of the user: one by its reference (404 `session.notFound` for one that is not the
 * user's own open session, so nobody learns of another's), or all but the current one. Through the
 * sessions' own end, as a sign-out: the sessions cached here and on the other instances are
 * dropped (Redis) and their live sockets close with 1008 before this answers. Answers how many ended.
 */
export async function endMySessions(d: MySessionsDeps, user: SessionUser, which: 'others' | { ref: string }, ip: string, why = 'mySessions'): Promise<{ ended: number; current: boolean }> {
  const rows = await openRows(d, user.id);
  const chosen = which === 'others' ? rows.filter((r) => r.id !== user.sessionId) : rows.filter((r) => sessionRef(r.id) === which.ref);
  if (which !== 'others' && !chosen.length) throw new NotFoundError('No such session of yours', 'session.notFound', { id: which.ref });
  const ids = chosen.map((r) => r.id);
  await d.sessions.end(ids, 'logout');
  // one sign-out line per session ended, by the user, from the address that asked
  await Promise.all(ids.map(() => d.logs.record({ event: 'signOut', success: true, userId: user.id, username: user.username, nickname: user.nickname, ip, reason: why, by: user.nickname })));
  return { ended: ids.length, current: ids.includes(user.sessionId) };
}
