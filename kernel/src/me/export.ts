import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import { Reply, type Logger, type SessionUser } from '@lauda/sdk/server';
import type { DocumentRegistry } from '../access/documents.js';
import type { Preferences, Profile } from '@lauda/sdk/server';

/** Ids asked of a type's `ownedBy` at a time. */
const PAGE = 200;

interface Entry {
  name: string;
  data: string;
}

/** What an export holds, before it is zipped. */
export interface MyExport {
  entries: Entry[];
  /** documents per type */
  counts: Record<string, number>;
  /** the cap was reached: documents past it are not in the export */
  truncated: boolean;
  bytes: number;
}

/** A title as part of a file name: letters and digits, the rest as single dashes, at most 40 characters. */
const fileTitle = (title: string) => title.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 40);

/**
 * The documents `user` owns or wrote, of every type that says so (`DocumentType.ownedBy`), kept
 * only when `core.documents` lets the user see them in full now (a story of a program the user no
 * longer opens, or a private document given to someone else, stays out). Each is a JSON file
 * (type, id, title, day, programs, text) and, for a type that offers its text (`content`), a plain
 * text file. At most `maxBytes` of them, uncompressed: past it the export stops and says `truncated`.
 */
export async function collectMyDocuments(documents: DocumentRegistry, user: SessionUser, maxBytes: number): Promise<MyExport> {
  const out: MyExport = { entries: [], counts: {}, truncated: false, bytes: 0 };
  for (const type of [...documents.types()].sort()) {
    const def = documents.get(type)!;
    if (!def.ownedBy) continue;
    let after: string | null = null;
    for (;;) {
      const ids = await def.ownedBy(user.id, { after, limit: PAGE });
      if (!ids.length) break;
      after = ids[ids.length - 1]!;
      const seen = await documents.visibility(type, user, ids);
      const full = ids.filter((id) => seen.get(id) === 'full');
      const contents = full.length && def.content ? await def.content(full) : new Map();
      for (const id of full) {
        const c = contents.get(id);
        const doc = { type, id, title: c?.title ?? null, date: c?.date ?? null, programsIds: c?.programsIds ?? [], text: c?.text ?? null };
        const base = `documents/${type}/${id}${c?.title && fileTitle(c.title) ? `-${fileTitle(c.title)}` : ''}`;
        const files: Entry[] = [{ name: `${base}.json`, data: `${JSON.stringify(doc, null, 2)}\n` }];
        if (c) files.push({ name: `${base}.txt`, data: `${[c.title, c.date ?? ''].filter(Boolean).join('\n')}\n\n${c.text}\n` });
        const bytes = files.reduce((n, f) => n + Buffer.byteLength(f.data), 0);
        if (out.bytes + bytes > maxBytes) {
          out.truncated = true;
          return out;
        }
        out.bytes += bytes;
        out.entries.push(...files);
        out.counts[type] = (out.counts[type] ?? 0) + 1;
      }
      if (ids.length < PAGE) break;
    }
  }
  return out;
}

/** The day of `at` in the branch's zone, for the file name. */
const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The ZIP answer: `manifest.json` (when, who, documents per type, whether truncated and the cap),
 * `profile.json`, `preferences.json` and the documents. Built with archiver (streaming, deflate);
 * the documents were read before the first byte, so a failure to read them is an ordinary error
 * answer, never a cut archive. `X-Lauda-Export-Truncated` repeats the manifest's flag.
 */
export function zipReply(found: MyExport, profile: Profile, preferences: Preferences, maxBytes: number, timeZone: string, logger: Logger, at = new Date()): Reply {
  const manifest = {
    format: 'lauda-my-data/1',
    exportedAt: at.toISOString(),
    user: { id: profile.id, username: profile.username, nickname: profile.nickname, name: profile.name, email: profile.email },
    documents: Object.values(found.counts).reduce((a, b) => a + b, 0),
    types: found.counts,
    truncated: found.truncated,
    maxBytes,
  };
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const body = new PassThrough();
  archive.on('error', (e: Error) => {
    logger.error('my data: export archive failed', { error: e.message });
    body.destroy(e);
  });
  archive.pipe(body);
  archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: 'manifest.json', date: at });
  archive.append(`${JSON.stringify(profile, null, 2)}\n`, { name: 'profile.json', date: at });
  archive.append(`${JSON.stringify(preferences, null, 2)}\n`, { name: 'preferences.json', date: at });
  for (const e of found.entries) archive.append(e.data, { name: e.name, date: at });
  void archive.finalize().catch(() => undefined);
  const file = `lauda-${profile.username.replace(/[^A-Za-z0-9._-]/g, '_')}-${dayIn(at, timeZone)}.zip`;
  return new Reply(200, body, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${file}"`,
    'cache-control': 'no-store',
    'x-lauda-export-truncated': String(found.truncated),
  });
}
