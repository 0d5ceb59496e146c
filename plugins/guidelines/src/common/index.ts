/**
 * Ids, roles, topics, states, limits and API shapes of the guidelines plugin: browser-safe, shared
 * by the server, the screens and the plugins that associate a document with a guideline.
 */
export const GUIDELINES_PLUGIN_ID = 'guidelines';

/** The document type (lock key prefix, revisions' and trash's entity type). */
export const GUIDELINE_DOCUMENT = 'guideline';
/** Live topic (spec 001 §4 Socket). */
export const GUIDELINE_TOPIC = 'assignments';
export const guidelineLockKey = (id: number | string) => `${GUIDELINE_DOCUMENT}:${id}`;

/** The spec's assignment roles (000 §6). */
export const GUIDELINE_ROLES = {
  read: 'ROLE_ASSIGNMENT_READ',
  write: 'ROLE_ASSIGNMENT_WRITE',
  admin: 'ROLE_ASSIGNMENT_ADMIN',
} as const;

/**
 * States of a guideline. The spec leaves a guideline's state values "not shown" (001 §4) and names
 * the document states used in filters (completed, covering, editing, interrupted, producing): these.
 */
export const GUIDELINE_STATES = ['PRODUCING', 'COVERING', 'EDITING', 'COMPLETED', 'INTERRUPTED'] as const;
export type GuidelineState = (typeof GUIDELINE_STATES)[number];
/** Finished: not editable while the `lockFinished` setting is on (000 §4, 001 §4). */
export const FINISHED_STATES: readonly GuidelineState[] = ['COMPLETED', 'INTERRUPTED'];

export const GUIDELINE_LIMITS = {
  slug: 100,
  cameraman: 60,
  /** proposal, referral, information */
  text: 10_000,
  interviewee: 200,
  address: 500,
  observation: 2_000,
  contacts: 50,
  guides: 100,
  tasks: 200,
  taskLabel: 200,
  taskInformation: 2_000,
  /** ids in one list (programs, reporters, …) and in one state change, copy or removal */
  ids: 500,
} as const;

/** One guide: an interview to do (001 §3 Guide). */
export interface Guide {
  id: number;
  /** YYYY-MM-DD or null */
  scheduleDate: string | null;
  /** HH:mm:ss or null */
  scheduleTime: string | null;
  interviewee: string;
  address: string;
  observation: string;
  /** ids of contacts (the contacts area) */
  contacts: number[];
}

/** One production task (001 §3 Task). */
export interface Task {
  id: number;
  label: string;
  done: boolean;
  date: string | null;
  time: string | null;
  information: string;
}

/** A guideline as the API shows it (001 §3 Guideline). */
export interface Guideline {
  id: number;
  uuid: string;
  date: string;
  slug: string;
  state: GuidelineState;
  teamId: number | null;
  branchId: number | null;
  cameraman: string;
  editorialsIds: number[];
  editorsIds: number[];
  producersIds: number[];
  reportersIds: number[];
  programsIds: number[];
  vehiclesIds: number[];
  classificationId: number | null;
  typeId: number | null;
  proposal: string;
  referral: string;
  information: string;
  /** in the trash */
  excluded: boolean;
  guides: Guide[];
  production: { tasks: Task[] };
  /** private: its owner and allowed users alone see it */
  private: boolean;
  ownerId: number | null;
  allowedUsers: number[];
  authorId: number | null;
  authorNickname: string | null;
  version: number;
  /** ISO instants */
  createdAt: string;
  changeDate: string;
}

/** The branch's guideline settings (`/api/assignments/settings`). */
export interface GuidelineSettings {
  /** completed or interrupted guidelines cannot be changed (their state can) */
  lockFinished: boolean;
  /** guidelines may be created private */
  privateCreation: boolean;
  version: number;
}

/** One counter row (`/api/assignments/counter`). */
export interface GuidelineCount {
  date: string;
  state: GuidelineState;
  count: number;
}

/** Error codes; `i18n/<locale>.json` has their texts keyed by the code. */
export const GUIDELINE_ERRORS = {
  notFound: 'guideline.notFound',
  finished: 'guideline.finished',
  staleVersion: 'guideline.staleVersion',
  privateNotAllowed: 'guideline.privateNotAllowed',
  onlyOwnerCanShare: 'guideline.onlyOwnerCanShare',
  unknownProgram: 'guideline.unknownProgram',
  settingsConflict: 'guideline.settingsConflict',
  badRange: 'guideline.badRange',
} as const;

export * from './slots.js';
