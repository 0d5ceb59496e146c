import type { Migration } from '@lauda/sdk/server';

/**
 * iCalendar feeds: one secret per (user, calendar), kept as its SHA-256 only (the URL is shown once).
 * Revoking deletes the row; a new secret replaces the old one.
 */
export const feedTables: Migration = {
  name: '003_calendar_feeds',
  async up(knex) {
    await knex.schema.createTable('calendar_feeds', (t) => {
      t.integer('user_id').notNullable();
      t.integer('calendar_id').unsigned().notNullable().references('id').inTable('calendar_calendars').onDelete('CASCADE');
      t.string('token_hash', 64).notNullable().unique();
      t.bigInteger('created_at').notNullable();
      t.primary(['user_id', 'calendar_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('calendar_feeds');
  },
};
