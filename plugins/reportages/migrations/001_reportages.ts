import type { Migration } from '@lauda/sdk/server';

/**
 * Reportages (spec 001 §3): the fixed and optional fields, the script (sections and CGs as JSON, in
 * the API's order), the approval, the state, the guideline association, privacy, and the programs
 * the reportage is for in a table of their own (lists filter and guard by them).
 */
export const reportagesTables: Migration = {
  name: '001_reportages',
  async up(knex) {
    await knex.schema.createTable('reportages', (t) => {
      t.increments('id').primary();
      t.string('uuid', 36).notNullable().unique();
      t.string('slug', 100).notNullable();
      t.string('date', 10).notNullable();
      t.string('state', 12).notNullable().defaultTo('PRODUCING');
      t.integer('reporter_id').notNullable();
      t.integer('editor_id').nullable();
      t.text('programs_ids').notNullable();
      t.text('editorials_ids').notNullable();
      t.text('vehicles_ids').notNullable();
      t.integer('classification_id').nullable();
      t.integer('branch_id').nullable();
      t.string('cameraman', 60).nullable();
      t.text('lead').nullable();
      t.text('teaser').nullable();
      t.text('heading_suggestion').nullable();
      t.text('note_suggestion').nullable();
      t.text('information').nullable();
      t.boolean('ok').notNullable().defaultTo(false);
      t.boolean('tv').notNullable().defaultTo(true);
      t.boolean('radio').notNullable().defaultTo(false);
      t.text('sections', 'mediumtext').notNullable();
      t.text('cgs', 'mediumtext').notNullable();
      t.bigInteger('total_ms').notNullable().defaultTo(0);
      t.integer('assignment_id').nullable().index();
      t.integer('owner_id').nullable();
      t.text('allowed_users').notNullable();
      t.integer('author_id').nullable();
      t.string('author_nickname', 100).nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('change_date').notNullable();
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('deleted_at').nullable();
      t.index(['date']);
    });
    await knex.schema.createTable('reportages_programs', (t) => {
      t.integer('reportage_id').unsigned().notNullable().references('id').inTable('reportages').onDelete('CASCADE');
      t.integer('program_id').notNullable();
      t.primary(['reportage_id', 'program_id']);
      t.index(['program_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('reportages_programs');
    await knex.schema.dropTableIfExists('reportages');
  },
};

export const reportagesMigrations: Migration[] = [reportagesTables];
