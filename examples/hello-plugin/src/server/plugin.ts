import {
  coreServices, created, definePlugin, NotFoundError, pageQuery, roleDocumentType, z,
  type Actor, type Knex, type SessionUser,
} from '@lauda/sdk/server';
import { GreetingModel } from './greeting-model.js';
import { greetingsTable } from '../../migrations/001_greetings.js';
import { GREETING_MAX, HELLO_TOPIC, ROLE_HELLO_READ, ROLE_HELLO_WRITE } from '../common/index.js';
import en_US from '../../i18n/en_US.json' with { type: 'json' };
import es_ES from '../../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const text = z.string().trim().min(1, 'write something').max(GREETING_MAX, `at most ${GREETING_MAX} characters`);
const idParam = z.object({ id: z.coerce.number().int().positive() });

const actorOf = (user: SessionUser, ip: string): Actor => ({ userId: user.id, nickname: user.nickname, ip });
/** The route rule "this request changes greeting {id}": the kernel checks the change right and the edit lock. */
const writesGreeting = { writes: [{ type: 'greeting', ids: ({ params }: { params: { id: number } }) => [params.id] }] };

export default definePlugin({
  id: 'hello',
  version: '0.1.0',
  sdk: '^0.1.0',
  description: 'Greetings: the example plugin',
  migrations: [greetingsTable],
  permissions: [
    { role: ROLE_HELLO_READ, description: 'read greetings' },
    { role: ROLE_HELLO_WRITE, description: 'write greetings' },
  ],
  topics: [{ name: HELLO_TOPIC, access: [ROLE_HELLO_READ], description: 'greetings created, changed and removed' }],
  i18n: { en_US, es_ES, pt_BR },
  deps: { db: coreServices.db, live: coreServices.live, revisions: coreServices.revisions, trash: coreServices.trash },

  // Runs once per kernel: what is built here is shared by the routes, the document type and the demo.
  setup({ db, live, revisions, trash }) {
    const Greetings = db.bind(GreetingModel);
    // inside a transaction every query goes through `trx` (SQLite has one connection)
    const load = async (id: number, trx?: Knex.Transaction) => {
      const row = await Greetings.query(trx).findById(id).whereNull('deleted_at');
      if (!row) throw new NotFoundError('No such greeting', 'hello.notFound');
      return row;
    };
    return {
      // A greeting is seen by every reader and changed by every writer; a plugin whose documents are
      // private or restricted answers `visibility` and `changeable` per document instead.
      documents: [roleDocumentType({
        type: 'greeting', readRoles: [ROLE_HELLO_READ], changeRoles: [ROLE_HELLO_WRITE],
        revisions: true, trash: { table: 'hello_greetings', titleColumn: 'text' },
      })],
      routes(router) {
        router.get('/api/hello/greetings', {
          access: [ROLE_HELLO_READ],
          summary: 'Greetings, newest first',
          query: pageQuery,
        }, async ({ query }) => {
          const { results, total } = await Greetings.query().whereNull('deleted_at').orderBy('id', 'desc').page(query.page, query.size);
          return { data: results.map((g) => g.toGreeting()), number: query.page, size: query.size, total };
        });

        router.post('/api/hello/greetings', {
          access: [ROLE_HELLO_WRITE],
          summary: 'Post a greeting; everyone on the topic sees it at once',
          body: z.object({ text }),
        }, async ({ body, user, ip }) => {
          const greeting = await db.transaction(async (trx, afterCommit) => {
            const row = await Greetings.query(trx).insert({ text: body.text, author_id: user.id, author: user.nickname, created_at: Date.now() });
            const g = row.toGreeting();
            await revisions.record(trx, { entityType: 'greeting', entityId: g.id, slug: g.text, actor: actorOf(user, ip), changes: revisions.diff(null, { text: g.text }) });
            afterCommit(() => live.publish(HELLO_TOPIC, 'CREATE', g.id, g, { by: user.nickname }));
            return g;
          });
          return created(greeting);
        });

        // the kernel checks `field` is one of these and validates `newValue` against its schema
        router.fieldPatch('/api/hello/greetings/{id}', {
          access: [ROLE_HELLO_WRITE],
          summary: 'Change one field of a greeting: { field, newValue } → { field, oldValue, newValue }',
          params: idParam,
          fields: { text: { schema: text } },
          documents: writesGreeting,
        }, async ({ params, body, user, ip }) => {
          return db.transaction(async (trx, afterCommit) => {
            const before = await load(params.id, trx);
            await Greetings.query(trx).patch({ text: body.newValue }).where('id', params.id);
            await revisions.record(trx, { entityType: 'greeting', entityId: params.id, slug: body.newValue, actor: actorOf(user, ip), changes: revisions.diff({ text: before.text }, { text: body.newValue }) });
            const answer = { field: body.field, oldValue: before.text, newValue: body.newValue };
            afterCommit(() => live.publish(HELLO_TOPIC, 'PATCH', params.id, answer, { by: user.nickname }));
            return answer;
          });
        });

        router.delete('/api/hello/greetings/{id}', {
          access: [ROLE_HELLO_WRITE],
          summary: 'Move a greeting to the trash',
          params: idParam,
          documents: writesGreeting,
        }, async ({ params, user, ip }) => {
          await load(params.id);
          await db.transaction(async (trx, afterCommit) => {
            await trash.remove(trx, 'greeting', [params.id], actorOf(user, ip));
            afterCommit(() => live.publish(HELLO_TOPIC, 'DELETE', params.id, null, { by: user.nickname }));
          });
        });
      },
      async demo({ users }) {
        const now = Date.now();
        await db.knex('hello_greetings').insert([
          { text: 'Bom dia, redação! Reunião de pauta às 9h.', author_id: users.produtor ?? null, author: 'PRODUTOR', created_at: now - 3_600_000 },
          { text: 'Equipe externa saindo para a cobertura do trânsito.', author_id: users.reporter ?? null, author: 'REPORTER', created_at: now - 1_800_000 },
        ]);
      },
    };
  },
});
