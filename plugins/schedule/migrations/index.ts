import type { Migration } from '@lauda/sdk/server';
import { scheduleInit } from './001_schedule.js';

export const scheduleMigrations: Migration[] = [scheduleInit];
