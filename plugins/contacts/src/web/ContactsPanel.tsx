/**
 * The contacts area ("Contatos", the newsroom's agenda): search (name, company, profession, number
 * digits), group filter, "show hidden", a paged list from the server (name, company, main number as
 * dialled, e-mail), the form in a dialog, delete with confirmation, groups, vCard import and export.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Badge, Button, Loading, PagedTable, RowMenu, Search, Select, Spacer, Toggle, Toolbar, ToolField, VisuallyHidden, useConfirm, useSearchText,
} from '@lauda/web-kit';
import type { PanelProps } from '@lauda/sdk/web';
import { CONTACT_TOPIC, contactsPath, type Contact } from '../common/index.js';
import { canWrite, PATHS, useGroups, useLookups, type ContactPage } from './api';
import { mainNumber } from './model';
import { ContactForm } from './ContactForm';
import { GroupsDialog } from './GroupsDialog';
import { ImportDialog } from './ImportDialog';

const SIZE = 20;

export default function ContactsPanel(props: PanelProps) {
  const { api, live, notify, t, user } = props;
  const lookups = useLookups(api);
  const [groups, reloadGroups] = useGroups(api);
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(0);
  const text = useSearchText(typed, () => setPage(0));
  const [groupId, setGroupId] = useState<number | null>(null);
  const [hidden, setHidden] = useState(false);
  const [rows, setRows] = useState<ContactPage | null>(null);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [dialog, setDialog] = useState<'groups' | 'import' | null>(null);
  const [serial, setSerial] = useState(0);
  const reload = useCallback(() => setSerial((n) => n + 1), []);
  const confirm = useConfirm();
  const writer = canWrite(user);

  useEffect(() => {
    let on = true;
    const q = new URLSearchParams({ page: String(page), size: String(SIZE) });
    if (text) q.set('filter', text);
    if (groupId) q.set('groupId', String(groupId));
    if (hidden) q.set('hidden', 'true');
    api.get<ContactPage>(PATHS.filter(q)).then((p) => on && setRows(p), (e) => {
      if (!on) return;
      setRows((x) => x ?? { data: [], number: 0, size: SIZE, total: 0 });
      notify.error(e, 'loadFailed');
    });
    return () => { on = false; };
  }, [api, notify, page, text, groupId, hidden, serial]);
  useEffect(() => live.subscribe(CONTACT_TOPIC, reload), [live, reload]);

  const remove = (c: Contact) => confirm.ask({
    title: t('remove.title', { name: c.name }), text: t('remove.text'), confirmLabel: t('remove.confirm'), danger: true, testId: 'contact-remove',
    run: async () => {
      try {
        await api.delete(contactsPath.one(c.id));
        notify.notify('success', t('remove.done', { name: c.name }));
        reload();
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });

  if (!lookups) return <Loading />;
  return (
    <div data-testid="contacts-area">
      <Toolbar $bar style={{ flexWrap: 'wrap' }}>
        <Search aria-label={t('search')} placeholder={t('search')} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="contacts-search" />
        <ToolField>
          {t('fields.groups')}
          <Select style={{ width: 'auto' }} value={groupId ?? ''} onChange={(e) => { setGroupId(e.target.value ? Number(e.target.value) : null); setPage(0); }} data-testid="contacts-group">
            <option value="">{t('allGroups')}</option>
            {groups.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
          </Select>
        </ToolField>
        <Toggle checked={hidden} onChange={(v) => { setHidden(v); setPage(0); }} label={t('showHidden')} testId="contacts-hidden" />
        <Spacer />
        <Button type="button" $small onClick={() => setDialog('groups')} data-testid="contacts-groups">{t('groups.title')}</Button>
        <Button as="a" $small href={contactsPath.exportVcf(groupId)} download style={{ textDecoration: 'none' }} data-testid="contacts-export">{t('vcard.export')}</Button>
        {writer && <Button type="button" $small onClick={() => setDialog('import')} data-testid="contacts-import">{t('vcard.import')}</Button>}
        {writer && <Button type="button" $variant="primary" onClick={() => setEditing('new')} data-testid="contact-new">{t('new')}</Button>}
      </Toolbar>
      <PagedTable<Contact>
        testId="contacts" label={t('title')} colSpan={5} size={SIZE} number={rows?.number ?? 0} total={rows?.total ?? 0} onPage={setPage}
        rows={rows?.data ?? null} emptyTitle={text || groupId ? t('noMatch') : t('empty')} emptyText={t('emptyText')}
        head={<>
          <th scope="col">{t('fields.name')}</th><th scope="col">{t('fields.company')}</th><th scope="col">{t('fields.number')}</th>
          <th scope="col">{t('fields.email')}</th><th scope="col"><VisuallyHidden>{t('actions')}</VisuallyHidden></th>
        </>}
        row={(c) => {
          const n = mainNumber(c);
          return (
            <tr key={c.id} data-testid="contact-row" data-id={c.id} data-name={c.name}>
              <td>
                <Button type="button" $variant="ghost" $small onClick={() => setEditing(c)} data-testid="contact-open">{c.name}</Button>
                {c.private && <> <Badge>{t('private')}</Badge></>}
                {c.hidden && <> <Badge>{t('hiddenBadge')}</Badge></>}
                {c.profession && <div style={{ fontSize: 12, color: 'var(--lauda-muted)' }}>{c.profession}</div>}
              </td>
              <td>{c.company}</td>
              <td data-testid="contact-number" style={{ whiteSpace: 'nowrap' }}>{n ? <a href={`tel:${n.value}`} title={n.international}>{n.national}</a> : ''}</td>
              <td>{c.emails[0] ? <a href={`mailto:${c.emails[0]}`}>{c.emails[0]}</a> : ''}</td>
              <td className="actions">
                <RowMenu label={t('actionsOf', { name: c.name })} testId="contact-menu" items={[
                  { id: 'open', label: writer ? t('edit') : t('view'), onSelect: () => setEditing(c) },
                  { id: 'vcard', label: t('vcard.one'), onSelect: () => { window.location.href = contactsPath.vcard(c.id); } },
                  { id: 'remove', label: t('remove.action'), onSelect: () => remove(c), danger: true, hidden: !writer },
                ]} />
              </td>
            </tr>
          );
        }}
      />
      {editing && (
        <ContactForm {...props} contact={editing === 'new' ? null : editing} groups={groups} lookups={lookups} groupId={groupId}
          onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />
      )}
      {dialog === 'groups' && <GroupsDialog {...props} groups={groups} onChanged={() => { reloadGroups(); reload(); }} onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportDialog {...props} onImported={reload} onClose={() => setDialog(null)} />}
      {confirm.dialog}
    </div>
  );
}
