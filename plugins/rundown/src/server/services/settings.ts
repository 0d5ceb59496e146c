/** The newsroom's rundown settings (one row, versioned) and the page a new story gets from them. */
import { ConflictError, type Knex } from '@lauda/sdk/server';
import { DEFAULT_PAGE_RULE, newPage, PAGE_RULES, type PageRule } from '../../common/pages.js';
import type { RundownSettings } from '../../common/types.js';
import { bool, num, type Row } from '../codec.js';
import { blocksOf } from './blocks.js';
import type { Work } from './work.js';

export async function readSettings(q: Knex | Knex.Transaction): Promise<RundownSettings> {
  const row = await q('rundown_settings').where('id', 1).first();
  const rule = PAGE_RULES.find((r) => r === row?.page_rule) ?? DEFAULT_PAGE_RULE;
  return { pageRule: rule, version: row ? num(row.version) : 0 };
}

/** Saves when `version` is the stored one; otherwise someone saved in between: 409. */
export async function writeSettings(knex: Knex, next: RundownSettings): Promise<RundownSettings> {
  return knex.transaction(async (trx) => {
    const row = await trx('rundown_settings').where('id', 1).forUpdate().first();
    const current = row ? num(row.version) : 0;
    if (next.version !== current) throw new ConflictError('The rundown settings were changed by someone else: reload them', 'rundown.settingsConflict', { version: current });
    const values = { page_rule: next.pageRule, version: current + 1 };
    if (row) await trx('rundown_settings').where('id', 1).update(values);
    else await trx('rundown_settings').insert({ id: 1, ...values });
    return { pageRule: next.pageRule, version: current + 1 };
  });
}

/**
 * The page of a story about to be placed at `position` in `blockId` (a rundown's or a template's);
 * null in the Stand By block and in a drawer, which are not numbered.
 */
export async function pageFor(w: Work, blockId: number, position: number, rule?: PageRule): Promise<string | null> {
  if (w.owner.kind !== 'rundown' && w.owner.kind !== 'template') return null;
  const blocks = (await blocksOf(w)).filter((b) => !bool(b.stand_by));
  const at = blocks.findIndex((b) => Number(b.id) === blockId);
  if (at < 0) return null;
  const stories: Row[] = await w.trx('rundown_stories').whereIn('block_id', blocks.map((b) => Number(b.id))).whereNull('deleted_at').orderBy('position').select('block_id', 'position', 'page');
  const pages = blocks.map((b) => stories.filter((s) => Number(s.block_id) === Number(b.id)));
  const index = pages[at]!.filter((s) => num(s.position) < position).length;
  return newPage(rule ?? (await readSettings(w.trx)).pageRule, { blocks: pages.map((l) => l.map((s) => s.page ?? null)), block: at, index });
}
