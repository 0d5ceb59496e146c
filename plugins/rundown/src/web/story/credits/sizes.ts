/**
 * Field sizes of the CGs a story already holds. The story keeps a CG's template code and field names,
 * not the sizes, so they are read back from the program's credit templates (once a minute at most;
 * a failure just leaves the fields unlimited).
 */
import { useEffect, useState } from 'react';
import type { ApiClient, Page } from '@lauda/sdk/web';
import { creditTemplatesPath, sizesByCode, type CreditTemplate } from '../../logic/credits.js';
import { cachedGet } from '../../lookups.js';

const EMPTY = new Map<string, Map<string, number>>();

/** code → field name → size, for the program's templates; loaded only when `needed` (the story has coded CGs). */
export function useCreditSizes(api: Pick<ApiClient, 'get'>, programId: number | null, needed: boolean): Map<string, Map<string, number>> {
  const [sizes, setSizes] = useState(EMPTY);
  useEffect(() => {
    if (!programId || !needed) return;
    let on = true;
    cachedGet<Page<CreditTemplate> | null>(api, creditTemplatesPath(programId, '', 0, 500), null)
      .then((p) => on && setSizes(p && Array.isArray(p.data) ? sizesByCode(p.data) : EMPTY));
    return () => {
      on = false;
    };
  }, [api, needed, programId]);
  return sizes;
}
