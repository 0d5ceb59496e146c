/** The contact groups: created, renamed and removed (removing a group keeps its contacts). */
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, Muted, Table, TableCard, useConfirm } from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { CONTACT_LIMITS as L, CONTACT_ROLES, contactsPath, type ContactGroup } from '../common/index.js';
import { canWrite, holds } from './api';

export function GroupsDialog({ api, notify, t, user, groups, onChanged, onClose }: PanelProps & { groups: ContactGroup[]; onChanged(): void; onClose(): void }) {
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const writer = canWrite(user);
  const admin = holds(user, CONTACT_ROLES.admin);

  const run = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await fn();
      notify.notify('success', done);
      onChanged();
      return true;
    } catch (e) {
      notify.error(e, 'actionFailed');
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    if (n && await run(() => api.post(contactsPath.groups, { name: n }), t('groups.created', { name: n }))) setName('');
  };
  const rename = async () => {
    const r = renaming;
    if (r?.name.trim() && await run(() => api.put(`${contactsPath.groups}/${r.id}`, { name: r.name.trim() }), t('groups.renamed', { name: r.name.trim() }))) setRenaming(null);
  };
  const remove = (g: ContactGroup) => confirm.ask({
    title: t('groups.removeTitle', { name: g.name }), text: t('groups.removeText'), confirmLabel: t('remove.confirm'), danger: true, testId: 'group-remove',
    run: async () => { await run(() => api.delete(`${contactsPath.groups}/${g.id}`), t('groups.removed', { name: g.name })); },
  });

  return (
    <Dialog title={t('groups.title')} onClose={onClose} busy={busy} width={560} testId="groups-dialog" footer={<Button type="button" onClick={onClose}>{t('close')}</Button>}>
      {writer && (
        <form onSubmit={(e) => void add(e)} style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          <Field label={t('groups.new')} htmlFor="group-name">
            <Input id="group-name" value={name} maxLength={L.groupName} onChange={(e) => setName(e.target.value)} data-testid="group-name" />
          </Field>
          <Button type="submit" $variant="primary" disabled={busy || !name.trim()} style={{ marginBottom: 12 }} data-testid="group-add">{t('groups.add')}</Button>
        </form>
      )}
      {groups.length === 0 ? <Muted>{t('groups.empty')}</Muted> : (
        <TableCard>
          <Table aria-label={t('groups.title')} data-testid="groups-table">
            <thead><tr><th scope="col">{t('fields.name')}</th><th scope="col">{t('groups.count')}</th><th scope="col">{t('actions')}</th></tr></thead>
            <tbody>
              {groups.map((g) => (
                <tr key={g.id} data-testid="group-row" data-name={g.name}>
                  <td>{renaming?.id === g.id
                    ? <Input aria-label={t('groups.rename')} value={renaming.name} maxLength={L.groupName} onChange={(e) => setRenaming({ id: g.id, name: e.target.value })} data-testid="group-rename-input" />
                    : g.name}</td>
                  <td>{g.count ?? 0}</td>
                  <td className="actions">
                    {writer && (renaming?.id === g.id
                      ? <Button type="button" $small onClick={() => void rename()} data-testid="group-rename-save">{t('save')}</Button>
                      : <Button type="button" $small onClick={() => setRenaming({ id: g.id, name: g.name })} data-testid="group-rename">{t('groups.rename')}</Button>)}
                    {admin && <> <Button type="button" $small $variant="ghost" onClick={() => remove(g)} data-testid="group-delete">{t('remove.action')}</Button></>}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableCard>
      )}
      {confirm.dialog}
    </Dialog>
  );
}
