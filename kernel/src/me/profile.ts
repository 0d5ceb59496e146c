import { NotFoundError, RuleRefusedError, z, type Actor, type Profile, type SessionUser, type UserRecord } from '@lauda/sdk/server';
import type { Knex } from 'knex';
import type { KernelUsers } from '../auth/identity.js';
import type { UserRow } from '../auth/users.js';
import type { BranchConfigStore } from '../branch/config.js';
import type { KernelRevisions } from '../revisions/service.js';
import type { KernelLiveBus } from '../live/bus.js';

const DAY = 86_400_000;

/** What a user may change of their own record (the username and the rights stay the administrators'). */
export const profileBody = z.object({
  nickname: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().max(191).email().nullable(),
  version: z.number().int().min(0),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** A directory user's name and e-mail come from the directory at every synchronisation. */
export const DIRECTORY_FIELDS = ['name', 'email'] as const;


export interface ProfileDeps {
  knex: Knex;
  users: KernelUsers;
  branch: BranchConfigStore;
  revisions: KernelRevisions;
  live: KernelLiveBus;
  supportUser: string;
}

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

async function rowOf(knex: Knex, id: number): Promise<UserRow> {
  const row = (await knex('users').where('id', id).first()) as UserRow | undefined;
  if (!row) throw new NotFoundError('User not found', 'user.notFound', { id });
  return row;
}

/** The expiry of a local password (spec 000 §5: 0 disables it); a directory password never expires here. */
export async function passwordExpiry(branch: BranchConfigStore, row: UserRow): Promise<string | null> {
  if (row.ad_user) return null;
  const days = row.password_expiration_days ?? (await branch.get()).passwordExpirationDays;
  return days > 0 ? iso(Number(row.password_changed_at) + days * DAY) : null;
}

export async function readProfile(d: ProfileDeps, userId: number): Promise<Profile> {
  const row = await rowOf(d.knex, userId);
  const adUser = !!row.ad_user;
  return {
    id: Number(row.id),
    username: row.username,
    nickname: row.nickname,
    name: row.name,
    email: row.email,
    adUser,
    readOnly: adUser ? [...DIRECTORY_FIELDS] : [],
    support: row.username === d.supportUser,
    passwordChangedAt: iso(row.password_changed_at),
    passwordExpiresAt: await passwordExpiry(d.branch, row),
    version: Number(row.version ?? 0),
  };
}

/** The user's public record on the `users` topic (no e-mail, no roles), as the admin plugin publishes it. */
const userPublic = (u: UserRecord) => ({ id: u.id, nickname: u.nickname, name: u.name, active: u.active, excluded: u.excluded, online: u.online, categories: u.categories });

/**
 * Saves the user's own name, nickname and e-mail through `core.users` (its uniqueness rules: 409
 * `user.emailAndNicknameInUse`, `user.emailInUse`, `user.nicknameInUse`; a stale version 412
 * `user.staleVersion`); a directory user's directory fields are refused when changed (422
 * `user.directoryOwned`). Recorded in the administration's change log (type `user`), told on `users`.
 */
export async function saveProfile(d: ProfileDeps, user: SessionUser, body: ProfileBody, ip: string): Promise<Profile> {
  const row = await rowOf(d.knex, user.id);
  const email = body.email ? body.email.toLowerCase() : null;
  if (row.ad_user) {
    const changed = DIRECTORY_FIELDS.filter((f) => (f === 'email' ? (row.email ?? null) !== email : row.name !== body.name));
    if (changed.length) {
      throw new RuleRefusedError(`${changed.join(', ')}: kept by the directory, changed there`, 'user.directoryOwned', {
        fields: changed, issues: changed.map((field) => ({ field, message: 'kept by the directory' })),
      });
    }
  }
  const actor: Actor = { userId: user.id, nickname: user.nickname, ip };
  const before = { nickname: row.nickname, name: row.name, email: row.email };
  const saved = await d.users.update(user.id, { nickname: body.nickname, name: body.name, email, version: body.version }, actor);
  const changes = d.revisions.diff(before, { nickname: saved.nickname, name: saved.name, email: saved.email });
  if (Object.keys(changes).length) {
    await d.revisions.record(d.knex, { entityType: 'user', entityId: user.id, slug: saved.nickname, actor, changes });
    await d.live.publish('users', 'UPDATE', user.id, userPublic(saved), { by: user.nickname });
  }
  return readProfile(d, user.id);
}
