import type { Migration } from '@lauda/sdk/server';

/**
 * Guidelines with their guides and production tasks (JSON lists inside the row: they are edited
 * with the guideline and kept in its revisions), the programs they belong to (a row per program,
 * for the lists and the access rule) and the branch's guideline settings (one row).
 * Instants are epoch ms; dates YYYY-MM-DD text.
 */
export const guidelineTables: Migration = {
  name: '001_guidelines',
  async up(knex) {
    await knex.schema.createTable('guideline_guidelines', (t) => {
      t.increments('id').primary();
      t.string('uuid', 36).notNullable().unique();
      t.string('date', 10).notNullable();
      t.string('slug', 100).notNullable();
      t.string('state', 16).notNullable().defaultTo('PRODUCING');
      t.integer('team_id').nullable();
      t.integer('branch_id').nullable();
      t.string('cameraman', 60).notNullable().defaultTo('');
      t.text('editorials_ids').notNullable();
      t.text('editors_ids').notNullable();
      t.text('producers_ids').notNullable();
      t.text('reporters_ids').notNullable();
      t.text('programs_ids').notNullable();
      t.text('vehicles_ids').notNullable();
      t.integer('classification_id').nullable();
      t.integer('type_id').nullable();
      t.text('proposal').notNullable();
      t.text('referral').notNullable();
      t.text('information').notNullable();
      t.text('guides', 'mediumtext').notNullable();
      t.text('tasks', 'mediumtext').notNullable();
      t.integer('owner_id').nullable();
      t.text('allowed_users').notNullable();
      t.integer('author_id').nullable();
      t.string('author_nickname', 100).nullable();
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('created_at').notNullable();
      t.bigInteger('change_date').notNullable();
      t.bigInteger('deleted_at').nullable();
      t.index(['date']);
      t.index(['deleted_at', 'date']);
    });
    await knex.schema.createTable('guideline_programs', (t) => {
      t.integer('guideline_id').unsigned().notNullable().references('id').inTable('guideline_guidelines').onDelete('CASCADE');
      t.integer('program_id').notNullable();
      t.primary(['guideline_id', 'program_id']);
      t.index(['program_id']);
    });
    await knex.schema.createTable('guideline_settings', (t) => {
      t.integer('id').primary();
      t.boolean('lock_finished').notNullable().defaultTo(true);
      t.boolean('private_creation').notNullable().defaultTo(false);
      t.integer('version').notNullable().defaultTo(0);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('guideline_programs');
    await knex.schema.dropTable('guideline_guidelines');
    await knex.schema.dropTable('guideline_settings');
  },
};
