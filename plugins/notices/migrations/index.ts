import type { Migration } from '@lauda/sdk/server';
import { noticesInit } from './001_notices.js';

export const noticesMigrations: Migration[] = [noticesInit];
