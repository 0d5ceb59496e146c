/**
 * The rundown part of the demo newsroom: today's rundown of every active demo program (blocks
 * with a commercial break each, stories with scripts, a Stand By story, a private story), a
 * template, a story waiting in the drawer, and the past three weeks' shows (demo-history.ts).
 */
import type { SessionUser } from '@lauda/sdk/server';
import type { RichText } from '../common/types.js';
import type { SectionsInput, StoryInput } from './schemas.js';
import { createBlock, lockedBlock } from './services/blocks.js';
import { createRundown, repaginate } from './services/rundowns.js';
import { changeStory, createStory } from './services/stories.js';
import { sendToDrawer } from './services/drawer.js';
import { createTemplate } from './services/templates.js';
import { inOwner, type Owner } from './services/work.js';
import { loadHistory } from './demo-history.js';
import type { Caller, Ctx } from './services/context.js';
import { loadPastDemo } from './demo-past.js';

const S = 1000;
export const rich = (...paragraphs: string[]): RichText => paragraphs.map((p) => ({ type: 'paragraph', children: p.split(/(\[[^\]]*\])/).filter(Boolean).map((t) => (t.startsWith('[') ? { text: t.slice(1, -1), comment: true } : { text: t })) }));
export const head = (text: string, camera = '1'): SectionsInput[number] => ({ type: 'HEADER', entries: [{ camera, text: rich(text) }] });
const foot = (text: string): SectionsInput[number] => ({ type: 'FOOTER', entries: [{ camera: '1', text: rich(text) }] });
export const vt = (slug: string, seconds: number, cueOut: string): SectionsInput[number] => ({
  type: 'VT', cueIn: null, cueOut,
  subSections: [{ type: 'MOS_VIDEO', slug, media: { slug, objectId: `MAM-${slug.replace(/\W+/g, '-')}`, duration: seconds * S, type: 'VIDEO' } }],
});
const link = (seconds: number, text: string): SectionsInput[number] => ({ type: 'LINK', duration: seconds * S, entries: [{ camera: 'LINK', text: rich(text) }] });
const vo = (seconds: number, text: string): SectionsInput[number] => ({
  type: 'RECORDED_VO', entries: [{ camera: '1', text: rich(text) }],
  subSections: [{ type: 'MOS_VIDEO', slug: 'IMAGENS', media: { slug: 'IMAGENS', duration: seconds * S, type: 'VIDEO' } }],
});
const cg = (line1: string, line2: string): SectionsInput[number]['subSections'] => [{ type: 'CG', templateName: 'CREDITO_2L', cgFields: [{ uuid: '1', name: 'linha1', value: line1 }, { uuid: '2', name: 'linha2', value: line2 }] }];

interface DemoStory extends StoryInput { approved?: boolean }
interface DemoBlock { commercial: number; stories: DemoStory[] }

