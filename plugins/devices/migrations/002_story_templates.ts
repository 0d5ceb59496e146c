import type { Migration } from '@lauda/sdk/server';

/** Story templates (credits) per device: spec 001 §3 "name, fields and thumbnailId, per device". */
export const storyTemplatesInit: Migration = {
  name: '002_story_templates',
  async up(knex) {
    await knex.schema.createTable('devices_story_templates', (t) => {
      t.increments('id').primary();
      t.integer('device_id').unsigned().notNullable().references('id').inTable('devices_devices').onDelete('CASCADE');
      t.string('code', 100).notNullable();
      t.string('name', 200).notNullable();
      t.text('fields').notNullable(); // JSON array of { name, number?, size? }
      t.integer('thumbnail_id').nullable(); // kernel files
      t.integer('revision').notNullable().defaultTo(1);
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.unique(['device_id', 'code']);
      t.index(['device_id', 'name']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('devices_story_templates');
  },
};
