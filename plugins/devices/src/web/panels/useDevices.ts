import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveMessage, PanelProps } from '@lauda/sdk/web';
import { DEVICES_TOPIC } from '../../common/index.js';
import { holds, ROLES, type DeviceStatus, type DeviceWithStatus, type Driver, type PageOf, type ProgramName } from '../api';

/** What the kernel and this plugin publish on the `devices` topic. */
interface DeviceEvent {
  deviceId: number;
  event: 'status' | 'elementStatus' | 'protocolError' | 'record';
  connected?: boolean;
  lastError?: string | null;
  since?: string;
  detail?: Record<string, unknown>;
}

/**
 * The device records with their live status (topic `devices`: a status change updates its row, a
 * record change reloads), the installed drivers, program names and vendors.
 */
export function useDevices({ api, live, notify, user }: Pick<PanelProps, 'api' | 'live' | 'notify' | 'user'>) {
  const [devices, setDevices] = useState<DeviceWithStatus[] | null>(null);
  const [drivers, setDrivers] = useState<Driver[]>([]);
  const [programs, setPrograms] = useState<ProgramName[]>([]);
  const [vendors, setVendors] = useState<string[]>([]);
  /**
   * The last status heard live per device: a status that arrives while the list is loading (a
   * device created a moment ago connecting) must not be lost to the older answer of that load.
   */
  const heard = useRef(new Map<number, DeviceStatus>());
  const newest = (d: DeviceWithStatus): DeviceWithStatus => {
    const h = heard.current.get(d.id);
    return h && (!d.status || h.since >= d.status.since) ? { ...d, status: h } : d;
  };

  const load = useCallback(() => {
    api.get<PageOf<DeviceWithStatus>>('/api/devices?size=500').then((p) => setDevices(p.data.map(newest)), (e) => {
      setDevices((x) => x ?? []);
      notify.error(e, 'loadFailed');
    });
    api.get<string[]>('/api/devices/vendors').then(setVendors, () => undefined);
  }, [api, notify]);

  useEffect(() => {
    load();
    api.get<Driver[]>('/api/devices/drivers').then(setDrivers, (e) => notify.error(e, 'loadFailed'));
    // program names: every program (the admin sees them all) when the caller may read programs
    if (holds(user, ROLES.programRead)) api.get<ProgramName[]>('/api/programs?all=true').then(setPrograms, () => undefined);
  }, [api, notify, user, load]);

  const onLive = useCallback((m: LiveMessage) => {
    const e = m.data as DeviceEvent | null;
    if (!e || typeof e.deviceId !== 'number') return;
    if (e.event === 'record') return load();
    if (e.event !== 'status') return;
    const status: DeviceStatus = { connected: !!e.connected, lastError: e.lastError ?? null, since: e.since ?? m.at, ...(e.detail ? { detail: e.detail } : {}) };
    heard.current.set(e.deviceId, status);
    setDevices((list) => list?.map((d) => (d.id === e.deviceId ? { ...d, status } : d)) ?? list);
  }, [load]);
  useEffect(() => live.subscribe(DEVICES_TOPIC, onLive), [live, onLive]);

  return { devices, drivers, programs, vendors, load, setDevices };
}
