import type { Knex, Migration } from '@lauda/sdk/server';

const stamps = (t: Knex.CreateTableBuilder) => {
  t.bigInteger('created_at').notNullable();
  t.bigInteger('updated_at').notNullable();
};

/**
 * The admin plugin's tables. Users and groups are the kernel's (`users`, reached through
 * `core.users`/`core.groups`); the link tables reference `users.id`. Group ids are not a foreign key:
 * the kernel's group table is its own business, so they are checked through `core.groups`.
 */
export const adminInit: Migration = {
  name: '001_admin',
  async up(knex) {
    await knex.schema.createTable('admin_programs', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
      t.string('start', 8).notNullable();
      t.string('end', 8).notNullable();
      t.integer('default_presenter_id').unsigned().nullable().references('id').inTable('users');
      t.integer('default_announcer_id').unsigned().nullable().references('id').inTable('users');
      t.integer('cg_device_id').nullable();
      t.integer('playout_device_id').nullable();
      t.boolean('legacy').notNullable().defaultTo(false);
      t.boolean('active').notNullable().defaultTo(true);
      stamps(t);
    });
    // presenters, announcers, editors and image editors of a program, in their order
    await knex.schema.createTable('admin_program_users', (t) => {
      t.integer('program_id').unsigned().notNullable().references('id').inTable('admin_programs').onDelete('CASCADE');
      t.string('function', 16).notNullable(); // presenter | announcer | editor | imageEditor
      t.integer('user_id').unsigned().notNullable().references('id').inTable('users');
      t.integer('position').notNullable();
      t.primary(['program_id', 'function', 'user_id']);
      t.index(['user_id']);
    });
    await knex.schema.createTable('admin_program_groups', (t) => {
      t.integer('program_id').unsigned().notNullable().references('id').inTable('admin_programs').onDelete('CASCADE');
      t.integer('group_id').notNullable();
      t.primary(['program_id', 'group_id']);
      t.index(['group_id']);
    });

    await knex.schema.createTable('admin_teams', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable();
      stamps(t);
    });
    await knex.schema.createTable('admin_team_members', (t) => {
      t.integer('team_id').unsigned().notNullable().references('id').inTable('admin_teams').onDelete('CASCADE');
      t.integer('user_id').unsigned().notNullable().references('id').inTable('users');
      t.integer('position').notNullable();
      t.primary(['team_id', 'user_id']);
      t.index(['user_id']);
    });

    await knex.schema.createTable('admin_branches', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
      t.string('host', 255).notNullable().unique();
      t.boolean('active').notNullable().defaultTo(true);
      stamps(t);
    });

    for (const table of ['admin_classifications', 'admin_editorials']) {
      await knex.schema.createTable(table, (t) => {
        t.increments('id').primary();
        t.string('name', 100).notNullable().unique();
        stamps(t);
      });
    }
    await knex.schema.createTable('admin_vehicles', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
      t.string('type', 16).notNullable();
      stamps(t);
    });
    await knex.schema.createTable('admin_types', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
      t.string('abbreviation', 10).notNullable();
      t.string('color', 7).notNullable();
      stamps(t);
    });

    // one row per config kind (reportage, document, guideline, rundown, story): its flags as JSON
    await knex.schema.createTable('admin_configs', (t) => {
      t.string('kind', 32).primary();
      t.text('data').notNullable();
      t.integer('version').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.string('updated_by', 100).nullable();
    });
  },
  async down(knex) {
    for (const t of [
      'admin_configs', 'admin_types', 'admin_vehicles', 'admin_editorials', 'admin_classifications', 'admin_branches',
      'admin_team_members', 'admin_teams', 'admin_program_groups', 'admin_program_users', 'admin_programs',
    ]) {
      await knex.schema.dropTableIfExists(t);
    }
  },
};
