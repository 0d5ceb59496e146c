import type { Migration } from '@lauda/sdk/server';

export const roundsInit: Migration = {
  name: '001_rounds',
  async up(knex) {
    await knex.schema.createTable('round_segments', (t) => {
      t.increments('id').primary();
      t.string('name', 100).notNullable();
      // the trimmed, lower-cased name: unique on both databases whatever their collation
      t.string('name_key', 100).notNullable().unique();
      t.integer('version').notNullable().defaultTo(0);
    });
    await knex.schema.createTable('round_institutions', (t) => {
      t.increments('id').primary();
      t.string('name', 150).notNullable();
      t.string('name_key', 150).notNullable().unique();
      t.integer('segment_id').unsigned().nullable().references('id').inTable('round_segments');
      t.string('phone', 60).notNullable().defaultTo('');
      t.string('contact', 200).notNullable().defaultTo('');
      t.text('notes').notNullable();
      t.integer('version').notNullable().defaultTo(0);
    });
    await knex.schema.createTable('round_rounds', (t) => {
      t.increments('id').primary();
      t.string('date', 10).notNullable();
      t.string('time', 8).notNullable();
      t.integer('institution_id').unsigned().notNullable().references('id').inTable('round_institutions');
      t.integer('segment_id').unsigned().nullable().references('id').inTable('round_segments');
      t.string('who', 200).notNullable().defaultTo('');
      t.text('notes').notNullable();
      t.string('result', 16).notNullable().defaultTo('pending');
      t.integer('guideline_id').nullable();
      t.string('author_nickname', 100).nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
      t.integer('version').notNullable().defaultTo(0);
      t.index(['date', 'time']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('round_rounds');
    await knex.schema.dropTable('round_institutions');
    await knex.schema.dropTable('round_segments');
  },
};
