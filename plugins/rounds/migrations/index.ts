import type { Migration } from '@lauda/sdk/server';
import { roundsInit } from './001_rounds.js';

export const roundsMigrations: Migration[] = [roundsInit];
