import type { Migration } from '@lauda/sdk/server';

export const agencyInit: Migration = {
  name: '001_agency',
  async up(knex) {
    await knex.schema.createTable('agency_rss_categories', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
      t.bigInteger('created_at').notNullable();
    });
    await knex.schema.createTable('agency_rss_feeds', (t) => {
      t.increments('id').primary();
      t.string('name', 200).notNullable();
      t.string('url', 2000).notNullable();
      t.integer('category_id').unsigned().nullable().references('id').inTable('agency_rss_categories');
      // the validators of the last answer, sent back as If-None-Match / If-Modified-Since
      t.string('etag', 500).nullable();
      t.string('last_modified', 100).nullable();
      t.bigInteger('last_polled_at').nullable();
      t.bigInteger('last_success_at').nullable();
      t.text('last_error').nullable();
      t.integer('failures').notNullable().defaultTo(0);
      t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
      // an instance polling the feed claims it until then (a conditional UPDATE), so two never poll it at once
      t.bigInteger('polling_until').nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.index(['next_attempt_at']);
    });
    // every source kind's items (RSS here, Facebook and Twitter from the social part)
    await knex.schema.createTable('agency_items', (t) => {
      t.increments('id').primary();
      t.string('source_kind', 10).notNullable();
      t.integer('source_id').notNullable();
      t.integer('category_id').nullable();
      t.string('guid', 500).notNullable();
      t.text('title').notNullable();
      t.text('text').notNullable();
      t.string('link', 2000).nullable();
      t.string('author', 300).nullable();
      t.string('image_url', 2000).nullable();
      t.bigInteger('published_at').nullable();
      t.bigInteger('fetched_at').notNullable();
      // published_at, else fetched_at: the order of lanes and search
      t.bigInteger('listed_at').notNullable();
      // title and text without accents, lower case: the search and the lanes' words
      t.text('search_text').notNullable();
      // a guideline made from the item keeps it past the retention
      t.integer('guideline_id').nullable();
      t.unique(['source_kind', 'source_id', 'guid']);
      t.index(['listed_at']);
      t.index(['fetched_at']);
    });
    await knex.schema.createTable('agency_lanes', (t) => {
      t.increments('id').primary();
      t.integer('user_id').notNullable();
      t.string('name', 100).notNullable();
      t.integer('position').notNullable();
      // JSON arrays: kinds, { kind, id } categories and sources, words
      t.text('kinds').notNullable();
      t.text('categories').notNullable();
      t.text('sources').notNullable();
      t.text('words').notNullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.index(['user_id', 'position']);
    });
  },
  async down(knex) {
    for (const t of ['agency_lanes', 'agency_items', 'agency_rss_feeds', 'agency_rss_categories']) await knex.schema.dropTable(t);
  },
};
