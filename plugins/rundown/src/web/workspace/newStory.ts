/**
 * "+ Matéria": where a new story lands (after the selected story, at the end of the selected block,
 * else at the end of the last block before Stand By), the words that say so, and the form's blank
 * story. Nothing is created on the server until the form is saved (issue 13, item 2).
 */
import type { Rundown, Story } from '../../common/types.js';
import type { Current } from '../grid/gridTypes.js';
import type { StoryDraft } from '../story/model.js';
import { toPut } from '../story/model.js';
import type { NewStoryPlace } from '../logic/tabs.js';

export type { NewStoryPlace };

export function newStoryPlace(r: Rundown, cur: Current): NewStoryPlace | null {
  const at = { rundownId: r.id, programId: r.programId, date: r.date };
  if (cur?.kind === 'story') {
    const block = r.blocks.find((b) => b.stories.some((s) => s.id === cur.id));
    if (block) return { ...at, blockId: block.id, afterStoryId: cur.id };
  }
  const chosen = cur?.kind === 'block' ? r.blocks.find((b) => b.id === cur.id) : undefined;
  const last = r.blocks.length > 1 ? r.blocks[r.blocks.length - 2] : r.blocks[0];
  const block = chosen ?? last;
  return block ? { ...at, blockId: block.id, afterStoryId: null } : null;
}

type W = (key: string, options?: Record<string, unknown>) => string;

/** "em Bloco 2, após PÁG 04 CHUVA" / "no fim do Bloco 1". */
export function placeText(r: Rundown, place: NewStoryPlace, w: W, blockLabel: (b: Rundown['blocks'][number]) => string): string {
  const block = r.blocks.find((b) => b.id === place.blockId);
  if (!block) return '';
  const after = place.afterStoryId === null ? undefined : block.stories.find((s) => s.id === place.afterStoryId);
  if (!after) return w('newStory.atEnd', { block: blockLabel(block) });
  const name = !after.visible ? w('grid.private') : after.page ? w('newStory.page', { page: after.page }) : after.slug || w('grid.noSlug');
  return w('newStory.after', { block: blockLabel(block), story: name });
}

/** What the form of a story not yet created starts from. */
export function blankStory(place: NewStoryPlace, key: string, now: string): Story {
  return {
    id: 0, uuid: `new:${key}`, blockId: place.blockId, rundownId: place.rundownId, templateId: null, index: 0, page: null, slug: null,
    date: place.date, branchId: null, programId: place.programId, typeId: null, ownerId: null, allowedUsers: [], visible: true, radio: false,
    legacy: false, manualVt: false, mediaCode: null, estimated: 'PT0S', head: 'PT0S', link: 'PT0S', vt: 'PT0S', vo: 'PT0S', total: 'PT0S',
    approved: false, ok: false, stopTime: null, displayStatus: 'blank', playTime: null, changeDate: now, authorNickname: null, authorId: null,
    editorId: null, imageEditorId: null, reporterId: null, information: null, sections: [], drawer: null, version: 0,
  };
}

/** The create call's body: the draft and its place; a blank page is left to the newsroom's numbering rule. */
export function createBody(d: StoryDraft, place: NewStoryPlace): Record<string, unknown> {
  const { page, ...fields } = toPut(d);
  return {
    ...fields,
    ...(page ? { page } : {}),
    blockId: place.blockId,
    ...(place.afterStoryId !== null ? { afterStoryId: place.afterStoryId } : {}),
  };
}
