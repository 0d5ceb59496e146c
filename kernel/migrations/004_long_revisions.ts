import type { Migration } from '@lauda/sdk/server';

/** A revision of a long script can pass MySQL's 64 KB TEXT; MEDIUMTEXT holds 16 MB. SQLite's TEXT has no such limit. */
export const longRevisions: Migration = {
  name: '004_long_revisions',
  async up(knex) {
    if (knex.client.config.client !== 'mysql2') return;
    await knex.schema.alterTable('revisions', (t) => {
      t.text('changes', 'mediumtext').notNullable().alter();
    });
  },
  async down(knex) {
    if (knex.client.config.client !== 'mysql2') return;
    await knex.schema.alterTable('revisions', (t) => {
      t.text('changes').notNullable().alter();
    });
  },
};
