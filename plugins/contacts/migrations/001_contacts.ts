import type { Migration } from '@lauda/sdk/server';

/**
 * Contacts with their numbers and e-mails (JSON lists inside the row: edited with the contact and
 * kept in its revisions), the digits of their numbers (for the text search), the contact groups and
 * who belongs to each. Instants are epoch ms.
 */
export const contactTables: Migration = {
  name: '001_contacts',
  async up(knex) {
    await knex.schema.createTable('contact_contacts', (t) => {
      t.increments('id').primary();
      t.string('name', 200).notNullable();
      t.string('profession', 200).notNullable().defaultTo('');
      t.string('company', 200).notNullable().defaultTo('');
      t.string('country', 2).notNullable();
      t.text('numbers').notNullable();
      t.text('digits').notNullable();
      t.text('emails').notNullable();
      t.string('address', 500).notNullable().defaultTo('');
      t.text('info').notNullable();
      t.boolean('hidden').notNullable().defaultTo(false);
      t.integer('owner_id').nullable();
      t.text('allowed_users').notNullable();
      t.integer('author_id').nullable();
      t.integer('version').notNullable().defaultTo(0);
      t.bigInteger('created_at').notNullable();
      t.bigInteger('change_date').notNullable();
      t.bigInteger('deleted_at').nullable();
      t.index(['deleted_at', 'name']);
    });
    await knex.schema.createTable('contact_groups', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
      t.bigInteger('created_at').notNullable();
    });
    await knex.schema.createTable('contact_group_members', (t) => {
      t.integer('contact_id').unsigned().notNullable().references('id').inTable('contact_contacts').onDelete('CASCADE');
      t.integer('group_id').unsigned().notNullable().references('id').inTable('contact_groups').onDelete('CASCADE');
      t.primary(['contact_id', 'group_id']);
      t.index(['group_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('contact_group_members');
    await knex.schema.dropTable('contact_groups');
    await knex.schema.dropTable('contact_contacts');
  },
};
