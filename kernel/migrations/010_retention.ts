import type { Migration } from '@lauda/sdk/server';

/**
 * The retention job (kernel/src/retention): one lease row that a single atomic UPDATE claims, so
 * only one instance sharing the database runs it at a time, and one record per run.
 */
export const retention: Migration = {
  name: '010_retention',
  async up(knex) {
    await knex.schema.createTable('retention_lease', (t) => {
      t.string('name', 32).primary();
      /** the instance running the job, null when none */
      t.string('holder', 100).nullable();
      /** the claim lapses at this instant (ms), in case its holder died mid-run */
      t.bigInteger('lease_until').notNullable().defaultTo(0);
      /** the next scheduled run is due at this instant (ms) */
      t.bigInteger('next_at').notNullable().defaultTo(0);
    });
    await knex('retention_lease').insert({ name: 'retention', holder: null, lease_until: 0, next_at: 0 });
    await knex.schema.createTable('retention_runs', (t) => {
      t.increments('id').primary();
      t.bigInteger('started_at').notNullable();
      t.bigInteger('finished_at').nullable();
      t.string('instance', 100).notNullable();
      t.string('trigger', 16).notNullable();
      /** JSON: deleted per kind */
      t.text('deleted').notNullable();
      /** JSON: error text per kind that failed */
      t.text('errors').notNullable();
      t.index(['started_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('retention_runs');
    await knex.schema.dropTable('retention_lease');
  },
};
