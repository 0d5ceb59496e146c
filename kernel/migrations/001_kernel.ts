import type { Migration } from '@lauda/sdk/server';

/** The kernel's tables: users and sessions, revisions, trash, files, branch config, locks. */
export const kernelInit: Migration = {
  name: '001_kernel',
  async up(knex) {
    await knex.schema.createTable('users', (t) => {
      t.increments('id').primary();
      t.string('username', 100).notNullable().unique();
      t.string('nickname', 100).notNullable().unique();
      t.string('name', 200).notNullable();
      t.string('email', 191).nullable().unique();
      t.string('password_hash', 255).notNullable();
      t.text('roles').notNullable(); // JSON array of ROLE_* strings
      t.boolean('active').notNullable().defaultTo(true);
      t.boolean('must_change_password').notNullable().defaultTo(false);
      t.bigInteger('password_changed_at').notNullable();
      t.bigInteger('created_at').notNullable();
    });
    await knex.schema.createTable('sessions', (t) => {
      t.string('id', 64).primary(); // sha-256 of the cookie token, never the token itself
      t.integer('user_id').unsigned().notNullable().references('id').inTable('users');
      t.bigInteger('created_at').notNullable();
      t.bigInteger('last_seen_at').notNullable();
      t.bigInteger('expires_at').notNullable();
      t.string('ip', 64).nullable();
      t.string('user_agent', 255).nullable();
      t.bigInteger('ended_at').nullable();
      t.string('end_reason', 32).nullable();
      t.index(['user_id']);
    });
    await knex.schema.createTable('revisions', (t) => {
      t.increments('id').primary();
      t.string('entity_type', 64).notNullable();
      t.string('entity_id', 64).notNullable();
      t.string('slug', 255).nullable();
      t.bigInteger('revision_date').notNullable();
      t.integer('revisor_user_id').nullable();
      t.string('revisor_nickname', 100).nullable();
      t.string('revisor_ip', 64).nullable();
      t.text('changes').notNullable();
      t.index(['entity_type', 'entity_id']);
    });
    await knex.schema.createTable('trash', (t) => {
      t.increments('id').primary();
      t.string('entity_type', 64).notNullable();
      t.string('entity_id', 64).notNullable();
      t.string('title', 255).notNullable();
      t.bigInteger('deleted_at').notNullable();
      t.integer('deleted_by_user_id').nullable();
      t.string('deleted_by', 100).nullable();
      t.unique(['entity_type', 'entity_id']);
      t.index(['deleted_at']);
    });
    await knex.schema.createTable('files', (t) => {
      t.increments('id').primary();
      t.string('name', 255).notNullable();
      t.string('content_type', 100).notNullable();
      t.bigInteger('size').notNullable();
      t.string('storage_key', 100).notNullable();
      t.string('thumbnail_key', 100).nullable();
      t.bigInteger('created_at').notNullable();
      t.integer('created_by').nullable();
    });
    await knex.schema.createTable('branch_config', (t) => {
      t.integer('id').primary();
      t.integer('version').notNullable();
      t.text('data').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.string('updated_by', 100).nullable();
    });
    await knex.schema.createTable('locks', (t) => {
      t.string('lock_key', 191).primary();
      t.integer('user_id').notNullable();
      t.string('nickname', 100).notNullable();
      t.string('session_id', 64).nullable();
      t.bigInteger('acquired_at').notNullable();
      t.bigInteger('renewed_at').notNullable();
    });
  },
  async down(knex) {
    for (const t of ['locks', 'branch_config', 'files', 'trash', 'revisions', 'sessions', 'users']) {
      await knex.schema.dropTableIfExists(t);
    }
  },
};
