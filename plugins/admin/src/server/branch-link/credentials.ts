import crypto from 'node:crypto';
import {
  BadRequestError, NotFoundError, UnauthorizedError,
  type Actor, type Database, type SessionUser, type Users,
} from '@lauda/sdk/server';
import { ADMIN_ERRORS, type BranchCredential } from '../../common/index.js';

interface Row {
  id: number;
  name: string;
  token_hash: string;
  user_id: number;
  created_by: string | null;
  created_at: number | string;
  last_used_at: number | string | null;
  revoked_at: number | string | null;
}

const TABLE = 'admin_branch_credentials';
const hash = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');
const iso = (ms: number | string | null) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

/** A bearer token of `Authorization: Bearer <token>`, or null. */
export function bearerOf(headers: Record<string, string | string[] | undefined>): string | null {
  const h = headers.authorization;
  const value = Array.isArray(h) ? h[0] : h;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(value?.trim() ?? '');
  return m ? m[1]! : null;
}

/**
 * Incoming branch credentials: another installation calls this one's `/api/branch-link/...` with a
 * token issued here. The token is shown once; only its SHA-256 is kept. A call acts as the
 * credential's user, with that user's roles as they are now (revoked or deactivated: 401).
 */
export class CredentialStore {
  constructor(private readonly db: Database, private readonly users: Users) {}

  async list(): Promise<BranchCredential[]> {
    const rows: Row[] = await this.db.knex(TABLE).orderBy('id');
    const names = await this.users.nicknames([...new Set(rows.map((r) => Number(r.user_id)))]);
    return rows.map((r) => ({
      id: Number(r.id), name: r.name, userId: Number(r.user_id), userNickname: names.get(Number(r.user_id)) ?? null,
      createdBy: r.created_by, createdAt: iso(r.created_at)!, lastUsedAt: iso(r.last_used_at), revoked: r.revoked_at !== null,
    }));
  }

  /** Issues a credential acting as `userId` (an active user): answers it with its token, shown this once. */
  async issue(input: { name: string; userId: number }, actor: Actor): Promise<BranchCredential & { token: string }> {
    const user = await this.users.get(input.userId).catch(() => null);
    if (!user || !user.active) {
      throw new BadRequestError('The credential needs an active user', { in: 'body', issues: [{ field: 'userId', message: 'an active user' }] }, ADMIN_ERRORS.branchCredentialUser);
    }
    const token = crypto.randomBytes(32).toString('base64url');
    const [id] = await this.db.knex(TABLE).insert({ name: input.name, token_hash: hash(token), user_id: user.id, created_by: actor.nickname, created_at: Date.now() });
    const made = (await this.list()).find((c) => c.id === Number(id));
    return { ...made!, token };
  }

  /** Revokes a credential: calls with its token are 401 from now on. */
  async revoke(id: number): Promise<void> {
    const n = await this.db.knex(TABLE).where({ id }).whereNull('revoked_at').update({ revoked_at: Date.now() });
    if (!n && !(await this.db.knex(TABLE).where({ id }).first())) throw new NotFoundError(`No credential ${id}`, ADMIN_ERRORS.branchCredentialNotFound, { id });
  }

  /** The user a call with this bearer token acts as; 401 when the token is unknown, revoked or its user inactive. */
  async authenticate(headers: Record<string, string | string[] | undefined>): Promise<SessionUser> {
    const token = bearerOf(headers);
    const row: Row | undefined = token ? await this.db.knex(TABLE).where({ token_hash: hash(token) }).whereNull('revoked_at').first() : undefined;
    const user = row ? await this.users.get(Number(row.user_id)).catch(() => null) : null;
    if (!row || !user || !user.active) throw new UnauthorizedError('Unknown or revoked branch credential', 'branch.credentialRefused');
    await this.db.knex(TABLE).where({ id: row.id }).update({ last_used_at: Date.now() });
    return {
      id: user.id, username: user.username, nickname: user.nickname, name: user.name, email: user.email,
      roles: user.effectiveRoles, support: user.support, sessionId: `branch-link:${row.id}`,
    };
  }
}
