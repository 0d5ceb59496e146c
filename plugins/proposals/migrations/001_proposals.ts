import type { Migration } from '@lauda/sdk/server';

export const proposalsInit: Migration = {
  name: '001_proposals',
  async up(knex) {
    await knex.schema.createTable('proposal_proposals', (t) => {
      t.increments('id').primary();
      t.string('title', 200).notNullable();
      t.text('text').notNullable();
      t.string('suggested_by', 200).notNullable().defaultTo('');
      t.string('source', 300).notNullable().defaultTo('');
      t.string('date', 10).notNullable();
      t.integer('guideline_id').nullable();
      t.bigInteger('accepted_at').nullable();
      t.string('accepted_by', 100).nullable();
      t.string('author_nickname', 100).nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.integer('version').notNullable().defaultTo(0);
      t.index(['date']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('proposal_proposals');
  },
};
