import type { RunningOrder, RunningOrderStory } from '@lauda/sdk/device';

/** A story with `n` items, every item field filled (spec MOS_VIDEO / MOS_CG media fields). */
export function story(id: string, n = 2, mosId = 'peer.mos'): RunningOrderStory {
  return {
    id,
    slug: `Story ${id} — Câmara & "aspas" <b>`,
    number: `A${id.replace(/\D/g, '') || '0'}`,
    script: `Boa noite, ${id}.\n[sorri para a câmera]\nSegunda linha com acentuação: ação, pão, 😀.`,
    presenter: 'Ana',
    items: Array.from({ length: n }, (_, k) => ({
      id: `${id}-I${k}`,
      slug: `Item ${k} of ${id}`,
      objId: `OBJ-${id}-${k}`,
      mosId,
      objSlug: `clip ${id}.${k}`,
      objDur: 250 + k,
      objTB: 25,
      abstract: `VT ${id} ${k}`,
      channel: k % 2 ? 'B' : 'A',
      edStart: 10 * k,
      edDur: 200 + k,
      userTimingDur: 190 + k,
      trigger: 'CHAINED',
      macroIn: 'c01/l04',
      macroOut: 'r00',
      paths: [
        { kind: 'PATH' as const, target: `\\\\server\\media\\${id}-${k}.mxf`, techDescription: 'MXF' },
        { kind: 'PROXY' as const, target: `http://mam.example/proxy/${id}-${k}.mp4`, techDescription: 'proxy' },
      ],
      mosExternalMetadata: [{ scope: 'PLAYLIST' as const, schema: 'http://lauda.example/schema', payload: `<cg><field name="nome">Fulano &amp; Cia</field></cg>` }],
    })),
  };
}

/** A running order of `stories` stories with `items` items each. */
export function runningOrder(id: string, stories: number, items = 2, mosId = 'peer.mos'): RunningOrder {
  return {
    id,
    slug: `Jornal ${id}`,
    editorialStart: '2025-03-01T22:30:00.000Z',
    editorialDuration: 30 * 60_000,
    stories: Array.from({ length: stories }, (_, i) => story(`${id}S${i + 1}`, items, mosId)),
  };
}
