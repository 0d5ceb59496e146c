import type { Migration } from '@lauda/sdk/server';

/** The geocoding provider (Nominatim-shaped server or Google Geocoding) and Google's key (write-only). */
export const mapsProvider: Migration = {
  name: '002_maps_provider',
  async up(knex) {
    await knex.schema.alterTable('map_settings', (t) => {
      t.string('provider', 20).notNullable().defaultTo('nominatim');
      t.string('google_key', 200).nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('map_settings', (t) => {
      t.dropColumn('google_key');
      t.dropColumn('provider');
    });
  },
};
