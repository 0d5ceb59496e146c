/** The home screen's "today's notices" (the shell's `home.cards`): the current notices meant for the user, live. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { HomeCardsProps, Page, PanelProps } from '@lauda/sdk/web';
import { NOTICES_TOPIC, type Notice } from '../common/index.js';
import { NoticeCard } from './NoticeCard';

export default function HomeNotices({ api, live, t }: HomeCardsProps & PanelProps) {
  const [notices, setNotices] = useState<Notice[] | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let on = true;
    api.get<Page<Notice>>('/api/notices?current=true&size=20').then((p) => on && setNotices(p.data), () => on && setNotices([]));
    return () => {
      on = false;
    };
  }, [api, tick]);
  // the server sends each user only the notices meant for them
  useEffect(() => live.subscribe(NOTICES_TOPIC, () => setTick((n) => n + 1)), [live]);
  if (!notices?.length) return null;
  return (
    <Section data-testid="home-notices" aria-labelledby="home-notices-title">
      <h2 id="home-notices-title">{t('current')}</h2>
      {notices.map((n) => <NoticeCard key={n.id} notice={n} t={t} />)}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: 8px;
  margin-bottom: 18px;
  h2 { margin: 0; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; color: var(--lauda-muted); }
`;
