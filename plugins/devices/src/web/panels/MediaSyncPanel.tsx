import { useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { EmptyRow, Field, Select, Table, TableCard } from '@lauda/web-kit';
import { StatusDot, statusText } from '../components/Status';
import { MediaView } from './MediaView';
import { useDevices } from './useDevices';

/** The device media sync page (spec 001 §2): choose a device, start its sync, search what it holds. */
export default function MediaSyncPanel(props: PanelProps) {
  const { t } = props;
  const { devices } = useDevices(props);
  const [chosen, setChosen] = useState<number | null>(null);
  // media come from MAMs and playout servers first; every device may be chosen
  const order = ['MAM', 'PLAYOUT', 'CG', 'TP', 'CC'];
  const list = [...(devices ?? [])].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.name.localeCompare(b.name));
  const device = list.find((d) => d.id === chosen) ?? null;

  return (
    <div data-testid="media-sync-panel">
      <Head>
        <Field label={t('media.device')} htmlFor="media-device">
          <Select id="media-device" value={chosen ?? ''} onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : null)} data-testid="media-device">
            <option value="">{t('media.chooseDevice')}</option>
            {list.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name} · {t(`kinds.${d.kind}`)} · {statusText(d.status, d.enabled, t)}
              </option>
            ))}
          </Select>
        </Field>
        {device && (
          <div className="status">
            <StatusDot status={device.status} enabled={device.enabled} t={t} />
            <span>{statusText(device.status, device.enabled, t)}</span>
            {device.status?.lastError && <span className="error">{device.status.lastError}</span>}
          </div>
        )}
      </Head>
      {device ? (
        <MediaView key={device.id} {...props} device={device} />
      ) : (
        <TableCard>
          <Table>
            <tbody>
              <EmptyRow colSpan={1} title={devices === null ? t('loading') : list.length ? t('media.chooseDevice') : t('devices.empty')} text={list.length ? t('media.chooseText') : t('devices.emptyText')} />
            </tbody>
          </Table>
        </TableCard>
      )}
    </div>
  );
}

const Head = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 16px;
  > div:first-child {
    width: 420px;
  }
  .status {
    display: flex;
    align-items: center;
    gap: 8px;
    margin-bottom: 22px;
    font-weight: 600;
  }
  .error {
    font-weight: 400;
    color: var(--lauda-danger);
  }
`;
