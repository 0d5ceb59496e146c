/** Route inputs (zod) of the integrations plugin. */
import { httpUrl, text, z } from '@lauda/sdk/server';
import { CONFIG_KINDS, INTEGRATION_LIMITS as L } from '../common/index.js';

const name = text(L.name).transform((s) => s.trim()).refine((s) => s !== '', 'a name');
const options = z.record(z.string().regex(/^[a-zA-Z]{1,40}$/, 'an option name'), text(L.option)).refine((o) => Object.keys(o).length <= 10, 'at most 10 options');

export const configInput = z.object({
  kind: z.enum(CONFIG_KINDS),
  name,
  isDefault: z.boolean().default(false),
  serverUrl: httpUrl(L.url),
  username: text(L.user).default(''),
  /** write-only: left out or null keeps the stored one, '' removes it */
  secret: text(L.secret).nullish(),
  options: options.default({}),
});
export type ConfigInput = z.infer<typeof configInput>;

export const configPut = configInput.omit({ kind: true }).extend({ version: z.number().int().min(0) });
export type ConfigPut = z.infer<typeof configPut>;

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const idsQuery = z.object({
  ids: z.string().max(2000).transform((s, ctx) => {
    const list = s.split(',').map((x) => x.trim());
    if (!list.length || list.length > L.ids || list.some((x) => !/^[1-9][0-9]{0,9}$/.test(x))) {
      ctx.addIssue({ code: 'custom', message: 'ids as 1,2,3' });
      return z.NEVER;
    }
    return list.map(Number);
  }),
});

export const kindQuery = z.object({ kind: z.enum(CONFIG_KINDS).optional() });

const configId = z.coerce.number().int().positive().optional();
/** an external id: letters, digits, - _ . : */
const externalId = z.string().regex(/^[\w.:-]{1,200}$/, 'an id of letters, digits, - _ . :');

export const workspacesQuery = z.object({ configId });
export const documentsQuery = z.object({
  configId,
  workspaceId: externalId,
  text: text(L.text).default(''),
  docType: z.string().regex(/^[\w.-]{0,50}$/, 'a document type').default(''),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(L.pageLimit).default(25),
});
export const documentParams = z.object({ documentId: externalId });
export const documentQuery = z.object({ configId, workspaceId: externalId });
