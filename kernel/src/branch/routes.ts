/**
 * The look of the newsroom over HTTP (README "Look of the newsroom", "Mobile"): the logo's upload
 * (PNG, JPEG or GIF up to 10 MB) and its public bytes for the sign-in screen, the branch font for
 * the teleprompter, and the web app manifest with its icons (drawn from the logo, or Lauda's mark).
 */
import fs from 'node:fs';
import { z } from 'zod';
import sharp from 'sharp';
import { LOGO_MAX_BYTES, NotFoundError, Reply, created, themeColorHex, type PluginRouter } from '@lauda/sdk/server';
import type { KernelFiles } from '../files/service.js';
import type { BranchConfigStore } from './config.js';
import { headOf, invalidLogo, sniffLogo } from './logo.js';

export const ICON_SIZES = [192, 512] as const;

/** Lauda's mark (the shell's favicon), for a branch without a logo. */
const MARK = (bg: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${bg}"/><path d="M11 8v16h11" stroke="#e8a33d" stroke-width="4" fill="none"/></svg>`;

/** A square icon on the theme colour: the logo within its middle 70 % (safe for maskable icons), or the mark. */
export async function appIcon(size: number, background: string, logo: string | null): Promise<Buffer> {
  if (!logo) return sharp(Buffer.from(MARK(background))).resize(size, size).png().toBuffer();
  const inner = Math.round(size * 0.7);
  const picture = await sharp(logo, { pages: 1 }).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } }).composite([{ input: picture, gravity: 'centre' }]).png().toBuffer();
}

/** The font's type by its first bytes ('OTTO': OpenType with CFF outlines; TrueType otherwise). */
const fontType = (head: Buffer) => (head.subarray(0, 4).toString('latin1') === 'OTTO' ? 'font/otf' : 'font/ttf');

export function branchLookRoutes(router: PluginRouter, d: { files: KernelFiles; branch: BranchConfigStore }): void {
  const stored = async (id: number | null | undefined, missing: string) => {
    const path = id ? await d.files.path(id).catch(() => null) : null;
    if (!path || !fs.existsSync(path)) throw new NotFoundError(`The branch has no ${missing}`, `branch.no${missing[0]!.toUpperCase()}${missing.slice(1)}`);
    return path;
  };

  router.post('/api/branch/logo', {
    access: ['ROLE_ADMIN_WRITE'],
    summary: 'Upload the branch logo (PNG, JPEG or GIF in the multipart field `file`, up to 10 MB; 90x90 recommended); answers the stored file, whose id the configuration names as logoFileId',
    description: 'Judged by its bytes: anything else is 400 branch.invalidLogo naming logoFileId (nothing kept); a larger file is 413 branch.logoTooLarge.',
    rawBody: true,
    tags: ['branch'],
  }, async ({ raw, user }) => {
    const file = await d.files.saveFile(raw, { user, maxBytes: LOGO_MAX_BYTES, tooLargeCode: 'branch.logoTooLarge' });
    const path = await d.files.path(file.id);
    const type = sniffLogo(await headOf(path));
    if (!type) {
      await d.files.db.knex('files').where('id', file.id).delete();
      await fs.promises.rm(path, { force: true });
      throw invalidLogo('not a PNG, JPEG or GIF image');
    }
    await d.files.db.knex('files').where('id', file.id).update({ content_type: type });
    return created(await d.files.get(file.id));
  });

  // the branch's files as they are stored, with their type judged by their bytes
  const files = [
    { kind: 'logo', access: 'public', type: (b: Buffer) => sniffLogo(b) ?? 'application/octet-stream', cache: 'no-cache',
      summary: "The branch logo's bytes (public: the sign-in screen shows it); 404 branch.noLogo when none is set" },
    { kind: 'font', access: 'authenticated', type: fontType, cache: 'private, no-cache',
      summary: 'The branch font file (font/ttf or font/otf), for the teleprompter; 404 branch.noFont when none is uploaded' },
  ] as const;
  for (const f of files) {
    router.get(`/api/branch/${f.kind}`, { access: f.access, summary: f.summary, tags: ['branch'] }, async () => {
      const b = await d.branch.get();
      const bytes = await fs.promises.readFile(await stored(f.kind === 'logo' ? b.logoFileId : b.fontFileId, f.kind));
      return new Reply(200, bytes, { 'Content-Type': f.type(bytes), 'Cache-Control': f.cache });
    });
  }

  router.get('/api/branch/manifest.webmanifest', {
    access: 'public',
    summary: "The web app manifest (the branch's name, the theme colour, icons from the logo): the shell is installable on a phone",
    tags: ['branch'],
  }, async () => {
    const b = await d.branch.get();
    const color = themeColorHex(b.themeColor);
    const manifest = {
      name: b.branchName,
      short_name: shortName(b.branchName),
      id: '/',
      start_url: '/mobile',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      lang: b.locale.replace('_', '-'),
      theme_color: color,
      background_color: color,
      icons: ICON_SIZES.flatMap((s) => [
        { src: `/api/branch/icon/${s}?v=${b.version}`, sizes: `${s}x${s}`, type: 'image/png', purpose: 'any' },
        { src: `/api/branch/icon/${s}?v=${b.version}&maskable`, sizes: `${s}x${s}`, type: 'image/png', purpose: 'maskable' },
      ]),
    };
    return new Reply(200, JSON.stringify(manifest), { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

  router.get('/api/branch/icon/{size}', {
    access: 'public',
    summary: 'The web app icon (192 or 512 pixels square): the logo on the theme colour, or Lauda\'s mark',
    params: z.object({ size: z.coerce.number().int().refine((n) => (ICON_SIZES as readonly number[]).includes(n), 'size must be 192 or 512') }),
    tags: ['branch'],
  }, async ({ params }) => {
    const b = await d.branch.get();
    const logo = b.logoFileId ? await d.files.path(b.logoFileId).catch(() => null) : null;
    const png = await appIcon(params.size, themeColorHex(b.themeColor), logo && fs.existsSync(logo) ? logo : null);
    return new Reply(200, png, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' });
  });
}

/** A home-screen label of at most 12 characters, cut between words ("TV Lauda — Redação" → "TV Lauda"). */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const words = name.slice(0, 13).split(/\s+/).slice(0, -1).join(' ').replace(/[\s\p{P}]+$/u, '');
  return words || name.slice(0, 12);
}
