import type { Migration } from '@lauda/sdk/server';

/** Named configurations of the integrations (the multi-config entity): one table, the secret write-only. */
export const integrationsInit: Migration = {
  name: '001_integrations',
  async up(knex) {
    await knex.schema.createTable('integration_configs', (t) => {
      t.increments('id').primary();
      t.string('kind', 40).notNullable();
      t.string('name', 100).notNullable();
      t.boolean('is_default').notNullable().defaultTo(false);
      t.string('server_url', 1000).notNullable();
      t.string('username', 200).notNullable();
      t.string('secret', 500).nullable();
      t.text('options').notNullable();
      t.integer('version').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.string('updated_by', 100).nullable();
      t.unique(['kind', 'name']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('integration_configs');
  },
};

export const integrationsMigrations: Migration[] = [integrationsInit];
