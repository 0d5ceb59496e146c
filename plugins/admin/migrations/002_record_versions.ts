import type { Migration } from '@lauda/sdk/server';

/** Tables whose records a PUT changes: each carries a version raised by every change (a stale PUT is a 412). */
export const VERSIONED_TABLES = [
  'admin_programs', 'admin_teams', 'admin_branches', 'admin_classifications', 'admin_editorials', 'admin_vehicles', 'admin_types',
] as const;

export const adminRecordVersions: Migration = {
  name: '002_record_versions',
  async up(knex) {
    for (const table of VERSIONED_TABLES) {
      await knex.schema.alterTable(table, (t) => {
        t.integer('version').notNullable().defaultTo(0);
      });
    }
  },
  async down(knex) {
    for (const table of VERSIONED_TABLES) {
      await knex.schema.alterTable(table, (t) => {
        t.dropColumn('version');
      });
    }
  },
};
