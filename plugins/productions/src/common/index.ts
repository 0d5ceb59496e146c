/**
 * Ids, roles, topic, limits and API shapes of the productions plugin (checklists): browser-safe,
 * shared by the server, the screens and the plugins that read checklists (the production map).
 */
export const PRODUCTIONS_PLUGIN_ID = 'productions';

/** The document type (lock key prefix, revisions' and trash's entity type). */
export const PRODUCTION_DOCUMENT = 'production';
/** Live topic (spec 001 §4 Socket). */
export const PRODUCTION_TOPIC = 'productions';
export const productionLockKey = (id: number | string) => `${PRODUCTION_DOCUMENT}:${id}`;

/** The spec's productions roles (000 §6). */
export const PRODUCTION_ROLES = {
  read: 'ROLE_PRODUCTION_READ',
  write: 'ROLE_PRODUCTION_WRITE',
  admin: 'ROLE_PRODUCTION_ADMIN',
} as const;

export const PRODUCTION_LIMITS = {
  slug: 100,
  local: 500,
  team: 1_000,
  medias: 1_000,
  information: 10_000,
  tasks: 200,
  taskLabel: 200,
  taskInformation: 2_000,
  lookupName: 100,
  /** ids in one list (programs, resources, …) and in one removal or restore */
  ids: 500,
} as const;

/** One task of a checklist (001 §3 Task). */
export interface ProductionTask {
  id: number;
  /** YYYY-MM-DD or null */
  date: string | null;
  /** HH:mm:ss or null */
  time: string | null;
  label: string;
  done: boolean;
  information: string;
}

/** A checklist as the API shows it (001 §3 Production). */
export interface Production {
  id: number;
  uuid: string;
  slug: string;
  date: string;
  /** HH:mm:ss or null: when the crew is expected, when it leaves, when it is back */
  schedule: string | null;
  departure: string | null;
  arrival: string | null;
  typeId: number | null;
  /** where: an address */
  local: string;
  /** the crew, as written */
  team: string;
  medias: string;
  editorsIds: number[];
  producersIds: number[];
  resourcesIds: number[];
  vehiclesIds: number[];
  programsIds: number[];
  information: string;
  done: boolean;
  tasks: ProductionTask[];
  /** the guideline it was made from */
  guidelineId: number | null;
  /** in the trash */
  excluded: boolean;
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

/** A resource or a production type (the checklist's lookups). */
export interface ProductionLookup {
  id: number;
  name: string;
}

/** The branch's checklist settings (`/api/productions/config`): optional fields and private creation. */
export interface ProductionConfig {
  typeEnabled: boolean;
  resourcesEnabled: boolean;
  vehiclesEnabled: boolean;
  mediasEnabled: boolean;
  privateCreation: boolean;
  version: number;
}
export const CONFIG_FLAGS = ['typeEnabled', 'resourcesEnabled', 'vehiclesEnabled', 'mediasEnabled'] as const;

/** Error codes; `i18n/<locale>.json` has their texts keyed by the code. */
export const PRODUCTION_ERRORS = {
  notFound: 'production.notFound',
  staleVersion: 'production.staleVersion',
  privateNotAllowed: 'production.privateNotAllowed',
  onlyOwnerCanShare: 'production.onlyOwnerCanShare',
  unknownProgram: 'production.unknownProgram',
  unknownLookup: 'production.unknownLookup',
  configConflict: 'production.configConflict',
  badRange: 'production.badRange',
  guidelineWithoutDate: 'production.guidelineWithoutDate',
  guidelineBeingEdited: 'production.guidelineBeingEdited',
  lookupNameInUse: 'production.lookupNameInUse',
} as const;
