/** Types of the MOS driver: options, quirks, machine info, messages as data. No I/O here. */
import type { ElementStatus, MediaObject, RunningOrder, RunningOrderStory } from '@lauda/sdk/device';

/** The two MOS ports of a connection: lower (10540) carries profile 0/1, upper (10541) the running orders. */
export type MosPort = 'lower' | 'upper';

export const MOS_DEFAULTS = {
  ncsId: 'LAUDA',
  lowerPort: 10540,
  upperPort: 10541,
  /** largest message accepted from a device, in bytes on the wire (UTF-16: two per character) */
  maxMessageBytes: 16 * 1024 * 1024,
} as const;

/** What real devices differ on; each device record may set them. */
export interface MosQuirks {
  /** send only PLAY actions, never STOP (some systems stop an item when the next plays) */
  playOnly?: boolean;
  /** one story per roStoryMove / MOVE (devices that refuse multi-story moves) */
  singleStoryMove?: boolean;
  /** use roStoryInsert/Replace/Move/Delete/Swap instead of roElementAction (pre-2.8 devices) */
  legacyStoryMessages?: boolean;
  /** send roStorySend for every story after roCreate and on text changes (prompters, closed caption) */
  sendStoryBodies?: boolean;
  /** send roReplace instead of roCreate when the device already knows the running order */
  replaceExisting?: boolean;
  /** create objects with mosReqObjAction NEW instead of mosObjCreate (devices of MOS 2.8.2 on) */
  objActionNew?: boolean;
}

/** Options of one MOS device (its record in admin). */
export interface MosDeviceOptions extends MosQuirks {
  /** the device's MOS id, e.g. `playout.newsroom.example` */
  mosId: string;
  host: string;
  /** the device's lower port (default 10540) */
  lowerPort?: number;
  /** the device's upper port (default 10541) */
  upperPort?: number;
  /** ms between heartbeats on an idle port */
  heartbeatIntervalMs?: number;
  /** ms to wait for a reply before sending again */
  ackTimeoutMs?: number;
  /** sends of one message on one connection before the connection is dropped and made again */
  retries?: number;
  /** attempts in all before a message is given up (0: never) */
  maxAttempts?: number;
  /** ms between reconnection attempts */
  reconnectDelayMs?: number;
  /** entries kept in the traffic log */
  trafficLogSize?: number;
  /** keep heartbeats in the traffic log too (off: they would crowd out the messages an integrator looks for) */
  logHeartbeats?: boolean;
}

/** Driver-wide settings (config `devices.drivers.mos.settings`, or LAUDA_MOS_* variables). */
export interface MosNcsSettings {
  ncsId: string;
  /** ports Lauda listens on for devices that connect to the NCS */
  lowerPort: number;
  upperPort: number;
  /** address to listen on (default all) */
  host?: string;
  maxMessageBytes?: number;
}

/** A reason a message from a device was refused. */
export type MosErrorCode = 'malformed' | 'forbidden' | 'oversize' | 'badEncoding' | 'truncated' | 'junk' | 'unknownDevice' | 'unsupported' | 'invalid';

export class MosProtocolError extends Error {
  constructor(readonly code: MosErrorCode, message: string) {
    super(message);
    this.name = 'MosProtocolError';
  }
}

/** Machine information (MOS listMachInfo). */
export interface MachineInfo {
  manufacturer: string;
  model: string;
  hwRev: string;
  swRev: string;
  DOM: string;
  SN: string;
  ID: string;
  time: string;
  opTime?: string;
  mosRev: string;
  deviceType: 'NCS' | 'MOS' | string;
  profiles: Record<number, boolean>;
  defaultActiveX?: string;
}

/** The envelope every MOS message has. */
export interface MosEnvelope {
  mosId: string;
  ncsId: string;
  /** absent in some 2.8-era replies (heartbeat, listMachInfo) */
  messageId: number | null;
  /** the element inside <mos>: heartbeat, roCreate, roAck … */
  type: string;
}

export interface RoAck {
  roId: string;
  /** OK, or the device's error text */
  status: string;
  /** per-object statuses a device may add */
  objects: { storyId?: string; itemId?: string; objId?: string; channel?: string; status?: string }[];
}

export interface MosAck {
  objId: string;
  objRev?: number;
  status: 'ACK' | 'NACK' | string;
  description?: string;
}

/** A story as a device sent it in roStorySend (profile 4). */
export interface StoryBody {
  roId: string;
  story: RunningOrderStory;
  /** the body's paragraphs in order (presenter instructions marked) */
  paragraphs: { text: string; instruction: boolean }[];
}

export type { ElementStatus, MediaObject, RunningOrder, RunningOrderStory };
