import type { Migration } from '@lauda/sdk/server';

export const scheduleInit: Migration = {
  name: '001_schedule',
  async up(knex) {
    await knex.schema.createTable('schedule_entries', (t) => {
      t.increments('id').primary();
      t.string('date', 10).notNullable();
      t.string('shift', 16).notNullable();
      t.integer('team_id').notNullable();
      // JSON array of user ids, members of the team
      t.text('member_ids').notNullable();
      t.unique(['date', 'shift', 'team_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('schedule_entries');
  },
};
