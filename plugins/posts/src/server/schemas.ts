/** Route inputs (zod): what a client may send about posts and WordPress sites. Rich text as the stories'. */
import { calendarDate, httpUrl, pageQuery, text, z } from '@lauda/sdk/server';
import { richTextSchema } from '@lauda/plugin-rundown/server';
import { POST_LIMITS as L } from '../common/index.js';

export const idParam = z.object({ id: z.coerce.number().int().positive() });
const id = z.number().int().positive();
const optText = (max: number) => text(max).nullable().optional();

const instant = z.string().datetime({ offset: true, message: 'an ISO instant' }).nullable();

export const postFields = {
  title: text(L.title).refine((s) => s.trim().length > 0, 'required').transform((s) => s.trim()),
  slug: optText(L.slug),
  caption: optText(L.caption),
  excerpt: optText(L.excerpt),
  body: richTextSchema,
  featuredImageId: id.nullable(),
  publicationDate: instant,
};

/** Create and PUT: the whole post; a field left out is empty. */
export const postInput = z.object({
  ...postFields,
  slug: postFields.slug.default(null),
  caption: postFields.caption.default(null),
  excerpt: postFields.excerpt.default(null),
  body: richTextSchema.default([]),
  featuredImageId: id.nullable().default(null),
  publicationDate: instant.default(null),
});
export type PostInput = z.output<typeof postInput>;
export const postPut = postInput.extend({ version: z.number().int().min(0) });

export const listQuery = pageQuery.extend({
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  text: z.string().max(200).optional().describe('part of the title, slug or excerpt'),
});

export const fromSource = z.object({
  type: z.string().regex(/^[a-z][a-z_]{0,39}$/, 'a document type'),
  id: z.union([id, z.string().regex(/^[1-9][0-9]{0,15}$/, 'a document id')]).transform(String),
});

export const publishInput = z.object({
  wordpressId: id.describe('the WordPress configuration (site)'),
  authorId: id.describe('the WordPress user the post is by'),
  categoryId: id.optional().describe('one category (the spec\'s); or categoryIds'),
  categoryIds: z.array(id).max(50).optional(),
});

export const configInput = z.object({
  name: text(100).refine((s) => s.trim().length > 0, 'required').transform((s) => s.trim()),
  url: httpUrl(500).transform((u) => u.replace(/\/+$/, '')),
  username: text(100).refine((s) => s.trim().length > 0, 'required'),
  /** left out on a change: the stored one stays */
  appPassword: text(200).optional(),
});
export type ConfigInput = z.output<typeof configInput>;
