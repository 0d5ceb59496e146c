import type { Migration } from '@lauda/sdk/server';

/**
 * Reminders fired: one row per (event, occurrence, reminder). The unique key is the claim: the
 * instance whose insert succeeds sends the reminder, so two instances on one database, or one
 * restarted, never send it twice.
 */
export const reminderTables: Migration = {
  name: '002_calendar_reminders',
  async up(knex) {
    await knex.schema.createTable('calendar_reminders_fired', (t) => {
      t.integer('event_id').notNullable();
      t.string('occurrence_start', 30).notNullable();
      t.integer('minutes').notNullable();
      t.bigInteger('fired_at').notNullable();
      t.primary(['event_id', 'occurrence_start', 'minutes']);
      t.index(['fired_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('calendar_reminders_fired');
  },
};
