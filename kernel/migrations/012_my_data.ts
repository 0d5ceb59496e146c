import type { Migration } from '@lauda/sdk/server';

/**
 * "My data" (kernel/src/me): each user's own preferences, kept on the server so they follow the
 * user to any browser — the language (null: the browser's local choice, then the branch's) and
 * whether notices beep and show as desktop notifications. Sessions already keep what "my data"
 * lists of them (since, last seen, address, user agent).
 */
export const myData: Migration = {
  name: '012_my_data',
  async up(knex) {
    await knex.schema.createTable('user_preferences', (t) => {
      t.integer('user_id').unsigned().primary().references('id').inTable('users');
      t.string('locale', 8).nullable();
      t.boolean('sounds').notNullable().defaultTo(true);
      t.boolean('desktop_notices').notNullable().defaultTo(true);
      t.bigInteger('updated_at').notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('user_preferences');
  },
};
