import type { Migration } from '@lauda/sdk/server';

/**
 * Presence and seats follow live connections: `sessions.live_at` is the last instant a live socket
 * of the session was seen (null: none yet, the sign-in instant counts), `offline_at` marks a session
 * whose sockets are gone past the grace (so its user's LOGOUT is published once).
 * Idle locks: `locks.active_at` is the last renewal that reported input in the form.
 */
export const liveAndIdle: Migration = {
  name: '007_live_and_idle',
  async up(knex) {
    await knex.schema.alterTable('sessions', (t) => {
      t.bigInteger('live_at').nullable();
      t.bigInteger('offline_at').nullable();
    });
    await knex.schema.alterTable('locks', (t) => {
      t.bigInteger('active_at').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('locks', (t) => t.dropColumn('active_at'));
    await knex.schema.alterTable('sessions', (t) => {
      t.dropColumn('live_at');
      t.dropColumn('offline_at');
    });
  },
};
