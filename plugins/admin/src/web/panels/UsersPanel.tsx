import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { LiveMessage, Page, PanelProps } from '@lauda/sdk/web';
import { ADMIN_ERRORS, ADMIN_TOPICS } from '../../common/index.js';
import { errorCode, errorDetails, holds, LIST_CATEGORIES, ROLES, type Group, type ListCategory, type User } from '../api';
import { SecretDialog } from './SecretDialog';
import { UserForm } from './UserForm';
import { Badge, Button, Check, Chip, Chips, matches, OnlineDot, PAGE_SIZE, PagedTable, RowMenu, Search, Select, slicePage, Toolbar, useConfirm, useSearchText } from '@lauda/web-kit';

/** Spec 001 §9: search debounce 250 ms. */

/** Users by category, with an active-only filter and a search; create, edit, deactivate, restore, reset password, force out. */
export default function UsersPanel({ api, live, user: me, notify, t }: PanelProps) {
  const canWrite = holds(me, ROLES.userWrite);
  const [category, setCategory] = useState<ListCategory>('all');
  const [activeOnly, setActiveOnly] = useState(false);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [data, setData] = useState<Page<User> | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const [groups, setGroups] = useState<Group[]>([]);
  const [allRoles, setAllRoles] = useState<string[]>([]);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [secret, setSecret] = useState<{ nickname: string; password: string } | null>(null);
  const { ask, dialog } = useConfirm();

  const search = useSearchText(query, () => setPage(0));

  useEffect(() => {
    api.get<Group[]>('/api/groups').then(setGroups, (e) => notify.error(e, 'loadFailed'));
    api.get<string[]>('/api/authorities').then((r) => setAllRoles([...r].sort()), () => setAllRoles([]));
  }, [api, notify]);

  useEffect(() => {
    let active = true;
    setLoading(true);
    const load =
      category === 'all'
        ? api.get<Page<User>>(`/api/users/filter?${new URLSearchParams({ filter: search.trim(), activeOnly: String(activeOnly), page: String(page), size: String(PAGE_SIZE) })}`)
        : api.get<User[]>(`/api/users?category=${category}`).then((list) => slicePage(list.filter((u) => matches(search, u.nickname, u.name, u.username, u.email)), page));
    load
      .then((p) => active && setData(p))
      .catch((e) => active && notify.error(e, 'loadFailed'))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [api, notify, category, activeOnly, search, page, tick]);

  // live: presence changes the dot in place; other changes reload the page (once for a burst)
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onLive = useCallback((msg: LiveMessage) => {
    if (msg.op === 'LOGIN' || msg.op === 'LOGOUT') {
      const online = msg.op === 'LOGIN' ? true : Boolean((msg.data as { online?: boolean } | null)?.online);
      setData((d) => (d ? { ...d, data: d.data.map((u) => (u.id === Number(msg.id) ? { ...u, online } : u)) } : d));
      return;
    }
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => setTick((n) => n + 1), 300);
  }, []);
  useEffect(() => live.subscribe(ADMIN_TOPICS.users, onLive), [live, onLive]);
  useEffect(() => () => void (reloadTimer.current && clearTimeout(reloadTimer.current)), []);

  const reload = () => setTick((n) => n + 1);
  const groupNames = useMemo(() => new Map(groups.map((g) => [g.id, g.name])), [groups]);

  const deactivate = (u: User) =>
    ask({
      title: t('users.confirm.deactivateTitle', { nickname: u.nickname }),
      text: t('users.confirm.deactivateText'),
      confirmLabel: t('users.actions.deactivate'),
      danger: true,
      testId: 'confirm-deactivate',
      run: async () => {
        try {
          await api.delete(`/api/users?ids=${u.id}`);
          notify.notify('success', t('users.deactivated', { nickname: u.nickname }));
          reload();
        } catch (e) {
          if (errorCode(e) !== ADMIN_ERRORS.userLinkedToPrograms) return notify.error(e, 'deleteFailed');
          // spec 000 §5: deleting a user linked to programs removes the links after confirmation
          ask({
            title: t('users.confirm.linkedTitle'),
            text: t(`errors.${ADMIN_ERRORS.userLinkedToPrograms}`, { programs: errorDetails(e).programs ?? '?' }),
            confirmLabel: t('users.actions.deactivate'),
            danger: true,
            testId: 'confirm-linked',
            run: async () => {
              try {
                await api.delete(`/api/users?ids=${u.id}&confirm=true`);
                notify.notify('success', t('users.deactivated', { nickname: u.nickname }));
                reload();
              } catch (err) {
                notify.error(err, 'deleteFailed');
              }
            },
          });
        }
      },
    });

  const restore = async (u: User) => {
    try {
      await api.post(`/api/users/${u.id}/restore`);
      notify.notify('success', t('users.restored', { nickname: u.nickname }));
      reload();
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  };

  const resetPassword = (u: User) =>
    ask({
      title: t('users.confirm.resetTitle', { nickname: u.nickname }),
      text: t('users.confirm.resetText'),
      confirmLabel: t('users.actions.resetPassword'),
      testId: 'confirm-reset',
      run: async () => {
        try {
          const r = await api.post<{ id: number; temporaryPassword: string }>(`/api/users/${u.id}/reset_password`);
          setSecret({ nickname: u.nickname, password: r.temporaryPassword });
          reload();
        } catch (e) {
          notify.error(e, 'actionFailed');
        }
      },
    });

  const forceOut = (u: User) =>
    ask({
      title: t('users.confirm.forceOutTitle', { nickname: u.nickname }),
      text: t('users.confirm.forceOutText'),
      confirmLabel: t('users.actions.forceOut'),
      danger: true,
      testId: 'confirm-force-out',
      run: async () => {
        try {
          const r = await api.delete<{ endedSessions: number }>(`/api/users/${u.id}/session`);
          notify.notify('success', t('users.forcedOut', { nickname: u.nickname, count: r.endedSessions }));
          reload();
        } catch (e) {
          notify.error(e, 'actionFailed');
        }
      },
    });

  const rows = data?.data ?? [];
  return (
    <div data-testid="users-panel">
      <Toolbar>
        <Search value={query} placeholder={t('users.search')} aria-label={t('users.search')} onChange={(e) => setQuery(e.target.value)} data-testid="users-search" />
        <Select
          value={category}
          aria-label={t('users.category')}
          style={{ width: 190 }}
          onChange={(e) => {
            setCategory(e.target.value as ListCategory);
            setPage(0);
          }}
          data-testid="users-category"
        >
          <option value="all">{t('listCategories.all')}</option>
          {LIST_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`listCategories.${c}`)}
            </option>
          ))}
        </Select>
        <Check
          checked={activeOnly || category !== 'all'}
          disabled={category !== 'all'}
          hint={category !== 'all' ? t('users.activeOnlyHint') : undefined}
          onChange={(v) => {
            setActiveOnly(v);
            setPage(0);
          }}
          label={t('users.activeOnly')}
          testId="users-active-only"
        />
        <span className="grow" />
        {canWrite && (
          <Button type="button" $variant="primary" onClick={() => setEditing('new')} data-testid="user-new">
            + {t('users.new')}
          </Button>
        )}
      </Toolbar>

      <PagedTable<User>
        testId="users"
        label={t('users.title')}
        busy={loading}
        head={
          <>
            <th>{t('users.cols.nickname')}</th>
            <th>{t('users.cols.username')}</th>
            <th>{t('users.cols.email')}</th>
            <th>{t('users.cols.groups')}</th>
            <th>{t('users.cols.status')}</th>
            <th />
          </>
        }
        colSpan={6}
        rows={loading && rows.length === 0 ? null : rows}
        emptyTitle={search ? t('users.noMatch') : t('users.empty')}
        emptyText={t('users.emptyText')}
        number={data?.number ?? page}
        size={data?.size ?? PAGE_SIZE}
        total={data?.total ?? 0}
        onPage={setPage}
        row={(u) => (
          <tr key={u.id} className={u.active ? undefined : 'off'} data-testid="user-row" data-username={u.username} data-active={String(u.active)}>
            <td>
              <Who>
                <OnlineDot $online={u.online && u.active} title={u.online && u.active ? t('users.status.online') : t('users.status.offline')} data-testid="online-dot" data-online={String(u.online && u.active)} />
                <span>
                  <strong>{u.nickname}</strong>
                  <span className="sub">{u.name}</span>
                </span>
              </Who>
            </td>
            <td className="muted">{u.username}</td>
            <td className="muted">{u.email ?? '—'}</td>
            <td>
              {u.groupIds.length ? (
                <Chips>
                  {u.groupIds.map((g) => (
                    <Chip key={g}>{groupNames.get(g) ?? `#${g}`}</Chip>
                  ))}
                </Chips>
              ) : (
                <span className="sub">—</span>
              )}
            </td>
            <td className="nowrap">
              {u.active ? <Badge $tone="success">{t('users.status.active')}</Badge> : <Badge $tone="danger">{t('users.status.inactive')}</Badge>}
              {u.support && <Badge $tone="accent" style={{ marginLeft: 4 }}>{t('users.status.support')}</Badge>}
              {u.active && u.mustChangePassword && (
                <Badge $tone="warning" style={{ marginLeft: 4 }} title={t('users.status.mustChangeHint')}>
                  {t('users.status.mustChange')}
                </Badge>
              )}
            </td>
            <td className="actions">
              {canWrite && u.active && (
                <Button type="button" $small onClick={() => setEditing(u)} data-testid="user-edit">
                  {t('users.actions.edit')}
                </Button>
              )}
              {canWrite && !u.active && (
                <Button type="button" $small onClick={() => void restore(u)} data-testid="user-restore">
                  {t('users.actions.restore')}
                </Button>
              )}{' '}
              {canWrite && (
                <RowMenu
                  label={t('actions.more')}
                  testId="user-menu"
                  items={[
                    { id: 'reset', label: t('users.actions.resetPassword'), onSelect: () => resetPassword(u), hidden: !u.active || u.support },
                    { id: 'force-out', label: t('users.actions.forceOut'), onSelect: () => forceOut(u), hidden: !u.active },
                    { id: 'deactivate', label: t('users.actions.deactivate'), onSelect: () => deactivate(u), danger: true, hidden: !u.active || u.support || u.id === me.id },
                  ]}
                />
              )}
            </td>
          </tr>
        )}
      />

      {editing && (
        <UserForm
          user={editing === 'new' ? null : editing}
          groups={groups}
          allRoles={allRoles}
          api={api}
          notify={notify}
          t={t}
          onClose={() => setEditing(null)}
          onSaved={(u, temporaryPassword) => {
            const isNew = editing === 'new';
            setEditing(null);
            notify.notify('success', isNew ? t('users.created', { nickname: u.nickname }) : t('users.updated', { nickname: u.nickname }));
            if (temporaryPassword) setSecret({ nickname: u.nickname, password: temporaryPassword });
            reload();
          }}
        />
      )}
      {secret && <SecretDialog nickname={secret.nickname} password={secret.password} t={t} onClose={() => setSecret(null)} notify={notify} />}
      {dialog}
    </div>
  );
}

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
`;
