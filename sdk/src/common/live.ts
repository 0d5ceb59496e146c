/** Operations carried by live messages (spec 000 §4 "Live operations"). */
export const LIVE_OPS = [
  'CREATE', 'DELETE', 'UPDATE', 'PATCH', 'MOVE', 'ORDER', 'LOCK', 'UNLOCK', 'TAKE_OVER', 'READ',
  'MEMBERSHIP', 'MESSAGE', 'LOGIN', 'LOGOUT', 'TYPING', 'REMINDER',
] as const;
export type LiveOp = (typeof LIVE_OPS)[number];

/** The JSON body of every live message. */
export interface LiveMessage<T = unknown> {
  op: LiveOp;
  topic: string;
  id: string | number | null;
  data: T;
  /** nickname of the user whose action caused it, or null for the system */
  by: string | null;
  /** ISO 8601 instant */
  at: string;
}
