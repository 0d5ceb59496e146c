import { z } from 'zod';
import type { PluginRouter } from '@lauda/sdk/server';
import { LOCK_KEY_PATTERN, type KernelLocks } from './service.js';

const keyBody = z.object({
  key: z.string().max(191).regex(LOCK_KEY_PATTERN, 'a lock key is <type>:<id>, the id a positive integer or a UUID (e.g. story:42)'),
});

const ACCESS_NOTE =
  'Taking, renewing or taking over a lock needs seeing the document in full and the right to change it (its type\'s roles and ' +
  "the document access answer of its plugin): 404 document.notFound, 403 document.private, 403 document.noChange; a key of an unknown " +
  'document type is 400 lock.unknownType.';

/**
 * The lock routes (spec: list active, renew, take over, unlock). The client renews every 120000 ms
 * while a document is open for editing; a lock not renewed for 240000 ms expires.
 */
export function locksRoutes(router: PluginRouter, locks: KernelLocks): void {
  router.get('/api/locks', {
    access: 'authenticated',
    summary: 'Active edit locks (key, holder, acquired and renewed instants) on the documents the caller may see, oldest first',
    tags: ['locks'],
  }, ({ user }) => locks.list(user));

  const renewBody = keyBody.extend({
    active: z.boolean().optional().describe('false: the form is open but nothing was typed since the last renewal (default true)'),
  });
  router.post('/api/locks/renew', {
    access: 'authenticated',
    summary: "Take or renew the caller's lock on a document (every 120000 ms while editing)",
    description:
      'Answers the lock. 409 lock.held (details.holder: nickname) when another user holds it; 409 lock.lost ' +
      '(details.reason takeOver | expired, details.holder) once after the caller lost it, so the client warns ' +
      '"lock lost / revoked" and drops the edit; a later renew takes the lock again if it is free. ' +
      'A lock renewed only with active: false for the idle time (config lockIdleMinutes, default 10) is released: UNLOCK ' +
      'reason idle (data.revoked to the holder), then 409 lock.lost reason idle. ' + ACCESS_NOTE,
    body: renewBody,
    tags: ['locks'],
  }, ({ body, user }) => locks.renew(body.key, user, body.active ?? true));

  router.post('/api/locks/take-over', {
    access: 'authenticated',
    summary: 'Take the lock from its holder (the UI asks for confirmation: the holder loses unsaved changes)',
    description:
      'Answers { lock, previousHolder }. The previous holder gets TAKE_OVER with data.revoked on entity_locker; ' +
      'everyone gets TAKE_OVER for their lock lists. ' + ACCESS_NOTE,
    body: keyBody,
    tags: ['locks'],
  }, ({ body, user }) => locks.takeOver(body.key, user));

  router.post('/api/locks/unlock', {
    access: 'authenticated',
    summary: "Release the caller's lock; unlocking a lock that does not exist (or is not the caller's) is not an error",
    description: 'A POST with a JSON body so a closing page can send it with navigator.sendBeacon. Answers 204. ' + ACCESS_NOTE,
    body: keyBody,
    tags: ['locks'],
  }, async ({ body, user }) => {
    await locks.release(body.key, user);
  });
}
