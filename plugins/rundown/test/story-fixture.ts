/** A story as the API answers it, for the tests of the story form's model (web) and of what the server makes of its saves. */
import type { Story } from '../src/common/types.js';

export const rich = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

export function story(over: Partial<Story> = {}): Story {
  return {
    id: 42, uuid: 'u-42', blockId: 1, rundownId: 9, templateId: null, index: 0, page: '01', slug: 'ENCHENTE', date: '2031-01-01',
    branchId: 1, programId: 2, typeId: null, ownerId: null, allowedUsers: [], visible: true, radio: false, legacy: false,
    manualVt: false, mediaCode: null, estimated: 'PT1M', head: 'PT3S', link: 'PT0S', vt: 'PT0S', vo: 'PT0S', total: 'PT3S',
    approved: false, ok: false, stopTime: null, displayStatus: 'blank', playTime: null, changeDate: '2031-01-01T10:00:00.000Z',
    authorNickname: 'ana', authorId: 7, editorId: null, imageEditorId: null, reporterId: null, information: null, drawer: null, version: 3,
    sections: [
      { type: 'VT', cueIn: 'começa', cueOut: 'termina', duration: 'PT0S', voDuration: 'PT0S', entries: [],
        subSections: [{ type: 'MOS_VIDEO', slug: 'VT ENCHENTE', media: { slug: 'VT ENCHENTE', duration: 'PT1M30S' } }] },
      { type: 'HEADER', duration: 'PT0S', voDuration: 'PT0S', entries: [{ camera: '1', presenterId: 5, text: rich('Boa noite. [sorrir] A chuva não para.') }],
        subSections: [{ type: 'CG', templateName: 'Nome', cgFields: [{ uuid: 'f1', name: 'nome', value: 'Ana' }] }] },
    ],
    ...over,
  };
}
