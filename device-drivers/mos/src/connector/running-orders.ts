/**
 * The running orders one device holds (or will, once the queue is through), and the upper-port
 * messages that keep its copy equal to Lauda's: whole sends, edits with the device's quirks,
 * deletes, story bodies and PLAY/STOP/BLANK.
 */
import {
  applyRunningOrderEdits, diffRunningOrders, sameContent, storyWithoutScript,
  type ElementRef, type MosAction, type RunningOrder, type RunningOrderEdit, type RunningOrderStory,
} from '@lauda/sdk/device';
import {
  buildRoCreate, buildRoDelete, buildRoElementAction, buildRoElementStat, buildRoMetadataReplace, buildRoReadyToAir,
  buildRoReplace, buildRoStoryAppend, buildRoStoryDelete, buildRoStoryInsert, buildRoStoryMove, buildRoStoryMoveMultiple,
  buildRoStoryReplace, buildRoStorySend, buildRoStorySwap,
} from '../protocol/messages.js';
import type { XmlElement } from '../protocol/xml.js';
import type { Logger, ResolvedMosOptions } from './options.js';

export class MosRunningOrders {
  /** what the device holds (or will, once the queue is through), by roID */
  private readonly ros = new Map<string, RunningOrder>();
  /** running orders whose last edit the device refused: the next update replaces them whole */
  private readonly dirty = new Set<string>();

  constructor(
    private readonly options: ResolvedMosOptions,
    private readonly queue: (body: XmlElement, roId: string) => void,
    private readonly logger?: Logger,
  ) {}

  get(roId: string): RunningOrder | undefined {
    return this.ros.get(roId);
  }

  ids(): string[] {
    return [...this.ros.keys()];
  }

  list(): RunningOrder[] {
    return [...this.ros.values()];
  }

  /** The device refused a message of this running order. */
  refused(roId: string): void {
    this.dirty.add(roId);
  }

  send(ro: RunningOrder): void {
    const known = this.ros.has(ro.id);
    this.queue(known && this.options.replaceExisting ? buildRoReplace(ro) : buildRoCreate(ro), ro.id);
    this.ros.set(ro.id, structuredClone(ro));
    this.dirty.delete(ro.id);
    if (this.options.sendStoryBodies) for (const s of ro.stories) this.queue(buildRoStorySend(ro.id, s), ro.id);
  }

  update(ro: RunningOrder): RunningOrderEdit[] {
    const prev = this.ros.get(ro.id);
    // unknown here (e.g. after Lauda restarted) but meant to be on the device: replace it whole
    if (!prev || this.dirty.has(ro.id)) {
      this.queue(buildRoReplace(ro), ro.id);
      this.ros.set(ro.id, structuredClone(ro));
      this.dirty.delete(ro.id);
      if (this.options.sendStoryBodies) for (const s of ro.stories) this.queue(buildRoStorySend(ro.id, s), ro.id);
      return [];
    }
    const edits = diffRunningOrders(prev, ro);
    const check = applyRunningOrderEdits(prev, edits);
    if (!sameContent(check, ro)) {
      // cannot happen unless the diff has a bug: fall back to a whole replace rather than diverge
      this.logger?.warn('MOS edit plan did not reproduce the running order; sending roReplace', { roId: ro.id });
      this.queue(buildRoReplace(ro), ro.id);
    } else {
      for (const e of edits) this.sendEdit(ro.id, e);
    }
    this.ros.set(ro.id, structuredClone(ro));
    return edits;
  }

  private sendEdit(roId: string, e: RunningOrderEdit): void {
    const legacy = this.options.legacyStoryMessages;
    switch (e.op) {
      case 'metadata':
        this.queue(buildRoMetadataReplace(e.metadata), roId);
        return;
      case 'delete':
        this.queue(legacy ? buildRoStoryDelete(roId, e.storyIds) : buildRoElementAction(roId, 'DELETE', null, { storyIds: e.storyIds }), roId);
        return;
      case 'insert':
        if (legacy) this.queue(e.beforeStoryId === null ? buildRoStoryAppend(roId, e.stories) : buildRoStoryInsert(roId, e.beforeStoryId, e.stories), roId);
        else this.queue(buildRoElementAction(roId, 'INSERT', { storyId: e.beforeStoryId ?? '' }, { stories: e.stories }), roId);
        if (this.options.sendStoryBodies) for (const s of e.stories) this.queue(buildRoStorySend(roId, s), roId);
        return;
      case 'move': {
        const groups = this.options.singleStoryMove ? e.storyIds.map((id) => [id]) : [e.storyIds];
        for (const ids of groups) {
          if (!legacy) this.queue(buildRoElementAction(roId, 'MOVE', { storyId: e.beforeStoryId ?? '' }, { storyIds: ids }), roId);
          else if (ids.length === 1) this.queue(buildRoStoryMove(roId, ids[0]!, e.beforeStoryId), roId);
          else if (e.beforeStoryId !== null) this.queue(buildRoStoryMoveMultiple(roId, ids, e.beforeStoryId), roId);
          else for (const id of ids) this.queue(buildRoStoryMove(roId, id, null), roId);
        }
        return;
      }
      case 'swap':
        this.queue(legacy ? buildRoStorySwap(roId, e.storyIds[0], e.storyIds[1]) : buildRoElementAction(roId, 'SWAP', null, { storyIds: [...e.storyIds] }), roId);
        return;
      case 'replace': {
        if (!sameContent(storyWithoutScript(e.previous), storyWithoutScript(e.story))) {
          this.queue(legacy ? buildRoStoryReplace(roId, e.story) : buildRoElementAction(roId, 'REPLACE', { storyId: e.story.id }, { stories: [e.story] }), roId);
        }
        const textChanged = e.previous.script !== e.story.script || e.previous.presenter !== e.story.presenter;
        if (this.options.sendStoryBodies && (textChanged || !sameContent(e.previous.items, e.story.items))) this.queue(buildRoStorySend(roId, e.story), roId);
        return;
      }
    }
  }

  delete(roId: string): void {
    this.queue(buildRoDelete(roId), roId);
    this.ros.delete(roId);
    this.dirty.delete(roId);
  }

  readyToAir(roId: string, ready: boolean): void {
    this.queue(buildRoReadyToAir(roId, ready), roId);
  }

  sendStory(roId: string, story: RunningOrderStory): void {
    this.queue(buildRoStorySend(roId, story), roId);
  }

  /** roElementStat with the action as its status; the item's objID and channel from the copy the device holds. */
  runAction(action: MosAction, target: ElementRef): boolean {
    if (action === 'STOP' && this.options.playOnly) return false;
    const element = target.itemId ? 'ITEM' : target.storyId ? 'STORY' : 'RO';
    const item = target.itemId && target.storyId ? this.ros.get(target.roId)?.stories.find((s) => s.id === target.storyId)?.items.find((i) => i.id === target.itemId) : undefined;
    this.queue(buildRoElementStat({ element, roId: target.roId, storyId: target.storyId, itemId: target.itemId, objId: item?.objId, channel: item?.channel, status: action }), target.roId);
    return true;
  }
}
