import type { Migration } from '@lauda/sdk/server';

/** A file may belong to a document: then only who may see that document in full downloads it. */
export const fileDocuments: Migration = {
  name: '005_file_documents',
  async up(knex) {
    await knex.schema.alterTable('files', (t) => {
      t.string('document_type', 64).nullable();
      t.string('document_id', 64).nullable();
      t.index(['document_type', 'document_id']);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('files', (t) => {
      t.dropIndex(['document_type', 'document_id']);
      t.dropColumn('document_type');
      t.dropColumn('document_id');
    });
  },
};
