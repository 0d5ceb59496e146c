import { z } from 'zod';
import { BadRequestError, pageQuery, type PluginRouter } from '@lauda/sdk/server';
import type { KernelNotifications } from './service.js';

const readBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500).optional().describe('the notifications to mark read'),
  all: z.literal(true).optional().describe('true: every notification of the caller'),
});

/** The caller's notifications (spec 000 §7 topic `notifications`): the list, and marking them read. */
export function notificationRoutes(router: PluginRouter, notifications: KernelNotifications): void {
  router.get('/api/notifications', {
    access: 'authenticated',
    summary: "The caller's notifications, newest first: { data, number, size, total, unread }",
    description: '`unreadOnly=true` lists only the unread ones. Each is { id, kind, title, body, link: { origin, id } | null, read, createdAt, by }.',
    query: pageQuery.extend({ unreadOnly: z.enum(['true', 'false']).optional() }),
    tags: ['notifications'],
  }, ({ query, user }) => notifications.page(user!.id, query, query.unreadOnly === 'true'));

  router.post('/api/notifications/read', {
    access: 'authenticated',
    summary: "Mark the caller's notifications read: { ids } or { all: true } → { marked, unread }",
    description: 'Ids of other users\' notifications are ignored. The caller\'s sockets get READ on `notifications` with the unread count.',
    body: readBody,
    tags: ['notifications'],
  }, ({ body, user }) => {
    if (!body.all && !body.ids) {
      throw new BadRequestError("Invalid field 'ids': give ids or all: true", { in: 'body', issues: [{ field: 'ids', message: 'give ids or all: true', code: 'required' }] }, 'error.validation');
    }
    return notifications.markRead(user!.id, body.all ? 'all' : body.ids!);
  });
}
