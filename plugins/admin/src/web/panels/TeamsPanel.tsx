import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { LiveMessage, PanelProps } from '@lauda/sdk/web';
import { ADMIN_LIMITS, ADMIN_TOPICS } from '../../common/index.js';
import { holds, LOOKUP, ROLES, type Team, type UserLookup } from '../api';
import { Modal } from '../components/Modal';
import { MultiPicker } from '../components/Picker';
import { Pager } from '../components/Pager';
import { matches, PAGE_SIZE, slicePage } from '../components/paging';
import { Button, Chip, Chips, EmptyRow, Field, Input, Search, Table, TableCard, Toolbar } from '../components/ui';
import { check, maxChars, required } from '../components/validation';
import { useConfirm } from './useConfirm';

type T = PanelProps['t'];
/** What the shell hands panels besides the sdk's PanelProps (web-shell README "Print pages"). */
type WithPrint = PanelProps & { print?: (type: string, options: Record<string, unknown>) => boolean };

export const TEAM_GRID = 'team_grid';

/** Teams and their members. A team used in a document cannot be deleted. */
export default function TeamsPanel(props: PanelProps) {
  const { api, live, user: me, notify, t } = props;
  const print = (props as WithPrint).print;
  const canWrite = holds(me, ROLES.teamWrite);
  const [teams, setTeams] = useState<Team[] | null>(null);
  const [users, setUsers] = useState<UserLookup[]>([]);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const { ask, dialog } = useConfirm(t('actions.cancel'));

  const load = useCallback(() => {
    api.get<Team[]>('/api/teams').then(setTeams, (e) => {
      setTeams((x) => x ?? []);
      notify.error(e, 'loadFailed');
    });
  }, [api, notify]);
  useEffect(() => {
    load();
    api.get<UserLookup[]>(LOOKUP.users).then(setUsers, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify, load]);
  const onLive = useCallback((_m: LiveMessage) => load(), [load]);
  useEffect(() => live.subscribe(ADMIN_TOPICS.teams, onLive), [live, onLive]);

  const shown = useMemo(() => slicePage((teams ?? []).filter((x) => matches(query, x.name, ...x.membersNicknames)), page), [teams, query, page]);

  const remove = (team: Team) =>
    ask({
      title: t('teams.confirm.deleteTitle', { name: team.name }),
      text: t('teams.confirm.deleteText'),
      confirmLabel: t('actions.delete'),
      danger: true,
      testId: 'confirm-delete-team',
      run: async () => {
        try {
          await api.delete(`/api/teams/${team.id}`);
          notify.notify('success', t('teams.deleted', { name: team.name }));
          load();
        } catch (e) {
          notify.error(e, 'deleteFailed');
        }
      },
    });

  return (
    <div data-testid="teams-panel">
      <Toolbar>
        <Search
          value={query}
          placeholder={t('teams.search')}
          aria-label={t('teams.search')}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(0);
          }}
        />
        <span className="grow" />
        {print && (
          <Button type="button" onClick={() => print(TEAM_GRID, { query })} data-testid="teams-print">
            {t('actions.print')}
          </Button>
        )}
        {canWrite && (
          <Button type="button" $variant="primary" onClick={() => setEditing('new')} data-testid="team-new">
            + {t('teams.new')}
          </Button>
        )}
      </Toolbar>
      <TableCard>
        <Table data-testid="teams-table">
          <thead>
            <tr>
              <th style={{ width: '28%' }}>{t('teams.cols.name')}</th>
              <th>{t('teams.cols.members')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {shown.data.length === 0 ? (
              <EmptyRow colSpan={3} title={teams === null ? t('loading') : query ? t('teams.noMatch') : t('teams.empty')} text={teams === null ? undefined : t('teams.emptyText')} />
            ) : (
              shown.data.map((team) => (
                <tr key={team.id} data-testid="team-row" data-name={team.name}>
                  <td>
                    <strong>{team.name}</strong>
                    <span className="sub">{t('teams.memberCount', { count: team.memberIds.length })}</span>
                  </td>
                  <td>
                    <Chips>
                      {team.membersNicknames.map((n, i) => (
                        <Chip key={`${team.memberIds[i]}`}>{n}</Chip>
                      ))}
                    </Chips>
                  </td>
                  <td className="actions">
                    {canWrite && (
                      <>
                        <Button type="button" $small onClick={() => setEditing(team)} data-testid="team-edit">
                          {t('actions.edit')}
                        </Button>{' '}
                        <Button type="button" $small $variant="ghost" onClick={() => remove(team)} data-testid="team-delete">
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
        <Pager number={shown.number} size={PAGE_SIZE} total={shown.total} onPage={setPage} t={t} testId="teams-pager" />
      </TableCard>
      {editing && (
        <TeamForm
          team={editing === 'new' ? null : editing}
          users={users}
          api={api}
          notify={notify}
          t={t}
          onClose={() => setEditing(null)}
          onSaved={(team, isNew) => {
            setEditing(null);
            notify.notify('success', isNew ? t('teams.created', { name: team.name }) : t('teams.updated', { name: team.name }));
            load();
          }}
        />
      )}
      {dialog}
    </div>
  );
}

function TeamForm({ team, users, api, notify, t, onSaved, onClose }: { team: Team | null; users: UserLookup[]; api: PanelProps['api']; notify: PanelProps['notify']; t: T; onSaved: (team: Team, isNew: boolean) => void; onClose: () => void }) {
  const isNew = team === null;
  const [name, setName] = useState(team?.name ?? '');
  const [memberIds, setMemberIds] = useState<number[]>(team?.memberIds ?? []);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = check(name, required, maxChars(ADMIN_LIMITS.name));
  const nameError = touched && problem ? t(problem.key, problem.vars) : null;
  // members who left (deactivated) still show with their nickname
  const options = useMemo(() => {
    const list = users.map((u) => ({ id: u.id, label: u.nickname, hint: u.name, online: u.online }));
    team?.memberIds.forEach((id, i) => {
      if (!list.some((o) => o.id === id)) list.push({ id, label: team.membersNicknames[i] ?? `#${id}`, hint: '', online: false });
    });
    return list;
  }, [users, team]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setTouched(true);
    if (problem) {
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    setSaving(true);
    try {
      const body = { name: name.trim(), memberIds };
      onSaved(isNew ? await api.post<Team>('/api/teams', body) : await api.put<Team>(`/api/teams/${team.id}`, body), isNew);
    } catch (err) {
      notify.error(err, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  return (
    <Modal
      title={isNew ? t('teams.form.newTitle') : t('teams.form.editTitle', { name: team.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={600}
      testId="team-form"
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" $variant="primary" disabled={saving} data-testid="team-save">
            {saving ? t('actions.saving') : isNew ? t('actions.create') : t('actions.save')}
          </Button>
        </>
      }
    >
      <Field label={t('teams.form.name')} htmlFor="t-name" error={nameError} required testId="field-team-name">
        <Input id="t-name" value={name} aria-invalid={!!nameError} onChange={(e) => setName(e.target.value)} data-testid="team-name" />
      </Field>
      <Field label={t('teams.form.members')} htmlFor="t-members" hint={t('teams.form.membersHint')}>
        <MultiPicker id="t-members" options={options} value={memberIds} onChange={setMemberIds} t={t} testId="team-members" />
      </Field>
    </Modal>
  );
}
