/**
 * A rundown copied to another branch: its blocks (commercial time, stop time) and the stories the
 * caller sees in full, in order; the Stand By block's stories go to the new Stand By block. It is
 * created for the program and date chosen on the receiver (both required), as POST /api/rundowns
 * would (409 rundown.alreadyExists), then filled block by block as the credential's user.
 */
import { BadRequestError, parseDuration, parsePortable, z, type PortableDocument, type PortablePeople } from '@lauda/sdk/server';
import { RUNDOWN_DOCUMENTS as D, RUNDOWN_ROLES as R } from '../common/ids.js';
import { caller, type Ctx } from './services/context.js';
import { blocksOf, createBlock, standByOf } from './services/blocks.js';
import { placeNewStory } from './services/placing.js';
import { loadRundownById } from './services/rundown-load.js';
import { createRundown } from './services/rundowns.js';
import { createStory } from './services/stories.js';
import { inOwner } from './services/work.js';
import { rundownOwner } from './routes/rundowns.js';
import { exportStory, importStory } from './portable.js';

const blocks = z.object({
  blocks: z.array(z.object({
    standBy: z.boolean().default(false),
    commercial: z.string().max(40).default('PT0S'),
    stopTime: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'HH:mm:ss').nullable().default(null),
    stories: z.array(z.unknown()).max(500).default([]),
  })).max(100),
});

const required = (field: string) =>
  new BadRequestError(`Invalid field '${field}': a rundown is copied into a program and a date`, { in: 'body', issues: [{ field, message: 'required' }] }, 'error.validation');

const timeToMs = (t: string | null) => {
  if (!t) return null;
  const [h, m, s] = t.split(':').map(Number);
  return ((h! * 60 + m!) * 60 + (s ?? 0)) * 1000;
};

export function rundownPortable(ctx: Ctx, nick: PortablePeople): PortableDocument {
  return {
    async export(user, id) {
      const r = await loadRundownById(ctx, Number(id), user.id, { sections: true });
      const program = await ctx.programs.get(r.programId);
      return {
        type: D.rundown, title: `${program.name} ${r.date}`, date: r.date, program: program.name,
        blocks: await Promise.all(r.blocks.map(async (b) => ({
          standBy: b.standBy, commercial: b.commercial, stopTime: b.stopTime,
          stories: await Promise.all(b.stories.filter((s) => s.visible).map((s) => exportStory(nick, s))),
        }))),
      };
    },
    async import(user, data, options) {
      if (!options.programId) throw required('programId');
      const date = options.date ?? null;
      if (!date) throw required('date');
      const src = parsePortable(blocks, data);
      if (src.blocks.some((b) => b.stories.length)) ctx.access.assert(user, [R.rundownWrite, R.storyWrite]);
      const stories = await Promise.all(src.blocks.map((b, i) => Promise.all(b.stories.map(async (s, j) => (await importStory(nick, s, ['blocks', i, 'stories', j])).fields))));
      const c = caller(user, options.ip);
      const made = await createRundown(ctx, c, { date, programId: options.programId });
      await inOwner(ctx, c, rundownOwner(made.id), async (w) => {
        const regular = src.blocks.map((b, i) => ({ b, i })).filter(({ b }) => !b.standBy);
        let have = (await blocksOf(w)).length - 1;
        for (; have < regular.length; have++) await createBlock(w, {});
        const rows = await blocksOf(w);
        const standBy = standByOf(rows)!;
        for (const [k, { b, i }] of regular.entries()) {
          const block = rows[k]!;
          await w.trx('rundown_blocks').where('id', block.id).update({ commercial_ms: parseDuration(b.commercial) ?? 0, stop_time_ms: timeToMs(b.stopTime) });
          for (const fields of stories[i]!) {
            const place = await placeNewStory(w, { blockId: Number(block.id) });
            await createStory(w, place.block, fields, place.after, place.beforeId);
          }
        }
        for (const [i, b] of src.blocks.entries()) {
          if (!b.standBy) continue;
          for (const fields of stories[i]!) {
            const place = await placeNewStory(w, { blockId: Number(standBy.id) });
            await createStory(w, place.block, fields, place.after, place.beforeId);
          }
        }
        w.timingChanged('all');
      });
      return { id: made.id, link: `/main/rundowns?id=${made.id}` };
    },
  };
}
