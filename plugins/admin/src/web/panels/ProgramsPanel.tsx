import { useEffect, useMemo, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import { ADMIN_ERRORS, ADMIN_TOPICS } from '../../common/index.js';
import { errorCode, errorDetails, holds, LOOKUP, ROLES, type Group, type Program, type UserLookup } from '../api';
import { Badge, Check, Chip, Chips, endsNextDay, matches, RecordListPanel, shortTime, useRecordList } from '@lauda/web-kit';
import { bodyOf, ProgramForm, type People } from './ProgramForm';

/** Programs: name, times, people, defaults, allowed groups, active. One with content can only be deactivated. */
export default function ProgramsPanel({ api, live, user: me, notify, t }: PanelProps) {
  const canWrite = holds(me, ROLES.programWrite);
  const deactivate = async (p: Program, load: () => void) => {
    try {
      // the version of the row shown: a change made meanwhile is a 412, not overwritten
      await api.put<Program>(`/api/programs/${p.id}`, { ...bodyOf({ ...p, active: false }), version: p.version });
      notify.notify('success', t('programs.deactivated', { name: p.name }));
      load();
    } catch (e) {
      notify.error(e, 'updateFailed');
    }
  };
  const list = useRecordList<Program>({
    kind: 'program',
    url: '/api/programs',
    listUrl: '/api/programs?all=true',
    topic: ADMIN_TOPICS.programs,
    api,
    live,
    notify,
    t,
    onDeleteError: (e, p, { ask, load }) => {
      if (errorCode(e) !== ADMIN_ERRORS.programHasContent) return notify.error(e, 'deleteFailed');
      // spec 000 §5: a program with content can only be deactivated
      const total = errorDetails(e).total;
      ask({
        title: t('programs.confirm.hasContentTitle', { name: p.name }),
        text: `${t(`errors.${ADMIN_ERRORS.programHasContent}`)}${typeof total === 'number' ? ` (${t('programs.contentCount', { count: total })})` : ''}.`,
        confirmLabel: t('programs.confirm.deactivate'),
        testId: 'confirm-has-content',
        run: () => deactivate(p, load),
      });
    },
  });
  const [people, setPeople] = useState<People>({ users: [], editors: [], imageEditors: [], groups: null });
  const [activeOnly, setActiveOnly] = useState(false);
  useEffect(() => {
    void Promise.all([
      api.get<UserLookup[]>(LOOKUP.users).catch(() => []),
      api.get<UserLookup[]>(LOOKUP.editors).catch(() => []),
      api.get<UserLookup[]>(LOOKUP.imageEditors).catch(() => []),
      holds(me, ROLES.userRead) ? api.get<Group[]>('/api/groups').catch(() => null) : Promise.resolve(null),
    ]).then(([users, editors, imageEditors, groups]) => setPeople({ users, editors, imageEditors, groups }));
  }, [api, me]);

  const nick = useMemo(() => new Map(people.users.map((u) => [u.id, u.nickname])), [people.users]);
  const groupName = useMemo(() => new Map((people.groups ?? []).map((g) => [g.id, g.name])), [people.groups]);

  return (
    <RecordListPanel<Program>
      list={list}
      t={t}
      canWrite={canWrite}
      filters={<Check checked={activeOnly} onChange={(v) => (setActiveOnly(v), list.setPage(0))} label={t('programs.activeOnly')} />}
      colSpan={7}
      head={
        <>
          <th>{t('programs.cols.name')}</th>
          <th>{t('programs.cols.time')}</th>
          <th>{t('programs.cols.presenters')}</th>
          <th>{t('programs.cols.editors')}</th>
          <th>{t('programs.cols.groups')}</th>
          <th>{t('programs.cols.status')}</th>
        </>
      }
      filter={(p, query) => (!activeOnly || p.active) && matches(query, p.name)}
      rowClassName={(p) => (p.active ? undefined : 'off')}
      cells={(p) => (
        <>
          <td>
            <strong>{p.name}</strong>
          </td>
          <td className="nowrap" data-testid="program-time">
            {shortTime(p.start)}–{shortTime(p.end)}
            {endsNextDay(p.start, p.end) && <span className="sub">{t('programs.nextDay')}</span>}
          </td>
          <td className="muted">{names(p.presenterIds, nick) || '—'}</td>
          <td className="muted">{names(p.editorIds, nick) || '—'}</td>
          <td>
            {p.allowedGroupIds.length === 0 ? (
              <span className="sub">{t('programs.everyone')}</span>
            ) : (
              <Chips>
                {p.allowedGroupIds.map((g) => (
                  <Chip key={g}>{groupName.get(g) ?? `#${g}`}</Chip>
                ))}
              </Chips>
            )}
          </td>
          <td className="nowrap">
            {p.active ? <Badge $tone="success">{t('programs.status.active')}</Badge> : <Badge>{t('programs.status.inactive')}</Badge>}
            {p.legacy && <Badge $tone="warning" style={{ marginLeft: 4 }}>{t('programs.status.legacy')}</Badge>}
          </td>
        </>
      )}
      editor={(program) => <ProgramForm program={program} people={people} api={api} notify={notify} t={t} onClose={list.close} onSaved={list.saved} />}
    />
  );
}

const names = (ids: number[], nick: Map<number, string>) => ids.map((id) => nick.get(id) ?? `#${id}`).join(', ');