const NOITE: DemoBlock[] = [
  {
    commercial: 3 * 60 * S,
    stories: [
      { slug: 'ESCALADA', estimated: 40 * S, approved: true, sections: [head('Boa noite. [olhar câmera 1] Chuva forte deixa bairros da zona sul alagados. Trânsito complicado na Marginal no fim da tarde. E a campanha de vacinação contra a gripe é prorrogada.')] },
      { slug: 'CHUVA ALAGAMENTOS', estimated: 2 * 60 * S, approved: true, sections: [head('A chuva que caiu no começo da tarde deixou ruas alagadas em pelo menos seis bairros da zona sul. A Defesa Civil está em alerta.'), { ...vt('VT CHUVA', 105, '...a previsão é de mais chuva amanhã.'), subSections: [...vt('VT CHUVA', 105, '').subSections!, ...cg('Marta Souza', 'Moradora do Jardim das Flores')!] }, foot('A Defesa Civil pede que os moradores evitem as áreas de risco. O telefone é 199.')] },
      { slug: 'TRÂNSITO MARGINAL', estimated: 2 * 60 * S, approved: true, sections: [head('E a chuva também complicou o trânsito. O repórter Rafael está ao vivo na Marginal. Rafael, boa noite.', '2'), link(120, '[ao vivo] Boa noite. O trânsito está parado nos dois sentidos...')] },
    ],
  },
  {
    commercial: 150 * S,
    stories: [
      { slug: 'VACINAÇÃO GRIPE', estimated: 50 * S, approved: true, sections: [head('A campanha de vacinação contra a gripe foi prorrogada até o fim do mês.'), vo(30, 'Os postos de saúde abrem das oito da manhã às cinco da tarde. Podem se vacinar idosos, crianças e gestantes.')] },
      { slug: 'INFLAÇÃO ALIMENTOS', estimated: 2 * 60 * S, approved: true, sections: [head('O preço dos alimentos subiu de novo neste mês. O tomate e a batata foram os vilões.'), vt('VT INFLAÇÃO', 95, '...e o consumidor sente no bolso.')] },
      { slug: 'ENTREVISTA SECRETÁRIO', estimated: 3 * 60 * S, approved: false, sections: [head('Para falar sobre a situação das áreas alagadas, recebemos no estúdio o secretário de obras. Boa noite, secretário.', '3'), { type: 'LIVE_VO', duration: 150 * S, entries: [{ camera: '3', text: rich('[entrevista no estúdio]') }] }] },
    ],
  },
  {
    commercial: 2 * 60 * S,
    stories: [
      { slug: 'CLÁSSICO DOMINGO', estimated: 90 * S, approved: true, sections: [head('No esporte, os times se preparam para o clássico de domingo no estádio municipal.'), vt('VT CLÁSSICO', 80, '...ingressos esgotados.')] },
      { slug: 'FESTIVAL DE INVERNO', estimated: 60 * S, approved: false, private: true, allowedUsers: [], sections: [head('Começa amanhã o festival de inverno, com shows gratuitos na praça central.'), vo(35, 'Serão vinte apresentações ao longo de dez dias.')] },
      { slug: 'ENCERRAMENTO', estimated: 20 * S, approved: true, sections: [head('O Jornal da Noite fica por aqui. Boa noite e até amanhã.')] },
    ],
  },
];

const SHORT: DemoBlock[] = [
  {
    commercial: 2 * 60 * S,
    stories: [
      { slug: 'ABERTURA', estimated: 30 * S, approved: true, sections: [head('Bom dia! Estas são as principais notícias da cidade.')] },
      { slug: 'PREVISÃO DO TEMPO', estimated: 60 * S, approved: true, sections: [head('O dia começa nublado e a temperatura máxima deve chegar a vinte e dois graus.'), vo(25, 'Há possibilidade de pancadas de chuva à tarde.')] },
    ],
  },
  {
    commercial: 90 * S,
    stories: [
      { slug: 'OBRAS DO METRÔ', estimated: 100 * S, approved: false, sections: [head('As obras da nova linha do metrô entram na fase final.'), vt('VT METRÔ', 85, '...a inauguração está prevista para o ano que vem.')] },
    ],
  },
];

const STAND_BY: DemoStory = { slug: 'NOTA SECA ACIDENTE', estimated: 25 * S, sections: [head('Um acidente entre dois caminhões interditou uma faixa da rodovia no começo da noite. Não houve feridos.')] };

