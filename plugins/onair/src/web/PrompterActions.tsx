/** The teleprompter page's "load content" (slot `prompter.actions`): the rundown's stories to the program's prompters. */
import { useEffect, useMemo, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import type { RundownMenuItem, RundownMenuProps } from '@lauda/plugin-rundown/common';
import { loadTeleprompterContent } from './teleprompter.js';

export default function PrompterActions({ rundown, canWrite, offerItems, api, notify, t }: RundownMenuProps & PanelProps) {
  const [sending, setSending] = useState(false);
  const items = useMemo<RundownMenuItem[]>(() => (canWrite ? [{
    id: 'load',
    label: t('web.teleprompter.action'),
    disabled: sending,
    onSelect: () => {
      setSending(true);
      void loadTeleprompterContent(api, rundown.id, notify, t).finally(() => setSending(false));
    },
  }] : []), [api, canWrite, notify, rundown.id, sending, t]);
  useEffect(() => offerItems(items), [items, offerItems]);
  return null;
}
