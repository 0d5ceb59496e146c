/** Locks and the document access contract: who may take a lock, who hears of it, whose locks a user sees. */
import { BadRequestError, type LockInfo, type SessionUser } from '@lauda/sdk/server';
import type { DocumentRegistry } from '../access/documents.js';
import { splitKey } from './keys.js';

/**
 * An edit lock is for who edits: the document's type must be declared, and the user must see the
 * document in full and may change it (a story administrator who may only recover a private story
 * does not take its owner's lock).
 */
export async function assertMayLock(documents: DocumentRegistry, key: string, user: SessionUser): Promise<void> {
  const { type, id } = splitKey(key);
  if (!documents.get(type)) {
    throw new BadRequestError(
      `Invalid field 'key': no document type "${type}"`,
      { in: 'body', issues: [{ field: 'key', message: `unknown document type ${type}`, code: 'unknown_type' }] },
      'lock.unknownType',
    );
  }
  await documents.assertEditable(type, user, id);
}

/** A lock message's document: who sees it (even as a placeholder) hears that it is being edited. */
export function lockDocument(key: string, data: unknown) {
  const { type, id } = splitKey(key);
  return { type, id, placeholder: data };
}

/** The locks on documents `user` may see. */
export async function visibleLocks(documents: DocumentRegistry, user: SessionUser, locks: LockInfo[]): Promise<LockInfo[]> {
  const byType = new Map<string, string[]>();
  for (const l of locks) {
    const { type, id } = splitKey(l.key);
    byType.set(type, [...(byType.get(type) ?? []), id]);
  }
  const seen = new Set<string>();
  for (const [type, ids] of byType) for (const id of (await documents.visibility(type, user, ids)).keys()) seen.add(`${type}:${id}`);
  return locks.filter((l) => seen.has(l.key));
}
