import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { DEVICE_ERRORS } from '../../common/index.js';
import { errorCode, errorDetails, holds, KINDS, ROLES, type DeviceWithStatus } from '../api';
import { Badge, Button, Chip, Chips, matches, RecordListPanel, Select, useRecordListOf } from '@lauda/web-kit';
import { StatusDot, statusText } from '../components/Status';
import { DeviceDetail } from './DeviceDetail';
import { DeviceForm } from './DeviceForm';
import { useDevices } from './useDevices';

/**
 * Devices (admin): the records with their live status and last error; create, edit, delete (a
 * device linked to a program is refused), connection test; a device opens on its traffic log,
 * story templates and media.
 */
export default function DevicesPanel(props: PanelProps) {
  const { api, notify, user, t } = props;
  const canWrite = holds(user, ROLES.adminWrite);
  const { devices, drivers, programs, vendors, load } = useDevices(props);
  const [kind, setKind] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const programName = useMemo(() => new Map(programs.map((p) => [p.id, p.name])), [programs]);
  const list = useRecordListOf<DeviceWithStatus>(devices, load, {
    kind: 'device',
    url: '/api/devices',
    api,
    notify,
    t,
    onDeleted: (d) => setOpenId((id) => (id === d.id ? null : id)),
    onDeleteError: (e) => {
      if (errorCode(e) !== DEVICE_ERRORS.linkedToProgram) return notify.error(e, 'deleteFailed');
      // spec 001 §5: a device linked to a program cannot be deleted; say which programs
      const ids = (errorDetails(e).programIds as number[] | undefined) ?? [];
      const names = ids.map((id) => programName.get(id) ?? `#${id}`).join(', ');
      notify.notify('error', t('errors.device.linkedToProgram'), names ? t('devices.linkedPrograms', { names }) : undefined, e);
    },
  });
  const open = openId === null ? null : (devices ?? []).find((d) => d.id === openId) ?? null;

  const form = (d: DeviceWithStatus | null) => (
    <DeviceForm device={d} drivers={drivers} programs={programs} vendors={vendors} api={api} notify={notify} t={t} onSaved={list.saved} onClose={list.close} />
  );

  if (open) {
    return (
      <>
        <DeviceDetail {...props} device={open} drivers={drivers} canWrite={canWrite} onBack={() => setOpenId(null)} onEdit={() => list.setEditing(open)} onDelete={() => list.remove(open)} />
        {list.editing && form(list.editing === 'new' ? null : list.editing)}
        {list.dialog}
      </>
    );
  }

  return (
    <RecordListPanel<DeviceWithStatus>
      list={list}
      t={t}
      canWrite={canWrite}
      filter={(d, query) => (!kind || d.kind === kind) && matches(query, d.name, d.vendor, d.mosId, d.host)}
      filtering={!!kind}
      filters={
        <Select value={kind} onChange={(e) => (setKind(e.target.value), list.setPage(0))} style={{ width: 200 }} aria-label={t('form.fields.kind')} data-testid="devices-kind">
          <option value="">{t('devices.allKinds')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </Select>
      }
      head={
        <>
          <th>{t('devices.cols.name')}</th>
          <th>{t('devices.cols.kind')}</th>
          <th>{t('devices.cols.protocol')}</th>
          <th>{t('devices.cols.vendor')}</th>
          <th>{t('devices.cols.programs')}</th>
        </>
      }
      colSpan={6}
      rowClassName={(d) => (d.enabled ? undefined : 'off')}
      cells={(d) => (
        <>
          <td>
            <NameCell>
              <StatusDot status={d.status} enabled={d.enabled} t={t} testId="device-status" />
              <span>
                <button type="button" className="link" onClick={() => setOpenId(d.id)} data-testid="device-open">
                  {d.name}
                </button>
                <span className="sub" data-testid="device-status-text">
                  {statusText(d.status, d.enabled, t)}
                  {d.enabled && d.status?.lastError ? ` · ${d.status.lastError}` : ''}
                </span>
              </span>
            </NameCell>
          </td>
          <td className="nowrap">
            <Badge $tone="info">{t(`kinds.${d.kind}`)}</Badge>
          </td>
          <td className="nowrap">
            {d.protocol}
            {d.driver && <span className="sub">{drivers.find((x) => x.id === d.driver)?.title ?? d.driver}</span>}
          </td>
          <td className="muted">{d.vendor ?? '—'}</td>
          <td>
            {d.programIds.length === 0 ? (
              <span className="sub">—</span>
            ) : (
              <Chips>
                {d.programIds.map((p) => (
                  <Chip key={p}>{programName.get(p) ?? `#${p}`}</Chip>
                ))}
              </Chips>
            )}
          </td>
        </>
      )}
      rowActions={(d) => (
        <Button type="button" $small onClick={() => setOpenId(d.id)} data-testid="device-details">
          {t('devices.open')}
        </Button>
      )}
      editor={form}
    />
  );
}

const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  .link {
    border: 0;
    padding: 0;
    background: none;
    font: inherit;
    font-weight: 700;
    color: var(--lauda-text);
    cursor: pointer;
    text-align: left;
  }
  .link:hover {
    color: var(--lauda-primary);
    text-decoration: underline;
  }
`;
