import type { Migration } from '@lauda/sdk/server';

/**
 * Chats (spec 001 §3): a chat, its members, its messages (plain text or a stored file) and the read
 * marks each member leaves per message. `pair_key` ("<low id>:<high id>") makes the one-to-one chat
 * of two users unique, so creating it again reuses it.
 */
export const chatTables: Migration = {
  name: '001_chat',
  async up(knex) {
    await knex.schema.createTable('chats', (t) => {
      t.increments('id').primary();
      t.boolean('is_group').notNullable().defaultTo(false);
      t.string('pair_key', 40).nullable().unique();
      t.integer('created_by').notNullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('last_activity').notNullable();
    });
    await knex.schema.createTable('chat_members', (t) => {
      t.integer('chat_id').unsigned().notNullable().references('id').inTable('chats').onDelete('CASCADE');
      t.integer('user_id').notNullable();
      t.bigInteger('joined_at').notNullable();
      t.primary(['chat_id', 'user_id']);
      t.index(['user_id']);
    });
    await knex.schema.createTable('chat_messages', (t) => {
      t.increments('id').primary();
      t.integer('chat_id').unsigned().notNullable().references('id').inTable('chats').onDelete('CASCADE');
      t.integer('sender_id').notNullable();
      t.text('text').notNullable();
      t.integer('file_id').nullable();
      t.bigInteger('sent_at').notNullable();
      t.index(['chat_id', 'sent_at']);
      t.index(['sent_at']);
    });
    await knex.schema.createTable('chat_reads', (t) => {
      t.integer('message_id').unsigned().notNullable().references('id').inTable('chat_messages').onDelete('CASCADE');
      t.integer('user_id').notNullable();
      t.bigInteger('read_at').notNullable();
      t.primary(['message_id', 'user_id']);
      t.index(['user_id']);
    });
  },
  async down(knex) {
    for (const t of ['chat_reads', 'chat_messages', 'chat_members', 'chats']) await knex.schema.dropTableIfExists(t);
  },
};

export const chatMigrations: Migration[] = [chatTables];
