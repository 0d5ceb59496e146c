import type { Migration } from '@lauda/sdk/server';

export const noticesInit: Migration = {
  name: '001_notices',
  async up(knex) {
    await knex.schema.createTable('notice_notices', (t) => {
      t.increments('id').primary();
      t.string('title', 200).notNullable();
      t.text('text').notNullable();
      t.string('date_from', 10).notNullable();
      t.string('date_to', 10).notNullable();
      t.boolean('external').notNullable().defaultTo(false);
      // JSON array of group ids; empty: everyone with the notices' read role
      t.text('group_ids').notNullable();
      t.integer('author_id').nullable();
      t.string('author_nickname', 100).nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.integer('version').notNullable().defaultTo(0);
      t.index(['date_to']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('notice_notices');
  },
};
