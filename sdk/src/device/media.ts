/**
 * Media a device holds (MOS profiles 1 and 3): the objects it announces, how an NCS searches them on
 * the device, and the drafts it asks the device to create or change. Protocol-neutral shapes; the
 * MOS driver reads and writes them as mosObj, mosObjList, mosObjCreate and mosReqObjAction.
 */
import type { ExternalMetadata, RunningOrderPath } from './running-order.js';

/** A media object a device holds (MOS `mosObj`): clips of a MAM or playout, templates of a CG. */
export interface MediaObject {
  objId: string;
  /** the device that owns it */
  mosId: string;
  slug: string;
  /** VIDEO, AUDIO, STILL, CG, OTHER … */
  type?: string;
  /** in objTB units */
  duration?: number;
  timeBase?: number;
  /** the device's revision counter of the object */
  revision?: number;
  /** NEW, UPDATED, MOVED, BUSY, DELETED, READY, NOT READY … */
  status?: string;
  /** whether it can go to air (MOS `objAir`: READY, NOT READY) */
  air?: string;
  abstract?: string;
  group?: string;
  paths?: RunningOrderPath[];
  createdBy?: string;
  created?: string;
  changedBy?: string;
  changed?: string;
  description?: string;
  /** raw vendor metadata (XML fragments) */
  mosExternalMetadata?: ExternalMetadata[];
}

export interface MediaQuery {
  text?: string;
  page: number;
  size: number;
}

/**
 * A search run by the device itself (MOS profile 3 mosReqObjList): free text, and values of fields
 * of its searchable schema, each a path of elements under the schema's payload (`Presenter`,
 * `Video/Length`) whose text contains the value.
 */
export interface MediaSearch {
  text?: string;
  /** the schema the fields belong to (MOS `mosSchema`) */
  schema?: string;
  fields?: { path: string; value: string }[];
  /** 0-based offset of the first object wanted */
  start: number;
  size: number;
  /** who searches (MOS `username`: devices may scope results by user) */
  user?: string;
}

export interface MediaSearchResult {
  data: MediaObject[];
  /** how many the device found (null when it did not say) */
  total: number | null;
}

/** What an NCS asks a device to create or change (MOS mosObjCreate, mosReqObjAction NEW / UPDATE). */
export interface MediaDraft {
  slug: string;
  /** VIDEO, AUDIO, STILL, OTHER */
  type?: string;
  group?: string;
  abstract?: string;
  description?: string;
  /** in `timeBase` units */
  duration?: number;
  timeBase?: number;
  /** who asks (MOS createdBy / changedBy) */
  user?: string;
  mosExternalMetadata?: ExternalMetadata[];
}

/** A device refused a media operation (MOS mosAck NACK) or does not offer it: `unsupported` tells which. */
export class MediaOperationError extends Error {
  constructor(message: string, readonly reason: 'refused' | 'unsupported' | 'noAnswer') {
    super(message);
    this.name = 'MediaOperationError';
  }
}

/**
 * The media methods of a running instance (each optional, as every `DeviceInstance` method): the
 * capabilities `mediaSearch`, `mediaCreate` and `mediaUpdate` of a driver say which it offers.
 */
export interface MediaInstance {
  /** the schemas whose fields the device searches (MOS mosReqSearchableSchema → mosListSearchableSchema) */
  searchableSchemas?(user?: string): Promise<string[]>;
  /** a search run on the device (MOS mosReqObjList → mosObjList) */
  findMedia?(query: MediaSearch): Promise<MediaSearchResult>;
  /** asks the device to create an object; answers its id (MOS mosObjCreate, or mosReqObjAction NEW) */
  createMedia?(draft: MediaDraft): Promise<{ objId: string }>;
  /** asks the device to change an object (MOS mosReqObjAction UPDATE) */
  updateMedia?(objId: string, draft: MediaDraft): Promise<void>;
}
