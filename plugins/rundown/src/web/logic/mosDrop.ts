/** MOS text dropped on a story section (from a plug-in, another window): the sub-section it becomes. */
import { MosMessageError, readMosMessage, type MosPluginMessage } from '@lauda/sdk/web';
import type { SubSection } from '../../common/types.js';
import { itemToSubSection } from './mosItems.js';

/** Why an item cannot be added: the i18n key under `storyForm.mosPlugin`. */
export type MosRefusal = 'readOnly' | 'mediaNotFound' | 'invalidMessage';

/** The sub-section a MOS text (a drop, a posted message) becomes, or why it cannot be added. */
export function mosTextToSubSection(text: string, deviceKind: string | null): { sub: SubSection } | { refusal: MosRefusal; detail?: string } {
  let message: MosPluginMessage;
  try {
    message = readMosMessage(text);
  } catch (e) {
    if (e instanceof MosMessageError) return { refusal: 'invalidMessage', detail: e.message };
    throw e;
  }
  if (message.kind !== 'item') return { refusal: 'invalidMessage', detail: `<${message.kind === 'other' ? message.tag : message.kind}>` };
  const out = itemToSubSection(message.item, deviceKind);
  return 'sub' in out ? out : { refusal: out.problem };
}
