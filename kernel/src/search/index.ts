import { dayIn, roleDocumentType, tableSearchSource, type SearchEntry } from '@lauda/sdk/server';
import type { KernelAccess } from '../access/index.js';
import type { DocumentRegistry } from '../access/documents.js';
import type { KnexDatabase } from '../storage/db.js';
import type { KernelLiveBus } from '../live/bus.js';
import type { TopicRegistry } from '../live/topics.js';
import type { KernelTrash } from '../trash/service.js';
import type { AuthLogs } from '../auth/logs.js';
import type { KernelLogger } from '../boot/logger.js';
import { MysqlSearchEngine } from './engine-mysql.js';
import { SqliteSearchEngine } from './engine-sqlite.js';
import { IndexWriter } from './index-writer.js';
import { IndexRebuilder } from './rebuild.js';
import { searchRoutes } from './routes.js';
import { KernelSearch } from './service.js';
import { SearchWords } from './words.js';
import type { RouteRegistry } from '../http/routes.js';

export { KernelSearch } from './service.js';

/** The sign-in log lines as a document type: the administrators' (the `logs` index target). */
export const AUTH_LOG_DOCUMENT = 'auth_log';

/** A sign-in log line as the index keeps it: who, what, from where, on which day of the branch. */
async function logEntries(db: KnexDatabase, ids: readonly number[], timeZone: () => Promise<string>): Promise<Map<number, SearchEntry>> {
  const zone = await timeZone();
  const rows = await db.knex('auth_logs').whereIn('id', [...ids]).select();
  return new Map(rows.map((r: Record<string, any>): [number, SearchEntry] => {
    const outcome = r.success ? 'success' : 'failure';
    return [Number(r.id), {
      title: `${r.username} ${r.event} ${outcome}`,
      text: [r.username, r.nickname, r.event, outcome, r.ip, r.reason, r.by_nickname].filter(Boolean).join(' '),
      date: dayIn(Number(r.at), zone),
    }];
  }));
}

export interface SearchInstall {
  db: KnexDatabase;
  documents: DocumentRegistry;
  access: KernelAccess;
  live: KernelLiveBus;
  topics: TopicRegistry;
  trash: KernelTrash;
  authLogs: AuthLogs;
  routes: RouteRegistry;
  logger: KernelLogger;
  timeZone(): Promise<string>;
}

/**
 * The global search on the database's own full-text engine (FTS5 on SQLite, FULLTEXT on MariaDB):
 * kept current from the live bus (every message naming a document), the trash (restore, purge) and
 * the sign-in log; the kernel's own `logs` target; routes and the `index` topic.
 */
export function installSearch(d: SearchInstall): KernelSearch {
  const logger = d.logger.child('search');
  const engine = d.db.dialect === 'mysql' ? new MysqlSearchEngine(d.db.knex) : new SqliteSearchEngine(d.db.knex);
  const words = new SearchWords(d.db.knex);
  const writer = new IndexWriter(d.db, engine, words, logger);
  const rebuilder = new IndexRebuilder(d.db, engine, writer, d.live, logger);
  const search = new KernelSearch(d.db, engine, words, writer, rebuilder, d.documents, d.access);
  d.topics.add({ owner: 'kernel', name: 'index', access: ['ROLE_ADMIN_READ'], description: 'index targets\' state and rebuild progress (UPDATE, id = target)' });
  d.documents.define('kernel', roleDocumentType({ type: AUTH_LOG_DOCUMENT, readRoles: ['ROLE_ADMIN_READ'], changeRoles: ['ROLE_ADMIN_WRITE'] }));
  search.addSource('kernel', tableSearchSource(d.db.knex, {
    target: 'logs', type: AUTH_LOG_DOCUMENT, table: 'auth_logs', entries: (ids) => logEntries(d.db, ids, d.timeZone),
  }));
  // a lock taken or renewed changes nothing the index holds
  d.live.onDocument((type, id, topic) => topic !== 'entity_locker' && writer.changed(type, id));
  d.trash.onChanged = (type, id) => writer.changed(type, id);
  d.authLogs.onRecorded = (id) => writer.changed(AUTH_LOG_DOCUMENT, String(id));
  searchRoutes(d.routes.routerFor('kernel'), search);
  return search;
}
