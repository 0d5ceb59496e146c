/**
 * The objects a device announced (mosObj, mosListAll, answers to mosReqObj), by objID, and the
 * profile 1 requests for them. Its CG objects are its templates.
 */
import type { DeviceTemplate, MediaObject } from '@lauda/sdk/device';
import { buildMosReqAll, buildMosReqObj, readMosObj } from '../protocol/messages.js';
import type { XmlElement } from '../protocol/xml.js';
import type { Settled } from './client-port.js';

/** What this needs of the device's connection. */
export interface ObjectsLink {
  ask(body: XmlElement): Promise<Settled>;
  media(e: { objects: MediaObject[]; complete: boolean }): void;
  templates(e: { templates: DeviceTemplate[] }): void;
}

export class MosObjects {
  private readonly byId = new Map<string, MediaObject>();

  constructor(private readonly link: ObjectsLink) {}

  list(): MediaObject[] {
    return [...this.byId.values()];
  }

  /** `complete`: the device's whole list (mosListAll), so what it left out is gone. */
  remember(objects: MediaObject[], complete: boolean): void {
    if (complete) this.byId.clear();
    for (const o of objects) {
      if (o.status === 'DELETED') this.byId.delete(o.objId);
      else this.byId.set(o.objId, o);
    }
    this.link.media({ objects, complete });
    const templates = objects.filter((o) => (o.type ?? '').toUpperCase() === 'CG' && o.status !== 'DELETED');
    if (templates.length) this.link.templates({ templates: templates.map((o) => ({ code: o.objId, name: o.slug, fields: [] })) });
  }

  async request(objId: string): Promise<MediaObject> {
    const r = await this.link.ask(buildMosReqObj(objId));
    if (r.outcome !== 'ACK' || r.reply?.envelope.type !== 'mosObj') throw new Error(`mosReqObj ${objId}: ${r.detail ?? r.reply?.envelope.type ?? r.outcome}`);
    const o = readMosObj(r.reply.body, r.reply.envelope.mosId);
    this.remember([o], false);
    return o;
  }

  async requestAll(): Promise<void> {
    const r = await this.link.ask(buildMosReqAll(0));
    if (r.outcome !== 'ACK') throw new Error(`mosReqAll: ${r.detail ?? r.outcome}`);
  }
}
