import { BadRequestError, ConflictError } from '@lauda/sdk/server';

/**
 * A lock key names one document: `<type>:<id>` where the type is lower-case (`story`, `news_report`)
 * and the id a positive integer without leading zeros or a UUID (stored lower-case).
 */
export const LOCK_KEY_PATTERN = /^[a-z][a-z0-9_-]{0,63}:(?:[1-9][0-9]{0,18}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/** Checks a key's shape and gives its canonical form (UUIDs in lower case); a bad key is a 400 naming `key`. */
export function lockKey(key: unknown): string {
  if (typeof key !== 'string' || !LOCK_KEY_PATTERN.test(key)) {
    throw new BadRequestError(
      "Invalid field 'key': a lock key is <type>:<id>, e.g. story:42 or story:6f1c…-uuid",
      { in: 'body', issues: [{ field: 'key', message: 'expected <type>:<numeric id or uuid>', code: 'invalid_string' }] },
      'lock.invalidKey',
    );
  }
  const colon = key.indexOf(':');
  return key.slice(0, colon) + ':' + key.slice(colon + 1).toLowerCase();
}

/** The document a canonical key names. */
export function splitKey(key: string): { type: string; id: string } {
  const colon = key.indexOf(':');
  return { type: key.slice(0, colon), id: key.slice(colon + 1) };
}

export type LossReason = 'takeOver' | 'expired' | 'idle';

export const held = (key: string, nickname: string, holderId: number | null) =>
  new ConflictError(`This document is being edited by ${nickname}`, 'lock.held', { key, holder: nickname, holderId });

export const lost = (key: string, loss: { reason: LossReason; holder: string | null }) =>
  new ConflictError(
    loss.reason === 'takeOver' ? `${loss.holder ?? 'Another user'} took over your lock on this document`
      : loss.reason === 'idle' ? 'Your lock on this document was released for inactivity' : 'Your lock on this document expired',
    'lock.lost',
    { key, reason: loss.reason, holder: loss.holder },
  );
