import type { Migration } from '@lauda/sdk/server';

/**
 * Calendars with their categories, and events (spec 001 §3 Calendar event): the recurrence fields as
 * the API gives them (repetitions, exDates, reminders and the notified users as JSON), the series a
 * detached occurrence came from, and `start_ms`/`end_ms` (the instant, or a date's UTC midnight) so a
 * month's list reads only the rows that can touch it.
 */
export const calendarTables: Migration = {
  name: '001_calendar',
  async up(knex) {
    await knex.schema.createTable('calendar_calendars', (t) => {
      t.increments('id').primary();
      t.string('name', 200).notNullable();
      t.string('color', 7).notNullable();
      t.bigInteger('created_at').notNullable();
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('deleted_at').nullable();
    });
    await knex.schema.createTable('calendar_categories', (t) => {
      t.increments('id').primary();
      t.integer('calendar_id').unsigned().notNullable().references('id').inTable('calendar_calendars').onDelete('CASCADE');
      t.string('name', 200).notNullable();
      t.string('color', 7).notNullable();
      t.index(['calendar_id']);
    });
    await knex.schema.createTable('calendar_events', (t) => {
      t.increments('id').primary();
      t.integer('calendar_id').unsigned().notNullable().references('id').inTable('calendar_calendars').onDelete('CASCADE');
      t.integer('category_id').nullable();
      t.string('name', 200).notNullable();
      t.text('description').notNullable();
      t.string('start_date', 30).notNullable();
      t.string('end_date', 30).notNullable();
      t.boolean('all_day').notNullable().defaultTo(false);
      t.bigInteger('start_ms').notNullable();
      t.bigInteger('end_ms').notNullable();
      t.string('frequency', 12).nullable();
      t.integer('interval').notNullable().defaultTo(1);
      t.integer('repeat_count').nullable();
      t.string('repeat_until', 10).nullable();
      t.integer('repeat_by_month_day').nullable();
      t.integer('repeat_by_month').nullable();
      t.text('repetitions').notNullable();
      t.text('ex_dates', 'mediumtext').notNullable();
      t.text('reminders').notNullable();
      t.text('user_ids').notNullable();
      t.boolean('private').notNullable().defaultTo(false);
      t.integer('owner_id').nullable();
      t.integer('series_id').nullable().index();
      t.string('original_start', 30).nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('change_date').notNullable();
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('deleted_at').nullable();
      t.index(['calendar_id', 'start_ms']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('calendar_events');
    await knex.schema.dropTableIfExists('calendar_categories');
    await knex.schema.dropTableIfExists('calendar_calendars');
  },
};
