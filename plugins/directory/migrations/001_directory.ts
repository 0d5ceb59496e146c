import type { Migration } from '@lauda/sdk/server';

/**
 * The directory settings (one row, versioned; the bind password is kept to bind and never answered),
 * the sync state (one row: the syncing flag, the last run's counts and error, and the lease that lets
 * one instance run a sync at a time) and the Lauda groups made from directory groups (by DN).
 */
export const directoryTables: Migration = {
  name: '001_directory',
  async up(knex) {
    await knex.schema.createTable('ldap_settings', (t) => {
      t.integer('id').primary();
      t.boolean('enabled').notNullable();
      t.string('url', 500).notNullable();
      t.string('bind_dn', 500).notNullable();
      t.text('bind_password').notNullable();
      t.string('users_base_dn', 500).notNullable();
      t.string('user_filter', 1000).notNullable();
      t.string('username_attribute', 100).notNullable();
      t.string('name_attribute', 100).notNullable();
      t.string('email_attribute', 100).notNullable();
      t.string('groups_base_dn', 500).notNullable();
      t.string('group_filter', 1000).notNullable();
      t.string('group_member_attribute', 100).notNullable();
      t.integer('sync_every_minutes').notNullable();
      t.boolean('deactivate_missing').notNullable();
      t.integer('version').notNullable();
    });
    await knex.schema.createTable('ldap_sync_state', (t) => {
      t.integer('id').primary();
      t.boolean('syncing').notNullable();
      t.bigInteger('started_at').nullable();
      t.bigInteger('finished_at').nullable();
      t.integer('created').notNullable();
      t.integer('updated').notNullable();
      t.integer('deactivated').notNullable();
      t.integer('groups').notNullable();
      t.integer('skipped').notNullable();
      t.text('error').nullable();
      t.string('error_code', 100).nullable();
      t.string('trigger', 20).nullable();
      // which instance holds the sync and until when (a crashed one frees it when the lease runs out)
      t.string('lease_owner', 100).nullable();
      t.bigInteger('lease_until').nullable();
    });
    await knex('ldap_sync_state').insert({ id: 1, syncing: false, created: 0, updated: 0, deactivated: 0, groups: 0, skipped: 0 });
    await knex.schema.createTable('ldap_groups', (t) => {
      t.integer('group_id').primary();
      t.text('dn').notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('ldap_groups');
    await knex.schema.dropTableIfExists('ldap_sync_state');
    await knex.schema.dropTableIfExists('ldap_settings');
  },
};

export const directoryMigrations: Migration[] = [directoryTables];
