import type { Migration } from '@lauda/sdk/server';

export const postsInit: Migration = {
  name: '001_posts',
  async up(knex) {
    await knex.schema.createTable('posts_wordpress', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable().unique();
      t.string('url', 500).notNullable();
      t.string('username', 100).notNullable();
      t.string('app_password', 200).notNullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
    });
    await knex.schema.createTable('posts_posts', (t) => {
      t.increments('id').primary();
      t.string('title', 300).notNullable();
      t.string('slug', 200).nullable();
      t.text('caption').nullable();
      t.text('excerpt').nullable();
      t.text('body', 'mediumtext').notNullable();
      t.integer('featured_file_id').nullable();
      t.bigInteger('publication_date').nullable();
      // the branch's day it is listed under (publication day, else creation day)
      t.string('date', 10).notNullable();
      t.integer('wordpress_id').nullable();
      t.bigInteger('wp_post_id').nullable();
      t.bigInteger('wp_author_id').nullable();
      t.text('wp_category_ids').nullable();
      t.string('wp_link', 1000).nullable();
      // the WordPress media the featured image became, and from which file and site
      t.bigInteger('wp_media_id').nullable();
      t.string('wp_media_of', 60).nullable();
      t.boolean('published').notNullable().defaultTo(false);
      t.bigInteger('published_at').nullable();
      t.text('last_error').nullable();
      t.string('source_type', 40).nullable();
      t.string('source_id', 40).nullable();
      t.integer('created_by_id').nullable();
      t.string('created_by', 100).nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.bigInteger('deleted_at').nullable();
      t.integer('version').notNullable().defaultTo(0);
      t.index(['date']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('posts_posts');
    await knex.schema.dropTable('posts_wordpress');
  },
};

export const postsMigrations: Migration[] = [postsInit];
