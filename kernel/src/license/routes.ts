import { z } from 'zod';
import type { PluginRouter } from '@lauda/sdk/server';
import type { LicenseService } from './service.js';
import type { KnexDatabase } from '../storage/db.js';
import { checkLicense } from './check.js';

/** License (spec 001 §7 "License: info, days to expire, set server URL, register"); the paths are Lauda's. */
export function licenseRoutes(router: PluginRouter, license: LicenseService, db: KnexDatabase): void {
  router.get('/api/license/info', {
    access: ['ROLE_ADMIN_READ'],
    summary: 'The license: status (evaluation, valid, expired, invalid), branch, issued to, seats and seats in use, expiry, days to expire, server URL',
    tags: ['license'],
  }, () => license.info());

  router.get('/api/license/days-to-expire', {
    access: ['ROLE_ADMIN_READ'],
    summary: 'Whole days until the license expires (negative = expired, null = evaluation without expiry); warning below 30',
    tags: ['license'],
  }, () => license.daysToExpire());

  router.put('/api/license/server-url', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Set the license server URL (called by POST /api/license/check)',
    body: z.object({ url: z.string().trim().max(500).url().refine((u) => /^https?:\/\//i.test(u), 'an http or https URL').nullable() }),
    tags: ['license'],
  }, ({ body, user }) => license.setServerUrl(body.url, user.nickname));

  router.post('/api/license/register', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: "Register a license file: send its content; a bad signature is a 400 license.invalidSignature, an expired one 400 license.expired",
    body: z.object({ content: z.string().min(1).max(20_000) }),
    tags: ['license'],
  }, ({ body, user }) => license.register(body.content, user.nickname));

  router.post('/api/license/check', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Ask the license server (POST {serverUrl}/check) about the registered license: status active, expiresAt, daysToExpire, warning below 30; 502 license.serverUnreachable, 422 license.invalid (invalid or not activated), 422 license.noServerUrl',
    tags: ['license'],
  }, () => checkLicense(db));
}
