/**
 * The demo newsroom's archive: a MAM record (MOS, disabled: no device answers in the demo) serving
 * every active program, with media as a sync would have stored them, each with a drawn thumbnail
 * kept as a kernel file (sharp renders an SVG picture of the media's subject).
 */
import type { MediaObject } from '@lauda/sdk/device';
import type { Ctx } from './context.js';
import type { MediaStore } from './store.js';
import type { Thumbnails } from './thumbnails.js';

const SCHEMA = 'http://acervo.demo.local/schema/v1';
const MOS_ID = 'acervo.demo';

interface DemoMedia {
  id: string;
  slug: string;
  type: 'VIDEO' | 'AUDIO' | 'STILL';
  seconds: number;
  abstract: string;
  reporter: string;
  place: string;
  daysAgo: number;
  air?: 'READY' | 'NOT READY';
  colors: [string, string];
}

const MEDIA: DemoMedia[] = [
  { id: 'ACV-2031-0042', slug: 'ENCHENTE PORTO ALEGRE', type: 'VIDEO', seconds: 90, abstract: 'Cheia do Guaíba e ruas alagadas no centro', reporter: 'Rafael Repórter', place: 'Porto Alegre', daysAgo: 0, colors: ['#1f4e9c', '#7fb3d5'] },
  { id: 'ACV-2031-0043', slug: 'ENTREVISTA PREFEITO', type: 'VIDEO', seconds: 245, abstract: 'Prefeito fala sobre o plano de drenagem', reporter: 'Rafael Repórter', place: 'Paço Municipal', daysAgo: 0, colors: ['#4b2a7b', '#b39ddb'] },
  { id: 'ACV-2031-0044', slug: 'SONORA MORADORA', type: 'AUDIO', seconds: 38, abstract: 'Moradora do bairro Sarandi conta como perdeu tudo', reporter: 'Ana Souza', place: 'Sarandi', daysAgo: 1, colors: ['#a34100', '#f3d27a'] },
  { id: 'ACV-2031-0045', slug: 'FOTO PONTE DO GUAÍBA', type: 'STILL', seconds: 0, abstract: 'Vista aérea da ponte interditada', reporter: 'Carla Lima', place: 'Ponte do Guaíba', daysAgo: 1, colors: ['#0f5e63', '#8fd3c7'] },
  { id: 'ACV-2031-0046', slug: 'CLÁSSICO GRENAL GOLS', type: 'VIDEO', seconds: 3725, abstract: 'Gols e melhores momentos do clássico, jogo completo', reporter: 'Beto Esportes', place: 'Arena', daysAgo: 2, colors: ['#1e5b35', '#a5d6a7'] },
  { id: 'ACV-2031-0047', slug: 'ABERTURA JORNAL DA NOITE', type: 'VIDEO', seconds: 15, abstract: 'Vinheta de abertura', reporter: 'Arte', place: 'Estúdio A', daysAgo: 6, colors: ['#1b2430', '#cfd6df'] },
  { id: 'ACV-2031-0048', slug: 'TRILHA ESPECIAL ELEIÇÃO', type: 'AUDIO', seconds: 120, abstract: 'Trilha sonora da cobertura da eleição', reporter: 'Arte', place: 'Estúdio B', daysAgo: 9, colors: ['#6d1b33', '#e6a1b0'] },
  { id: 'ACV-2031-0049', slug: 'CHUVA DE GRANIZO SERRA', type: 'VIDEO', seconds: 0, abstract: 'Em ingestão: imagens enviadas pela afiliada', reporter: 'Ana Souza', place: 'Caxias do Sul', daysAgo: 0, air: 'NOT READY', colors: ['#3b5670', '#b0bec5'] },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function objectOf(m: DemoMedia, now: number): MediaObject {
  const at = new Date(now - m.daysAgo * 86_400_000 - 3_600_000).toISOString();
  return {
    objId: m.id, mosId: MOS_ID, slug: m.slug, type: m.type, timeBase: 25, duration: m.seconds * 25, revision: 1, status: 'NEW',
    air: m.air ?? 'READY', abstract: m.abstract, group: 'Jornalismo', createdBy: 'ingest', created: at, changedBy: 'ingest', changed: at,
    paths: [{ kind: 'PATH', target: `\\\\acervo\\media\\${m.id}.mxf`, techDescription: 'MXF' }],
    mosExternalMetadata: [{ scope: 'OBJECT', schema: SCHEMA, payload: `<Reporter>${esc(m.reporter)}</Reporter><Place>${esc(m.place)}</Place>` }],
  };
}

/** A 320×180 picture: the subject's colours, a wave or a frame by kind, the slug. */
async function picture(m: DemoMedia): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const [a, b] = m.colors;
  const mark = m.type === 'AUDIO'
    ? '<path d="M40 110 q20 -60 40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="#fff" stroke-width="6" fill="none" opacity=".8"/>'
    : m.type === 'STILL' ? '<circle cx="250" cy="60" r="26" fill="#fff" opacity=".75"/><path d="M0 150 L90 80 L160 140 L220 100 L320 160 L320 180 L0 180Z" fill="#fff" opacity=".35"/>'
      : '<path d="M140 60 L190 90 L140 120Z" fill="#fff" opacity=".85"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="320" height="180" fill="url(#g)"/>${mark}<rect y="146" width="320" height="34" fill="#000" opacity=".45"/>
    <text x="12" y="169" font-family="sans-serif" font-size="15" font-weight="bold" fill="#fff">${esc(m.slug)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function loadDemo(ctx: Ctx, store: MediaStore, thumbnails: Thumbnails): Promise<void> {
  const programIds = (await ctx.programs.list()).filter((p) => p.active).map((p) => p.id);
  const mam = await ctx.records.createRecord({
    name: 'Acervo (MAM de demonstração)', kind: 'MAM', protocol: 'MOS', vendor: 'Lauda', mosId: MOS_ID, host: 'acervo.demo.local',
    // no MAM answers in the demo: the media center shows what was stored, without the device
    enabled: false, programIds,
  }, 'DEMO');
  await ctx.db.knex('media_devices').insert({ device_id: mam.id, search_schema: SCHEMA, schema_at: ctx.now() });
  const now = ctx.now();
  await store.ingest(mam.id, MEDIA.map((m) => objectOf(m, now)), false, 'DEMO');
  for (const m of MEDIA) {
    const row = await store.byObject(mam.id, m.id);
    if (row) await thumbnails.give(Number(row.id), await picture(m), `${m.id}.png`);
  }
}
