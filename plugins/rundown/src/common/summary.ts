/**
 * What the grid's presenter, camera, CG and media columns show of a story's script (issue 13 item 8):
 * its presenters and cameras, how many graphics it calls, and how many of its MOS items the devices
 * report ready (the item status they send back is kept on the sub-section, `status`). Pure.
 */
import type { Section } from './types.js';

export interface StorySummary {
  presenterIds: number[];
  cameras: string[];
  /** CG sub-sections, typed or from a MOS device */
  cg: number;
  /** MOS items (video and graphics) and how many of them a device reported ready (or already played) */
  mosItems: number;
  mosReady: number;
}

/** Device statuses that mean the item can go (MOS roItemStat: READY, then PLAY and STOP once used). */
const READY = new Set(['READY', 'PLAY', 'PLAYING', 'STOP', 'STOPPED', 'CUED']);

export function storySummary(sections: readonly Section[]): StorySummary {
  const presenters = new Set<number>();
  const cameras = new Set<string>();
  let cg = 0;
  let mosItems = 0;
  let mosReady = 0;
  const note = (presenterId?: number | null, camera?: string | null) => {
    if (typeof presenterId === 'number') presenters.add(presenterId);
    if (camera && camera.trim()) cameras.add(camera.trim());
  };
  for (const s of sections) {
    for (const e of s.entries ?? []) note(e.presenterId, e.camera);
    for (const x of s.subSections ?? []) {
      note(x.presenterId, x.camera);
      if (x.type === 'CG' || x.type === 'MOS_CG') cg++;
      if (x.type === 'MOS_CG' || x.type === 'MOS_VIDEO') {
        mosItems++;
        if (x.status && READY.has(x.status.trim().toUpperCase())) mosReady++;
      }
    }
  }
  return { presenterIds: [...presenters], cameras: [...cameras], cg, mosItems, mosReady };
}
