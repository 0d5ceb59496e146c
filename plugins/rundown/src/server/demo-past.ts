/**
 * The demo newsroom's shows of the last two days, aired (every story displayed, with its play time
 * in the branch's zone), so the archive ("Arquivo") lists them, shows them read-only and can restore
 * one into today; each holds a private story of the journalist, which others see as its place only.
 */
import { zonedInstant, type SessionUser } from '@lauda/sdk/server';
import type { Program } from '@lauda/plugin-admin/common';
import type { Row } from './codec.js';
import type { StoryInput } from './schemas.js';
import { createBlock, lockedBlock } from './services/blocks.js';
import { createRundown, repaginate } from './services/rundowns.js';
import { createStory } from './services/stories.js';
import { inOwner, type Owner } from './services/work.js';
import type { Caller, Ctx } from './services/context.js';
import { head, vt } from './demo.js';

const S = 1000;
const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

// built when called: demo.ts imports this module before its own helpers exist
const past = (): { daysAgo: number; blocks: StoryInput[][] }[] => [
  {
    daysAgo: 1,
    blocks: [
      [
        { slug: 'ESCALADA', estimated: 30 * S, sections: [head('Boa noite. Moradores da rua do córrego contam os prejuízos da enchente. E a creche nova do bairro abre as portas.')] },
        { slug: 'ENCHENTE NO BAIRRO', estimated: 2 * 60 * S, sections: [head('A água chegou a um metro de altura nas casas da rua do córrego.'), vt('VT ENCHENTE', 95, '...perdemos tudo de novo.')] },
      ],
      [
        { slug: 'PREÇO DA GASOLINA', estimated: 50 * S, sections: [head('O preço da gasolina subiu pela terceira semana seguida nos postos da cidade.')] },
        { slug: 'ENCERRAMENTO', estimated: 15 * S, sections: [head('Boa noite e até amanhã.')] },
      ],
    ],
  },
  {
    daysAgo: 2,
    blocks: [
      [
        { slug: 'ESCALADA', estimated: 30 * S, sections: [head('Boa noite. A greve dos ônibus foi evitada na última hora. E a festa junina da escola reúne as famílias.')] },
        { slug: 'ACORDO DOS ÔNIBUS', estimated: 90 * S, sections: [head('Motoristas e empresas fecharam acordo de madrugada, e os ônibus circulam normalmente.'), vt('VT ÔNIBUS', 75, '...o reajuste vale a partir do mês que vem.')] },
      ],
      [{ slug: 'ENCERRAMENTO', estimated: 15 * S, sections: [head('Boa noite e até amanhã.')] }],
    ],
  },
];

const privateStory = (): StoryInput => ({ slug: 'BASTIDORES DA ELEIÇÃO', estimated: 60 * S, private: true, allowedUsers: [], sections: [head('Apuração exclusiva: ainda não confirmada.')] });

/** The aired mark: every story and block displayed, one after another from the show's start; the show displayed. */
async function markAired(ctx: Ctx, caller: Caller, owner: () => Promise<Owner>, date: string, startMs: number): Promise<void> {
  const zone = await ctx.timeZone();
  await inOwner(ctx, caller, owner, async (w) => {
    const stories: Row[] = await w.trx('rundown_stories').where('rundown_id', w.owner.id!).whereNull('deleted_at').orderBy('position');
    const blocks: Row[] = await w.trx('rundown_blocks').where('rundown_id', w.owner.id!).where('stand_by', false).orderBy('position');
    let at = startMs;
    for (const b of blocks) {
      for (const s of stories.filter((x) => Number(x.block_id) === Number(b.id))) {
        await w.trx('rundown_stories').where('id', s.id).update({ display_status: 'stop', approved: true, play_time: zonedInstant(date, at, zone) });
        at += Number(s.estimated_ms ?? 0);
      }
      await w.trx('rundown_blocks').where('id', b.id).update({ display_status: 'stop', approved: true, play_time: zonedInstant(date, at, zone) });
      at += Number(b.commercial_ms ?? 0);
    }
    await w.trx('rundown_rundowns').where('id', w.owner.id!).update({ display_status: 'stop' });
    w.timingChanged('all');
  });
}

export async function loadPastDemo(ctx: Ctx, caller: Caller, users: Record<string, number>, programs: Program[], today: string): Promise<void> {
  const journalist: Caller = { user: { ...caller.user, id: users.jornalista ?? caller.user.id, username: 'jornalista', nickname: 'JORNALISTA', support: false } as SessionUser, ip: caller.ip };
  for (const program of programs) {
    for (const day of past()) {
      const date = daysBefore(today, day.daysAgo);
      const rundown = await createRundown(ctx, caller, { date, programId: program.id });
      const owner = async (): Promise<Owner> => ({ kind: 'rundown', id: rundown.id });
      await inOwner(ctx, caller, owner, async (w) => {
        for (const [i, stories] of day.blocks.entries()) {
          const blockId = i === 0 ? rundown.blocks[0]!.id : (await createBlock(w, { commercial: 2 * 60 * S })).id;
          for (const s of stories) await createStory(w, await lockedBlock(w, blockId), s);
        }
      });
      // the journalist's private story, where the program's groups let them in (not in Plantão's)
      if (await ctx.programs.canAccess(journalist.user, program.id)) {
        await inOwner(ctx, journalist, owner, async (w) => {
          await createStory(w, await lockedBlock(w, rundown.blocks[0]!.id), privateStory());
        });
      }
      await inOwner(ctx, caller, owner, (w) => repaginate(w));
      await markAired(ctx, caller, owner, date, Number((await ctx.db.knex('rundown_rundowns').where('id', rundown.id).first('start_ms')).start_ms));
    }
  }
}
