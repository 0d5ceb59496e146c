import type { Migration } from '@lauda/sdk/server';
import { mediaInit } from './001_media.js';

export const mediaMigrations: Migration[] = [mediaInit];
