/**
 * The rundown's side of putting it on air (`rundownServices.onAir`): other plugins hear about
 * committed changes, answer for MOS enable/disable, load a rundown as a device sees it and record
 * the item statuses devices report. Listeners run after the commit; their failures are logged and
 * never reach the user whose change it was.
 */
import type { SessionUser } from '@lauda/sdk/server';
import { RUNDOWN_ERRORS } from '../../common/keys.js';
import { MOS_SUBSECTION_TYPES, type AffectedDevice, type ItemStatusInput, type MosToggleHandler, type RundownCommit } from '../../common/onair.js';
import type { RundownOnAir } from '../refs.js';
import type { Rundown } from '../../common/types.js';
import { parseJson, type Row, type StoredSection } from '../codec.js';
import { indexOf } from './positions.js';
import { loadRundown } from './rundowns.js';
import { OwnerChanged, inOwner } from './work.js';
import type { Ctx } from './context.js';

/** The caller of changes a device makes: no session, passes the program check. */
const deviceCaller = (by: string) => ({
  user: { id: 0, username: 'device', nickname: by.slice(0, 60), name: by, email: null, roles: [], support: true, sessionId: '' } satisfies SessionUser,
  ip: '',
});

export class OnAirHub implements RundownOnAir {
  private readonly listeners = new Set<(c: RundownCommit) => void>();
  private mosHandler: MosToggleHandler | null = null;

  constructor(private readonly ctx: () => Ctx) {}

  onCommit(fn: (c: RundownCommit) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  setMosHandler(fn: MosToggleHandler | null): void {
    this.mosHandler = fn;
  }

  /** Called by the unit of work after its commit. */
  committed(c: RundownCommit): void {
    for (const fn of this.listeners) {
      try {
        fn(c);
      } catch (e) {
        this.ctx().logger.warn('on-air listener failed', { rundownId: c.rundownId, error: String(e) });
      }
    }
  }

  /** The devices a MOS enable or disable reached; none when no plugin drives devices. */
  async mosToggled(rundownId: number, enabled: boolean): Promise<AffectedDevice[]> {
    if (!this.mosHandler) return [];
    return this.mosHandler(rundownId, enabled);
  }

  load(rundownId: number): Promise<Rundown> {
    return loadRundown(this.ctx().db.knex, rundownId, null, { sections: true });
  }

  async setItemStatus(input: ItemStatusInput): Promise<boolean> {
    const ctx = this.ctx();
    const story: Row | undefined = await ctx.db.knex('rundown_stories').where({ uuid: input.storyUuid, rundown_id: input.rundownId }).whereNull('deleted_at').first('id');
    if (!story) return false;
    try {
      return await inOwner(ctx, deviceCaller(input.by), async () => ({ kind: 'rundown', id: input.rundownId }), async (w) => {
        const row: Row | undefined = await w.trx('rundown_stories').where('id', story.id).whereNull('deleted_at').first();
        if (!row) return false;
        if (Number(row.rundown_id) !== input.rundownId) throw new OwnerChanged();
        const sections = parseJson<StoredSection[]>(row.sections, []);
        const items = sections.flatMap((s) => s.subSections.filter((x) => (MOS_SUBSECTION_TYPES as readonly string[]).includes(x.type)));
        const item = items[input.item - 1];
        if (!item) return false;
        const oldValue = item.status ?? null;
        if (oldValue === input.status) return true;
        item.status = input.status.slice(0, 40);
        // the story's version is left alone: a device's report must not make an editor's save stale
        await w.trx('rundown_stories').where('id', row.id).update({ sections: JSON.stringify(sections) });
        const index = await indexOf(w.trx, Number(row.block_id), Number(row.position));
        w.publishStoryPatch(row, index, { field: 'itemStatus', item: input.item, oldValue, newValue: item.status });
        return true;
      });
    } catch (e) {
      if ((e as { code?: string }).code === RUNDOWN_ERRORS.notFound) return false;
      throw e;
    }
  }
}
