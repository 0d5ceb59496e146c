/** WordPress configurations (the sites the newsroom publishes to), their connection check, authors and categories. */
import { BadRequestError, ConflictError, NotFoundError, type Knex } from '@lauda/sdk/server';
import { POST_ERRORS as E, type WordPressCheck, type WordPressConfig, type WordPressTerm } from '../../common/index.js';
import { configOut, type Row } from '../codec.js';
import type { Ctx } from '../context.js';
import type { ConfigInput } from '../schemas.js';
import { siteFailed, siteOf, wordpress, WordPressFailure } from './wordpress.js';

const TABLE = 'posts_wordpress';

export async function configRow(q: Knex, id: number): Promise<Row> {
  const row = await q(TABLE).where('id', id).first();
  if (!row) throw new NotFoundError('No such WordPress configuration', E.configNotFound);
  return row;
}

export const listConfigs = async (ctx: Ctx): Promise<WordPressConfig[]> =>
  ((await ctx.db.knex(TABLE).orderBy('name')) as Row[]).map(configOut);

async function nameFree(ctx: Ctx, name: string, except?: number): Promise<void> {
  const q = ctx.db.knex(TABLE).whereRaw('lower(name) = ?', [name.toLowerCase()]);
  if (except) q.whereNot('id', except);
  if (await q.first()) throw new ConflictError('A WordPress configuration with this name exists', E.configNameTaken, { field: 'name' });
}

export async function createConfig(ctx: Ctx, input: ConfigInput): Promise<WordPressConfig> {
  if (!input.appPassword) throw new BadRequestError("Invalid field 'appPassword': required", { in: 'body', issues: [{ field: 'appPassword', message: 'required' }] });
  await nameFree(ctx, input.name);
  const now = ctx.now();
  const [id] = await ctx.db.knex(TABLE).insert({
    name: input.name, url: input.url, username: input.username.trim(), app_password: input.appPassword, created_at: now, updated_at: now,
  });
  return configOut(await configRow(ctx.db.knex, Number(id)));
}

export async function updateConfig(ctx: Ctx, id: number, input: ConfigInput): Promise<WordPressConfig> {
  await configRow(ctx.db.knex, id);
  await nameFree(ctx, input.name, id);
  await ctx.db.knex(TABLE).where('id', id).update({
    name: input.name, url: input.url, username: input.username.trim(), updated_at: ctx.now(),
    ...(input.appPassword ? { app_password: input.appPassword } : {}),
  });
  return configOut(await configRow(ctx.db.knex, id));
}

export async function removeConfig(ctx: Ctx, id: number): Promise<void> {
  await configRow(ctx.db.knex, id);
  await ctx.db.knex(TABLE).where('id', id).delete();
}

/** Signs in to the site (`users/me`): ok with the user's name, or what went wrong. */
export async function checkConfig(ctx: Ctx, id: number): Promise<WordPressCheck> {
  const site = siteOf(await configRow(ctx.db.knex, id));
  try {
    const me = await wordpress(site, ctx.wpTimeout).me();
    return { ok: true, user: me.name };
  } catch (e) {
    if (!(e instanceof WordPressFailure)) throw e;
    return { ok: false, ...(e.status === null ? {} : { status: e.status }), message: e.message };
  }
}

/** The site's users (authors) or categories, read from it now: 502 `wordpress.siteFailed` when it does not answer. */
export async function siteTerms(ctx: Ctx, id: number, what: 'users' | 'categories'): Promise<WordPressTerm[]> {
  const wp = wordpress(siteOf(await configRow(ctx.db.knex, id)), ctx.wpTimeout);
  try {
    const list = what === 'users' ? await wp.users() : await wp.categories();
    return list.map((t) => ({ id: Number(t.id), name: String(t.name) }));
  } catch (e) {
    throw siteFailed(e, E.siteFailed);
  }
}
