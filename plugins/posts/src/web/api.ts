/** What the posts screens share: roles, the image upload, and the words of the script editor. */
import type { ScriptEditorLabels } from '@lauda/web-kit/editor';

export type T = (key: string, o?: Record<string, unknown>) => string;

export const holds = (user: { roles: string[]; support: boolean }, role: string): boolean => user.support || user.roles.includes(role);

/** A refused upload: the server's code and message, for the panel's notification. */
export class UploadError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/** One image to the kernel's files (multipart: the JSON client sends no files); answers its id. */
export async function uploadImage(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/files/single', { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const body = (await res.json().catch(() => null)) as { id?: number; code?: string; message?: string } | null;
  if (res.ok && typeof body?.id === 'number') return body.id;
  throw new UploadError(res.status, body?.code ?? `error.http${res.status}`, body?.message ?? res.statusText);
}

const LABELS: (keyof ScriptEditorLabels)[] = ['toolbar', 'bold', 'italic', 'underline', 'color', 'noColor', 'comment', 'upper', 'capitalise', 'lower'];
export const editorLabels = (t: T): ScriptEditorLabels => Object.fromEntries(LABELS.map((k) => [k, t(`editor.${k}`)])) as unknown as ScriptEditorLabels;
