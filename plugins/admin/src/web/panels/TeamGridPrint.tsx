import { useEffect, useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import type { Team } from '../api';
import { matches, PrintSheet } from '@lauda/web-kit';

/** Spec 000 §5: a grid print holds at most 100 records. */
const PRINT_LIMIT = 100;

/** The `team_grid` print kind (spec 001 §2 "team grid"): teams and their members. */
export default function TeamGridPrint({ api, notify, t, options }: PanelProps & { options: Record<string, unknown> }) {
  const [teams, setTeams] = useState<Team[] | null>(null);
  const query = typeof options.query === 'string' ? options.query : '';
  useEffect(() => {
    api.get<Team[]>('/api/teams').then(setTeams, (e) => notify.error(e, 'loadFailed'));
  }, [api, notify]);
  if (!teams) return <p>{t('loading')}</p>;
  const all = teams.filter((x) => matches(query, x.name, ...x.membersNicknames));
  const shown = all.slice(0, PRINT_LIMIT);
  return (
    <PrintSheet data-testid="team-grid-print">
      <h1>{t('teams.printTitle')}</h1>
      {query && <p className="meta">{t('teams.search')}: “{query}”</p>}
      <table>
        <thead>
          <tr>
            <th>{t('teams.cols.name')}</th>
            <th>{t('teams.cols.members')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((team) => (
            <tr key={team.id}>
              <td>{team.name}</td>
              <td>{team.membersNicknames.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="meta">{all.length > shown.length ? t('teams.printTruncated', { shown: shown.length, total: all.length }) : t('teams.printCount', { count: all.length })}</p>
    </PrintSheet>
  );
}

