// A small plugin for the search suites: notes with a title, a body, a day and a program; a private
// note is seen by its owner alone. Every change publishes on a document topic, as real plugins do,
// which is how the index hears of it.
import { coreServices, created, definePlugin, noContent, tableSearchSource, z, type Knex, type Role, type SessionUser, type Visibility } from '@lauda/sdk/server';

export const NOTE_ROLES: Role[] = ['ROLE_STORY_READ', 'ROLE_STORY_WRITE'];

const noteBody = z.object({
  title: z.string().max(200),
  body: z.string().max(100_000).default(''),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().default(null),
  programId: z.number().int().positive().nullable().default(null),
  private: z.boolean().default(false),
});
const idParam = z.object({ id: z.coerce.number().int().positive() });

async function visibility(knex: Knex, user: SessionUser, ids: readonly string[]): Promise<Map<string, Visibility>> {
  const rows = await knex('notes').whereIn('id', ids.map(Number)).select('id', 'owner_id');
  return new Map(rows.filter((r) => r.owner_id === null || Number(r.owner_id) === user.id).map((r) => [String(r.id), 'full' as const]));
}

export const notesPlugin = definePlugin({
  id: 'notes', version: '0.1.0', sdk: '^0.1.0',
  migrations: [{
    name: '001_notes',
    async up(knex) {
      await knex.schema.createTable('notes', (t) => {
        t.increments('id').primary();
        t.string('title', 200).notNullable();
        t.text('body', 'mediumtext').notNullable();
        t.string('day', 10).nullable();
        t.integer('program_id').nullable();
        t.integer('owner_id').nullable();
        t.bigInteger('deleted_at').nullable();
      });
    },
  }],
  topics: [{ name: 'notes', access: ['ROLE_STORY_READ'], documents: true }],
  deps: { db: coreServices.db, live: coreServices.live, trash: coreServices.trash },
  setup: ({ db, live, trash }) => {
    const publish = (op: 'CREATE' | 'UPDATE' | 'DELETE', id: number) => live.publish('notes', op, id, { id }, { document: { type: 'note', id } });
    const row = (b: z.infer<typeof noteBody>, user: SessionUser) => ({
      title: b.title, body: b.body, day: b.day, program_id: b.programId, owner_id: b.private ? user.id : null,
    });
    return {
      documents: [{
        type: 'note',
        readRoles: ['ROLE_STORY_READ'],
        changeRoles: ['ROLE_STORY_WRITE'],
        visibility: (user, ids) => visibility(db.knex, user, ids),
        changeable: async (_user, ids, seen) => new Set(ids.filter((id) => seen.get(id) === 'full')),
        trash: { table: 'notes', titleColumn: 'title' },
      }],
      search: [tableSearchSource(db.knex, {
        target: 'documents', type: 'note', table: 'notes', trash: true,
        async entries(ids) {
          const rows = await db.knex('notes').whereIn('id', [...ids]).select();
          return new Map(rows.map((r) => [Number(r.id), { title: r.title, text: r.body, date: r.day, programsIds: r.program_id ? [Number(r.program_id)] : [] }]));
        },
      })],
      routes(router) {
        router.post('/api/notes', { access: NOTE_ROLES, summary: 'Create a note', body: noteBody }, async ({ body, user }) => {
          const [id] = await db.knex('notes').insert(row(body, user));
          await publish('CREATE', Number(id));
          return created({ id: Number(id) });
        });
        router.put('/api/notes/{id}', {
          access: NOTE_ROLES, summary: 'Change a note', params: idParam, body: noteBody,
          documents: { writes: [{ type: 'note', ids: ({ params }) => [params.id] }] },
        }, async ({ params, body, user }) => {
          await db.knex('notes').where('id', params.id).update(row(body, user));
          await publish('UPDATE', params.id);
          return { id: params.id };
        });
        router.delete('/api/notes/{id}', {
          access: NOTE_ROLES, summary: 'Move a note to the trash', params: idParam,
          documents: { writes: [{ type: 'note', ids: ({ params }) => [params.id] }] },
        }, async ({ params, user }) => {
          await db.transaction((trx) => trash.remove(trx, 'note', [params.id], { userId: user.id, nickname: user.nickname, ip: null }));
          await publish('DELETE', params.id);
          return noContent();
        });
      },
    };
  },
});
