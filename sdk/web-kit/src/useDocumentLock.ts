/**
 * A document opened in a form under the kernel's edit lock (spec 001 §4, 000 §4): loaded for
 * editing (the lock taken, renewed every 120000 ms, released when the form goes), or read-only when
 * someone else holds it (named; a take-over after the form's confirmation), when the load for
 * editing is refused with one of `readOnlyCodes`, or when the user may not write. A lock taken over
 * by someone else (their TAKE_OVER on `entity_locker`, or a renewal refused) turns the form read-only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, LiveClient } from '@lauda/sdk/web';

export const LOCK_RENEW_MS = 120_000;

export type DocumentLockMode = 'new' | 'loading' | 'edit' | 'held' | 'lost' | 'read' | 'failed';

export interface DocumentLockOptions<T> {
  api: ApiClient;
  live: LiveClient;
  /** the signed-in user's nickname: their own LOCK messages are not someone else's */
  nickname: string;
  /** null for a document not saved yet */
  id: number | null;
  /** the lock key of a document (`guideline:12`) */
  lockKey(id: number): string;
  /** the document's address; `?edit=true` is added to load it for editing */
  path(id: number): string;
  /** the user may write: loading takes the lock */
  writer: boolean;
  /** refusals of the load for editing that open the document read-only in a mode of their own (`guideline.finished` → `finished`) */
  readOnlyCodes?: Readonly<Record<string, string>>;
}

export interface DocumentLock<T, M extends string = DocumentLockMode> {
  mode: M | DocumentLockMode;
  doc: T | null;
  /** who holds the lock (modes `held`, `lost`) */
  holder: string | null;
  reload(): Promise<void>;
  takeOver(): Promise<void>;
  /** the saved document (after a create, the form goes on with its id and lock) */
  saved(doc: T & { id: number }): void;
}

const bodyOf = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown; details?: { holder?: unknown } }) : {});

export function useDocumentLock<T, M extends string = DocumentLockMode>(o: DocumentLockOptions<T>): DocumentLock<T, M> {
  const { api, live, nickname, lockKey, path, writer, readOnlyCodes } = o;
  const [mode, setMode] = useState<M | DocumentLockMode>(o.id === null ? 'new' : 'loading');
  const [doc, setDoc] = useState<T | null>(null);
  const [holder, setHolder] = useState<string | null>(null);
  const [currentId, setCurrentId] = useState<number | null>(o.id);
  const held = useRef(false);
  const fns = useRef({ lockKey, path, readOnlyCodes });
  fns.current = { lockKey, path, readOnlyCodes };

  const load = useCallback(async (id: number) => {
    setMode('loading');
    if (!writer) {
      setDoc(await api.get<T>(fns.current.path(id)));
      return setMode('read');
    }
    try {
      const d = await api.get<T>(`${fns.current.path(id)}?edit=true`);
      held.current = true;
      setDoc(d);
      setHolder(null);
      setMode('edit');
    } catch (e) {
      const { code, details } = bodyOf(e);
      const other = typeof code === 'string' ? fns.current.readOnlyCodes?.[code] : undefined;
      if (code !== 'lock.held' && !other) throw e;
      setHolder(code === 'lock.held' ? String(details?.holder ?? '?') : null);
      setDoc(await api.get<T>(fns.current.path(id)));
      setMode(code === 'lock.held' ? 'held' : (other as M));
    }
  }, [api, writer]);

  useEffect(() => {
    if (currentId === null) return;
    load(currentId).catch(() => setMode('failed'));
  }, [currentId, load]);

  // keep the lock while editing; release it when the form closes
  useEffect(() => {
    if (currentId === null || mode !== 'edit') return;
    const key = fns.current.lockKey(currentId);
    const timer = setInterval(() => {
      api.post('/api/locks/renew', { key }).catch((e) => {
        held.current = false;
        setHolder(String(bodyOf(e).details?.holder ?? '?'));
        setMode('lost');
      });
    }, LOCK_RENEW_MS);
    return () => clearInterval(timer);
  }, [api, currentId, mode]);
  useEffect(() => () => {
    if (currentId !== null && held.current) void api.post('/api/locks/unlock', { key: fns.current.lockKey(currentId) }).catch(() => undefined);
  }, [api, currentId]);

  // someone took the lock over, or took it when it was free
  useEffect(() => {
    if (currentId === null) return;
    const key = fns.current.lockKey(currentId);
    return live.subscribe('entity_locker', (msg) => {
      if (msg.id !== key) return;
      const data = (msg.data ?? {}) as { revoked?: boolean; nickname?: string };
      if (msg.op === 'TAKE_OVER' && data.revoked) {
        held.current = false;
        setHolder(msg.by ?? data.nickname ?? '?');
        setMode('lost');
      } else if ((msg.op === 'LOCK' || msg.op === 'TAKE_OVER') && msg.by !== nickname) {
        setHolder(msg.by ?? '?');
      }
    });
  }, [live, currentId, nickname]);

  const takeOver = useCallback(async () => {
    if (currentId === null) return;
    await api.post('/api/locks/take-over', { key: fns.current.lockKey(currentId) });
    await load(currentId);
  }, [api, currentId, load]);

  const saved = useCallback((d: T & { id: number }) => {
    setDoc(d);
    if (currentId === null) {
      held.current = true;
      setMode('edit');
      setCurrentId(d.id);
    }
  }, [currentId]);

  const reload = useCallback(async () => { if (currentId !== null) await load(currentId); }, [currentId, load]);
  return { mode, doc, holder, reload, takeOver, saved };
}
