/** Ids, roles, topics and limits of the rundown plugin (importable by other plugins and the web half). */
export const RUNDOWN_PLUGIN_ID = 'rundown';

/** Live topics (spec 000 §7 names). */
export const RUNDOWN_TOPICS = {
  rundowns: 'rundowns',
  blocks: 'blocks',
  stories: 'stories',
  templates: 'rundown_templates',
} as const;

/** Roles the routes check (all are the spec's, 000 §6). */
export const RUNDOWN_ROLES = {
  rundownRead: 'ROLE_RUNDOWN_READ',
  rundownWrite: 'ROLE_RUNDOWN_WRITE',
  rundownAdmin: 'ROLE_RUNDOWN_ADMIN',
  storyRead: 'ROLE_STORY_READ',
  storyWrite: 'ROLE_STORY_WRITE',
  storyAdmin: 'ROLE_STORY_ADMIN',
} as const;

/** Type names in the revision history (`GET /api/revisions/story/{id}`) and the trash. */
export const STORY_REVISION_TYPE = 'story';

/** The plugin's document types (kernel document access: revisions, trash, locks, live delivery). */
export const RUNDOWN_DOCUMENTS = { story: 'story', rundown: 'rundown', template: 'rundown_template' } as const;

/** Lock key of a story's edit lock (kernel locks). */
export const storyLockKey = (id: number | string) => `story:${id}`;

export const RUNDOWN_LIMITS = {
  /** spec 001 §9 */
  slug: 100,
  page: 20,
  mediaCode: 100,
  /** stored in a TEXT column: at most 64 kB in MariaDB, 4 bytes a character at worst */
  information: 10_000,
  templateName: 100,
  /** stories in one move, copy, status change or drawer call */
  ids: 1000,
  /** characters of one rich-text child */
  text: 100_000,
  /** allowed users of a private story */
  allowedUsers: 500,
  /** any duration of a story, block or rundown (estimated, vt, sections, commercial…): 24 h in ms */
  durationMs: 86_400_000,
  /** a media item's `mosExternalMetadata`, as the device sent it: levels of nesting and bytes of JSON */
  mosMetadataDepth: 16,
  mosMetadataBytes: 64 * 1024,
} as const;

/** A rich-text colour: `#rrggbb` (the editor's palette is a few of them); anything else could carry CSS. */
export const RICH_TEXT_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The gap between consecutive stored story positions (the API shows consecutive `index`es). */
export const POSITION_GAP = 65_536;

/** Change kinds of the rundown log (spec 000 §3). */
export const CHANGE_KINDS = ['CREATED', 'UPDATED', 'DELETED', 'MOVED', 'APPROVED', 'DISAPPROVED'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Drawer filter (spec 000 §3). */
export const DRAWER_FILTERS = ['ALL', 'DRAWER', 'STAND_BY', 'DISPLAYED'] as const;
export type DrawerFilter = (typeof DRAWER_FILTERS)[number];

export const SUBSECTION_TYPES = ['CAMERA_TEXT', 'CG', 'MOS_CG', 'MOS_VIDEO', 'TEXT'] as const;
export type SubSectionType = (typeof SUBSECTION_TYPES)[number];
