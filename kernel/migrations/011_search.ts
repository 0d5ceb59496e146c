import type { Migration } from '@lauda/sdk/server';

/**
 * The global search's index (kernel/src/search): one entry per document and target, kept by the
 * database's own full-text engine so every instance sharing it shares the index: an FTS5 table on
 * SQLite, a FULLTEXT index (InnoDB) on MariaDB/MySQL. The indexed text is folded (lower case, no
 * accents) by Lauda itself, so both engines match `eleicao` to `eleição` the same way.
 */
export const search: Migration = {
  name: '011_search',
  async up(knex) {
    const mysql = knex.client.config.client === 'mysql2';
    await knex.schema.createTable('search_entries', (t) => {
      t.increments('id').primary();
      t.string('target', 32).notNullable();
      t.string('type', 64).notNullable();
      t.string('doc_id', 64).notNullable();
      /** as written, for the result's title and fragments */
      t.string('title', 500).notNullable();
      t.text('body', 'mediumtext').notNullable();
      t.string('date', 10).nullable();
      /** `,1,4,` so one LIKE tells a program */
      t.string('programs', 500).notNullable().defaultTo(',');
      /** ms: when this entry was last written (a rebuild removes what it neither wrote nor saw written since it began) */
      t.bigInteger('updated_at').notNullable();
      t.integer('generation').notNullable().defaultTo(0);
      t.unique(['target', 'type', 'doc_id']);
      t.index(['target', 'generation']);
      if (mysql) {
        t.text('ft_title').notNullable();
        t.text('ft_body', 'mediumtext').notNullable();
      }
    });
    if (mysql) {
      // folded text compared byte for byte; the stopword list is read when the index is made
      await knex.raw('ALTER TABLE search_entries CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_bin');
      // the migration runs on one connection (its transaction), so the session setting holds for the index
      await knex.raw('SET SESSION innodb_ft_enable_stopword = OFF');
      await knex.raw('CREATE FULLTEXT INDEX search_entries_ft ON search_entries (ft_title, ft_body)');
      await knex.raw('SET SESSION innodb_ft_enable_stopword = ON');
    } else {
      await knex.raw("CREATE VIRTUAL TABLE search_fts USING fts5(title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')");
    }
    /** every word ever indexed, for FUZZY (words within an edit distance of a typed one) */
    await knex.schema.createTable('search_words', (t) => {
      t.string('word', 84).primary();
      t.integer('length').notNullable();
      t.index(['length']);
    });
    if (mysql) await knex.raw('ALTER TABLE search_words CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_bin');
    await knex.schema.createTable('search_targets', (t) => {
      t.string('target', 32).primary();
      t.string('state', 16).notNullable();
      t.integer('done').notNullable().defaultTo(0);
      t.integer('total').notNullable().defaultTo(0);
      t.integer('generation').notNullable().defaultTo(0);
      /** the way entries are made; a change makes the target outdated */
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('started_at').nullable();
      t.bigInteger('rebuilt_at').nullable();
      /** the instance rebuilding it and until when its claim holds (ms), renewed every page */
      t.string('holder', 100).nullable();
      t.bigInteger('lease_until').notNullable().defaultTo(0);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('search_targets');
    await knex.schema.dropTable('search_words');
    if (knex.client.config.client !== 'mysql2') await knex.raw('DROP TABLE search_fts');
    await knex.schema.dropTable('search_entries');
  },
};
