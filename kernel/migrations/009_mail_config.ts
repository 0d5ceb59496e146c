import type { Migration } from '@lauda/sdk/server';

/** The branch's SMTP server (`core.mail`): one row with its version; the password apart, never answered. */
export const mailConfig: Migration = {
  name: '009_mail_config',
  async up(knex) {
    await knex.schema.createTable('mail_config', (t) => {
      t.integer('id').primary();
      t.integer('version').notNullable();
      t.text('data').notNullable();
      t.string('password', 255).nullable();
      t.bigInteger('updated_at').notNullable();
      t.string('updated_by', 100).nullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('mail_config');
  },
};
