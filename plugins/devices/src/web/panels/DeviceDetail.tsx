import { useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { holds, ROLES, type ConnectionTest, type DeviceWithStatus, type Driver } from '../api';
import { Badge, Button, Tabs } from '@lauda/web-kit';
import { connectionTest } from '../components/connectionTest';
import { dateTime } from '../components/format';
import { driverFor } from '../components/record';
import { StatusDot, statusText } from '../components/Status';
import { MediaView } from './MediaView';
import { StoryTemplates } from './StoryTemplates';
import { TrafficLog } from './TrafficLog';

type Tab = 'log' | 'templates' | 'media';

interface Props extends PanelProps {
  device: DeviceWithStatus;
  drivers: Driver[];
  canWrite: boolean;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One device: its live status, the connection test, and its traffic log, story templates and media. */
export function DeviceDetail(props: Props) {
  const { device: d, drivers, canWrite, onBack, onEdit, onDelete, api, notify, user, t, branch } = props;
  const [tab, setTab] = useState<Tab>('log');
  const [testing, setTesting] = useState(false);
  const driver = driverFor(drivers, { driver: d.driver ?? '', protocol: d.protocol, kind: d.kind });
  const test = async () => {
    setTesting(true);
    await connectionTest(() => api.post<ConnectionTest>(`/api/devices/${d.id}/test`), driver, { notify, t });
    setTesting(false);
  };
  const where = [d.mosId, d.host && `${d.host}${d.lowerPort ? `:${d.lowerPort}${d.upperPort ? `/${d.upperPort}` : ''}` : ''}`].filter(Boolean).join(' · ');

  return (
    <div data-testid="device-detail" data-name={d.name}>
      <Head>
        <Button type="button" $variant="ghost" $small onClick={onBack} data-testid="device-back">
          ← {t('devices.back')}
        </Button>
        <div className="title">
          <StatusDot status={d.status} enabled={d.enabled} t={t} testId="device-detail-status" />
          <h2>{d.name}</h2>
          <Badge $tone="info">{t(`kinds.${d.kind}`)}</Badge>
          <Badge>{d.protocol}</Badge>
          {!d.enabled && <Badge $tone="warning">{t('status.disabled')}</Badge>}
        </div>
        <span className="grow" />
        {canWrite && (
          <>
            <Button type="button" onClick={test} disabled={testing} data-testid="device-test">
              {testing ? t('test.running') : t('test.button')}
            </Button>
            <Button type="button" onClick={onEdit} data-testid="device-detail-edit">
              {t('actions.edit')}
            </Button>
            <Button type="button" $variant="ghost" onClick={onDelete} data-testid="device-detail-delete">
              {t('actions.delete')}
            </Button>
          </>
        )}
      </Head>
      <Facts>
        <div>
          <span>{t('detail.status')}</span>
          <strong data-testid="device-detail-status-text">{statusText(d.status, d.enabled, t)}</strong>
          {d.status?.since && <small>{t('detail.since', { when: dateTime(d.status.since, branch.timeZone) })}</small>}
        </div>
        <div>
          <span>{t('detail.lastError')}</span>
          <strong className={d.status?.lastError ? 'bad' : undefined} data-testid="device-detail-error">{d.status?.lastError ?? '—'}</strong>
        </div>
        <div>
          <span>{t('detail.address')}</span>
          <strong>{where || '—'}</strong>
        </div>
        <div>
          <span>{t('form.fields.driver')}</span>
          <strong>{driver ? driver.title : t('detail.noDriver')}</strong>
        </div>
        <div>
          <span>{t('form.fields.vendor')}</span>
          <strong>{d.vendor ?? '—'}</strong>
        </div>
      </Facts>
      <TabsBox>
        <Tabs<Tab>
          value={tab}
          onChange={setTab}
          testId="device-detail-tabs"
          items={[
            { id: 'log', label: t('log.title') },
            { id: 'templates', label: t('templates.title') },
            ...(holds(user, ROLES.mediaRead) ? [{ id: 'media' as const, label: t('media.title') }] : []),
          ]}
        />
      </TabsBox>
      {tab === 'log' && <TrafficLog {...props} device={d} driver={driver} />}
      {tab === 'templates' && <StoryTemplates {...props} device={d} />}
      {tab === 'media' && <MediaView {...props} device={d} />}
    </div>
  );
}

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
  .title {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  h2 {
    margin: 0;
    font-size: 18px;
  }
  .grow {
    flex: 1;
  }
`;

const Facts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1.2fr) minmax(0, 1.7fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: 1px;
  margin-bottom: 14px;
  background: var(--lauda-line);
  border: 1px solid var(--lauda-line);
  border-radius: var(--lauda-radius);
  overflow: hidden;
  > div {
    padding: 9px 12px;
    background: var(--lauda-surface);
    min-width: 0;
  }
  span {
    display: block;
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: var(--lauda-muted);
  }
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong.bad {
    color: var(--lauda-danger);
  }
  small {
    color: var(--lauda-muted);
  }
`;

/** The admin Tabs bleed into a dialog's padding; here they sit flush with the panel. */
const TabsBox = styled.div`
  > div {
    margin: 0 0 12px;
    padding: 0;
  }
`;
