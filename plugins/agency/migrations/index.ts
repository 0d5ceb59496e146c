// Placeholder for the agency helper's file; not merged: their migrations come first, then socialMigrations.
import type { Migration } from '@lauda/sdk/server';
import { socialMigrations } from '../src/server/social/index.js';

export const agencyMigrations: Migration[] = [...socialMigrations];
