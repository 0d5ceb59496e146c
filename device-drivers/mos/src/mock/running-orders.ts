/** What the mock device does with a running-order message: the running orders it holds after it. */
import { applyRunningOrderEdits, type RunningOrder, type RunningOrderEdit } from '@lauda/sdk/device';
import { child, childText, childrenNamed, readRoMetadata, readRunningOrder, readStory, textOf } from '../protocol/index.js';
import { replaceEdits, type ReceivedMessage } from './options.js';

/**
 * Applies a running-order message to `ros` (nothing when `refused`). Returns false for a message
 * that changes no running order, so the caller answers it otherwise.
 */
export function applyRoMessage(ros: Map<string, RunningOrder>, m: ReceivedMessage, refused: boolean): boolean {
  const b = m.body;
  const roId = childText(b, 'roID') ?? '';
  const edit = (edits: RunningOrderEdit[]) => {
    const ro = ros.get(roId);
    if (ro && !refused) ros.set(roId, applyRunningOrderEdits(ro, edits));
  };
  switch (m.type) {
    case 'roCreate':
    case 'roReplace':
      if (!refused) ros.set(roId, readRunningOrder(b));
      return true;
    case 'roDelete':
      if (!refused) ros.delete(roId);
      return true;
    case 'roMetadataReplace':
      edit([{ op: 'metadata', metadata: readRoMetadata(b) }]);
      return true;
    case 'roElementAction': {
      const op = b.attrs.operation;
      const target = childText(child(b, 'element_target'), 'storyID') ?? '';
      const source = child(b, 'element_source');
      const stories = childrenNamed(source, 'story').map(readStory);
      const ids = childrenNamed(source, 'storyID').map(textOf);
      if (op === 'INSERT') edit([{ op: 'insert', beforeStoryId: target || null, stories }]);
      else if (op === 'REPLACE') edit(replaceEdits(ros.get(roId), target, stories));
      else if (op === 'MOVE') edit([{ op: 'move', beforeStoryId: target || null, storyIds: ids }]);
      else if (op === 'DELETE') edit([{ op: 'delete', storyIds: ids }]);
      else if (op === 'SWAP') edit([{ op: 'swap', storyIds: [ids[0]!, ids[1]!] }]);
      return true;
    }
    case 'roStoryInsert':
      edit([{ op: 'insert', beforeStoryId: childText(b, 'storyID') || null, stories: childrenNamed(b, 'story').map(readStory) }]);
      return true;
    case 'roStoryAppend':
      edit([{ op: 'insert', beforeStoryId: null, stories: childrenNamed(b, 'story').map(readStory) }]);
      return true;
    case 'roStoryReplace':
      edit(replaceEdits(ros.get(roId), childText(b, 'storyID') ?? '', childrenNamed(b, 'story').map(readStory)));
      return true;
    case 'roStoryMove': {
      const [id, before] = childrenNamed(b, 'storyID').map(textOf);
      edit([{ op: 'move', beforeStoryId: before || null, storyIds: [id!] }]);
      return true;
    }
    case 'roStoryMoveMultiple': {
      const ids = childrenNamed(b, 'storyID').map(textOf);
      edit([{ op: 'move', beforeStoryId: ids[ids.length - 1]!, storyIds: ids.slice(0, -1) }]);
      return true;
    }
    case 'roStoryDelete':
      edit([{ op: 'delete', storyIds: childrenNamed(b, 'storyID').map(textOf) }]);
      return true;
    case 'roStorySwap': {
      const [a, c] = childrenNamed(b, 'storyID').map(textOf);
      edit([{ op: 'swap', storyIds: [a!, c!] }]);
      return true;
    }
    default:
      return false;
  }
}
