/**
 * What the simulated II device does with each command: W fills message pages, V reads them or
 * builds templates into frame buffers, Y plays and clears, E and M, and the Lauda template query;
 * it checks what Lyric checks and answers with its error codes.
 */
import type { DeviceTemplate } from '@lauda/sdk/device';
import { encodeTemplateLine, FIELD_SEPARATOR } from './protocol.js';
import { numberedFields } from './templates.js';

export interface Message {
  template: string;
  values: string[];
  writtenAt: string;
}

export interface BufferState {
  /** the page read, or the template built */
  page?: string;
  template: string;
  values: string[];
}

/** The simulator's state the commands read and change. */
export interface SimulatedDevice {
  readonly templates: Map<string, DeviceTemplate>;
  readonly messages: Map<string, Message>;
  readonly onAir: Map<number, BufferState>;
  readonly preview: Map<number, BufferState>;
  readonly macros: string[];
  directory: string | null;
  templateQuery: boolean;
}

/** The lines a command is answered with (the last is `*` or an error code); `fieldLimit` 0: none. */
export function executeCommand(d: SimulatedDevice, fieldLimit: number, letter: string, f: string[], terminated: boolean, keys?: number[]): string[] {
  if (!terminated) return ['4190'];
  const buffer = (v: string | undefined) => (/^\d$/.test(v ?? '') ? Number(v) : null);
  switch (letter) {
    case 'W': {
      const [page, template, ...values] = f;
      if (!page || !/^\d+$/.test(page) || !template) return ['4191'];
      const t = d.templates.get(template);
      if (!t) return ['412C'];
      const count = numberedFields(t).reduce((m, x) => Math.max(m, x.number), 0);
      if (values.length > count) return ['41D4'];
      if (fieldLimit && values.some((v) => Array.from(v).length > fieldLimit)) return ['4130'];
      d.messages.set(page, { template, values, writtenAt: new Date().toISOString() });
      return ['*'];
    }
    case 'V': {
      if (f[0] === '5' && f[1] === '3' && f[2] === '1') {
        const b = buffer(f[3]);
        const page = f[4];
        if (b === null || !page || (f[5] !== '0' && f[5] !== '1')) return ['4191'];
        const m = d.messages.get(page);
        const t = d.templates.get(page);
        if (!m && !t) return ['412C'];
        const state: BufferState = { page, template: m?.template ?? page, values: m ? [...m.values] : [] };
        (f[5] === '1' ? d.onAir : d.preview).set(b, state);
        return ['*'];
      }
      if (f[0] === '5' && f[1] === '13' && f[2] === '1') {
        const b = buffer(f[3]);
        const template = f[4];
        if (b === null || !template) return ['4191'];
        if (!d.templates.get(template)) return ['412C'];
        d.preview.set(b, { template, values: f.slice(6) });
        return ['*'];
      }
      return ['4192'];
    }
    case 'Y': {
      if (!keys?.length) return ['4191'];
      if (keys.length === 1 && keys[0] === 0xfe) {
        d.onAir.clear();
        d.preview.clear();
      } else if (keys.length === 2 && keys[0] === 0xd5 && keys[1] === 0xf3) {
        for (const [b, st] of d.preview) d.onAir.set(b, st);
        d.preview.clear();
      } else if (keys.length === 1 && keys[0] === 0x1b) {
        d.onAir.clear();
      }
      return ['*'];
    }
    case 'E':
      if (!f.length || !f.join('').trim()) return ['4191'];
      d.macros.push(f.join(FIELD_SEPARATOR));
      return ['*'];
    case 'M':
      if (!f[0]) return ['4191'];
      d.directory = f[0];
      return ['*'];
    case 'Z': {
      if (!d.templateQuery) return ['4192'];
      if (f[0] === 'T') return [...[...d.templates.values()].map((t) => encodeTemplateLine(t)), '*'];
      if (f[0] === 'F') {
        const t = f[1] ? d.templates.get(f[1]) : undefined;
        return t ? [encodeTemplateLine(t), '*'] : ['412C'];
      }
      return ['4191'];
    }
    default:
      return ['4192'];
  }
}
