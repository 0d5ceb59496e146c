import type { Migration } from '@lauda/sdk/server';

/**
 * The newsroom's rundown settings (one row): how a new story is numbered (`page_rule`: `next`, the
 * block's highest number + 1, or `suffix`, 02 → 02A between 02 and 03).
 */
export const rundownSettings: Migration = {
  name: '004_rundown_settings',
  async up(knex) {
    await knex.schema.createTable('rundown_settings', (t) => {
      t.integer('id').primary();
      t.string('page_rule', 16).notNullable().defaultTo('next');
      t.integer('version').notNullable().defaultTo(0);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('rundown_settings');
  },
};
