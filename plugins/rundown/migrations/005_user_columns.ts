import type { Migration } from '@lauda/sdk/server';

/** Each user's column layout of the rundown grid (issue 13 item 8): kept on the server so every browser of the user gets it. */
export const userColumns: Migration = {
  name: '005_rundown_user_columns',
  async up(knex) {
    await knex.schema.createTable('rundown_user_columns', (t) => {
      t.integer('user_id').primary();
      t.text('layout').notNullable();
      t.bigInteger('updated_at').notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('rundown_user_columns');
  },
};
