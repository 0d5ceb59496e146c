import type { Migration } from '@lauda/sdk/server';
import { productionTables } from './001_productions.js';

/** The productions plugin's migrations, in order. Append; never edit one that has shipped. */
export const productionMigrations: Migration[] = [productionTables];
