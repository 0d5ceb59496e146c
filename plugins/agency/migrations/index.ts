import type { Migration } from '@lauda/sdk/server';
import { agencyInit } from './001_agency.js';
import { socialTables } from './002_social.js';

export const agencyMigrations: Migration[] = [agencyInit, socialTables];
