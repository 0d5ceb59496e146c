import type { Migration } from '@lauda/sdk/server';
import { proposalsInit } from './001_proposals.js';

export const proposalsMigrations: Migration[] = [proposalsInit];
