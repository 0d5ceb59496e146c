import type { Migration } from '@lauda/sdk/server';

/**
 * The reportage a story came from (sent to the show by the reportages plugin): the story form shows
 * "from reportage …". Stories written in the rundown keep null.
 */
export const storyReportage: Migration = {
  name: '006_story_reportage',
  async up(knex) {
    await knex.schema.alterTable('rundown_stories', (t) => {
      t.integer('reportage_id').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('rundown_stories', (t) => {
      t.dropColumn('reportage_id');
    });
  },
};
