/** The mock device's options, what it records, and how it applies a story replace. */
import type { MediaObject, RunningOrder, RunningOrderEdit, RunningOrderStory } from '@lauda/sdk/device';
import type { MosPort } from '../model/index.js';
import type { XmlElement } from '../protocol/xml.js';

export interface MockMosDeviceOptions {
  mosId: string;
  ncsId: string;
  /** ports the device listens on (0: any free port) */
  lowerPort?: number;
  upperPort?: number;
  /** the NCS ports to connect back to (omit to never connect back) */
  ncs?: { host: string; lowerPort: number; upperPort: number };
  heartbeatIntervalMs?: number;
  /** media the device holds (answers mosReqObj and mosReqAll; profile 3 creates and changes them) */
  objects?: MediaObject[];
  /** the schema profile 3 searches name (default http://lauda.test/mock-schema) */
  searchSchema?: string;
  /** answer mosReqAll with one mosObj per object, this many ms apart, instead of one mosListAll */
  announceEveryMs?: number;
  /** acknowledge mosReqAll this many ms late, after its objects (as a busy device may) */
  holdReqAllAckMs?: number;
}

export interface ReceivedMessage {
  type: string;
  port: MosPort;
  messageId: number | null;
  body: XmlElement;
  at: number;
}

/** The edits a device applies for one story replaced by `stories` (one or more). */
export function replaceEdits(ro: RunningOrder | undefined, target: string, stories: RunningOrderStory[]): RunningOrderEdit[] {
  const prev = ro?.stories.find((s) => s.id === target);
  if (!prev) return [];
  // one story replaced by one or more: insert the new ones before it, then remove it
  const edits: RunningOrderEdit[] = [];
  if (stories.length === 1 && stories[0]!.id === target) return [{ op: 'replace', story: stories[0]!, previous: prev }];
  edits.push({ op: 'insert', beforeStoryId: target, stories }, { op: 'delete', storyIds: [target] });
  return edits;
}
