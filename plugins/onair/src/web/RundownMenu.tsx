/**
 * What the on-air plugin puts into a rundown's "more" menu (slot `rundown.menu`): send the credits
 * to the CG, the MOS devices of the rundown, and load the teleprompter content.
 */
import { useEffect, useMemo, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import type { RundownMenuItem, RundownMenuProps } from '@lauda/plugin-rundown/common';
import { MosDevicesDialog } from './MosDevicesDialog.js';
import { loadTeleprompterContent } from './teleprompter.js';

export default function RundownMenu({ rundown, canWrite, offerItems, api, notify, t }: RundownMenuProps & PanelProps) {
  const [mosOpen, setMosOpen] = useState(false);
  const items = useMemo<RundownMenuItem[]>(() => {
    /** The rundown's CG items to the program's CG device (spec: credits sent, or a warning when empty). */
    const sendCredits = async () => {
      try {
        const ans = await api.post<{ sent: number; device: { name: string } | null }>(`/api/rundowns/${rundown.id}/credits`);
        if (ans.sent) notify.notify('success', t('web.credits.sent', { count: ans.sent, device: ans.device?.name ?? '' }));
        else notify.notify('warning', t('web.credits.empty'));
      } catch (e) {
        notify.error(e, 'actionFailed');
      }
    };
    return [
      { id: 'send-credits', label: t('web.credits.send'), onSelect: () => void sendCredits(), disabled: !canWrite },
      { id: 'mos-devices', label: t('web.mosDevices.menu'), onSelect: () => setMosOpen(true) },
      { id: 'teleprompter', label: t('web.teleprompter.action'), onSelect: () => void loadTeleprompterContent(api, rundown.id, notify, t), disabled: !canWrite },
    ];
  }, [api, canWrite, notify, rundown.id, t]);
  useEffect(() => offerItems(items), [items, offerItems]);
  return mosOpen ? <MosDevicesDialog api={api} notify={notify} t={t} rundownId={rundown.id} canWrite={canWrite} onClose={() => setMosOpen(false)} /> : null;
}
