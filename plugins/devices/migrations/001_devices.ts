import type { Migration } from '@lauda/sdk/server';

export const devicesInit: Migration = {
  name: '001_devices',
  async up(knex) {
    await knex.schema.createTable('devices_devices', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
      t.string('kind', 16).notNullable();
      t.string('protocol', 8).notNullable();
      t.string('vendor', 100).nullable();
      t.string('driver', 41).nullable();
      t.string('mos_id', 128).nullable();
      t.string('host', 255).nullable();
      t.integer('lower_port').nullable();
      t.integer('upper_port').nullable();
      t.string('plugin', 8).notNullable().defaultTo('NONE');
      t.string('plugin_url', 1000).nullable();
      t.text('channels').notNullable(); // JSON array
      t.text('paths').notNullable(); // JSON array
      t.string('charset_input', 40).nullable();
      t.string('charset_output', 40).nullable();
      t.text('options').notNullable(); // JSON object: driver options beyond the columns
      t.boolean('enabled').notNullable().defaultTo(true);
      t.integer('revision').notNullable().defaultTo(1);
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
    });
    await knex.schema.createTable('devices_device_programs', (t) => {
      t.integer('device_id').unsigned().notNullable().references('id').inTable('devices_devices').onDelete('CASCADE');
      t.integer('program_id').notNullable();
      t.primary(['device_id', 'program_id']);
      t.index(['program_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('devices_device_programs');
    await knex.schema.dropTableIfExists('devices_devices');
  },
};
