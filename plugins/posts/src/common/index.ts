/** What the posts plugin shares with browsers: ids, roles, the topic, message keys and the DTOs. */
import type { RichText } from '@lauda/sdk';

export const POSTS_PLUGIN_ID = 'posts';
export const POST_DOCUMENT = 'post';
export const POSTS_TOPIC = 'posts';

export const POST_ROLES = {
  read: 'ROLE_POST_READ',
  write: 'ROLE_POST_WRITE',
  /** WordPress configurations are settings of the branch: the administrators' */
  admin: 'ROLE_ADMIN_WRITE',
} as const;

export const POST_ERRORS = {
  notFound: 'posts.notFound',
  staleVersion: 'posts.staleVersion',
  unknownSource: 'posts.unknownSource',
  notPublished: 'posts.notPublished',
  /** spec 001 §8: "Posts: publish and unpublish failed" */
  publishFailed: 'posts.publishFailed',
  unpublishFailed: 'posts.unpublishFailed',
  configNotFound: 'wordpress.configNotFound',
  configNameTaken: 'wordpress.nameTaken',
  siteFailed: 'wordpress.siteFailed',
} as const;

export const POST_LIMITS = { title: 300, slug: 200, caption: 1000, excerpt: 2000 } as const;

/**
 * A post (spec 001 §3): a text for the newsroom's web site, and where it stands on WordPress —
 * `wordpressId` is the configuration (site) it went to, `wpPostId` the post's id there.
 */
export interface Post {
  id: number;
  title: string;
  slug: string | null;
  caption: string | null;
  excerpt: string | null;
  body: RichText;
  featuredImageId: number | null;
  /** an instant (ISO); null: when it is published */
  publicationDate: string | null;
  /** the day it is listed under (YYYY-MM-DD, the branch's): its publication date's, else its creation's */
  date: string;
  wordpressId: number | null;
  wpPostId: number | null;
  authorId: number | null;
  categoryIds: number[];
  link: string | null;
  published: boolean;
  publishedAt: string | null;
  /** the last publish or unpublish failure, as WordPress (or the network) told it */
  lastError: string | null;
  source: { type: string; id: string } | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A WordPress site the newsroom publishes to; its application password is never sent back. */
export interface WordPressConfig {
  id: number;
  name: string;
  url: string;
  username: string;
  hasPassword: boolean;
}

export interface WordPressTerm {
  id: number;
  name: string;
}

export interface WordPressCheck {
  ok: boolean;
  /** the WordPress user the credentials sign in as */
  user?: string;
  status?: number;
  message?: string;
}
