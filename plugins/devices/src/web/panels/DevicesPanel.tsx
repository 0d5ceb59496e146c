import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { DEVICE_ERRORS } from '../../common/index.js';
import { errorCode, errorDetails, holds, KINDS, ROLES, type DeviceWithStatus } from '../api';
import { Badge, Button, Chip, Chips, EmptyRow, matches, Pager, PAGE_SIZE, Search, Select, slicePage, Table, TableCard, Toolbar, useConfirm } from '../components/admin';
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
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<DeviceWithStatus | 'new' | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const { ask, dialog } = useConfirm(t('actions.cancel'));
  const programName = useMemo(() => new Map(programs.map((p) => [p.id, p.name])), [programs]);

  const shown = slicePage((devices ?? []).filter((d) => (!kind || d.kind === kind) && matches(query, d.name, d.vendor, d.mosId, d.host)), page);
  const open = openId === null ? null : (devices ?? []).find((d) => d.id === openId) ?? null;

  const remove = (d: DeviceWithStatus) =>
    ask({
      title: t('devices.confirm.deleteTitle', { name: d.name }),
      text: t('devices.confirm.deleteText'),
      confirmLabel: t('actions.delete'),
      danger: true,
      testId: 'confirm-delete-device',
      run: async () => {
        try {
          await api.delete(`/api/devices/${d.id}`);
          notify.notify('success', t('devices.deleted', { name: d.name }));
          if (openId === d.id) setOpenId(null);
          load();
        } catch (e) {
          if (errorCode(e) !== DEVICE_ERRORS.linkedToProgram) return notify.error(e, 'deleteFailed');
          // spec 001 §5: a device linked to a program cannot be deleted; say which programs
          const ids = (errorDetails(e).programIds as number[] | undefined) ?? [];
          const names = ids.map((id) => programName.get(id) ?? `#${id}`).join(', ');
          notify.notify('error', t('errors.device.linkedToProgram'), names ? t('devices.linkedPrograms', { names }) : undefined, e);
        }
      },
    });

  const saved = (d: DeviceWithStatus, isNew: boolean) => {
    setEditing(null);
    notify.notify('success', isNew ? t('devices.created', { name: d.name }) : t('devices.updated', { name: d.name }));
    load();
  };

  const form = editing && (
    <DeviceForm
      device={editing === 'new' ? null : editing}
      drivers={drivers}
      programs={programs}
      vendors={vendors}
      api={api}
      notify={notify}
      t={t}
      onSaved={saved}
      onClose={() => setEditing(null)}
    />
  );

  if (open) {
    return (
      <>
        <DeviceDetail {...props} device={open} drivers={drivers} canWrite={canWrite} onBack={() => setOpenId(null)} onEdit={() => setEditing(open)} onDelete={() => remove(open)} />
        {form}
        {dialog}
      </>
    );
  }

  return (
    <div data-testid="devices-panel">
      <Toolbar>
        <Search value={query} placeholder={t('devices.search')} aria-label={t('devices.search')} onChange={(e) => (setQuery(e.target.value), setPage(0))} data-testid="devices-search" />
        <Select value={kind} onChange={(e) => (setKind(e.target.value), setPage(0))} style={{ width: 200 }} aria-label={t('form.fields.kind')} data-testid="devices-kind">
          <option value="">{t('devices.allKinds')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </Select>
        <span className="grow" />
        {canWrite && (
          <Button type="button" $variant="primary" onClick={() => setEditing('new')} data-testid="device-new">
            + {t('devices.new')}
          </Button>
        )}
      </Toolbar>
      <TableCard>
        <Table data-testid="devices-table">
          <thead>
            <tr>
              <th>{t('devices.cols.name')}</th>
              <th>{t('devices.cols.kind')}</th>
              <th>{t('devices.cols.protocol')}</th>
              <th>{t('devices.cols.vendor')}</th>
              <th>{t('devices.cols.programs')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {shown.data.length === 0 ? (
              <EmptyRow colSpan={6} title={devices === null ? t('loading') : query || kind ? t('devices.noMatch') : t('devices.empty')} text={devices === null ? undefined : t('devices.emptyText')} />
            ) : (
              shown.data.map((d) => (
                <tr key={d.id} className={d.enabled ? undefined : 'off'} data-testid="device-row" data-name={d.name}>
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
                  <td className="actions">
                    <Button type="button" $small onClick={() => setOpenId(d.id)} data-testid="device-details">
                      {t('devices.open')}
                    </Button>{' '}
                    {canWrite && (
                      <>
                        <Button type="button" $small onClick={() => setEditing(d)} data-testid="device-edit">
                          {t('actions.edit')}
                        </Button>{' '}
                        <Button type="button" $small $variant="ghost" onClick={() => remove(d)} data-testid="device-delete">
                          {t('actions.delete')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
        <Pager number={shown.number} size={PAGE_SIZE} total={shown.total} onPage={setPage} t={t} testId="devices-pager" />
      </TableCard>
      {form}
      {dialog}
    </div>
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
