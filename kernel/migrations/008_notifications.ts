import type { Migration } from '@lauda/sdk/server';

/** Notifications to users (`core.notifications`): one row per user, with its read flag. */
export const notifications: Migration = {
  name: '008_notifications',
  async up(knex) {
    await knex.schema.createTable('notifications', (t) => {
      t.increments('id').primary();
      t.integer('user_id').unsigned().notNullable().references('id').inTable('users');
      t.string('kind', 100).notNullable();
      t.string('title', 255).notNullable();
      t.text('body').nullable();
      t.string('link_origin', 64).nullable();
      t.integer('link_id').nullable();
      t.string('by_nickname', 100).nullable();
      t.boolean('read').notNullable().defaultTo(false);
      t.bigInteger('created_at').notNullable();
      t.index(['user_id', 'read']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('notifications');
  },
};
