/**
 * The multi-config entity (spec 001 §7: list, load(id), create, update, remove(ids)): named
 * configurations of an integration kind, one of each kind its default. The secret never leaves.
 */
import { ConflictError, NotFoundError, PreconditionFailedError, RuleRefusedError, type Knex } from '@lauda/sdk/server';
import { INTEGRATION_ERRORS as E, type ConfigKind, type MultiConfig } from '../common/index.js';
import type { Ctx } from './context.js';
import type { Peer } from './peer.js';
import type { ConfigInput, ConfigPut } from './schemas.js';

const T = 'integration_configs';

type Row = Record<string, any>;

const parseOptions = (s: unknown): Record<string, string> => {
  try {
    const o = JSON.parse(String(s ?? '{}'));
    return o && typeof o === 'object' ? o : {};
  } catch {
    return {};
  }
};

export const toDto = (r: Row): MultiConfig => ({
  id: Number(r.id), kind: r.kind, name: r.name, isDefault: !!r.is_default && r.is_default !== '0', serverUrl: r.server_url,
  username: r.username, hasSecret: !!r.secret, options: parseOptions(r.options), version: Number(r.version),
  updatedAt: new Date(Number(r.updated_at)).toISOString(), updatedBy: r.updated_by ?? null,
});

export async function listConfigs(ctx: Ctx, kind?: ConfigKind): Promise<MultiConfig[]> {
  const q = ctx.db.knex(T).orderBy([{ column: 'kind' }, { column: 'name' }]);
  if (kind) q.where('kind', kind);
  return (await q).map(toDto);
}

async function row(q: Knex | Knex.Transaction, id: number): Promise<Row> {
  const r = await q(T).where('id', id).first();
  if (!r) throw new NotFoundError(`No configuration ${id}`, E.notFound);
  return r;
}

export const loadConfig = async (ctx: Ctx, id: number) => toDto(await row(ctx.db.knex, id));

const nameTaken = (name: string) => new ConflictError(`A configuration named '${name}' of this kind exists`, E.nameTaken, { issues: [{ field: 'name', message: 'taken' }] });

async function assertFreeName(trx: Knex.Transaction, kind: string, name: string, exceptId = 0): Promise<void> {
  const other = await trx(T).where({ kind }).whereRaw('lower(name) = ?', [name.toLowerCase()]).whereNot('id', exceptId).first();
  if (other) throw nameTaken(name);
}

/** The first of a kind is its default; a new default takes the place of the old one. */
async function settleDefault(trx: Knex.Transaction, kind: string, id: number, wanted: boolean): Promise<void> {
  const current = await trx(T).where({ kind, is_default: true }).whereNot('id', id).first();
  if (wanted && current) await trx(T).where('id', current.id).update({ is_default: false });
  if (wanted || !current) await trx(T).where('id', id).update({ is_default: true });
}

export async function createConfig(ctx: Ctx, body: ConfigInput, by: string): Promise<MultiConfig> {
  const id = await ctx.db.transaction(async (trx) => {
    await assertFreeName(trx, body.kind, body.name);
    const [newId] = await trx(T).insert({
      kind: body.kind, name: body.name, is_default: false, server_url: body.serverUrl, username: body.username,
      secret: body.secret || null, options: JSON.stringify(body.options), version: 0, updated_at: ctx.now(), updated_by: by,
    });
    const idNum = Number(newId ?? (await trx(T).where({ kind: body.kind, name: body.name }).first()).id);
    await settleDefault(trx, body.kind, idNum, body.isDefault);
    return idNum;
  });
  return loadConfig(ctx, id);
}

export async function updateConfig(ctx: Ctx, id: number, body: ConfigPut, by: string): Promise<MultiConfig> {
  await ctx.db.transaction(async (trx) => {
    const r = await row(trx, id);
    if (Number(r.version) !== body.version) throw new PreconditionFailedError('Someone saved this configuration in between: reload it', E.staleVersion, { version: Number(r.version) });
    await assertFreeName(trx, r.kind, body.name, id);
    await trx(T).where('id', id).update({
      name: body.name, server_url: body.serverUrl, username: body.username, options: JSON.stringify(body.options),
      ...(body.secret === undefined || body.secret === null ? {} : { secret: body.secret || null }),
      version: Number(r.version) + 1, updated_at: ctx.now(), updated_by: by,
    });
    if (body.isDefault) await settleDefault(trx, r.kind, id, true);
  });
  return loadConfig(ctx, id);
}

/** Removes the named configurations (all or none: an unknown id is a 404); a kind that lost its default gets the next one. */
export async function removeConfigs(ctx: Ctx, ids: number[]): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    const rows = await trx(T).whereIn('id', ids);
    const missing = ids.filter((id) => !rows.some((r: Row) => Number(r.id) === id));
    if (missing.length) throw new NotFoundError(`No configuration ${missing.join(', ')}`, E.notFound, { ids: missing });
    await trx(T).whereIn('id', ids).delete();
    for (const kind of new Set(rows.map((r: Row) => r.kind))) {
      if (await trx(T).where({ kind, is_default: true }).first()) continue;
      const next = await trx(T).where({ kind }).orderBy('id').first();
      if (next) await trx(T).where('id', next.id).update({ is_default: true });
    }
  });
}

/** The configuration a call uses: the one named, else the kind's default; 422 `integrations.noConfig` when there is none. */
export async function peerOf(ctx: Ctx, kind: ConfigKind, id?: number): Promise<Peer & { config: MultiConfig }> {
  const r = id ? await ctx.db.knex(T).where({ id, kind }).first() : await ctx.db.knex(T).where({ kind, is_default: true }).first();
  if (!r) {
    if (id) throw new NotFoundError(`No ${kind} configuration ${id}`, E.notFound);
    throw new RuleRefusedError(`No ${kind} configuration is set`, E.noConfig, { kind });
  }
  return { serverUrl: r.server_url, username: r.username, secret: r.secret ?? null, config: toDto(r) };
}
