import type { Knex } from 'knex';
import type { Migration } from '@lauda/sdk/server';

export interface MigrationSet {
  /** `kernel` or a plugin id; migration names are stored as `<owner>/<name>` */
  owner: string;
  migrations: Migration[];
}

interface Named { name: string; migration: Migration }

/** Knex migration source over in-memory lists: kernel first, then plugins in dependency order. */
class SetsSource implements Knex.MigrationSource<Named> {
  constructor(private readonly sets: MigrationSet[]) {}
  async getMigrations(): Promise<Named[]> {
    return this.sets.flatMap((set) =>
      [...set.migrations]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((m) => ({ name: `${set.owner}/${m.name}`, migration: m })),
    );
  }
  getMigrationName(m: Named): string {
    return m.name;
  }
  async getMigration(m: Named): Promise<Knex.Migration> {
    return {
      up: (knex: Knex) => m.migration.up(knex),
      down: (knex: Knex) => (m.migration.down ? m.migration.down(knex) : Promise.resolve()),
    };
  }
}

/** Runs every pending migration; running it again does nothing. Returns the names applied. */
export async function migrate(knex: Knex, sets: MigrationSet[]): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({
    migrationSource: new SetsSource(sets),
    tableName: 'lauda_migrations',
    // a disabled plugin's applied migrations are absent from the list; that is fine
    disableMigrationsListValidation: true,
    // MySQL cannot roll back DDL anyway; one transaction per migration keeps SQLite tidy
    disableTransactions: false,
  })) as [number, string[]];
  return applied;
}
