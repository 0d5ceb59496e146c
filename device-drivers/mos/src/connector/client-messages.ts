/** What goes through one outgoing MOS connection (`client-port.ts`): messages, answers, options, events. */
import type { DeliveryReport, TrafficLog } from '@lauda/sdk/device';
import type { MosEnvelope, MosPort } from '../model/index.js';
import { readMosAck, readRoAck, roAckOk } from '../protocol/messages.js';
import type { XmlElement } from '../protocol/xml.js';

export interface OutgoingMessage {
  /** the element inside <mos> */
  body: XmlElement;
  /** the running order it concerns (deliveries name it) */
  roId?: string;
}

export interface Reply {
  envelope: MosEnvelope;
  body: XmlElement;
}

export interface Settled {
  outcome: 'ACK' | 'NACK' | 'DROPPED';
  reply?: Reply;
  detail?: string;
}

export interface ClientPortOptions {
  name: MosPort;
  host: string;
  port: number;
  ids: { mosId: string; ncsId: string };
  nextMessageId: () => number;
  ackTimeoutMs: number;
  retries: number;
  /** 0: never give a message up */
  maxAttempts: number;
  reconnectDelayMs: number;
  heartbeatIntervalMs: number;
  maxMessageBytes: number;
  log: TrafficLog;
  logHeartbeats?: boolean;
}

export interface ClientPortEvents {
  alive: [boolean];
  delivery: [DeliveryReport];
  failure: [string];
  protocolError: [{ code: string; message: string }];
  /** a message the device sent on this connection that is not a reply; answer with `respond` */
  request: [Reply, (body: XmlElement | null) => void];
}

/** ACK or NACK from the answer's own words. */
export function classify(reply: Reply): Settled {
  if (reply.envelope.type === 'roAck') {
    const a = readRoAck(reply.body);
    return roAckOk(a) ? { outcome: 'ACK', reply } : { outcome: 'NACK', reply, detail: a.status || 'roAck without status' };
  }
  if (reply.envelope.type === 'mosAck') {
    const a = readMosAck(reply.body);
    return a.status === 'ACK' ? { outcome: 'ACK', reply } : { outcome: 'NACK', reply, detail: a.description ?? a.status };
  }
  return { outcome: 'ACK', reply };
}
