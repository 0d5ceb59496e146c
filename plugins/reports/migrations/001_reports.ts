import type { Migration } from '@lauda/sdk/server';

/**
 * Report categories and their events (names unique per level), reports (the body a JSON rich text
 * in the row, kept in its revisions), a row per report and program (lists and access rule), the
 * files each report lists, and the settings (one row). Instants are epoch ms; dates YYYY-MM-DD text.
 */
export const reportTables: Migration = {
  name: '001_reports',
  async up(knex) {
    await knex.schema.createTable('report_categories', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
    });
    await knex.schema.createTable('report_events', (t) => {
      t.increments('id').primary();
      t.integer('category_id').unsigned().notNullable().references('id').inTable('report_categories');
      t.string('name', 100).notNullable();
      t.unique(['category_id', 'name']);
    });
    await knex.schema.createTable('report_reports', (t) => {
      t.increments('id').primary();
      t.string('uuid', 36).notNullable().unique();
      t.string('date', 10).notNullable();
      t.string('title', 200).notNullable();
      t.integer('category_id').unsigned().notNullable().references('id').inTable('report_categories');
      t.integer('event_id').unsigned().nullable().references('id').inTable('report_events');
      t.text('programs_ids').notNullable();
      t.text('body', 'mediumtext').notNullable();
      t.text('people').notNullable();
      t.string('target_type', 20).nullable();
      t.integer('target_id').nullable();
      t.integer('owner_id').nullable();
      t.text('allowed_users').notNullable();
      t.integer('author_id').nullable();
      t.string('author_nickname', 100).nullable();
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('created_at').notNullable();
      t.bigInteger('change_date').notNullable();
      t.bigInteger('deleted_at').nullable();
      t.index(['deleted_at', 'date']);
      t.index(['target_type', 'target_id']);
    });
    await knex.schema.createTable('report_programs', (t) => {
      t.integer('report_id').unsigned().notNullable().references('id').inTable('report_reports').onDelete('CASCADE');
      t.integer('program_id').notNullable();
      t.primary(['report_id', 'program_id']);
      t.index(['program_id']);
    });
    // the files a report lists; the kernel's attachment stays when one is taken off (no one else may read it then)
    await knex.schema.createTable('report_files', (t) => {
      t.integer('report_id').unsigned().notNullable().references('id').inTable('report_reports').onDelete('CASCADE');
      t.integer('file_id').notNullable();
      t.string('name', 255).notNullable();
      t.string('content_type', 100).notNullable();
      t.bigInteger('size').notNullable();
      t.primary(['report_id', 'file_id']);
    });
    await knex.schema.createTable('report_settings', (t) => {
      t.integer('id').primary();
      t.boolean('private_creation').notNullable().defaultTo(false);
      t.integer('version').notNullable().defaultTo(0);
    });
    await knex('report_settings').insert({ id: 1, private_creation: false, version: 0 });
  },
  async down(knex) {
    for (const t of ['report_files', 'report_programs', 'report_reports', 'report_events', 'report_categories', 'report_settings']) await knex.schema.dropTable(t);
  },
};
