import type { Migration } from '@lauda/sdk/server';
import { agencyInit } from './001_agency.js';

// the social part's 002_social joins here at merge
export const agencyMigrations: Migration[] = [agencyInit];
