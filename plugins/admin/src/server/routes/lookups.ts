import { BadRequestError, created, z, type PluginRouter } from '@lauda/sdk/server';
import { ADMIN_ROLES, CONFIG_FLAGS, CONFIG_KINDS, LOOKUP_KINDS, VEHICLE_TYPES, type ConfigKind } from '../../common/index.js';
import type { AdminContext } from '../context.js';
import { LOOKUP_TABLES } from '../services/lookups.js';
import { configInput, idParam, lookupInputs } from '../schemas.js';
import { actorOf } from '../util.js';

const read = [ADMIN_ROLES.adminRead] as const;
const write = [ADMIN_ROLES.adminWrite] as const;

/** CRUD of classifications, editorials, vehicles and types, and the per-type configs. */
export function lookupRoutes(router: PluginRouter, { lookups }: AdminContext): void {
  // before /api/vehicles/{id}, which would take "types" for an id
  router.get('/api/vehicles/types', {
    access: 'authenticated',
    summary: 'The vehicle types (the spec\'s media types)',
    tags: ['lookups'],
  }, () => [...VEHICLE_TYPES]);

  for (const kind of LOOKUP_KINDS) {
    const { plural, label } = LOOKUP_TABLES[kind];
    const base = `/api/${plural}`;
    const tags = ['lookups'];
    const body = lookupInputs[kind];

    router.get(base, { access: read, summary: `${plural[0]!.toUpperCase()}${plural.slice(1)} by name`, tags }, () => lookups.list(kind));
    router.get(`${base}/{id}`, { access: read, summary: `One ${label}`, params: idParam, tags }, ({ params }) => lookups.get(kind, params.id));
    router.post(base, {
      access: write,
      summary: `Create a ${label} (name unique)`,
      body,
      tags,
    }, async ({ body: b, user, ip }) => created(await lookups.create(kind, b, actorOf(user, ip))));
    router.put(`${base}/{id}`, {
      access: write,
      summary: `Update a ${label}; the version read in the body or If-Match, a stale one is a 412 lookup.staleVersion`,
      params: idParam,
      body,
      versioned: true,
      tags,
    }, ({ params, body: b, user, ip }) => lookups.update(kind, params.id, b, actorOf(user, ip)));
    router.delete(`${base}/{id}`, {
      access: write,
      summary: `Delete a ${label}; one in use is refused (422 record.inUse with the count of related records)`,
      params: idParam,
      tags,
    }, async ({ params, user, ip }) => {
      await lookups.remove(kind, params.id, actorOf(user, ip));
    });
  }

  const kindParam = z.object({ kind: z.enum(CONFIG_KINDS as [ConfigKind, ...ConfigKind[]], { error: () => `one of ${CONFIG_KINDS.join(', ')}` }) });
  router.get('/api/configs', {
    access: read,
    summary: 'The per-type enabled flags of every kind (reportage, document, guideline, rundown, story)',
    tags: ['configs'],
  }, async () => Promise.all(CONFIG_KINDS.map((k) => lookups.loadConfig(k))));
  router.get('/api/configs/{kind}', {
    access: read,
    summary: 'The enabled flags of one kind, with their version',
    params: kindParam,
    tags: ['configs'],
  }, ({ params }) => lookups.loadConfig(params.kind));
  router.put('/api/configs/{kind}', {
    access: write,
    summary: `Change some or all flags of one kind (${CONFIG_KINDS.map((k) => `${k}: ${CONFIG_FLAGS[k].join(', ')}`).join('; ')}); a stale version is a 412`,
    description: 'The body is an object of boolean flags of that kind (an unknown flag is a 400) and the version read (or If-Match).',
    params: kindParam,
    // validated per kind in the handler: the schema depends on the path
    body: z.record(z.string(), z.unknown()),
    versioned: true,
    tags: ['configs'],
  }, ({ params, body, user, ip }) => lookups.putConfig(params.kind, parseConfig(params.kind, body), actorOf(user, ip)));
}

/** The body of `PUT /api/configs/{kind}` against that kind's flags: a 400 in the kernel's validation shape. */
function parseConfig(kind: ConfigKind, body: unknown): Record<string, unknown> {
  const r = configInput(kind).safeParse(body);
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => ({
    // an unknown flag is reported with its name
    field: i.path.length ? i.path.join('.') : 'keys' in i && Array.isArray(i.keys) ? i.keys.join(', ') : 'body',
    message: i.message,
    code: i.code,
  }));
  throw new BadRequestError(`Invalid field '${issues[0]!.field}': ${issues[0]!.message}`, { in: 'body', issues }, 'error.validation');
}
