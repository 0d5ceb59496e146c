import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { BoundedMap, type AfterCommit, type Database, type ModelClass, type Page, type PageQuery } from '@lauda/sdk/server';
import type { KernelConfig } from '../config/index.js';

export function knexConfig(config: Pick<KernelConfig, 'dbUrl' | 'dataDir'> & Partial<Pick<KernelConfig, 'sqliteSync'>>): Knex.Config {
  if (config.dbUrl) {
    const url = new URL(config.dbUrl.replace(/^mysql2:/, 'mysql:'));
    return {
      client: 'mysql2',
      connection: {
        host: url.hostname,
        port: Number(url.port || 3306),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: url.pathname.replace(/^\//, ''),
        charset: 'utf8mb4',
        // instants are stored as epoch milliseconds; keep BIGINT exact
        supportBigNumbers: true,
        bigNumberStrings: false,
      },
      pool: { min: 0, max: 10 },
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    client: 'better-sqlite3',
    connection: { filename: path.join(config.dataDir, 'lauda.sqlite') },
    useNullAsDefault: true,
    pool: {
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
        // WAL lets readers go on during a write; foreign keys are off by default in SQLite
        conn.pragma('journal_mode = WAL');
        // NORMAL: a commit does not wait for an fsync (6 ms at the median, 20 ms at p99 on this
        // machine's disk); with WAL the file stays sound, a power cut may lose the last commits
        conn.pragma(`synchronous = ${config.sqliteSync === 'full' ? 'FULL' : 'NORMAL'}`);
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
        keepStatements(conn);
        done(null, conn);
      },
    },
  };
}

interface SqliteConnection {
  pragma(s: string): void;
  prepare(sql: string): unknown;
}

/** What `readRows` uses of a better-sqlite3 statement. */
interface SqliteStatement {
  reader: boolean;
  raw(on: boolean): SqliteStatement;
  columns(): { name: string }[];
  all(...bindings: unknown[]): unknown[];
}

/**
 * Knex prepares every query again on better-sqlite3 (compiling its SQL each time); a request runs
 * the same few statements over and over, so the connection keeps the last 500 it prepared. SQLite
 * prepares a kept statement again by itself after a schema change; knex runs each to completion
 * (`all`/`run`), so one statement never serves two queries at once.
 */
function keepStatements(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn);
  const kept = new BoundedMap<string, unknown>(500);
  conn.prepare = (sql: string) => {
    // the last used is the newest: set again after delete
    const statement = kept.get(sql) ?? readRows(prepare(sql) as SqliteStatement);
    kept.delete(sql);
    kept.set(sql, statement);
    return statement;
  };
}

/** A row maker per list of column names: an object literal of one shape, made once. */
const rowMakers = new BoundedMap<string, (values: unknown[]) => Record<string, unknown>>(2000);

function rowMaker(names: string[]): (values: unknown[]) => Record<string, unknown> {
  const key = names.join('\u0000');
  let make = rowMakers.get(key);
  if (make) return make;
  // quoted names, as better-sqlite3 sets them (a column named __proto__ included)
  const fields = names.map((n, i) => `${JSON.stringify(n)}: v[${i}]`).join(', ');
  make = new Function('v', `return { ${fields} };`) as (values: unknown[]) => Record<string, unknown>;
  rowMakers.set(key, make);
  return make;
}

/** From this many rows, a statement's next run reads arrays (below, better-sqlite3's own objects cost less than reading the column names). */
const MANY_ROWS = 16;

/**
 * better-sqlite3 builds each row object property by property; for long lists, reading rows as
 * arrays and making them with one object literal per column list is faster (the stories of a
 * 400-story rundown: 4.2 ms to 1.7 ms) and gives later code rows of one shape. A statement reads
 * arrays once it has answered many rows. Same rows either way: the statement's column names and
 * order, read after the run (SQLite prepares a statement again after a schema change, when it
 * runs), a repeated name keeping its last value.
 */
function readRows(statement: SqliteStatement): SqliteStatement {
  if (!statement.reader) return statement;
  const all = statement.all.bind(statement);
  let many = false;
  statement.all = (...bindings: unknown[]) => {
    statement.raw(many);
    const rows = all(...bindings) as unknown[];
    const wasMany = many;
    many = rows.length >= MANY_ROWS;
    if (!wasMany || rows.length === 0) return rows;
    const make = rowMaker(statement.columns().map((c) => c.name));
    for (let i = 0; i < rows.length; i++) rows[i] = make(rows[i] as unknown[]);
    return rows;
  };
  return statement;
}

export class KnexDatabase implements Database {
  readonly dialect: 'sqlite' | 'mysql';
  constructor(readonly knex: Knex) {
    this.dialect = knex.client.config.client === 'mysql2' ? 'mysql' : 'sqlite';
  }

  async transaction<T>(fn: (trx: Knex.Transaction, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
    const pending: (() => void | Promise<void>)[] = [];
    const result = await this.knex.transaction((trx) => fn(trx, (cb) => pending.push(cb)));
    for (const cb of pending) await cb();
    return result;
  }

  bind<M extends ModelClass>(model: M): M {
    return model.bindKnex(this.knex) as M;
  }

  async page<T>(query: Knex.QueryBuilder, paging: PageQuery): Promise<Page<T>> {
    const countQuery = query.clone().clearSelect().clearOrder().count({ total: '*' }).first();
    const [rows, count] = await Promise.all([
      query.clone().limit(paging.size).offset(paging.page * paging.size),
      countQuery,
    ]);
    return { data: rows as T[], number: paging.page, size: paging.size, total: Number((count as { total: number } | undefined)?.total ?? 0) };
  }
}

export function openDatabase(config: Pick<KernelConfig, 'dbUrl' | 'dataDir'> & Partial<Pick<KernelConfig, 'sqliteSync'>>): KnexDatabase {
  return new KnexDatabase(knexFactory(knexConfig(config)));
}
