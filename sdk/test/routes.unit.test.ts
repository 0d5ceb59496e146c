import { expect } from 'chai';
import { z } from 'zod';
import { patchFields, type PluginRouter, type SessionUser } from '../src/server/index.js';

/** A router that keeps what it is given, so the declarations below run. */
function recordingRouter() {
  const seen: { method: string; path: string; spec: Record<string, unknown> }[] = [];
  const keep = (method: string) => (path: string, spec: Record<string, unknown>) => { seen.push({ method, path, spec }); };
  const router = {
    route: (method: string, path: string, spec: Record<string, unknown>) => keep(method)(path, spec),
    get: keep('get'), post: keep('post'), put: keep('put'), patch: keep('patch'), delete: keep('delete'), fieldPatch: keep('fieldPatch'),
  } as unknown as PluginRouter;
  return { router, seen };
}

// The checks on `user` and on the field patch body are the compiler's: a regression fails `tsc -b`.
function declareRoutes(router: PluginRouter): void {
  router.get('/api/a', { access: ['ROLE_STORY_READ'], summary: 'roles: a signed-in user' }, ({ user }) => {
    const signedIn: SessionUser = user;
    return signedIn.id;
  });
  router.post('/api/b', { access: 'authenticated', summary: 'authenticated: a signed-in user', body: z.object({ n: z.number() }) }, ({ user, body }) =>
    user.nickname.length + body.n);
  router.get('/api/c', { access: 'public', summary: 'public: maybe nobody' }, ({ user }) => {
    // @ts-expect-error a public route's user may be null
    const signedIn: SessionUser = user;
    return signedIn;
  });
  router.fieldPatch('/api/d/{id}', {
    access: ['ROLE_STORY_WRITE'],
    summary: 'a field patch',
    params: z.object({ id: z.coerce.number() }),
    fields: patchFields({ slug: z.string(), pages: z.number().int() }, { pages: ['ROLE_STORY_ADMIN'] }),
  }, ({ body, params, user }) => {
    if (body.field === 'pages') {
      const pages: number = body.newValue;
      return pages + params.id + user.id;
    }
    // @ts-expect-error the other field is a string
    const wrong: number = body.newValue;
    return wrong;
  });
}

describe('sdk: route declarations', () => {
  it('patchFields pairs each schema with the roles some fields need', () => {
    const slug = z.string();
    const approved = z.boolean();
    const fields = patchFields({ slug, approved }, { approved: ['ROLE_STORY_ADMIN'] });
    expect(Object.keys(fields)).to.deep.equal(['slug', 'approved']);
    expect(fields.slug).to.deep.equal({ schema: slug });
    expect(fields.approved).to.deep.equal({ schema: approved, access: ['ROLE_STORY_ADMIN'] });
  });

  it('declares every kind of route through the one router', () => {
    const { router, seen } = recordingRouter();
    declareRoutes(router);
    expect(seen.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['get /api/a', 'post /api/b', 'get /api/c', 'fieldPatch /api/d/{id}']);
    expect(Object.keys(seen[3]!.spec.fields as object)).to.deep.equal(['slug', 'pages']);
  });
});
