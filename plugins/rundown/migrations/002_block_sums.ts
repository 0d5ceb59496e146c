import type { Migration } from '@lauda/sdk/server';

/**
 * Each block keeps the sums of its stories that the totals need (services/totals.ts), so a change
 * recomputes the sums of the blocks it touched only, not of the whole rundown.
 */
export const blockSums: Migration = {
  name: '002_block_sums',
  async up(knex) {
    await knex.schema.alterTable('rundown_blocks', (t) => {
      t.text('sums').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('rundown_blocks', (t) => {
      t.dropColumn('sums');
    });
  },
};
