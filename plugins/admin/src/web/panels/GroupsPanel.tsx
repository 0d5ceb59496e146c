import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { LiveMessage, PanelProps } from '@lauda/sdk/web';
import { ADMIN_TOPICS } from '../../common/index.js';
import { holds, ROLES, USER_CATEGORIES, type Group, type User } from '../api';
import { AccessEditor } from '../components/AccessEditor';
import { Modal } from '../components/Modal';
import { MultiPicker } from '../components/Picker';
import { Pager } from '../components/Pager';
import { matches, PAGE_SIZE, slicePage } from '../components/paging';
import { Badge, Button, Check, Chips, EmptyRow, Field, Input, Search, Table, TableCard, Tabs, Toolbar } from '../components/ui';
import { check, maxChars, problemsOf, required, type Problem } from '../components/validation';
import { useConfirm } from './useConfirm';

const NAME_MAX = 100;
type T = PanelProps['t'];

/** Groups: roles or levels per area, categories, members. A group with users cannot be deleted. */
export default function GroupsPanel({ api, live, user: me, notify, t }: PanelProps) {
  const canWrite = holds(me, ROLES.userWrite);
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [users, setUsers] = useState<User[]>([]);
  const [allRoles, setAllRoles] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const { ask, dialog } = useConfirm(t('actions.cancel'));

  const load = useCallback(() => {
    api.get<Group[]>('/api/groups').then(setGroups, (e) => {
      setGroups((g) => g ?? []);
      notify.error(e, 'loadFailed');
    });
  }, [api, notify]);
  useEffect(() => {
    load();
    api.get<User[]>('/api/users?category=active').then(setUsers, (e) => notify.error(e, 'loadFailed'));
    api.get<string[]>('/api/authorities').then((r) => setAllRoles([...r].sort()), () => setAllRoles([]));
  }, [api, notify, load]);
  const onLive = useCallback((_m: LiveMessage) => load(), [load]);
  useEffect(() => live.subscribe(ADMIN_TOPICS.groups, onLive), [live, onLive]);

  const shown = useMemo(() => slicePage((groups ?? []).filter((g) => matches(query, g.name)), page), [groups, query, page]);
  const nicknames = useMemo(() => new Map(users.map((u) => [u.id, u.nickname])), [users]);

  const remove = (g: Group) =>
    ask({
      title: t('groups.confirm.deleteTitle', { name: g.name }),
      text: t('groups.confirm.deleteText'),
      confirmLabel: t('actions.delete'),
      danger: true,
      testId: 'confirm-delete-group',
      run: async () => {
        try {
          await api.delete(`/api/groups/${g.id}`);
          notify.notify('success', t('groups.deleted', { name: g.name }));
          load();
        } catch (e) {
          // 422 group.hasUsers / group.inPrograms: the shell shows the translated message
          notify.error(e, 'deleteFailed');
        }
      },
    });

  return (
    <div data-testid="groups-panel">
      <Toolbar>
        <Search
          value={query}
          placeholder={t('groups.search')}
          aria-label={t('groups.search')}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(0);
          }}
        />
        <span className="grow" />
        {canWrite && (
          <Button type="button" $variant="primary" onClick={() => setEditing('new')} data-testid="group-new">
            + {t('groups.new')}
          </Button>
        )}
      </Toolbar>
      <TableCard>
        <Table data-testid="groups-table">
          <thead>
            <tr>
              <th>{t('groups.cols.name')}</th>
              <th>{t('groups.cols.categories')}</th>
              <th>{t('groups.cols.members')}</th>
              <th>{t('groups.cols.roles')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {shown.data.length === 0 ? (
              <EmptyRow colSpan={5} title={groups === null ? t('loading') : query ? t('groups.noMatch') : t('groups.empty')} text={groups === null ? undefined : t('groups.emptyText')} />
            ) : (
              shown.data.map((g) => (
                <tr key={g.id} data-testid="group-row" data-name={g.name}>
                  <td>
                    <strong>{g.name}</strong>
                  </td>
                  <td>
                    <Chips>
                      {g.categories.length ? g.categories.map((c) => <Badge key={c} $tone="info">{t(`categories.${c}`)}</Badge>) : <span className="sub">—</span>}
                    </Chips>
                  </td>
                  <td title={g.userIds.map((id) => nicknames.get(id) ?? `#${id}`).join(', ')}>
                    {t('groups.memberCount', { count: g.userIds.length })}
                    {g.userIds.length > 0 && (
                      <span className="sub">
                        {g.userIds
                          .slice(0, 4)
                          .map((id) => nicknames.get(id) ?? `#${id}`)
                          .join(', ')}
                        {g.userIds.length > 4 ? '…' : ''}
                      </span>
                    )}
                  </td>
                  <td className="muted">{t('groups.roleCount', { count: g.roles.length })}</td>
                  <td className="actions">
                    {canWrite && (
                      <>
                        <Button type="button" $small onClick={() => setEditing(g)} data-testid="group-edit">
                          {t('actions.edit')}
                        </Button>{' '}
                        <Button type="button" $small $variant="ghost" onClick={() => remove(g)} data-testid="group-delete">
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
        <Pager number={shown.number} size={PAGE_SIZE} total={shown.total} onPage={setPage} t={t} testId="groups-pager" />
      </TableCard>
      {editing && (
        <GroupForm
          group={editing === 'new' ? null : editing}
          users={users}
          allRoles={allRoles}
          api={api}
          notify={notify}
          t={t}
          onClose={() => setEditing(null)}
          onSaved={(g, isNew) => {
            setEditing(null);
            notify.notify('success', isNew ? t('groups.created', { name: g.name }) : t('groups.updated', { name: g.name }));
            load();
          }}
        />
      )}
      {dialog}
    </div>
  );
}

type Tab = 'data' | 'access';

function GroupForm({ group, users, allRoles, api, notify, t, onSaved, onClose }: { group: Group | null; users: User[]; allRoles: string[]; api: PanelProps['api']; notify: PanelProps['notify']; t: T; onSaved: (g: Group, isNew: boolean) => void; onClose: () => void }) {
  const isNew = group === null;
  const [name, setName] = useState(group?.name ?? '');
  const [categories, setCategories] = useState<string[]>(group?.categories ?? []);
  const [userIds, setUserIds] = useState<number[]>(group?.userIds ?? []);
  const [roles, setRoles] = useState<string[]>(group?.roles ?? []);
  const [tab, setTab] = useState<Tab>('data');
  const [touched, setTouched] = useState(false);
  const [taken, setTaken] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems: Record<string, Problem> = problemsOf({ name: taken ? { key: 'validation.inUse' } : check(name, required, maxChars(NAME_MAX)) });
  const nameError = (touched || taken) && problems.name ? t(problems.name.key, problems.name.vars) : null;
  const options = useMemo(() => users.map((u) => ({ id: u.id, label: u.nickname, hint: u.name, online: u.online })), [users]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setTouched(true);
    if (problems.name) {
      setTab('data');
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    setSaving(true);
    const body = { name: name.trim(), categories, userIds, roles };
    try {
      const g = isNew ? await api.post<Group>('/api/groups', body) : await api.put<Group>(`/api/groups/${group.id}`, body);
      onSaved(g, isNew);
    } catch (err) {
      if ((err as { code?: string }).code === 'group.nameInUse') setTaken(true);
      notify.error(err, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  return (
    <Modal
      title={isNew ? t('groups.form.newTitle') : t('groups.form.editTitle', { name: group.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={760}
      testId="group-form"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" $variant="primary" disabled={saving} data-testid="group-save">
            {saving ? t('actions.saving') : isNew ? t('actions.create') : t('actions.save')}
          </Button>
        </>
      }
    >
      <Tabs<Tab>
        value={tab}
        onChange={setTab}
        testId="group-tabs"
        items={[
          { id: 'data', label: t('groups.form.tabs.data'), invalid: !!nameError },
          { id: 'access', label: t('groups.form.tabs.access'), badge: roles.length || '' },
        ]}
      />
      {tab === 'data' ? (
        <>
          <Field label={t('groups.form.name')} htmlFor="g-name" error={nameError} required testId="field-group-name">
            <Input
              id="g-name"
              value={name}
              aria-invalid={!!nameError}
              onChange={(e) => {
                setName(e.target.value);
                setTaken(false);
              }}
              data-testid="group-name"
            />
          </Field>
          <Field label={t('groups.form.categories')} hint={t('groups.form.categoriesHint')}>
            <div style={{ display: 'flex', gap: 18, flexWrap: 'wrap', paddingTop: 4 }}>
              {USER_CATEGORIES.map((c) => (
                <Check
                  key={c}
                  checked={categories.includes(c)}
                  onChange={(on) => setCategories(on ? [...categories, c] : categories.filter((x) => x !== c))}
                  label={t(`categories.${c}`)}
                  testId={`group-category-${c}`}
                />
              ))}
            </div>
          </Field>
          <Field label={t('groups.form.members')} htmlFor="g-members" hint={t('groups.form.membersHint')}>
            <MultiPicker id="g-members" options={options} value={userIds} onChange={setUserIds} t={t} testId="group-members" />
          </Field>
        </>
      ) : (
        <AccessEditor roles={roles} onChange={setRoles} allRoles={allRoles} t={t} testId="group-access" />
      )}
    </Modal>
  );
}
