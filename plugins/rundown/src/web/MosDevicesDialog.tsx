/**
 * The devices of a rundown's program as MOS sees them (spec: "notify MOS takes rundownId and
 * deviceId"; notify actions create, ready, replace): their status, and the running order sent
 * again to one of them — a device added after MOS was switched on, or one that lost its copy.
 * The on-air plugin answers; without it the dialog says sending is not installed.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RundownDevice, RundownMos } from '../common/onair.js';
import { useWorkspace } from './context.js';
import { Table } from './dialogs/dialogs.js';
import { Badge, Button, Dialog, Empty } from './ui.js';

const NOTIFY = ['create', 'replace', 'ready'] as const;

export function MosDevicesDialog({ rundownId, canWrite, onClose }: { rundownId: number; canWrite: boolean; onClose: () => void }) {
  const { api, w, fail, notify } = useWorkspace();
  const [state, setState] = useState<RundownMos | 'missing' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setState(await api.get<RundownMos>(`/api/rundowns/${rundownId}/mos`));
    } catch (e) {
      if ((e as { status?: number }).status === 404 && (e as { code?: string }).code === 'error.routeNotFound') setState('missing');
      else fail(e, 'loadFailed');
    }
  }, [api, fail, rundownId]);
  useEffect(() => {
    void load();
  }, [load]);

  const send = async (d: RundownDevice, action: (typeof NOTIFY)[number]) => {
    if (busy) return;
    setBusy(`${d.id}:${action}`);
    try {
      await api.post(`/api/rundowns/${rundownId}/mos/notify`, { deviceId: d.id, action });
      notify.notify('success', w(`mosDevices.sent.${action}`, { device: d.name }));
      await load();
    } catch (e) {
      fail(e, 'actionFailed');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog title={w('mosDevices.title')} onClose={onClose} width={720} testId="mos-devices-dialog" footer={<Button type="button" onClick={() => void load()}>{w('actions.reload')}</Button>}>
      {state === null ? <Empty>{w('loading')}</Empty> : state === 'missing' ? <Empty>{w('mosDevices.notInstalled')}</Empty> : (
        <>
          <p data-testid="mos-devices-state">{w(state.enabled ? 'actions.mosOn' : 'actions.mosOff')} · <code>{state.roId}</code></p>
          {state.devices.length === 0 ? <Empty>{w('mosDevices.none')}</Empty> : (
            <Table>
              <thead>
                <tr><th>{w('mosDevices.device')}</th><th>{w('mosDevices.status')}</th><th /></tr>
              </thead>
              <tbody>
                {state.devices.map((d) => (
                  <tr key={d.id} data-testid="mos-device-row" data-device={d.id}>
                    <td><b>{d.name}</b> <Badge>{d.kind}</Badge> <Badge>{d.protocol}</Badge></td>
                    <td>
                      <Badge $bg={d.connected ? '#e3f6e8' : '#fde8e8'} $fg={d.connected ? '#1e6b34' : '#9b1c1c'}>{w(d.connected ? 'mosDevices.connected' : 'mosDevices.disconnected')}</Badge>
                      {d.lastError && <div className="sub">{d.lastError}</div>}
                    </td>
                    <td style={{ whiteSpace: 'nowrap', display: 'flex', gap: 6, justifyContent: 'flex-end' }}>
                      {canWrite && d.runningOrders && NOTIFY.map((a) => (
                        <Button key={a} type="button" $small aria-disabled={busy !== null} onClick={() => void send(d, a)} data-testid={`mos-notify-${a}`} title={w(`mosDevices.hint.${a}`)}>
                          {w(`mosDevices.notify.${a}`)}
                        </Button>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </Dialog>
  );
}
