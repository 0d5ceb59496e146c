/** Contact routes: `/api/contacts` filter, lookups, load, create, save, remove, vCards. The static paths come first. */
import { BadRequestError, created, noContent, PayloadTooLargeError, z, type PluginRouter } from '@lauda/sdk/server';
import type { IncomingMessage } from 'node:http';
import { CONTACT_DOCUMENT as D, CONTACT_ERRORS as E, CONTACT_LIMITS as L, CONTACT_ROLES as R, NUMBER_LABELS } from '../../common/index.js';
import { contactCreate, contactPut, exportQuery, filterQuery, idParam, namesQuery, queryBool, removeQuery } from '../schemas.js';
import { changeContact, createContact, loadContact, removeContacts } from '../services/contacts.js';
import { filter, namesOf } from '../services/queries.js';
import { exportVcards, importVcards, vcardOf } from '../services/vcards.js';
import { countries } from '../phones.js';
import { caller, type Ctx } from '../context.js';

const reads = { reads: [{ type: D, ids: ({ params }: { params: { id: number } }) => [params.id] }] };
const writes = { writes: [{ type: D, ids: ({ params }: { params: { id: number } }) => [params.id] }] };

/** The request body as UTF-8 text, refused over `max` bytes (without keeping more than that). */
async function bodyText(raw: IncomingMessage, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += (chunk as Buffer).length;
    if (size > max) throw new PayloadTooLargeError(`A vCard file is at most ${max} bytes`, E.importTooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const notVcard = (why: string) =>
  new BadRequestError(`Invalid field 'body': ${why}`, { in: 'body', issues: [{ field: 'body', message: why, code: 'bad_vcard' }] }, E.badVcard);

/** The vCard text of an import: the body itself, or `{ "vcf": "…" }` sent as JSON (the web's API client). */
function vcfOf(body: string, type: string): string {
  let text = body;
  if (type.includes('json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw notVcard('not JSON');
    }
    const vcf = (parsed as { vcf?: unknown } | null)?.vcf;
    if (typeof vcf !== 'string') throw notVcard('a JSON body carries the file as { "vcf": "…" }');
    text = vcf;
  }
  if (!/BEGIN:VCARD/i.test(text)) throw notVcard('not a vCard file (no BEGIN:VCARD)');
  return text;
}

export function contactRoutes(router: PluginRouter, ctx: Ctx): void {
  router.get('/api/contacts/filter', {
    access: [R.read],
    summary: 'Contacts by text (name, company, profession, number digits), group; hidden ones only with hidden=true, never with activeOnly=true; by name, paged',
    query: filterQuery,
  }, ({ query, user }) => filter(ctx, user, query));

  router.get('/api/contacts/countries', {
    access: [R.read],
    summary: 'The countries a contact\'s numbers may belong to (ISO 3166 alpha-2) with their calling codes',
  }, () => countries());

  router.get('/api/contacts/labels', {
    access: [R.read],
    summary: 'The number label types (cell_phone, fax, other, residential, work)',
  }, () => [...NUMBER_LABELS]);

  router.get('/api/contacts/names', {
    access: [R.read],
    summary: 'Names of contacts by id (`ids=1,2`): those the caller may not see are left out',
    query: namesQuery,
  }, ({ query, user }) => namesOf(ctx, user, query.ids));

  router.get('/api/contacts/export.vcf', {
    access: [R.read],
    summary: 'Every contact the caller sees (hidden ones too), of a group when groupId is given, as vCard 4.0',
    query: exportQuery,
  }, ({ query, user }) => exportVcards(ctx, user, query.groupId));

  router.post('/api/contacts/import', {
    access: [R.write],
    summary: `Import a .vcf file (the raw body, or JSON { vcf }; vCard 2.1, 3.0 or 4.0; at most ${L.importBytes} bytes): each card is imported or reported with its line and reason`,
    description: '`private=true` makes the imported contacts the caller\'s private ones. Groups are matched by name (CATEGORIES); unknown ones are left out.',
    rawBody: true,
    query: z.object({ private: queryBool.optional() }),
  }, async ({ raw, headers, query, user, ip }) => {
    const text = vcfOf(await bodyText(raw, L.importBytes), String(headers['content-type'] ?? ''));
    return importVcards(ctx, caller(user, ip), text, query.private ?? false);
  });

  router.post('/api/contacts', {
    access: [R.write],
    summary: 'Create a contact (name required; country default BR; numbers checked for the country and stored E.164); `private` makes the caller its owner',
    body: contactCreate,
  }, async ({ body, user, ip }) => created(await createContact(ctx, caller(user, ip), body)));

  router.delete('/api/contacts', {
    access: [R.write],
    summary: 'Move several contacts to the trash (`ids=1,2,3`); restore them through /api/trash',
    query: removeQuery,
    documents: { writes: [{ type: D, ids: ({ query }) => query.ids }] },
  }, async ({ query, user, ip }) => {
    await removeContacts(ctx, caller(user, ip), query.ids);
    return noContent();
  });

  router.get('/api/contacts/{id}', {
    access: [R.read],
    summary: 'A contact (404 for one the caller may not see)',
    params: idParam,
    documents: reads,
  }, ({ params }) => loadContact(ctx.db.knex, params.id));

  router.get('/api/contacts/{id}/vcard', {
    access: [R.read],
    summary: 'A contact as a vCard 4.0 file',
    params: idParam,
    documents: reads,
  }, async ({ params }) => vcardOf(ctx, await loadContact(ctx.db.knex, params.id)));

  router.put('/api/contacts/{id}', {
    access: [R.write],
    summary: 'Save a contact (fields left out keep their value); 412 on a stale version; only the owner shares a private contact',
    params: idParam,
    body: contactPut,
    documents: writes,
    versioned: true,
  }, ({ params, body, user, ip }) => {
    const { version, ...values } = body;
    return changeContact(ctx, caller(user, ip), params.id, values, version);
  });

  router.delete('/api/contacts/{id}', {
    access: [R.write],
    summary: 'Move a contact to the trash',
    params: idParam,
    documents: writes,
  }, async ({ params, user, ip }) => {
    await removeContacts(ctx, caller(user, ip), [params.id]);
    return noContent();
  });
}
