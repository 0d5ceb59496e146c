/**
 * Profile 3 requests of one device (MOS 2.8.5 "advanced object-based workflow"): its searchable
 * schema, a search it runs itself, objects created and changed on it. Each is one request on the
 * lower port answered on the same connection; a refusal or a silence becomes a MediaOperationError.
 */
import { MediaOperationError, type MediaDraft, type MediaSearch, type MediaSearchResult } from '@lauda/sdk/device';
import { readMosAck } from '../protocol/messages.js';
import {
  buildMosObjCreate, buildMosReqObjAction, buildMosReqObjList, buildMosReqSearchableSchema, readMosObjList, readSearchableSchemas,
} from '../protocol/profile3.js';
import type { XmlElement } from '../protocol/xml.js';
import type { Reply, Settled } from './client-port.js';

/** What this needs of the device's connection. */
export interface MediaLink {
  ask(body: XmlElement): Promise<Settled>;
  /** create with mosReqObjAction NEW instead of mosObjCreate */
  readonly objActionNew: boolean;
}

/** A device saying it does not know a message (the peer's "Unsupported function", our own NCS's words, …). */
const UNSUPPORTED = /unsupported|not supported|does not handle|unknown (message|function)|not implemented/i;

export class MosMediaRequests {
  private queries = 0;

  constructor(private readonly link: MediaLink) {}

  /** The answer of the type wanted, or the reason there is none. */
  private async expect(body: XmlElement, type: string): Promise<Reply> {
    const r = await this.link.ask(body);
    if (r.outcome === 'DROPPED') throw new MediaOperationError(`${body.name}: no answer from the device (${r.detail ?? 'dropped'})`, 'noAnswer');
    if (r.outcome === 'NACK' || r.reply?.envelope.type !== type) {
      const why = r.detail ?? (r.reply ? `answered ${r.reply.envelope.type}` : 'refused');
      throw new MediaOperationError(`${body.name}: ${why}`, UNSUPPORTED.test(why) ? 'unsupported' : 'refused');
    }
    return r.reply;
  }

  async searchableSchemas(user = ''): Promise<string[]> {
    const reply = await this.expect(buildMosReqSearchableSchema(user), 'mosListSearchableSchema');
    return readSearchableSchemas(reply.body);
  }

  async findMedia(q: MediaSearch): Promise<MediaSearchResult> {
    const queryId = `LAUDA-${Date.now().toString(36)}-${++this.queries}`;
    const reply = await this.expect(buildMosReqObjList({ ...q, queryId }), 'mosObjList');
    const list = readMosObjList(reply.body, reply.envelope.mosId);
    if (list.status && !list.objects.length && list.total === null) throw new MediaOperationError(`mosReqObjList: ${list.status}`, 'refused');
    return { data: list.objects, total: list.total };
  }

  /** The device answers a mosAck naming the object it made. */
  async createMedia(d: MediaDraft): Promise<{ objId: string }> {
    const body = this.link.objActionNew ? buildMosReqObjAction('NEW', null, d) : buildMosObjCreate(d);
    const ack = readMosAck((await this.expect(body, 'mosAck')).body);
    if (!ack.objId || ack.objId === '0') throw new MediaOperationError(`${body.name}: the device named no object in its answer`, 'refused');
    return { objId: ack.objId };
  }

  async updateMedia(objId: string, d: MediaDraft): Promise<void> {
    await this.expect(buildMosReqObjAction('UPDATE', objId, d), 'mosAck');
  }
}
