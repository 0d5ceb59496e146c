import type { Migration } from '@lauda/sdk/server';
import { reportTables } from './001_reports.js';

/** The reports plugin's migrations, in order. Append; never edit one that has shipped. */
export const reportMigrations: Migration[] = [reportTables];