export async function loadDemo(ctx: Ctx, users: Record<string, number>, today: string): Promise<void> {
  const userId = users.produtor ?? users.admin ?? 1;
  const user: SessionUser = { id: userId, username: 'produtor', nickname: 'PRODUTOR', name: 'Paulo Produtor', email: null, roles: [], support: true, sessionId: 'demo' };
  const caller: Caller = { user, ip: '127.0.0.1' };
  const programs = (await ctx.programs.list()).filter((p) => p.active);
  for (const program of programs) {
    const plan = program.name === 'Jornal da Noite' ? NOITE : SHORT;
    const rundown = await createRundown(ctx, caller, { date: today, programId: program.id });
    const owner = async (): Promise<Owner> => ({ kind: 'rundown', id: rundown.id });
    const later: { blockId: number; afterId: number | null; input: StoryInput }[] = [];
    await inOwner(ctx, caller, owner, async (w) => {
      await w.trx('rundown_rundowns').where('id', rundown.id).update({ production_ms: plan === NOITE ? 35 * 60 * S : 10 * 60 * S });
      w.timingChanged();
      const firstBlockId = rundown.blocks[0]!.id;
      for (const [i, b] of plan.entries()) {
        const blockId = i === 0 ? firstBlockId : (await createBlock(w, { commercial: b.commercial })).id;
        if (i === 0) await w.trx('rundown_blocks').where('id', blockId).update({ commercial_ms: b.commercial });
        let afterId: number | null = null;
        for (const s of b.stories) {
          const { approved, ...input } = s;
          if (input.private) {
            later.push({ blockId, afterId, input: { ...input, allowedUsers: users.editor ? [users.editor] : [] } });
            continue;
          }
          const { row } = await createStory(w, await lockedBlock(w, blockId), input);
          afterId = Number(row.id);
          if (approved) await changeStory(w, row, { approved: true }, { op: 'PATCH', field: 'approved', oldValue: false });
        }
      }
      const standBy = rundown.blocks[rundown.blocks.length - 1]!;
      await createStory(w, await lockedBlock(w, standBy.id), STAND_BY);
    });
    // a private story of the journalist, shared with the editor
    const journalist: Caller = { user: { ...user, id: users.jornalista ?? userId, username: 'jornalista', nickname: 'JORNALISTA', support: false }, ip: '127.0.0.1' };
    for (const p of later) {
      await inOwner(ctx, journalist, owner, async (w) => {
        const after = p.afterId ? await w.trx('rundown_stories').where('id', p.afterId).first() : null;
        await createStory(w, await lockedBlock(w, p.blockId), p.input, after);
      });
    }
    await inOwner(ctx, caller, owner, (w) => repaginate(w));
  }
  const noite = programs.find((p) => p.name === 'Jornal da Noite');
  if (noite) {
    const t = await createTemplate(ctx, caller, { name: 'Padrão Jornal da Noite', programId: noite.id });
    await inOwner(ctx, caller, async () => ({ kind: 'template', id: t.id }), async (w) => {
      await w.trx('rundown_blocks').where('id', t.blocks![0]!.id).update({ commercial_ms: 3 * 60 * S });
      const second = await createBlock(w, { commercial: 150 * S });
      await createBlock(w, { commercial: 120 * S });
      await createStory(w, await lockedBlock(w, t.blocks![0]!.id), { slug: 'ESCALADA', estimated: 40 * S, sections: [head('Boa noite. [escalada das manchetes]')] });
      await createStory(w, await lockedBlock(w, second.id), { slug: 'PREVISÃO DO TEMPO', estimated: 45 * S, sections: [head('[previsão do tempo com o mapa]')] });
    });
    // a story waiting in the program's drawer
    const r = await ctx.db.knex('rundown_rundowns').where({ program_id: noite.id, date: today }).first('id');
    const extra = await inOwner(ctx, caller, async () => ({ kind: 'rundown', id: Number(r.id) }), async (w) => {
      const sb = await w.trx('rundown_blocks').where({ rundown_id: r.id, stand_by: true }).first();
      const { row } = await createStory(w, sb, { slug: 'PERFIL DO NOVO TÉCNICO', estimated: 2 * 60 * S, sections: [head('O novo técnico do time da cidade chega amanhã.'), vt('VT TÉCNICO', 110, '...a apresentação é às dez.')] });
      return Number(row.id);
    });
    await inOwner(ctx, caller, async () => ({ kind: 'rundown', id: Number(r.id) }), (w) => sendToDrawer(w, [extra], noite.id));
  }
  // the past weeks' shows: what the managerial charts draw
  await loadHistory(ctx, caller, programs, today);
  // the shows of the last days, aired, for the archive
  await loadPastDemo(ctx, caller, users, programs, today);
}
