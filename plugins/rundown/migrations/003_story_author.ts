import type { Migration } from '@lauda/sdk/server';

/**
 * Who wrote a story, by id: only its author (or a story administrator) may make a public story
 * private, so nobody can take a colleague's story away from them. Stories written before keep null:
 * for those only a story administrator may.
 */
export const storyAuthor: Migration = {
  name: '003_story_author',
  async up(knex) {
    await knex.schema.alterTable('rundown_stories', (t) => {
      t.integer('author_id').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('rundown_stories', (t) => {
      t.dropColumn('author_id');
    });
  },
};
