import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { ADMIN_LIMITS, ADMIN_TOPICS } from '../../common/index.js';
import { holds, LOOKUP, ROLES, type Team, type UserLookup } from '../api';
import { Button, check, Chip, Chips, Dialog, Field, FormFooter, Input, matches, maxChars, MultiPicker, RecordListPanel, required, useRecordList } from '@lauda/web-kit';

type T = PanelProps['t'];
/** What the shell hands panels besides the sdk's PanelProps (web-shell README "Print pages"). */
type WithPrint = PanelProps & { print?: (type: string, options: Record<string, unknown>) => boolean };

export const TEAM_GRID = 'team_grid';

/** Teams and their members. A team used in a document cannot be deleted. */
export default function TeamsPanel(props: PanelProps) {
  const { api, live, user: me, notify, t } = props;
  const print = (props as WithPrint).print;
  const canWrite = holds(me, ROLES.teamWrite);
  const list = useRecordList<Team>({ kind: 'team', url: '/api/teams', topic: ADMIN_TOPICS.teams, api, live, notify, t });
  const [users, setUsers] = useState<UserLookup[]>([]);
  useEffect(() => {
    api.get<UserLookup[]>(LOOKUP.users).then(setUsers, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify]);

  return (
    <RecordListPanel<Team>
      list={list}
      t={t}
      canWrite={canWrite}
      actions={
        print && (
          <Button type="button" onClick={() => print(TEAM_GRID, { query: list.query })} data-testid="teams-print">
            {t('actions.print')}
          </Button>
        )
      }
      colSpan={3}
      head={
        <>
          <th style={{ width: '28%' }}>{t('teams.cols.name')}</th>
          <th>{t('teams.cols.members')}</th>
        </>
      }
      filter={(x, query) => matches(query, x.name, ...x.membersNicknames)}
      cells={(team) => (
        <>
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
        </>
      )}
      editor={(team) => <TeamForm team={team} users={users} api={api} notify={notify} t={t} onClose={list.close} onSaved={list.saved} />}
    />
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
      // the version loaded: a change made meanwhile is a 412 and the form keeps what was typed
      onSaved(isNew ? await api.post<Team>('/api/teams', body) : await api.put<Team>(`/api/teams/${team.id}`, { ...body, version: team.version }), isNew);
    } catch (err) {
      notify.error(err, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={isNew ? t('teams.form.newTitle') : t('teams.form.editTitle', { name: team.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={600}
      testId="team-form"
      closeLabel={t('actions.close')}
      footer={<FormFooter saving={saving} isNew={isNew} onClose={onClose} saveTestId="team-save" />}
    >
      <Field label={t('teams.form.name')} htmlFor="t-name" error={nameError} required testId="field-team-name">
        <Input id="t-name" value={name} aria-invalid={!!nameError} onChange={(e) => setName(e.target.value)} data-testid="team-name" />
      </Field>
      <Field label={t('teams.form.members')} htmlFor="t-members" hint={t('teams.form.membersHint')}>
        <MultiPicker id="t-members" options={options} value={memberIds} onChange={setMemberIds} testId="team-members" />
      </Field>
    </Dialog>
  );
}
