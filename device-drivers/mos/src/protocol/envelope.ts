/** The `<mos>` envelope around every message, reading a whole message, its port, and profile 0 (heartbeat, machine info). */
import { MosProtocolError, type MachineInfo, type MosEnvelope, type MosPort } from '../model/index.js';
import { child, childrenNamed, childText, el, elements, opt, parseXml, serialize, textOf, type XmlElement } from './xml.js';
import { mosTime } from './time.js';

/** The whole message text: `<mos><mosID/><ncsID/><messageID/>body</mos>`. */
export function envelope(ids: { mosId: string; ncsId: string }, messageId: number | null, body: XmlElement): string {
  return serialize(el('mos', null, el('mosID', null, ids.mosId), el('ncsID', null, ids.ncsId), messageId === null ? null : el('messageID', null, String(messageId)), body));
}

/** Parses a whole message. Throws MosProtocolError when it is not a MOS message. */
export function parseMessage(xml: string): { envelope: MosEnvelope; body: XmlElement; root: XmlElement } {
  const root = parseXml(xml);
  if (root.name !== 'mos') throw new MosProtocolError('invalid', `root element is <${root.name}>, not <mos>`);
  const mosId = childText(root, 'mosID');
  const ncsId = childText(root, 'ncsID');
  if (!mosId) throw new MosProtocolError('invalid', 'no <mosID>');
  if (!ncsId) throw new MosProtocolError('invalid', 'no <ncsID>');
  const idText = childText(root, 'messageID');
  let messageId: number | null = null;
  if (idText !== undefined && idText !== '') {
    if (!/^-?\d{1,10}$/.test(idText)) throw new MosProtocolError('invalid', `messageID "${idText.slice(0, 20)}" is not a number`);
    messageId = Number(idText);
  }
  const bodies = elements(root).filter((e) => !['mosID', 'ncsID', 'messageID'].includes(e.name));
  if (bodies.length !== 1) throw new MosProtocolError('invalid', `expected one message inside <mos>, found ${bodies.length}`);
  const body = bodies[0]!;
  return { envelope: { mosId, ncsId, messageId, type: body.name }, body, root };
}

/** Which port a message goes out on (MOS: object messages lower, running orders upper). */
export function portOf(type: string): MosPort {
  return /^ro[A-Z]/.test(type) ? 'upper' : 'lower';
}

/* ------------------------------------------------------------------ profile 0 */

export const buildHeartbeat = (now = new Date()) => el('heartbeat', null, el('time', null, mosTime(now)));
export const buildReqMachInfo = () => el('reqMachInfo', null);

export function buildListMachInfo(info: MachineInfo): XmlElement {
  return el('listMachInfo', null,
    el('manufacturer', null, info.manufacturer),
    el('model', null, info.model),
    el('hwRev', null, info.hwRev),
    el('swRev', null, info.swRev),
    el('DOM', null, info.DOM),
    el('SN', null, info.SN),
    el('ID', null, info.ID),
    el('time', null, info.time),
    opt('opTime', info.opTime),
    el('mosRev', null, info.mosRev),
    el('supportedProfiles', { deviceType: info.deviceType },
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => el('mosProfile', { number: n }, info.profiles[n] ? 'YES' : 'NO'))),
    opt('defaultActiveX', info.defaultActiveX));
}

export function readListMachInfo(e: XmlElement): MachineInfo {
  const sp = child(e, 'supportedProfiles');
  const profiles: Record<number, boolean> = {};
  for (const p of childrenNamed(sp, 'mosProfile')) profiles[Number(p.attrs.number)] = textOf(p).toUpperCase() === 'YES';
  return {
    manufacturer: childText(e, 'manufacturer') ?? '',
    model: childText(e, 'model') ?? '',
    hwRev: childText(e, 'hwRev') ?? '',
    swRev: childText(e, 'swRev') ?? '',
    DOM: childText(e, 'DOM') ?? '',
    SN: childText(e, 'SN') ?? '',
    ID: childText(e, 'ID') ?? '',
    time: childText(e, 'time') ?? '',
    opTime: childText(e, 'opTime'),
    mosRev: childText(e, 'mosRev') ?? '',
    deviceType: sp?.attrs.deviceType ?? '',
    profiles,
    defaultActiveX: childText(e, 'defaultActiveX'),
  };
}
