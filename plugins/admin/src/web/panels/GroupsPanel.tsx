import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { ADMIN_TOPICS } from '../../common/index.js';
import { holds, ROLES, USER_CATEGORIES, type Group, type User } from '../api';
import { AccessEditor } from '../components/AccessEditor';
import { Badge, check, Check, Chips, Dialog, Field, FormFooter, Input, matches, maxChars, MultiPicker, type Problem, problemsOf, RecordListPanel, required, Tabs, useRecordList } from '@lauda/web-kit';

const NAME_MAX = 100;
type T = PanelProps['t'];

/** Groups: roles or levels per area, categories, members. A group with users cannot be deleted. */
export default function GroupsPanel({ api, live, user: me, notify, t }: PanelProps) {
  const canWrite = holds(me, ROLES.userWrite);
  // 422 group.hasUsers / group.inPrograms on delete: the shell shows the translated message
  const list = useRecordList<Group>({ kind: 'group', url: '/api/groups', topic: ADMIN_TOPICS.groups, api, live, notify, t });
  const [users, setUsers] = useState<User[]>([]);
  const [allRoles, setAllRoles] = useState<string[]>([]);
  useEffect(() => {
    api.get<User[]>('/api/users?category=active').then(setUsers, (e) => notify.error(e, 'loadFailed'));
    api.get<string[]>('/api/authorities').then((r) => setAllRoles([...r].sort()), () => setAllRoles([]));
  }, [api, notify]);
  const nicknames = useMemo(() => new Map(users.map((u) => [u.id, u.nickname])), [users]);

  return (
    <RecordListPanel<Group>
      list={list}
      t={t}
      canWrite={canWrite}
      colSpan={5}
      head={
        <>
          <th>{t('groups.cols.name')}</th>
          <th>{t('groups.cols.categories')}</th>
          <th>{t('groups.cols.members')}</th>
          <th>{t('groups.cols.roles')}</th>
        </>
      }
      filter={(g, query) => matches(query, g.name)}
      cells={(g) => (
        <>
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
        </>
      )}
      editor={(group) => <GroupForm group={group} users={users} allRoles={allRoles} api={api} notify={notify} t={t} onClose={list.close} onSaved={list.saved} />}
    />
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
      // the version loaded: a change made meanwhile is a 412 and the form keeps what was typed
      const g = isNew ? await api.post<Group>('/api/groups', body) : await api.put<Group>(`/api/groups/${group.id}`, { ...body, version: group.version });
      onSaved(g, isNew);
    } catch (err) {
      if ((err as { code?: string }).code === 'group.nameInUse') setTaken(true);
      notify.error(err, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={isNew ? t('groups.form.newTitle') : t('groups.form.editTitle', { name: group.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={760}
      testId="group-form"
      closeLabel={t('actions.close')}
      footer={<FormFooter saving={saving} isNew={isNew} onClose={onClose} saveTestId="group-save" />}
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
            <MultiPicker id="g-members" options={options} value={userIds} onChange={setUserIds} testId="group-members" />
          </Field>
        </>
      ) : (
        <AccessEditor roles={roles} onChange={setRoles} allRoles={allRoles} t={t} testId="group-access" />
      )}
    </Dialog>
  );
}
