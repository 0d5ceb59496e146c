import type { Migration } from '@lauda/sdk/server';

/**
 * Checklists with their tasks (a JSON list inside the row: edited with the checklist and kept in
 * its revisions), a row per program (lists and access rule) and per task date (a checklist joins a
 * day's list by a task's date too), the resources and types lookups, and the settings (one row).
 * Instants are epoch ms; dates YYYY-MM-DD text; times HH:mm:ss text.
 */
export const productionTables: Migration = {
  name: '001_productions',
  async up(knex) {
    await knex.schema.createTable('production_productions', (t) => {
      t.increments('id').primary();
      t.string('uuid', 36).notNullable().unique();
      t.string('slug', 100).notNullable();
      t.string('date', 10).notNullable();
      t.string('schedule', 8).nullable();
      t.string('departure', 8).nullable();
      t.string('arrival', 8).nullable();
      t.integer('type_id').nullable();
      t.text('local').notNullable();
      t.text('team').notNullable();
      t.text('medias').notNullable();
      t.text('editors_ids').notNullable();
      t.text('producers_ids').notNullable();
      t.text('resources_ids').notNullable();
      t.text('vehicles_ids').notNullable();
      t.text('programs_ids').notNullable();
      t.text('information').notNullable();
      t.boolean('done').notNullable().defaultTo(false);
      t.text('tasks', 'mediumtext').notNullable();
      t.integer('guideline_id').nullable();
      t.integer('owner_id').nullable();
      t.text('allowed_users').notNullable();
      t.integer('author_id').nullable();
      t.string('author_nickname', 100).nullable();
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('created_at').notNullable();
      t.bigInteger('change_date').notNullable();
      t.bigInteger('deleted_at').nullable();
      t.index(['deleted_at', 'date']);
      t.index(['guideline_id']);
    });
    await knex.schema.createTable('production_programs', (t) => {
      t.integer('production_id').unsigned().notNullable().references('id').inTable('production_productions').onDelete('CASCADE');
      t.integer('program_id').notNullable();
      t.primary(['production_id', 'program_id']);
      t.index(['program_id']);
    });
    await knex.schema.createTable('production_task_dates', (t) => {
      t.integer('production_id').unsigned().notNullable().references('id').inTable('production_productions').onDelete('CASCADE');
      t.string('date', 10).notNullable();
      /** every task of that date is done */
      t.boolean('done').notNullable();
      t.primary(['production_id', 'date']);
      t.index(['date']);
    });
    for (const table of ['production_resources', 'production_types']) {
      await knex.schema.createTable(table, (t) => {
        t.increments('id').primary();
        t.string('name', 100).notNullable().unique();
      });
    }
    await knex.schema.createTable('production_settings', (t) => {
      t.integer('id').primary();
      t.boolean('type_enabled').notNullable().defaultTo(true);
      t.boolean('resources_enabled').notNullable().defaultTo(true);
      t.boolean('vehicles_enabled').notNullable().defaultTo(true);
      t.boolean('medias_enabled').notNullable().defaultTo(true);
      t.boolean('private_creation').notNullable().defaultTo(false);
      t.integer('version').notNullable().defaultTo(0);
    });
    // the row the load by guideline locks while it makes a checklist (one per guideline)
    await knex('production_settings').insert({ id: 1, version: 0 });
  },
  async down(knex) {
    for (const t of ['production_task_dates', 'production_programs', 'production_productions', 'production_resources', 'production_types', 'production_settings']) await knex.schema.dropTable(t);
  },
};
