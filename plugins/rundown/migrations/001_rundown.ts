import { storyReportage } from './006_story_reportage.js';
import type { Migration } from '@lauda/sdk/server';
import { blockSums } from './002_block_sums.js';
import { storyAuthor } from './003_story_author.js';
import { rundownSettings } from './004_rundown_settings.js';
import { userColumns } from './005_user_columns.js';

/**
 * Rundowns and templates own blocks; blocks hold stories. A template reuses the block and story
 * tables with `template_id` set instead of `rundown_id`; a story in a drawer has neither (and no
 * block). Durations are integer ms, times of day ms since midnight, instants epoch ms.
 */
export const rundownTables: Migration = {
  name: '001_rundown',
  async up(knex) {
    await knex.schema.createTable('rundown_templates', (t) => {
      t.increments('id').primary();
      t.integer('program_id').notNullable().index();
      t.string('name', 100).notNullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
    });
    await knex.schema.createTable('rundown_rundowns', (t) => {
      t.increments('id').primary();
      t.integer('program_id').notNullable();
      t.string('date', 10).notNullable();
      t.integer('start_ms').notNullable().defaultTo(0);
      t.integer('end_ms').notNullable().defaultTo(0);
      t.bigInteger('production_ms').notNullable().defaultTo(0);
      t.integer('template_id').nullable();
      t.boolean('mos_enabled').notNullable().defaultTo(false);
      t.string('display_status', 5).notNullable().defaultTo('blank');
      t.string('on_air_kind', 5).nullable();
      t.integer('on_air_id').nullable();
      t.text('totals').nullable();
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.unique(['program_id', 'date']);
      t.index(['date']);
    });
    await knex.schema.createTable('rundown_blocks', (t) => {
      t.increments('id').primary();
      t.integer('rundown_id').unsigned().nullable().references('id').inTable('rundown_rundowns').onDelete('CASCADE');
      t.integer('template_id').unsigned().nullable().references('id').inTable('rundown_templates').onDelete('CASCADE');
      t.integer('position').notNullable();
      t.boolean('stand_by').notNullable().defaultTo(false);
      t.integer('stop_time_ms').nullable();
      t.bigInteger('commercial_ms').notNullable().defaultTo(0);
      t.string('display_status', 5).notNullable().defaultTo('blank');
      t.bigInteger('play_time').nullable();
      t.boolean('approved').notNullable().defaultTo(false);
      t.text('totals').nullable();
      t.index(['rundown_id', 'position']);
      t.index(['template_id', 'position']);
    });
    await knex.schema.createTable('rundown_stories', (t) => {
      t.increments('id').primary();
      t.string('uuid', 36).notNullable().unique();
      t.integer('rundown_id').unsigned().nullable().references('id').inTable('rundown_rundowns').onDelete('CASCADE');
      t.integer('template_id').unsigned().nullable().references('id').inTable('rundown_templates').onDelete('CASCADE');
      // SET NULL: a story of a deleted block is already in the trash (and the drawer)
      t.integer('block_id').unsigned().nullable().references('id').inTable('rundown_blocks').onDelete('SET NULL');
      t.bigInteger('position').notNullable().defaultTo(0);
      t.string('page', 20).nullable();
      t.string('slug', 100).nullable();
      t.string('date', 10).nullable();
      t.integer('branch_id').nullable();
      t.integer('program_id').nullable();
      t.integer('type_id').nullable();
      t.integer('owner_id').nullable();
      t.text('allowed_users').nullable();
      t.boolean('radio').notNullable().defaultTo(false);
      t.boolean('legacy').notNullable().defaultTo(false);
      t.boolean('manual_vt').notNullable().defaultTo(false);
      t.string('media_code', 100).nullable();
      t.bigInteger('estimated_ms').notNullable().defaultTo(0);
      t.bigInteger('head_ms').notNullable().defaultTo(0);
      t.bigInteger('link_ms').notNullable().defaultTo(0);
      t.bigInteger('vo_ms').notNullable().defaultTo(0);
      t.bigInteger('vt_ms').notNullable().defaultTo(0);
      t.bigInteger('total_ms').notNullable().defaultTo(0);
      t.boolean('approved').notNullable().defaultTo(false);
      t.boolean('ok').notNullable().defaultTo(false);
      t.integer('stop_time_ms').nullable();
      t.string('display_status', 5).notNullable().defaultTo('blank');
      t.bigInteger('play_time').nullable();
      t.bigInteger('change_date').notNullable();
      t.string('author_nickname', 100).nullable();
      t.integer('editor_id').nullable();
      t.integer('image_editor_id').nullable();
      t.integer('reporter_id').nullable();
      t.text('information').nullable();
      t.text('sections', 'longtext').nullable();
      t.boolean('drawer').notNullable().defaultTo(false);
      t.integer('drawer_program_id').nullable();
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('created_at').notNullable();
      t.bigInteger('deleted_at').nullable(); // the kernel's trash sets it
      t.index(['rundown_id', 'block_id', 'position']);
      // covers the totals' per-block sums (services/totals.ts) without reading the scripts
      t.index(['rundown_id', 'deleted_at', 'block_id', 'approved', 'display_status', 'total_ms', 'estimated_ms'], 'rundown_stories_timing');
      t.index(['block_id', 'position']);
      t.index(['template_id']);
      t.index(['drawer', 'drawer_program_id']);
      t.index(['program_id', 'display_status']);
    });
    await knex.schema.createTable('rundown_logs', (t) => {
      t.increments('id').primary();
      t.integer('rundown_id').notNullable();
      t.bigInteger('at').notNullable();
      t.integer('user_id').nullable();
      t.string('nickname', 100).nullable();
      t.string('ip', 64).nullable();
      t.string('kind', 12).notNullable();
      t.string('entity_type', 8).notNullable();
      t.integer('entity_id').notNullable();
      t.string('slug', 100).nullable();
      t.string('field', 40).nullable();
      t.text('old_value').nullable();
      t.text('new_value').nullable();
      t.index(['rundown_id', 'id']);
      t.index(['at']);
    });
  },
  async down(knex) {
    for (const t of ['rundown_logs', 'rundown_stories', 'rundown_blocks', 'rundown_rundowns', 'rundown_templates']) {
      await knex.schema.dropTableIfExists(t);
    }
  },
};

export const rundownMigrations: Migration[] = [rundownTables, blockSums, storyAuthor, rundownSettings, userColumns, storyReportage];
