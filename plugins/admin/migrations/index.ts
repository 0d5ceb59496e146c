import type { Migration } from '@lauda/sdk/server';
import { adminInit } from './001_admin.js';
import { adminRecordVersions } from './002_record_versions.js';
import { adminBranchLink } from './003_branch_link.js';

/** The admin plugin's migrations, in order. Append; never edit one that has shipped. */
export const adminMigrations: Migration[] = [adminInit, adminRecordVersions, adminBranchLink];
