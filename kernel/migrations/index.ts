import type { Migration } from '@lauda/sdk/server';
import { kernelInit } from './001_kernel.js';
import { identity } from './002_identity.js';
import { lockLosses } from './003_lock_losses.js';
import { longRevisions } from './004_long_revisions.js';
import { fileDocuments } from './005_file_documents.js';
import { recordVersions } from './006_record_versions.js';
import { liveAndIdle } from './007_live_and_idle.js';
import { notifications } from './008_notifications.js';
import { mailConfig } from './009_mail_config.js';
import { retention } from './010_retention.js';
import { search } from './011_search.js';
import { myData } from './012_my_data.js';

/** The kernel's migrations, run before any plugin's. Append; never edit one that has shipped. */
export const kernelMigrations: Migration[] = [kernelInit, identity, lockLosses, longRevisions, fileDocuments, recordVersions, liveAndIdle, notifications, mailConfig, retention, search, myData];
