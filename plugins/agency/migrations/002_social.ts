import type { Migration } from '@lauda/sdk/server';

/**
 * The social sources of the agency (spec 001 §7 Agency): the branch's Facebook and Twitter
 * credentials, their categories, and the watched sources (Facebook pages, Twitter users and
 * lists) in one table with what each poll needs to go on (cursor, back-off, last error).
 */
export const socialTables: Migration = {
  name: '002_social',
  async up(knex) {
    await knex.schema.createTable('agency_social_configs', (t) => {
      t.string('network', 20).primary();
      t.string('base_url', 1000).notNullable();
      // the secret: never answered by a GET
      t.text('token').nullable();
      t.integer('version').notNullable();
    });
    await knex.schema.createTable('agency_social_categories', (t) => {
      t.increments('id').primary();
      t.string('network', 20).notNullable();
      t.string('name', 100).notNullable();
      t.unique(['network', 'name']);
    });
    await knex.schema.createTable('agency_social_sources', (t) => {
      t.increments('id').primary();
      // facebook_page, twitter_user, twitter_list
      t.string('kind', 20).notNullable();
      t.integer('category_id').unsigned().nullable().references('id').inTable('agency_social_categories');
      // what the admin typed (a page's alias, a username in lower case, a list id) and the network's own id
      t.string('handle', 200).notNullable();
      t.string('remote_id', 100).notNullable();
      t.string('name', 300).notNullable();
      t.text('cursor').nullable();
      t.bigInteger('next_poll_at').notNullable().defaultTo(0);
      t.integer('failures').notNullable().defaultTo(0);
      t.string('last_error', 500).nullable();
      t.bigInteger('last_polled_at').nullable();
      t.bigInteger('created_at').notNullable();
      t.unique(['kind', 'handle']);
      t.unique(['kind', 'remote_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('agency_social_sources');
    await knex.schema.dropTableIfExists('agency_social_categories');
    await knex.schema.dropTableIfExists('agency_social_configs');
  },
};
