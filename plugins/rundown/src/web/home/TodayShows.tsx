/**
 * The landing page's "your shows of today" (the shell's `home.cards`): today's rundowns, in the
 * newsroom's zone, of the programs the server lets this user see, each a card that opens the
 * workspace on that rundown in one click.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { HomeCardsProps, Page, PanelProps } from '@lauda/sdk/web';
import { Badge, dateIn, shortTime } from '@lauda/web-kit';
import type { RundownSummary } from '../../common/types.js';
import type { DisplayStatus } from '../../common/timing.js';
import { RUNDOWN_TOPICS } from '../../common/ids.js';
import { loadPrograms, type Program } from '../lookups.js';
import { linkToRundown } from '../logic/rundownLink.js';

const STATE: Record<DisplayStatus, { key: string; bg: string; fg: string }> = {
  play: { key: 'onAir', bg: '#d3202b', fg: '#fff' },
  blank: { key: 'notYet', bg: '#e3edff', fg: '#1f4fa8' },
  stop: { key: 'ended', bg: '#5d6b7c', fg: '#fff' },
};

export default function TodayShows({ api, live, branch, t, open }: HomeCardsProps & PanelProps) {
  const [shows, setShows] = useState<RundownSummary[] | null>(null);
  const [programs, setPrograms] = useState<Program[]>([]);
  const [tick, setTick] = useState(0);
  const date = dateIn(Date.now(), branch?.timeZone);

  useEffect(() => {
    let on = true;
    // the server lists only the rundowns of programs the user's groups give
    api.get<Page<RundownSummary>>(`/api/rundowns?date=${date}&size=200`).then((p) => on && setShows(p.data), () => on && setShows([]));
    void loadPrograms(api).then((p) => on && setPrograms(p));
    return () => {
      on = false;
    };
  }, [api, date, tick]);

  // a rundown created, taken to air or ended by anyone: the cards follow
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = live.subscribe(RUNDOWN_TOPICS.rundowns, () => {
      timer ??= setTimeout(() => {
        timer = null;
        setTick((n) => n + 1);
      }, 500);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [live]);

  if (!shows) return null;
  const name = (id: number) => programs.find((p) => p.id === id)?.name ?? `#${id}`;
  const sorted = [...shows].sort((a, b) => a.start.localeCompare(b.start));
  return (
    <Shows data-testid="home-shows" aria-labelledby="home-shows-title">
      <h2 id="home-shows-title">{t('web.home.title')}</h2>
      {sorted.length === 0 ? (
        <p className="none" data-testid="home-shows-none">{t('web.home.none')}</p>
      ) : (
        <Cards>
          {sorted.map((r) => {
            const state = STATE[r.displayStatus] ?? STATE.blank;
            const href = linkToRundown(r.id);
            return (
              <Card
                key={r.id}
                href={href}
                data-testid="home-show"
                data-rundown={r.id}
                data-program={r.programId}
                onClick={(e) => {
                  e.preventDefault();
                  open(href);
                }}
              >
                <strong>{name(r.programId)}</strong>
                <span className="window">{`${shortTime(r.start)}–${shortTime(r.end)}`}</span>
                <Badge $bg={state.bg} $fg={state.fg} data-testid="home-show-state">{t(`web.home.${state.key}`)}</Badge>
              </Card>
            );
          })}
        </Cards>
      )}
    </Shows>
  );
}

const Shows = styled.section`
  h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--lauda-muted); margin: 24px 0 8px; }
  .none { color: var(--lauda-muted); }
`;
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: 10px;
`;
const Card = styled.a`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 10px;
  align-items: center;
  padding: 14px;
  background: var(--lauda-surface);
  border: 1px solid var(--lauda-line);
  border-left: 4px solid var(--lauda-primary);
  border-radius: var(--lauda-radius);
  color: var(--lauda-text);
  text-decoration: none;
  strong { font-size: 15px; }
  [data-testid='home-show-state'] { grid-column: 2; grid-row: 1 / span 2; }
  .window { grid-column: 1; white-space: nowrap; color: var(--lauda-muted); font-variant-numeric: tabular-nums; }
  &:hover, &:focus-visible { border-color: var(--lauda-primary); }
`;
