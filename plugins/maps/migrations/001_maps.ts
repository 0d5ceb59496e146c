import type { Migration } from '@lauda/sdk/server';
import { mapsProvider } from './002_google.js';

/**
 * The branch's map settings (one row, versioned) and the places the geocoder answered, so each
 * address is asked once (`found` false: it found nothing, which is kept too).
 */
export const mapsTables: Migration = {
  name: '001_maps',
  async up(knex) {
    await knex.schema.createTable('map_settings', (t) => {
      t.integer('id').primary();
      t.string('tile_url', 1000).notNullable();
      t.string('attribution', 500).notNullable();
      t.string('geocoder_url', 1000).notNullable();
      t.string('country_codes', 100).notNullable();
      t.double('center_lat').notNullable();
      t.double('center_lon').notNullable();
      t.integer('zoom').notNullable();
      t.integer('version').notNullable();
    });
    await knex.schema.createTable('map_places', (t) => {
      t.increments('id').primary();
      // the address as asked, trimmed, single-spaced and lower-case
      t.string('query', 500).notNullable().unique();
      t.boolean('found').notNullable();
      t.double('lat').nullable();
      t.double('lon').nullable();
      t.text('label').nullable();
      t.bigInteger('created_at').notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('map_places');
    await knex.schema.dropTableIfExists('map_settings');
  },
};

export const mapsMigrations: Migration[] = [mapsTables, mapsProvider];
