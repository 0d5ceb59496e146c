import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '@lauda/sdk/web';
import { Badge, Button, EmptyRow, formatInstant, Table, TableCard, Toolbar, useConfirm, VisuallyHidden } from '@lauda/web-kit';
import { browserOf, ME, type MySession } from './api';
import { MyCard } from './MyCard';

/**
 * The user's open sessions (since, last activity, address, browser; times in the branch's zone),
 * "Encerrar" on one after a confirm, and "Encerrar as outras". Ending this very session signs out.
 */
export function SessionsCard({ api, notify, timeZone, round, onSignedOut }: Pick<PanelProps, 'api' | 'notify'> & { timeZone: string | undefined; round: number; onSignedOut(): void }) {
  const { t } = useTranslation();
  const [sessions, setSessions] = useState<MySession[] | null>(null);
  const { ask, dialog } = useConfirm();
  const load = useCallback(() => {
    api.get<MySession[]>(`${ME}/sessions`).then(setSessions).catch((e) => notify.error(e, 'loadFailed'));
  }, [api, notify]);
  useEffect(load, [load, round]);

  const browser = (s: MySession) => browserOf(s.userAgent) ?? t('myData.sessions.unknown');
  const end = (s: MySession) =>
    ask({
      title: t('myData.sessions.endTitle'),
      text: s.current ? t('myData.sessions.endSelfText') : t('myData.sessions.endText', { browser: browser(s), since: formatInstant(s.since, timeZone) }),
      confirmLabel: t('myData.sessions.end'),
      danger: true,
      testId: 'my-session-end-confirm',
      run: async () => {
        try {
          await api.delete(`${ME}/sessions/${s.id}`);
          if (s.current) return onSignedOut();
          notify.notify('success', t('myData.sessions.ended'));
          load();
        } catch (e) {
          notify.error(e, 'actionFailed');
        }
      },
    });
  const endOthers = async () => {
    try {
      const r = await api.post<{ ended: number }>(`${ME}/sessions/sign-out-others`);
      notify.notify('success', t('myData.sessions.endedOthers', { count: r.ended }));
      load();
    } catch (e) {
      notify.error(e, 'actionFailed');
    }
  };

  const list = sessions ?? [];
  return (
    <MyCard title={t('myData.sessions.title')} testId="my-sessions" wide>
      <Toolbar>
        <Button type="button" $variant="danger" disabled={list.filter((s) => !s.current).length === 0} onClick={() => void endOthers()} data-testid="my-sessions-end-others">
          {t('myData.sessions.endOthers')}
        </Button>
      </Toolbar>
      <TableCard>
        <Table data-testid="my-sessions-table" aria-busy={sessions === null} aria-label={t('myData.sessions.title')}>
          <thead>
            <tr>
              <th scope="col">{t('myData.sessions.browser')}</th>
              <th scope="col">{t('myData.sessions.ip')}</th>
              <th scope="col">{t('myData.sessions.since')}</th>
              <th scope="col">{t('myData.sessions.lastSeen')}</th>
              <th scope="col"><VisuallyHidden>{t('myData.sessions.actions')}</VisuallyHidden></th>
            </tr>
          </thead>
          <tbody>
            {list.length === 0 ? (
              <EmptyRow colSpan={5} title={sessions === null ? t('app.loading') : t('myData.sessions.empty')} />
            ) : (
              list.map((s) => (
                <tr key={s.id} data-testid="my-session" data-session={s.id} data-current={s.current || undefined}>
                  <td>
                    <span title={s.userAgent ?? undefined}>{browser(s)}</span>
                    {s.current && <> <Badge $tone="success" data-testid="my-session-current">{t('myData.sessions.current')}</Badge></>}
                  </td>
                  <td className="nowrap">{s.ip ?? '—'}</td>
                  <td className="nowrap" data-testid="my-session-since">{formatInstant(s.since, timeZone)}</td>
                  <td className="nowrap" data-testid="my-session-last">{formatInstant(s.lastSeenAt, timeZone)}</td>
                  <td className="nowrap">
                    <Button type="button" $small $variant="danger" onClick={() => end(s)} data-testid="my-session-end" aria-label={`${t('myData.sessions.end')}: ${browser(s)}`}>
                      {t('myData.sessions.end')}
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </TableCard>
      {dialog}
    </MyCard>
  );
}
