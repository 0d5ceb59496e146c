import { useCallback, useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import type { BranchCredential, UserLookup } from '../../common/index.js';
import { holds, LOOKUP, ROLES } from '../api';
import { Badge, Button, DataTable, Dialog, Field, FormFooter, Input, Select, Toolbar, Spacer, formatInstant, useConfirm, useDialogSubmit, type Column } from '@lauda/web-kit';
import { SecretDialog } from '../panels/SecretDialog';

/**
 * Incoming branch credentials: the tokens other installations call this one with. Each acts as a
 * local user, whose roles decide what their copies may create; the token is shown once.
 */
export function IncomingCredentials({ api, user: me, notify, t, branch }: PanelProps) {
  const canWrite = holds(me, ROLES.adminWrite);
  const [rows, setRows] = useState<BranchCredential[] | null>(null);
  const [issuing, setIssuing] = useState(false);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const { ask, dialog } = useConfirm();
  const load = useCallback(() => {
    api.get<BranchCredential[]>('/api/branch-credentials').then(setRows, (e) => {
      setRows((x) => x ?? []);
      notify.error(e, 'loadFailed');
    });
  }, [api, notify]);
  useEffect(() => load(), [load]);

  const revoke = (c: BranchCredential) => ask({
    title: t('credentials.revokeTitle', { name: c.name }),
    text: t('credentials.revokeText'),
    confirmLabel: t('credentials.revoke'),
    danger: true,
    testId: 'confirm-revoke-credential',
    run: async () => {
      try {
        await api.delete(`/api/branch-credentials/${c.id}`);
        notify.notify('success', t('credentials.revoked', { name: c.name }));
        load();
      } catch (e) {
        notify.error(e, 'actionFailed');
      }
    },
  });

  const columns: Column<BranchCredential>[] = [
    { id: 'name', header: t('credentials.cols.name'), cell: (c) => <strong>{c.name}</strong>, sortValue: (c) => c.name },
    { id: 'user', header: t('credentials.cols.user'), cell: (c) => c.userNickname ?? `#${c.userId}` },
    { id: 'created', header: t('credentials.cols.created'), cell: (c) => `${formatInstant(c.createdAt, branch.timeZone)}${c.createdBy ? ` · ${c.createdBy}` : ''}`, className: 'nowrap' },
    { id: 'used', header: t('credentials.cols.used'), cell: (c) => (c.lastUsedAt ? formatInstant(c.lastUsedAt, branch.timeZone) : t('credentials.never')), className: 'nowrap' },
    {
      id: 'state', header: t('credentials.cols.state'), className: 'actions',
      cell: (c) => (c.revoked
        ? <Badge $tone="neutral">{t('credentials.revokedState')}</Badge>
        : canWrite && <Button type="button" $variant="danger" onClick={() => revoke(c)} data-testid={`credential-revoke-${c.id}`}>{t('credentials.revoke')}</Button>),
    },
  ];

  return (
    <>
      <Toolbar>
        <span>{t('credentials.intro')}</span>
        <Spacer />
        {canWrite && <Button type="button" $variant="primary" onClick={() => setIssuing(true)} data-testid="credential-new">{t('credentials.new')}</Button>}
      </Toolbar>
      <DataTable testId="credentials" label={t('credentials.title')} columns={columns} rows={rows} rowKey={(c) => c.id}
        emptyTitle={t('credentials.empty')} emptyText={t('credentials.emptyText')} />
      {issuing && <IssueDialog api={api} notify={notify} t={t} onClose={() => setIssuing(false)} onIssued={(made) => {
        setIssuing(false);
        setSecret(made);
        load();
      }} />}
      {secret && <SecretDialog nickname={secret.name} password={secret.token} notify={notify} onClose={() => setSecret(null)}
        t={(key, vars) => t(key.replace('users.secret.', 'credentials.secret.'), vars)} />}
      {dialog}
    </>
  );
}

function IssueDialog({ api, notify, t, onClose, onIssued }: Pick<PanelProps, 'api' | 'notify' | 't'> & { onClose(): void; onIssued(made: { name: string; token: string }): void }) {
  const [name, setName] = useState('');
  const [userId, setUserId] = useState('');
  const [users, setUsers] = useState<UserLookup[]>([]);
  useEffect(() => {
    api.get<UserLookup[]>(LOOKUP.users).then(setUsers, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify]);
  const { saving, submit } = useDialogSubmit(notify, 'createFailed',
    () => api.post<BranchCredential & { token: string }>('/api/branch-credentials', { name: name.trim(), userId: Number(userId) }),
    (made) => onIssued({ name: made.name, token: made.token }),
    () => (!name.trim() || !userId ? t('validation.formInvalid') : null));
  return (
    <Dialog title={t('credentials.new')} onClose={onClose} onSubmit={submit} busy={saving} width={520} testId="credential-form"
      closeLabel={t('actions.close')} footer={<FormFooter saving={saving} isNew onClose={onClose} saveTestId="credential-save" />}>
      <Field label={t('credentials.form.name')} htmlFor="c-name" hint={t('credentials.form.nameHint')} required>
        <Input id="c-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-testid="credential-name" />
      </Field>
      <Field label={t('credentials.form.user')} htmlFor="c-user" hint={t('credentials.form.userHint')} required>
        <Select id="c-user" value={userId} onChange={(e) => setUserId(e.target.value)} data-testid="credential-user">
          <option value="">{t('credentials.form.choose')}</option>
          {users.map((u) => <option key={u.id} value={u.id}>{u.nickname} — {u.name}</option>)}
        </Select>
      </Field>
    </Dialog>
  );
}
