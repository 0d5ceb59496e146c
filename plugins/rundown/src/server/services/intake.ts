/**
 * Stories brought in by other plugins (`rundownServices.stories`): a reportage sent to the show
 * becomes a story of a rundown block (the same path as POST /api/rundowns/{id}/stories) or of a
 * program's drawer. The story fields are validated by the same schema as the API's.
 */
import crypto from 'node:crypto';
import { BadRequestError, ForbiddenError, type SessionUser } from '@lauda/sdk/server';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { RUNDOWN_ROLES as R } from '../../common/ids.js';
import type { Story } from '../../common/types.js';
import { storyOut, type Row } from '../codec.js';
import { storyInput, type StoryFieldValues } from '../schemas.js';
import type { StoryIntake, StoryIntakeTarget } from '../refs.js';
import { caller, type Ctx } from './context.js';
import { placeNewStory } from './placing.js';
import { createStory, recordRevision, storyRow } from './stories.js';
import { toColumns, withTimes } from './story-fields.js';
import { inOwner, type Work } from './work.js';
import { readRateOf } from './flags.js';
import { rundownOwner } from '../routes/rundowns.js';

function parseStory(input: unknown): StoryFieldValues {
  const parsed = storyInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'story', message: i.message, code: i.code }));
  throw new BadRequestError(`Invalid field '${issues[0]!.field}': ${issues[0]!.message}`, { in: 'body', issues }, 'error.validation');
}

/** A story created straight into a program's drawer (null: the general drawer); `extra` columns win (the stories area's date and privacy). */
export async function createInDrawer(w: Work, programId: number | null, fields: StoryFieldValues, reportageId: number | null, extra: Row = {}): Promise<Row> {
  const now = w.ctx.now();
  const row: Row = withTimes({
    uuid: crypto.randomUUID(),
    rundown_id: null, template_id: null, block_id: null, position: 0,
    program_id: programId, date: null, branch_id: null,
    radio: false, legacy: false, manual_vt: false, approved: false, ok: false,
    estimated_ms: 0, vt_ms: 0, display_status: 'blank',
    change_date: now, created_at: now,
    author_nickname: w.user.nickname, author_id: w.user.id,
    sections: '[]', allowed_users: '[]', version: 0,
    drawer: true, drawer_program_id: programId,
    ...toColumns(fields),
    reportage_id: reportageId,
    ...extra,
  }, await readRateOf(w));
  const [id] = await w.trx('rundown_stories').insert(row);
  const stored = await storyRow(w.trx, Number(id));
  await recordRevision(w, null, stored);
  w.publishStory('CREATE', stored, 0, { from: { drawer: true } });
  return stored;
}

export function storyIntake(ctx: Ctx): StoryIntake {
  return {
    async create(user: SessionUser, ip: string, target: StoryIntakeTarget, input: unknown, reportageId: number | null = null): Promise<Story> {
      ctx.access.assert(user, [R.rundownWrite, R.storyWrite]);
      const fields = parseStory(input);
      const c = caller(user, ip);
      if ('drawerProgramId' in target) {
        const programs = await ctx.programIdsOf(user);
        if (target.drawerProgramId !== null && programs && !programs.includes(target.drawerProgramId)) {
          throw new ForbiddenError('Your groups do not give you this program', { programId: target.drawerProgramId }, RUNDOWN_ERRORS.programNoAccess);
        }
        const row = await inOwner(ctx, c, async () => ({ kind: 'drawer', id: null }), (w) => createInDrawer(w, target.drawerProgramId, fields, reportageId));
        return storyOut(row, 0, user.id);
      }
      const { row, index } = await inOwner(ctx, c, rundownOwner(target.rundownId), async (w) => {
        const place = await placeNewStory(w, { blockId: target.blockId });
        const made = await createStory(w, place.block, fields, place.after, place.beforeId);
        if (reportageId === null) return made;
        await w.trx('rundown_stories').where('id', made.row.id).update({ reportage_id: reportageId });
        return { row: { ...made.row, reportage_id: reportageId }, index: made.index };
      });
      return storyOut(row, index, user.id);
    },
  };
}
