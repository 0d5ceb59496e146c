import type { Knex } from 'knex';
import type { Retention } from '@lauda/sdk/server';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelTrash } from '../trash/service.js';

/**
 * Revisions past the age, except each document's newest one: the history of a document still in
 * use never goes empty, whatever the setting. (MariaDB cannot read the table it deletes from in a
 * subquery, hence the derived table.)
 */
function oldRevisions(db: KnexDatabase, before: Date): Knex.QueryBuilder {
  const newest = db.knex('revisions').max('id as keep_id').groupBy('entity_type', 'entity_id').as('newest');
  return db.knex('revisions').where('revision_date', '<', before.getTime()).whereNotIn('id', db.knex.select('keep_id').from(newest));
}

const counted = async (q: Knex.QueryBuilder): Promise<number> => Number((await q.count({ n: '*' }).first())?.n ?? 0);

/** The kinds the kernel owns: the trash, sign-in logs and document versions. */
export function registerKernelKinds(retention: Retention, db: KnexDatabase, trash: KernelTrash): void {
  retention.register({
    kind: 'trash',
    setting: 'trashDays',
    count: (before) => trash.countBefore(before.getTime()),
    purge: (before) => trash.purgeBefore(before.getTime()),
  });
  retention.register({
    kind: 'userLogs',
    setting: 'userLogsMonths',
    count: (before) => counted(db.knex('auth_logs').where('at', '<', before.getTime())),
    purge: (before) => db.knex('auth_logs').where('at', '<', before.getTime()).delete(),
  });
  retention.register({
    kind: 'documentVersions',
    setting: 'documentVersionsDays',
    count: (before) => counted(oldRevisions(db, before)),
    purge: (before) => oldRevisions(db, before).delete(),
  });
}
