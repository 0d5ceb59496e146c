/**
 * The shapes of the rundown's on-air side (browser-safe): what the plugins that put rundowns on air
 * receive and answer. The service itself, `rundownServices.onAir`, is in `./server` (src/server/refs.ts).
 */
import type { DisplayStatus } from './timing.js';

/** A device a MOS enable, disable or notify reached (spec: "returns the list of affected devices"). */
export interface AffectedDevice {
  id: number;
  name: string;
  kind: string;
  /** false: the device was not running (its messages wait in no queue) */
  running: boolean;
}

/** A device of a rundown's program, as `GET /api/rundowns/{id}/mos` (on-air plugin) lists it. */
export interface RundownDevice {
  id: number;
  name: string;
  kind: string;
  protocol: string;
  connected: boolean;
  lastError: string | null;
  /** what the device can be sent: running orders, story text, credits */
  runningOrders: boolean;
  storyText: boolean;
  credits: boolean;
}

/** `GET /api/rundowns/{id}/mos`: MOS on the rundown and its program's devices. */
export interface RundownMos {
  rundownId: number;
  roId: string;
  enabled: boolean;
  devices: RundownDevice[];
}

/** One display status change committed (a story or block goes on air, stops or is blanked). */
export interface DisplayChange {
  kind: 'story' | 'block';
  id: number;
  /** the story's uuid (stories only): its id in running orders */
  uuid?: string;
  status: DisplayStatus;
  /** true when the change only stopped the item a new one took over from */
  takenOver?: boolean;
}

export interface RundownCommit {
  rundownId: number;
  programId: number;
  /** whether MOS is enabled on the rundown after the change */
  mosEnabled: boolean;
  /** set when the change enabled or disabled MOS */
  mosToggled?: boolean;
  display: DisplayChange[];
}

export type MosToggleHandler = (rundownId: number, enabled: boolean) => Promise<AffectedDevice[]>;

/** Where a device's item status lands: the n-th MOS subsection (1-based) of a story. */
export interface ItemStatusInput {
  rundownId: number;
  storyUuid: string;
  item: number;
  status: string;
  /** who reported it (a device name), shown in the live event */
  by: string;
}

/** The MOS subsections of a story carry items (ids "1", "2", … in reading order). */
export const MOS_SUBSECTION_TYPES = ['MOS_VIDEO', 'MOS_CG'] as const;

/** The running order id a rundown has on devices (MOS roID, the MOS plugins' context), and back. */
export const roIdOf = (rundownId: number): string => `LAUDA-RO-${rundownId}`;
export function rundownIdOf(roId: string): number | null {
  const m = /^LAUDA-RO-(\d+)$/.exec(roId);
  return m ? Number(m[1]) : null;
}
