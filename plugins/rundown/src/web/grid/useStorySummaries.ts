/**
 * The presenter, camera, CG and media columns' figures (`/api/rundowns/{id}/story-summaries`), loaded
 * only while one of those columns is shown and loaded again shortly after the rundown changes (a save,
 * a device's item status), so a busy show does not ask on every message.
 */
import { useEffect, useState } from 'react';
import type { StorySummary } from '../../common/summary.js';
import type { Block } from '../../common/types.js';
import { useWorkspace } from '../context.js';
import type { ColumnKey } from './gridTypes.js';

export type StorySummaries = ReadonlyMap<number, StorySummary>;
export const SUMMARY_COLUMNS: readonly ColumnKey[] = ['presenter', 'camera', 'cg', 'media'];
const EMPTY: StorySummaries = new Map();

export function useStorySummaries(rundownId: number, columns: readonly ColumnKey[], blocks: readonly Block[] | undefined): StorySummaries {
  const { api } = useWorkspace();
  const [summaries, setSummaries] = useState<StorySummaries>(EMPTY);
  const wanted = columns.some((c) => SUMMARY_COLUMNS.includes(c));
  useEffect(() => {
    if (!wanted || !blocks) return;
    let alive = true;
    const t = setTimeout(() => {
      api.get<Record<string, StorySummary>>(`/api/rundowns/${rundownId}/story-summaries`).then((r) => {
        if (alive) setSummaries(new Map(Object.entries(r).map(([id, s]) => [Number(id), s])));
      }, () => undefined);
    }, 300);
    return () => {
      alive = false;
      clearTimeout(t);
    };
  }, [api, rundownId, wanted, blocks]);
  return wanted ? summaries : EMPTY;
}
