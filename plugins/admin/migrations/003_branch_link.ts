import type { Migration } from '@lauda/sdk/server';

/**
 * The link between installations: the credential a remote company is called with (sent as it is,
 * so kept as it is; never answered), and the incoming credentials this installation issued
 * (only a SHA-256 of the token is kept; each acts as one local user).
 */
export const adminBranchLink: Migration = {
  name: '003_branch_link',
  async up(knex) {
    await knex.schema.alterTable('admin_branches', (t) => {
      t.string('credential', 200).nullable();
    });
    await knex.schema.createTable('admin_branch_credentials', (t) => {
      t.increments('id');
      t.string('name', 100).notNullable();
      t.string('token_hash', 64).notNullable().unique();
      t.integer('user_id').notNullable();
      t.string('created_by', 100).nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('last_used_at').nullable();
      t.bigInteger('revoked_at').nullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('admin_branch_credentials');
    await knex.schema.alterTable('admin_branches', (t) => {
      t.dropColumn('credential');
    });
  },
};
