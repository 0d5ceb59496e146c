/**
 * Admin › Integrações: the named configurations (the spec's multi-config entity) of the streaming
 * servers and document-search services — list by kind, create, change, remove, and the credentials
 * check of each ("Document-search credentials OK").
 */
import { useCallback, useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { Badge, Button, matches, RecordListPanel, Select, useRecordListOf } from '@lauda/web-kit';
import { CONFIG_KINDS, INTEGRATION_ROLES, type ConfigKind, type CredentialsCheck, type MultiConfig } from '../common/index.js';
import { PATHS } from './api';
import { ConfigForm } from './ConfigForm';

export default function IntegrationsPanel({ api, notify, user, t }: PanelProps) {
  const canWrite = user.roles.includes(INTEGRATION_ROLES.adminWrite);
  const [records, setRecords] = useState<MultiConfig[] | null>(null);
  const [kind, setKind] = useState<ConfigKind | ''>('');
  const [checking, setChecking] = useState<number | null>(null);
  const load = useCallback(() => {
    api.get<MultiConfig[]>(PATHS.configs).then(setRecords, (e) => { setRecords((r) => r ?? []); notify.error(e, 'loadFailed'); });
  }, [api, notify]);
  useEffect(() => load(), [load]);
  const list = useRecordListOf<MultiConfig>(records, load, { kind: 'config', url: PATHS.configs, api, notify, t });

  const check = async (c: MultiConfig) => {
    setChecking(c.id);
    try {
      const r = await api.post<CredentialsCheck>(PATHS.check(c.id));
      notify.notify('success', t(r.message), c.name);
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setChecking(null);
    }
  };

  return (
    <RecordListPanel<MultiConfig>
      list={list}
      t={t}
      canWrite={canWrite}
      filtering={!!kind}
      filters={
        <Select aria-label={t('form.kind')} style={{ width: 'auto', minWidth: 180 }} value={kind} onChange={(e) => setKind(e.target.value as ConfigKind | '')} data-testid="configs-kind">
          <option value="">{t('kinds.all')}</option>
          {CONFIG_KINDS.map((k) => <option key={k} value={k}>{t(`kinds.${k}`)}</option>)}
        </Select>
      }
      colSpan={4}
      head={
        <>
          <th>{t('configs.cols.name')}</th>
          <th>{t('configs.cols.kind')}</th>
          <th>{t('configs.cols.server')}</th>
        </>
      }
      filter={(c, q) => (!kind || c.kind === kind) && matches(q, c.name, c.serverUrl, c.username)}
      cells={(c) => (
        <>
          <td>
            <strong>{c.name}</strong> {c.isDefault && <Badge $tone="info">{t('configs.default')}</Badge>}
          </td>
          <td>{t(`kinds.${c.kind}`)}</td>
          <td className="sub">{c.serverUrl}{c.username ? ` · ${c.username}` : ''}</td>
        </>
      )}
      rowActions={(c) => canWrite && (
        <Button type="button" $small onClick={() => void check(c)} disabled={checking === c.id} data-testid="config-check">
          {checking === c.id ? t('configs.checking') : t('configs.check')}
        </Button>
      )}
      editor={(c) => <ConfigForm config={c} kind={kind || 'documentSearch'} api={api} notify={notify} t={t} onClose={list.close} onSaved={list.saved} check={check} />}
    />
  );
}
