import type { Migration } from '@lauda/sdk/server';

/**
 * The media devices announced (one row per device and object), the fields of their metadata (what
 * searchable fields match), and per device its searchable schema and its last sync.
 */
export const mediaInit: Migration = {
  name: '001_media',
  async up(knex) {
    await knex.schema.createTable('media_objects', (t) => {
      t.increments('id').primary();
      t.integer('device_id').notNullable();
      t.string('object_id', 128).notNullable();
      t.string('mos_id', 128).notNullable();
      t.string('slug', 255).notNullable();
      // lower case without accents: duplicates ("media already added") are found on it
      t.string('slug_folded', 255).notNullable();
      t.string('kind', 10).notNullable();
      t.string('mos_type', 40).nullable();
      t.string('status', 10).notNullable();
      t.string('mos_status', 40).nullable();
      t.string('air', 20).nullable();
      t.bigInteger('samples').nullable();
      t.double('time_base').nullable();
      t.bigInteger('duration_ms').nullable();
      t.text('abstract').nullable();
      t.text('description').nullable();
      t.string('object_group', 255).nullable();
      // JSON: [{ kind, target, techDescription }] and [{ scope, schema, payload }], and the metadata's fields
      t.text('paths').notNullable();
      t.text('metadata').notNullable();
      t.text('fields').notNullable();
      // folded words of slug, id, group, abstract, description and metadata: the text filter
      t.text('search_text').notNullable();
      t.integer('revision').nullable();
      t.string('created_by', 128).nullable();
      t.string('changed_by', 128).nullable();
      t.bigInteger('created_at').nullable();
      t.bigInteger('changed_at').nullable();
      t.bigInteger('stored_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.integer('version').notNullable().defaultTo(0);
      // what the device said last, hashed: an announce that changes nothing publishes nothing
      t.string('content_sha', 40).notNullable();
      t.integer('thumbnail_file_id').nullable();
      t.string('thumbnail_source', 1000).nullable();
      t.bigInteger('thumbnail_failed_at').nullable();
      t.unique(['device_id', 'object_id']);
      t.index(['device_id', 'slug_folded']);
      t.index(['device_id', 'updated_at']);
    });
    await knex.schema.createTable('media_fields', (t) => {
      t.increments('id').primary();
      t.integer('media_id').notNullable().index();
      t.integer('device_id').notNullable();
      t.string('schema_uri', 500).notNullable();
      t.string('name', 200).notNullable();
      t.string('value_folded', 500).notNullable();
      t.index(['device_id', 'name']);
    });
    await knex.schema.createTable('media_devices', (t) => {
      t.integer('device_id').primary();
      t.string('search_schema', 1000).nullable();
      t.bigInteger('schema_at').nullable();
      t.string('sync_state', 12).notNullable().defaultTo('idle');
      t.bigInteger('sync_started_at').nullable();
      t.bigInteger('sync_finished_at').nullable();
      t.integer('sync_received').notNullable().defaultTo(0);
      t.integer('sync_expected').nullable();
      t.string('sync_by', 100).nullable();
      t.text('sync_error').nullable();
      t.string('sync_error_code', 60).nullable();
      // a sync whose instance died is over once this passes
      t.bigInteger('sync_lease_until').nullable();
    });
  },
  async down(knex) {
    for (const t of ['media_devices', 'media_fields', 'media_objects']) await knex.schema.dropTableIfExists(t);
  },
};
