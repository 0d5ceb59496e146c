/** Post rows ↔ the API's posts; the stored rich text as HTML (WordPress) and as plain text. */
import type { RichText } from '@lauda/sdk';
import { readableParagraphs } from '@lauda/plugin-rundown/server';
import type { Post, WordPressConfig } from '../common/index.js';

export type Row = Record<string, any>;

const json = <T>(v: unknown, fallback: T): T => {
  if (v === null || v === undefined || v === '') return fallback;
  try {
    return JSON.parse(String(v)) as T;
  } catch {
    return fallback;
  }
};
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : new Date(Number(v)).toISOString());

export const bodyOf = (row: Row): RichText => json<RichText>(row.body, []);

export const postOut = (row: Row): Post => ({
  id: Number(row.id),
  title: row.title,
  slug: row.slug ?? null,
  caption: row.caption ?? null,
  excerpt: row.excerpt ?? null,
  body: bodyOf(row),
  featuredImageId: numOrNull(row.featured_file_id),
  publicationDate: isoOrNull(row.publication_date),
  date: row.date,
  wordpressId: numOrNull(row.wordpress_id),
  wpPostId: numOrNull(row.wp_post_id),
  authorId: numOrNull(row.wp_author_id),
  categoryIds: json<number[]>(row.wp_category_ids, []),
  link: row.wp_link ?? null,
  published: row.published === true || Number(row.published) === 1,
  publishedAt: isoOrNull(row.published_at),
  lastError: row.last_error ?? null,
  source: row.source_type ? { type: row.source_type, id: String(row.source_id) } : null,
  createdBy: row.created_by ?? null,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  updatedAt: new Date(Number(row.updated_at)).toISOString(),
  version: Number(row.version),
});

/** What a revision compares: the fields a person sets and the WordPress state. */
export function revisionView(row: Row): Record<string, unknown> {
  const p = postOut(row);
  return {
    title: p.title, slug: p.slug, caption: p.caption, excerpt: p.excerpt, body: plainText(p.body), featuredImageId: p.featuredImageId,
    publicationDate: p.publicationDate, wordpressId: p.wordpressId, authorId: p.authorId, categoryIds: p.categoryIds, published: p.published,
  };
}

export const configOut = (row: Row): WordPressConfig => ({
  id: Number(row.id), name: row.name, url: row.url, username: row.username, hasPassword: !!row.app_password,
});

/** Paragraphs of plain text (comments and `[instructions]` left out), as the stories' and reportages'. */
export const plainParagraphs = (doc: RichText): string[] => readableParagraphs(doc);

export const plainText = (doc: RichText): string => plainParagraphs(doc).join('\n\n');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The body as WordPress content: one `<p>` per paragraph, bold/italic/underline kept, colours and comments not. */
export function bodyHtml(doc: RichText): string {
  const out: string[] = [];
  for (const p of doc) {
    let html = '';
    for (const r of p.children ?? []) {
      if (r.comment) continue;
      let t = escapeHtml(r.text ?? '');
      if (!t) continue;
      if (r.underline) t = `<u>${t}</u>`;
      if (r.italic) t = `<em>${t}</em>`;
      if (r.bold) t = `<strong>${t}</strong>`;
      html += t;
    }
    // instructions may span runs: drop them on the joined paragraph (they hold no markup of their own)
    html = html.replace(/\[[^\]]*\]/g, '').replace(/[ \t]{2,}/g, ' ').trim();
    if (html) out.push(`<p>${html}</p>`);
  }
  return out.join('\n');
}

/** Plain text (paragraphs split on blank lines or line breaks) as stored rich text. */
export const richFromText = (text: string): RichText =>
  text.split(/\n\s*\n|\n/).map((s) => s.trim()).filter(Boolean).map((s) => ({ type: 'paragraph', children: [{ text: s }] }));
