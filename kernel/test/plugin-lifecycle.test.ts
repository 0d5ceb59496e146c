import { expect } from 'chai';
import { coreServices, definePlugin, patchFields, z, type PluginDefinition } from '@lauda/sdk/server';
import { orderPlugins } from '../src/plugins/loader.js';
import { startTestKernel, type KernelTestKernel } from '../src/testing.js';

const db = (process.env.LAUDA_TEST_DB as 'sqlite' | 'mysql' | undefined) ?? 'sqlite';

/** A plugin counting how often its setup and start run, with a field patch whose fields need their own roles. */
function notesPlugin(calls: { setup: number; start: number; stop: number }) {
  return definePlugin({
    id: 'notes', version: '1.0.0', sdk: '^0.1.0',
    deps: { clock: coreServices.clock },
    setup({ clock }) {
      calls.setup++;
      // built once and shared by the routes: the same map answers every request
      const notes = new Map<number, { title: string; pinned: boolean; stamp: number }>([[1, { title: 'pauta', pinned: false, stamp: 0 }]]);
      return {
        routes(router) {
          router.fieldPatch('/api/notes/{id}', {
            access: ['ROLE_STORY_WRITE'],
            summary: 'Change one field of a note',
            params: z.object({ id: z.coerce.number().int().positive() }),
            fields: patchFields(
              { title: z.string().trim().min(1).max(20), pinned: z.boolean(), stamp: z.number().int().min(0) },
              { pinned: ['ROLE_STORY_ADMIN'] },
            ),
          }, ({ params, body, user }) => {
            const note = notes.get(params.id)!;
            const oldValue = note[body.field];
            Object.assign(note, { [body.field]: body.newValue });
            return { field: body.field, oldValue, newValue: body.newValue, by: user.nickname, at: clock.now().getFullYear() > 2000 };
          });
        },
        start() {
          calls.start++;
          return () => { calls.stop++; };
        },
      };
    },
  });
}

describe(`plugin lifecycle and field patches on ${db}`, function () {
  this.timeout(60_000);
  const calls = { setup: 0, start: 0, stop: 0 };
  let k: KernelTestKernel;
  before(async () => {
    k = await startTestKernel({ db, plugins: [notesPlugin(calls)] });
  });
  after(async () => {
    await k?.stop();
  });

  it('runs setup and start once per kernel, and the stop function at shutdown', async () => {
    expect(calls).to.deep.equal({ setup: 1, start: 1, stop: 0 });
    const other = await startTestKernel({ db, plugins: [notesPlugin(calls)] });
    await other.stop();
    expect(calls).to.deep.equal({ setup: 2, start: 2, stop: 1 });
  });

  it('hands the handler the validated field and value, and the signed-in user', async () => {
    const writer = await k.userWith(['ROLE_STORY_WRITE'], 'notes-writer');
    const r = await writer.patch('/api/notes/1', { field: 'title', newValue: '  escalada ' });
    expect(r.status).to.equal(200);
    expect(r.body).to.deep.equal({ field: 'title', oldValue: 'pauta', newValue: 'escalada', by: 'notes-writer', at: true });
  });

  it('refuses an unknown field listing the patchable ones, and a bad value naming newValue', async () => {
    const writer = await k.userWith(['ROLE_STORY_WRITE'], 'notes-bad');
    const unknown = await writer.patch('/api/notes/1', { field: 'owner', newValue: 3 });
    expect([unknown.status, unknown.body.code]).to.deep.equal([400, 'error.validation']);
    expect(unknown.body.message).to.contain("'owner'");
    expect(unknown.body.details.issues[0].field).to.equal('field');
    expect(unknown.body.details.patchable).to.deep.equal(['title', 'pinned', 'stamp']);
    const bad = await writer.patch('/api/notes/1', { field: 'stamp', newValue: -1 });
    expect([bad.status, bad.body.details.issues[0].field]).to.deep.equal([400, 'newValue']);
    const none = await writer.patch('/api/notes/1', { newValue: 1 });
    expect([none.status, none.body.details.issues[0].field]).to.deep.equal([400, 'field']);
  });

  it('checks the roles of the field besides the route\'s: 403 naming the missing role', async () => {
    const writer = await k.userWith(['ROLE_STORY_WRITE'], 'notes-pin');
    const refused = await writer.patch('/api/notes/1', { field: 'pinned', newValue: true });
    expect([refused.status, refused.body.code]).to.deep.equal([403, 'error.noPermission']);
    expect(refused.body.details).to.deep.equal({ missingRoles: ['ROLE_STORY_ADMIN'], field: 'pinned' });
    const admin = await k.userWith(['ROLE_STORY_WRITE', 'ROLE_STORY_ADMIN'], 'notes-admin');
    expect((await admin.patch('/api/notes/1', { field: 'pinned', newValue: true })).body.newValue).to.equal(true);
    const reader = await k.userWith(['ROLE_STORY_READ'], 'notes-reader');
    expect((await reader.patch('/api/notes/1', { field: 'title', newValue: 'x' })).status).to.equal(403);
  });

  it('documents every field in OpenAPI as one of { field: const, newValue: schema }', async () => {
    const api = (await k.anonymous().get('/api/openapi.json')).body;
    const schema = api.paths['/api/notes/{id}'].patch.requestBody.content['application/json'].schema;
    expect(schema.oneOf.map((o: { properties: { field: { const: string } } }) => o.properties.field.const)).to.deep.equal(['title', 'pinned', 'stamp']);
    expect(schema.oneOf[1].properties.newValue).to.deep.equal({ type: 'boolean' });
    expect(schema.oneOf[1]['x-roles']).to.deep.equal(['ROLE_STORY_ADMIN']);
    expect(schema.oneOf[2].properties.newValue).to.include({ type: 'integer', minimum: 0 });
  });
});

describe('plugin loader: one way to declare a plugin', () => {
  const base = { version: '1.0.0', sdk: '^0.1.0' };
  it('refuses the hooks that setup(deps) replaced, naming them', () => {
    const old = { id: 'old-style', ...base, routes() {}, register() {} } as unknown as PluginDefinition;
    expect(() => orderPlugins([old])).to.throw(/"old-style" declares routes, register beside its definition: return them from setup\(deps\)/);
  });
  it('refuses a field patch on a public route', async () => {
    const open = definePlugin({
      id: 'open-patch', ...base,
      setup: () => ({
        routes(r) {
          r.fieldPatch('/api/open', { access: 'public' as never, summary: 'x', fields: patchFields({ a: z.string() }) }, () => null);
        },
      }),
    });
    const err = await startTestKernel({ db, plugins: [open] }).then(() => null, (e: Error) => e);
    expect(err?.message).to.match(/a field patch is not public/);
  });
});
