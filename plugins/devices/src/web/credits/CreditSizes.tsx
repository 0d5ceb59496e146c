/**
 * Gives the story form the program's CG templates when it holds CGs saved earlier (slot
 * `story.panels`, nothing shown): the story keeps a CG's template code and field names, not the
 * sizes, so they come back from here. Read at most once a minute per program; a failure gives none.
 */
import { useEffect } from 'react';
import type { ApiClient, Page, PanelProps } from '@lauda/sdk/web';
import type { StoryPanelProps } from '@lauda/plugin-rundown/common';
import type { CreditTemplate } from '../../common/index.js';
import { creditTemplatesPath } from './credits.js';

const TTL_MS = 60_000;
// per api object, that is per signed-in user (the shell gives each its own)
const recentOf = new WeakMap<ApiClient, Map<string, { at: number; list: Promise<CreditTemplate[]> }>>();

function templatesOf(api: ApiClient, programId: number): Promise<CreditTemplate[]> {
  const path = creditTemplatesPath(programId, '', 0, 500);
  let recent = recentOf.get(api);
  if (!recent) recentOf.set(api, (recent = new Map()));
  const hit = recent.get(path);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.list;
  const list = api.get<Page<CreditTemplate>>(path).then((p) => (Array.isArray(p?.data) ? p.data : []), () => {
    recent!.delete(path);
    return [];
  });
  recent.set(path, { at: Date.now(), list });
  return list;
}

export default function CreditSizes({ api, story, needsCreditTemplates, giveCreditTemplates }: StoryPanelProps & PanelProps) {
  const programId = story.programId;
  useEffect(() => {
    if (!programId || !needsCreditTemplates) return;
    let on = true;
    void templatesOf(api, programId).then((list) => on && giveCreditTemplates(list));
    return () => {
      on = false;
    };
  }, [api, giveCreditTemplates, needsCreditTemplates, programId]);
  return null;
}
