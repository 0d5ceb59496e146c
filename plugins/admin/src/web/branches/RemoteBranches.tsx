import { useState, type FormEvent } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { ADMIN_LIMITS, ADMIN_TOPICS, type Branch } from '../../common/index.js';
import { holds, ROLES } from '../api';
import { Badge, Button, check, Dialog, Field, FormFooter, Input, matches, maxChars, RecordListPanel, required, useRecordList } from '@lauda/web-kit';

type T = PanelProps['t'];

/** Remote companies (other Lauda installations): name, address, the credential they issued, and a connection check. */
export function RemoteBranches({ api, live, user: me, notify, t }: PanelProps) {
  const canWrite = holds(me, ROLES.adminWrite);
  const list = useRecordList<Branch>({ kind: 'remote', url: '/api/branches', topic: ADMIN_TOPICS.branches, api, live, notify, t });
  const [checking, setChecking] = useState<number | null>(null);
  const test = async (b: Branch) => {
    setChecking(b.id);
    try {
      const r = await api.post<{ name: string; version: string | null; user: string }>(`/api/branches/${b.id}/check`);
      notify.notify('success', t('remotes.check.ok', { name: r.name, version: r.version ?? '?', user: r.user }));
    } catch (e) {
      notify.error(e, 'actionFailed');
    } finally {
      setChecking(null);
    }
  };
  return (
    <RecordListPanel<Branch>
      list={list}
      t={t}
      canWrite={canWrite}
      colSpan={4}
      head={
        <>
          <th style={{ width: '26%' }}>{t('remotes.cols.name')}</th>
          <th>{t('remotes.cols.host')}</th>
          <th style={{ width: '22%' }}>{t('remotes.cols.state')}</th>
        </>
      }
      filter={(b, query) => matches(query, b.name, b.host)}
      cells={(b) => (
        <>
          <td><strong>{b.name}</strong></td>
          <td className="mono">{b.host}</td>
          <td>
            {!b.active && <Badge $tone="warning">{t('remotes.inactive')}</Badge>}{' '}
            <Badge $tone={b.credentialSet ? "success" : "neutral"} data-testid={`branch-credential-${b.id}`}>{b.credentialSet ? t('remotes.credentialSet') : t('remotes.noCredential')}</Badge>
          </td>
        </>
      )}
      rowActions={(b) => (
        <Button type="button" disabled={checking === b.id} onClick={() => void test(b)} data-testid={`branch-check-${b.id}`}>
          {t('remotes.check.action')}
        </Button>
      )}
      editor={(b) => <BranchForm branch={b} api={api} notify={notify} t={t} onClose={list.close} onSaved={list.saved} />}
    />
  );
}

function BranchForm({ branch, api, notify, t, onSaved, onClose }: { branch: Branch | null; api: PanelProps['api']; notify: PanelProps['notify']; t: T; onSaved: (b: Branch, isNew: boolean) => void; onClose: () => void }) {
  const isNew = branch === null;
  const [name, setName] = useState(branch?.name ?? '');
  const [host, setHost] = useState(branch?.host ?? 'https://');
  const [credential, setCredential] = useState('');
  const [active, setActive] = useState(branch?.active ?? true);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const nameProblem = check(name, required, maxChars(ADMIN_LIMITS.name));
  const hostProblem = check(host, required, maxChars(ADMIN_LIMITS.host));
  const err = (p: ReturnType<typeof check>) => (touched && p ? t(p.key, p.vars) : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setTouched(true);
    if (nameProblem || hostProblem) {
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    setSaving(true);
    try {
      // the credential is write-only: left blank, the stored one stays
      const body = { name: name.trim(), host: host.trim(), active, ...(credential.trim() ? { credential: credential.trim() } : {}) };
      onSaved(isNew ? await api.post<Branch>('/api/branches', body) : await api.put<Branch>(`/api/branches/${branch.id}`, { ...body, version: branch.version }), isNew);
    } catch (x) {
      notify.error(x, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={isNew ? t('remotes.form.newTitle') : t('remotes.form.editTitle', { name: branch.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={560}
      testId="branch-form"
      closeLabel={t('actions.close')}
      footer={<FormFooter saving={saving} isNew={isNew} onClose={onClose} saveTestId="branch-save" />}
    >
      <Field label={t('remotes.form.name')} htmlFor="b-name" error={err(nameProblem)} required>
        <Input id="b-name" value={name} aria-invalid={!!err(nameProblem)} onChange={(e) => setName(e.target.value)} data-testid="branch-name" />
      </Field>
      <Field label={t('remotes.form.host')} htmlFor="b-host" error={err(hostProblem)} hint={t('remotes.form.hostHint')} required>
        <Input id="b-host" value={host} aria-invalid={!!err(hostProblem)} onChange={(e) => setHost(e.target.value)} data-testid="branch-host" />
      </Field>
      <Field label={t('remotes.form.credential')} htmlFor="b-credential" hint={branch?.credentialSet ? t('remotes.form.credentialKept') : t('remotes.form.credentialHint')}>
        <Input id="b-credential" type="password" autoComplete="off" value={credential} onChange={(e) => setCredential(e.target.value)} data-testid="branch-credential" />
      </Field>
      <Field label={t('remotes.form.active')} htmlFor="b-active">
        <input id="b-active" type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} data-testid="branch-active" />
      </Field>
    </Dialog>
  );
}
