import type { Migration } from '@lauda/sdk/server';
import { guidelineTables } from './001_guidelines.js';

/** The guidelines plugin's migrations, in order. Append; never edit one that has shipped. */
export const guidelineMigrations: Migration[] = [guidelineTables];
