import type { Migration } from '@lauda/sdk/server';

/**
 * Identity: groups and memberships, auth logs (also the throttling state, shared by every
 * instance), the roles snapshot of a session, per-user AD flag and password expiry, the license.
 */
export const identity: Migration = {
  name: '002_identity',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.boolean('ad_user').notNullable().defaultTo(false);
      // days; 0 = never; null = the branch's passwordExpirationDays
      t.integer('password_expiration_days').nullable();
      t.bigInteger('updated_at').nullable();
    });
    await knex.schema.createTable('auth_groups', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
      t.text('roles').notNullable(); // JSON array of ROLE_* strings
      t.string('categories', 255).notNullable(); // JSON array: editor, imageEditor, producer, reporter
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
    });
    await knex.schema.createTable('user_groups', (t) => {
      t.integer('user_id').unsigned().notNullable().references('id').inTable('users');
      t.integer('group_id').unsigned().notNullable().references('id').inTable('auth_groups');
      t.primary(['user_id', 'group_id']);
      t.index(['group_id']);
    });
    await knex.schema.alterTable('sessions', (t) => {
      // the roles the user had at sign-in (JSON): role changes take effect at the next sign-in
      t.text('roles').nullable();
    });
    await knex.schema.createTable('auth_logs', (t) => {
      t.increments('id').primary();
      t.bigInteger('at').notNullable();
      // signIn, failure, throttled, signOut, forcedOut
      t.string('event', 32).notNullable();
      t.boolean('success').notNullable();
      t.integer('user_id').nullable();
      t.string('username', 191).notNullable(); // as typed (failures) or the user's
      t.string('nickname', 100).nullable();
      t.string('ip', 64).nullable();
      t.string('reason', 64).nullable(); // the failure code
      t.string('by_nickname', 100).nullable(); // who forced out
      t.index(['at']);
      t.index(['username', 'at']);
      t.index(['ip', 'at']);
    });
    await knex.schema.createTable('license', (t) => {
      t.integer('id').primary(); // one row, id 1
      t.text('content').nullable(); // the license file as registered
      t.string('server_url', 500).nullable();
      t.bigInteger('updated_at').notNullable();
      t.string('updated_by', 100).nullable();
    });
  },
  async down(knex) {
    for (const t of ['license', 'auth_logs', 'user_groups', 'auth_groups']) await knex.schema.dropTableIfExists(t);
    await knex.schema.alterTable('sessions', (t) => t.dropColumn('roles'));
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('ad_user');
      t.dropColumn('password_expiration_days');
      t.dropColumn('updated_at');
    });
  },
};
