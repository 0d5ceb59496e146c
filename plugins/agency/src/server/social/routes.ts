/**
 * `/api/agency/{facebook,twitter}/config|categories`, `/api/agency/facebook/pages`,
 * `/api/agency/twitter/users|lists` and `…/{id}/poll` (spec 001 §7 Agency). Reading the sources
 * is the agency readers'; changing them and the credentials is the agency administrators'.
 */
import { created, noContent, type PluginRouter } from '@lauda/sdk/server';
import type { Ctx } from '../context.js';
import type { SourceAdapter } from './adapter.js';
import { getCategory, listCategories, removeCategory, saveCategory } from './categories.js';
import { httpErrorOf, readConfig, writeConfig } from './config.js';
import { pollOne, type PollResult, type Store } from './poller.js';
import { categoryBody, configPut, idParam, sourceBody } from './schemas.js';
import { createSource, listSources, removeSource, sourceOf, sourceRow, updateSource } from './sources.js';
import { SOCIAL_ROLES as R, SOCIAL_TOPIC, type Network } from './types.js';

const NAMES: Record<Network, string> = { facebook: 'Facebook', twitter: 'Twitter' };

type Told = (op: 'CREATE' | 'UPDATE' | 'DELETE', id: number, data: unknown, by: string) => void;
const teller = (ctx: Ctx): Told => (op, id, data, by) =>
  void ctx.live.publish(SOCIAL_TOPIC, op, id, data, { by }).catch((e) => ctx.logger.warn('agency: live publish failed', { error: String(e) }));
const SOURCE_PATHS = { facebook_page: 'facebook/pages', twitter_user: 'twitter/users', twitter_list: 'twitter/lists' } as const;

export function networkRoutes(router: PluginRouter, ctx: Ctx, network: Network): void {
  const base = `/api/agency/${network}`;
  const name = NAMES[network];
  const told = teller(ctx);
  router.get(`${base}/config`, {
    access: [R.admin],
    summary: `The ${name} settings: baseUrl, tokenSet (the token itself is never answered), version`,
  }, () => readConfig(ctx.db.knex, network));

  router.put(`${base}/config`, {
    access: [R.admin],
    summary: `Change the ${name} settings: baseUrl (http(s)), token (left out keeps it, null or '' forgets it); a stale version is a 412`,
    body: configPut,
    versioned: true,
  }, ({ body }) => writeConfig(ctx.db.knex, network, body));

  router.get(`${base}/categories`, {
    access: [R.read], summary: `${name} categories by name, each with the ids of its sources`,
  }, () => listCategories(ctx.db.knex, network));

  router.get(`${base}/categories/{id}`, {
    access: [R.read], summary: `One ${name} category`, params: idParam,
  }, ({ params }) => getCategory(ctx.db.knex, network, params.id));

  router.post(`${base}/categories`, {
    access: [R.admin], summary: `Create a ${name} category (name unique: 409)`, body: categoryBody,
  }, async ({ body, user }) => {
    const category = await saveCategory(ctx.db.knex, network, body.name);
    told('CREATE', category.id, category, user.nickname);
    return created(category);
  });

  router.put(`${base}/categories/{id}`, {
    access: [R.admin], summary: `Rename a ${name} category (name unique: 409)`, params: idParam, body: categoryBody,
  }, async ({ params, body, user }) => {
    const category = await saveCategory(ctx.db.knex, network, body.name, params.id);
    told('UPDATE', category.id, category, user.nickname);
    return category;
  });

  router.delete(`${base}/categories/{id}`, {
    access: [R.admin], summary: `Remove a ${name} category; one that holds sources is a 409 (record in use)`, params: idParam,
  }, async ({ params, user }) => {
    await removeCategory(ctx.db.knex, network, params.id);
    told('DELETE', params.id, { id: params.id }, user.nickname);
    return noContent();
  });
}

export function sourceRoutes(router: PluginRouter, ctx: Ctx, store: Store, a: SourceAdapter): void {
  const base = `/api/agency/${SOURCE_PATHS[a.kind]}`;
  const what = a.kind.replace('_', ' ');
  const body = sourceBody(a);
  const told = teller(ctx);

  router.get(base, {
    access: [R.read], summary: `The watched ${what}s by name, with their last poll and error`,
  }, () => listSources(ctx.db.knex, a));

  router.get(`${base}/{id}`, {
    access: [R.read], summary: `One ${what}`, params: idParam,
  }, async ({ params }) => sourceOf(await sourceRow(ctx.db.knex, a, params.id)));

  router.post(base, {
    access: [R.admin],
    summary: `Watch a ${what} (${a.field}, categoryId): checked against the network; unknown is a 400 ${a.invalidKey} naming ${a.field}, already watched a 409`,
    body,
  }, async ({ body: b, user }) => {
    const source = await createSource(ctx, a, { handle: String(b[a.field]), categoryId: b.categoryId });
    told('CREATE', source.id, source, user.nickname);
    return created(source);
  });

  router.put(`${base}/{id}`, {
    access: [R.admin],
    summary: `Change a ${what} (${a.field}, categoryId): another ${a.field} is checked again and read from its newest posts`,
    params: idParam, body,
  }, async ({ params, body: b, user }) => {
    const source = await updateSource(ctx, a, params.id, { handle: String(b[a.field]), categoryId: b.categoryId });
    told('UPDATE', source.id, source, user.nickname);
    return source;
  });

  router.delete(`${base}/{id}`, {
    access: [R.admin], summary: `Stop watching a ${what}`, params: idParam,
  }, async ({ params, user }) => {
    await removeSource(ctx, a, params.id);
    told('DELETE', params.id, { id: params.id }, user.nickname);
    return noContent();
  });

  router.post(`${base}/{id}/poll`, {
    access: [R.admin],
    summary: `Poll a ${what} now: { fetched, stored, source, error }; a network failure is also answered as an error (422 token refused, 502, 503 rate limited) and kept as the source's lastError`,
    params: idParam,
  }, async ({ params, user }) => {
    const { thrown, ...result }: PollResult & { thrown?: unknown } = await pollOne(ctx, store, a, params.id);
    told('UPDATE', params.id, result.source, user.nickname);
    if (thrown !== undefined) throw httpErrorOf(thrown);
    return result;
  });
}
