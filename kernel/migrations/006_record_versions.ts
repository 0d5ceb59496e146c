import type { Migration } from '@lauda/sdk/server';

/**
 * Users and groups carry a version, raised by every change: a PUT sends the one it read, so a
 * colleague's change in between is a 412 instead of being silently overwritten.
 */
export const recordVersions: Migration = {
  name: '006_record_versions',
  async up(knex) {
    for (const table of ['users', 'auth_groups']) {
      await knex.schema.alterTable(table, (t) => {
        t.integer('version').notNullable().defaultTo(0);
      });
    }
  },
  async down(knex) {
    for (const table of ['users', 'auth_groups']) {
      await knex.schema.alterTable(table, (t) => {
        t.dropColumn('version');
      });
    }
  },
};
