/**
 * Gives the story form the program's CG templates when it holds CGs saved earlier (slot
 * `story.panels`, nothing shown): the story keeps a CG's template code and field names, not the
 * sizes, so they come back from here. Read at most once a minute per program; a failure gives none.
 */
import { useEffect } from 'react';
import type { ApiClient, Page, PanelProps } from '@lauda/sdk/web';
import type { StoryPanelProps } from '@lauda/plugin-rundown/common';
import type { CreditTemplate } from '../../common/index.js';
import { cachedGet } from '@lauda/web-kit';
import { creditTemplatesPath } from './credits.js';

/** The program's CG templates (the kit's one-minute cache per user); a failure gives none. */
const templatesOf = (api: ApiClient, programId: number): Promise<CreditTemplate[]> =>
  cachedGet<Page<CreditTemplate> | null>(api, creditTemplatesPath(programId, '', 0, 500), null).then((p) => (Array.isArray(p?.data) ? p.data : []));

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
