import { z } from '@lauda/sdk/server';
import { ADMIN_LIMITS, COLOR_PATTERN, CONFIG_FLAGS, TIME_PATTERN, VEHICLE_TYPES, type ConfigKind } from '../common/index.js';
import { unique } from './util.js';

/** 'required' when the field is missing, zod's own message otherwise. */
const req = { error: (iss: { input?: unknown }) => (iss.input === undefined ? 'required' : undefined) };

export const text = (max: number) =>
  z.string(req).trim().min(1, 'required').max(max, `at most ${max} characters`);

export const positiveId = z.number(req).int('a whole number').positive('a positive id');
export const idList = z.array(positiveId).max(ADMIN_LIMITS.ids, `at most ${ADMIN_LIMITS.ids} ids`).transform(unique);

/** The version read (a versioned PUT; the route also takes it from If-Match). */
export const versionRead = z.number(req).int('a whole number').min(0, 'not negative');

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** `?ids=1,2,3` */
export const idsQuery = z
  .string(req)
  .max(5000, 'too long')
  .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'ids separated by commas: 1,2,3')
  .transform((s) => unique(s.split(',').map((x) => Number(x.trim()))))
  .pipe(z.array(z.number().int().positive('a positive id')).max(ADMIN_LIMITS.ids, `at most ${ADMIN_LIMITS.ids} ids`));

export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const time = z.string(req).regex(TIME_PATTERN, 'a time as HH:mm:ss');

export const programInput = z.object({
  name: text(ADMIN_LIMITS.name),
  start: time,
  end: time,
  presenterIds: idList.optional(),
  announcerIds: idList.optional(),
  editorIds: idList.optional(),
  imageEditorIds: idList.optional(),
  defaultPresenterId: positiveId.nullable().optional(),
  defaultAnnouncerId: positiveId.nullable().optional(),
  allowedGroupIds: idList.optional(),
  cgDeviceId: positiveId.nullable().optional(),
  playoutDeviceId: positiveId.nullable().optional(),
  legacy: z.boolean().optional(),
  active: z.boolean().optional(),
  version: versionRead.optional(),
});
export type ProgramInput = z.infer<typeof programInput>;

export const teamInput = z.object({
  name: text(ADMIN_LIMITS.name),
  memberIds: idList.optional(),
  version: versionRead.optional(),
});
export type TeamInput = z.infer<typeof teamInput>;

/** An http(s) URL without credentials, query or fragment; kept without the trailing slash. */
export const hostUrl = text(ADMIN_LIMITS.host).transform((s, ctx) => {
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'a URL (http or https)' });
    return z.NEVER;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    ctx.addIssue({ code: 'custom', message: 'a URL (http or https)' });
    return z.NEVER;
  }
  if (u.username || u.password || u.search || u.hash) {
    ctx.addIssue({ code: 'custom', message: 'a URL without credentials, query or fragment' });
    return z.NEVER;
  }
  return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
});

export const branchInput = z.object({
  name: text(ADMIN_LIMITS.name),
  host: hostUrl,
  active: z.boolean().optional(),
  /** the incoming credential the branch issued for this installation: write-only; null clears it, left out keeps it */
  credential: z.string().trim().min(20).max(200).regex(/^[A-Za-z0-9_-]+$/, 'the token as the branch issued it').nullable().optional(),
  version: versionRead.optional(),
});
export type BranchInput = z.infer<typeof branchInput>;

const color = z
  .string(req)
  .trim()
  .regex(/^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/, 'a colour as #RRGGBB')
  .transform((c) => (c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c).toUpperCase())
  .pipe(z.string().regex(COLOR_PATTERN));

const version = versionRead.optional();
export const lookupInputs = {
  classification: z.object({ name: text(ADMIN_LIMITS.name), version }),
  editorial: z.object({ name: text(ADMIN_LIMITS.name), version }),
  vehicle: z.object({ name: text(ADMIN_LIMITS.name), type: z.enum(VEHICLE_TYPES, { error: () => `one of ${VEHICLE_TYPES.join(', ')}` }), version }),
  type: z.object({ name: text(ADMIN_LIMITS.name), abbreviation: text(ADMIN_LIMITS.abbreviation), color, version }),
} as const;

/** `PUT /api/configs/{kind}`: some or all of the kind's flags; an unknown flag is a 400. */
export function configInput(kind: ConfigKind) {
  const flags = Object.fromEntries(CONFIG_FLAGS[kind].map((f) => [f, z.boolean().optional()]));
  return z.object({ ...flags, version: z.number().int().min(0).optional() }).strict();
}
