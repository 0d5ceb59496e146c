import type { Migration } from '@lauda/sdk/server';

/**
 * `lock_losses` remembers who lost a lock without asking (take-over, expiry) so their next renew
 * says "lock lost"; the release on session end looks locks up by session.
 */
export const lockLosses: Migration = {
  name: '003_lock_losses',
  async up(knex) {
    await knex.schema.createTable('lock_losses', (t) => {
      t.string('lock_key', 191).notNullable();
      t.integer('user_id').notNullable();
      t.string('reason', 16).notNullable(); // takeOver | expired
      t.string('holder', 100).nullable(); // nickname of who took it over
      t.bigInteger('lost_at').notNullable();
      t.primary(['lock_key', 'user_id']);
      t.index(['lost_at']);
    });
    // the release on session end looks locks up by session
    await knex.schema.alterTable('locks', (t) => t.index(['session_id']));
  },
  async down(knex) {
    await knex.schema.alterTable('locks', (t) => t.dropIndex(['session_id']));
    await knex.schema.dropTableIfExists('lock_losses');
  },
};
