/**
 * What Lauda answers to the messages a device sends on its own connections to the NCS ports, and
 * what it takes from them (element statuses, objects). The caller logs the message and the answer.
 */
import type { ElementStatus, MediaObject, RunningOrder } from '@lauda/sdk/device';
import type { MachineInfo, MosPort } from '../model/index.js';
import {
  buildHeartbeat, buildListMachInfo, buildMosAck, buildRoAck, buildRoList, buildRoListAll, readElementStatus, readMosObj,
} from '../protocol/messages.js';
import { childText, childrenNamed, type XmlElement } from '../protocol/xml.js';
import { mosTime } from '../protocol/time.js';
import type { Reply } from './client-port.js';

/** What answering needs of the device's connection. */
export interface IncomingContext {
  readonly ncsId: string;
  heartbeat(port: MosPort): void;
  elementStatus(s: ElementStatus): void;
  objects(objects: MediaObject[], complete: boolean): void;
  runningOrder(roId: string): RunningOrder | undefined;
  runningOrders(): RunningOrder[];
  protocolError(e: { code: string; message: string }): void;
}

/** The answer (null: none) and how the traffic log marks the message (no `ack`: left as it is). */
export interface IncomingAnswer {
  reply: XmlElement | null;
  ack?: 'ACK' | 'NACK';
  error?: string;
}

const ok = (reply: XmlElement): IncomingAnswer => ({ reply, ack: 'ACK' });
const refusal = (reply: XmlElement, error: string): IncomingAnswer => ({ reply, ack: 'NACK', error });

export function answerDevice(ctx: IncomingContext, msg: Reply, port: MosPort): IncomingAnswer {
  const { envelope: env, body } = msg;
  try {
    switch (env.type) {
      case 'heartbeat':
        ctx.heartbeat(port);
        return ok(buildHeartbeat());
      case 'reqMachInfo':
        return ok(buildListMachInfo(ncsMachineInfo(ctx.ncsId)));
      case 'roElementStat':
      case 'roItemStat': {
        const s = readElementStatus(body);
        ctx.elementStatus(s);
        return ok(buildRoAck({ roId: s.roId, status: 'OK', objects: [] }));
      }
      case 'mosObj': {
        const o = readMosObj(body, env.mosId);
        ctx.objects([o], false);
        return ok(buildMosAck({ objId: o.objId, objRev: o.revision, status: 'ACK' }));
      }
      case 'mosListAll': {
        const objects = childrenNamed(body, 'mosObj').map((o) => readMosObj(o, env.mosId));
        ctx.objects(objects, true);
        return ok(buildMosAck({ objId: '0', status: 'ACK' }));
      }
      case 'roReq': {
        const roId = childText(body, 'roID') ?? '';
        const ro = ctx.runningOrder(roId);
        return ro ? ok(buildRoList(ro)) : refusal(buildRoAck({ roId, status: 'Unknown running order', objects: [] }), 'unknown running order');
      }
      case 'roReqAll':
        return ok(buildRoListAll(ctx.runningOrders()));
      case 'roAck':
      case 'mosAck':
        // an answer that belongs to no request of ours on this connection
        return { reply: null, error: 'unexpected answer' };
      default: {
        const why = `Lauda does not handle ${env.type} from a device`;
        ctx.protocolError({ code: 'unsupported', message: why });
        return refusal(/^ro[A-Z]/.test(env.type) ? buildRoAck({ roId: '', status: why, objects: [] }) : buildMosAck({ objId: '0', status: 'NACK', description: why }), why);
      }
    }
  } catch (e) {
    const why = (e as Error).message;
    ctx.protocolError({ code: 'invalid', message: why });
    return refusal(buildMosAck({ objId: '0', status: 'NACK', description: why }), why);
  }
}

/** Lauda's listMachInfo: an NCS of profiles 0 to 4. */
function ncsMachineInfo(ncsId: string): MachineInfo {
  const now = mosTime();
  return {
    manufacturer: 'Lauda', model: 'Lauda NCS', hwRev: '0', swRev: '0.1.0', DOM: '2025-01-01T00:00:00,000Z', SN: ncsId,
    ID: ncsId, time: now, mosRev: '2.8.5', deviceType: 'NCS', profiles: { 0: true, 1: true, 2: true, 3: true, 4: true, 5: false, 6: false, 7: false },
  };
}
