/**
 * The devices of a rundown's program as MOS sees them (spec: "notify MOS takes rundownId and
 * deviceId"; notify actions create, ready, replace): their status, and the running order sent
 * again to one of them — a device added after MOS was switched on, or one that lost its copy.
 * Opened from the rundown's "more" menu (slot `rundown.menu`).
 */
import { useCallback, useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { Badge, Button, Dialog, Empty, Table } from '@lauda/web-kit';
import type { RundownDevice, RundownMos } from '@lauda/plugin-rundown/common';

const NOTIFY = ['create', 'replace', 'ready'] as const;

export function MosDevicesDialog({ api, notify, t, rundownId, canWrite, onClose }: Pick<PanelProps, 'api' | 'notify' | 't'> & { rundownId: number; canWrite: boolean; onClose: () => void }) {
  const m = (key: string, o?: Record<string, unknown>) => t(`web.mosDevices.${key}`, o);
  const [state, setState] = useState<RundownMos | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setState(await api.get<RundownMos>(`/api/rundowns/${rundownId}/mos`));
    } catch (e) {
      notify.error(e, 'loadFailed');
    }
  }, [api, notify, rundownId]);
  useEffect(() => {
    void load();
  }, [load]);

  const send = async (d: RundownDevice, action: (typeof NOTIFY)[number]) => {
    if (busy) return;
    setBusy(`${d.id}:${action}`);
    try {
      await api.post(`/api/rundowns/${rundownId}/mos/notify`, { deviceId: d.id, action });
      notify.notify('success', m(`sent.${action}`, { device: d.name }));
      await load();
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog title={m('title')} onClose={onClose} width={720} testId="mos-devices-dialog" footer={<Button type="button" onClick={() => void load()}>{m('reload')}</Button>}>
      {state === null ? <Empty>{m('loading')}</Empty> : (
        <>
          <p data-testid="mos-devices-state">{m(state.enabled ? 'on' : 'off')} · <code>{state.roId}</code></p>
          {state.devices.length === 0 ? <Empty>{m('none')}</Empty> : (
            <Table>
              <thead>
                <tr><th>{m('device')}</th><th>{m('status')}</th><th /></tr>
              </thead>
              <tbody>
                {state.devices.map((d) => (
                  <tr key={d.id} data-testid="mos-device-row" data-device={d.id}>
                    <td><b>{d.name}</b> <Badge>{d.kind}</Badge> <Badge>{d.protocol}</Badge></td>
                    <td>
                      <Badge $tone={d.connected ? 'success' : 'danger'}>{m(d.connected ? 'connected' : 'disconnected')}</Badge>
                      {d.lastError && <div className="sub">{d.lastError}</div>}
                    </td>
                    <td className="actions">
                      {canWrite && d.runningOrders && NOTIFY.map((a) => (
                        <Button key={a} type="button" $small aria-disabled={busy !== null} onClick={() => void send(d, a)} data-testid={`mos-notify-${a}`} title={m(`hint.${a}`)}>
                          {m(`notify.${a}`)}
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
