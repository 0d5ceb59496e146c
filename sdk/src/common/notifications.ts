/** A notification as `GET /api/notifications` and the `notifications` topic carry it (spec 000 §7). */
export interface UserNotification {
  id: number;
  /** message key the client translates with `title` as `{{title}}` (`guidelines.notify.assigned`) */
  kind: string;
  title: string;
  body: string | null;
  /** the document it opens in the document drawer */
  link: { origin: string; id: number } | null;
  read: boolean;
  /** ISO instant */
  createdAt: string;
  /** nickname of who caused it (null: the system) */
  by: string | null;
}

/** `GET /api/notifications`: a page of the caller's, newest first, and how many are unread. */
export interface NotificationPage {
  data: UserNotification[];
  number: number;
  size: number;
  total: number;
  unread: number;
}

export const NOTIFICATIONS_TOPIC = 'notifications';
