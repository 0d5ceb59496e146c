import type { Migration } from '@lauda/sdk/server';

export const greetingsTable: Migration = {
  name: '001_greetings',
  async up(knex) {
    await knex.schema.createTable('hello_greetings', (t) => {
      t.increments('id').primary();
      t.string('text', 280).notNullable();
      t.integer('author_id').nullable();
      t.string('author', 100).notNullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('deleted_at').nullable(); // the kernel's trash sets it
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('hello_greetings');
  },
};
