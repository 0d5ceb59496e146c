/** One notice as the area and the home screen show it: title, period, audience, text. */
import styled from 'styled-components';
import { Badge, formatDate } from '@lauda/web-kit';
import type { Notice } from '../common/index.js';

export function NoticeCard({ notice: n, t, groupName, actions }: {
  notice: Notice;
  t: (key: string, o?: Record<string, unknown>) => string;
  /** names of the groups (the area knows them); without it a group notice says "Grupos" */
  groupName?(id: number): string;
  actions?: React.ReactNode;
}) {
  return (
    <Box data-testid="notice-card" data-notice={n.id}>
      <header>
        <h3>{n.title}</h3>
        <Badge $tone={n.external ? 'accent' : 'info'}>{t(n.external ? 'external' : 'internal')}</Badge>
        <span className="grow" />
        {actions}
      </header>
      <p className="meta">
        <span>{t('period', { from: formatDate(n.from), to: formatDate(n.to) })}</span>
        <span>{!n.groupIds.length ? t('everyone') : groupName ? n.groupIds.map(groupName).join(', ') : t('groups')}</span>
        {n.authorNickname && <span>{t('by', { name: n.authorNickname })}</span>}
      </p>
      {n.text && <p className="text">{n.text}</p>}
    </Box>
  );
}

const Box = styled.article`
  padding: 10px 14px;
  border: 1px solid var(--lauda-line);
  border-left: 4px solid var(--lauda-accent);
  border-radius: var(--lauda-radius);
  background: var(--lauda-surface);
  header { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
  h3 { margin: 0; font-size: var(--lauda-font-large); }
  .grow { flex: 1; }
  .meta { display: flex; flex-wrap: wrap; gap: 12px; margin: 4px 0 0; font-size: 12px; color: var(--lauda-muted); }
  .text { margin: 8px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
