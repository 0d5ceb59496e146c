import { BadRequestError, calendarDate, created, jsonValue, noContent, z, type PluginRouter, type PortableData } from '@lauda/sdk/server';
import { ADMIN_ROLES, BRANCH_COPY_TYPES, type BranchCopy } from '../../common/index.js';
import type { AdminContext } from '../context.js';
import { idParam, positiveId, text } from '../schemas.js';
import { actorOf } from '../util.js';
import { callBranch, inactive } from './client.js';

const tags = ['branches'];

const copyInput = z.object({
  type: z.enum(BRANCH_COPY_TYPES),
  id: positiveId,
  /** the program of the other branch the copy goes into (as its lookups list it) */
  programId: positiveId.nullable().optional(),
  date: calendarDate().nullable().optional(),
});
const incomingCopy = z.object({
  type: z.string().min(1).max(40),
  data: jsonValue({ bytes: 2_000_000 }),
  programId: positiveId.nullable().optional(),
  date: calendarDate().nullable().optional(),
});

/**
 * The link between two Lauda installations (spec 001 §7 "branches"): this side issues incoming
 * credentials and answers `/api/branch-link/...` to a caller holding one; the other side checks a
 * remote company and copies documents to it.
 */
export function branchLinkRoutes(router: PluginRouter, ctx: AdminContext): void {
  const { branches, credentials, documents } = ctx;

  /** An active remote company with its credential; an inactive one is 422 branch.inactive without a call. */
  const linked = async (id: number) => {
    const b = await branches.withCredential(id);
    if (!b.active) throw inactive(b, 'the branch is deactivated here');
    return b;
  };

  router.get('/api/branch-credentials', {
    access: [ADMIN_ROLES.adminRead],
    summary: 'Incoming branch credentials this installation issued (never their tokens)',
    tags,
  }, () => credentials.list());

  router.post('/api/branch-credentials', {
    access: [ADMIN_ROLES.adminWrite],
    summary: 'Issue an incoming branch credential acting as a local user (whose roles decide what copies may create); the token is answered this once',
    body: z.object({ name: text(100), userId: positiveId }),
    tags,
  }, async ({ body, user, ip }) => created(await credentials.issue(body, actorOf(user, ip))));

  router.delete('/api/branch-credentials/{id}', {
    access: [ADMIN_ROLES.adminWrite],
    summary: 'Revoke an incoming branch credential: calls with it are refused from now on',
    params: idParam,
    tags,
  }, async ({ params }) => {
    await credentials.revoke(params.id);
    return noContent();
  });

  router.post('/api/branches/{id}/check', {
    access: [ADMIN_ROLES.branchRead],
    summary: 'Check the connection to a remote branch: its name, version and the user its credential acts as; 422 branch.inactive (cause in details) when it fails',
    params: idParam,
    tags,
  }, async ({ params }) => {
    const b = await linked(params.id);
    const info = await callBranch<{ name: string; user: string }>(b, 'GET', '/api/branch-link/info');
    const system = await callBranch<{ version?: string }>(b, 'GET', '/api/system');
    return { name: info.name, version: system.version ?? null, user: info.user };
  });

  router.post('/api/branches/{id}/copies', {
    access: [ADMIN_ROLES.branchRead],
    summary: 'Copy a guideline, reportage, story, news suggestion (proposal) or rundown the caller sees to a remote branch; answers the new id and link there',
    params: idParam,
    body: copyInput,
    tags,
  }, async ({ params, body, user }) => {
    const b = await linked(params.id);
    const data = await documents.exportPortable(body.type, user, body.id);
    const made = await callBranch<{ id: number; link: string }>(b, 'POST', '/api/branch-link/copies', {
      type: body.type, data, programId: body.programId ?? null, date: body.date ?? null,
    });
    const answer: BranchCopy = { id: made.id, link: made.link, url: `${b.host.replace(/\/+$/, '')}${made.link}` };
    return created(answer);
  });

  router.get('/api/branch-link/info', {
    access: 'public',
    summary: 'For another installation holding an incoming credential (Bearer): this branch\'s name and the user the credential acts as',
    tags,
  }, async ({ headers }) => {
    const user = await credentials.authenticate(headers);
    return { name: await ctx.branch.name(), user: user.nickname };
  });

  router.post('/api/branch-link/copies', {
    access: 'public',
    summary: 'For another installation holding an incoming credential (Bearer): create a document from its portable JSON as the credential\'s user (403 without the type\'s roles)',
    // validated once the credential is known: a caller without one learns nothing of the shape
    body: z.record(z.string(), z.unknown()),
    bodyLimit: 2_500_000,
    tags,
  }, async ({ headers, body: raw, ip }) => {
    const user = await credentials.authenticate(headers);
    const parsed = incomingCopy.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message, code: i.code }));
      throw new BadRequestError(`Invalid field '${issues[0]!.field}': ${issues[0]!.message}`, { in: 'body', issues }, 'error.validation');
    }
    const body = parsed.data;
    const data = body.data as PortableData;
    if (!data || typeof data !== 'object' || Array.isArray(data) || data.type !== body.type) {
      throw new BadRequestError("Invalid field 'data.type': not the type named", { in: 'body', issues: [{ field: 'data.type', message: `the type ${body.type}` }] }, 'error.validation');
    }
    const made = await documents.importPortable(body.type, user, data, { programId: body.programId ?? null, date: body.date ?? null, ip });
    return created(made);
  });
}
