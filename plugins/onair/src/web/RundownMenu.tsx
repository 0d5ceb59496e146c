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
  // undefined while asking; null: the program has no CG device (the item says so, disabled)
  const [cg, setCg] = useState<{ id: number; name: string } | null | undefined>(undefined);
  useEffect(() => {
    let on = true;
    api.get<{ device: { id: number; name: string } | null }>(`/api/rundowns/${rundown.id}/credits/device`)
      .then((r) => on && setCg(r.device), () => on && setCg(undefined));
    return () => {
      on = false;
    };
  }, [api, rundown.id]);
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
      {
        id: 'send-credits', label: t('web.credits.send'), onSelect: () => void sendCredits(),
        disabled: !canWrite || cg === null, hint: cg === null ? t('web.credits.noDevice') : undefined,
      },
      { id: 'mos-devices', label: t('web.mosDevices.menu'), onSelect: () => setMosOpen(true) },
      { id: 'teleprompter', label: t('web.teleprompter.action'), onSelect: () => void loadTeleprompterContent(api, rundown.id, notify, t), disabled: !canWrite },
    ];
  }, [api, canWrite, cg, notify, rundown.id, t]);
  useEffect(() => offerItems(items), [items, offerItems]);
  return mosOpen ? <MosDevicesDialog api={api} notify={notify} t={t} rundownId={rundown.id} canWrite={canWrite} onClose={() => setMosOpen(false)} /> : null;
}
