/**
 * The sidebar of the news suggestions (spec 001 §2 "news suggestions list with a sidebar"): the chosen
 * suggestion's details and actions, and the latest suggestions — page 0 of its own size, refreshed
 * on every live change (spec 001 §7 "sidebar refresh").
 */
import { useEffect } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { useDocumentMenu } from '@lauda/web-kit';
import { Badge, Button, formatDate, formatInstant, IconButton, SectionTitle } from '@lauda/web-kit';
import { PROPOSALS_TOPIC, type Proposal } from '../common/index.js';
import { useProposals } from './useProposals';

const LATEST = 8;
const NO_FILTER = { filter: '', from: null, to: null, state: 'all' } as const;

export function ProposalSidebar(props: PanelProps & {
  current: Proposal | null;
  writer: boolean;
  acceptor: boolean;
  onChoose(p: Proposal): void;
  onClose(): void;
  onEdit(p: Proposal): void;
  onAccept(p: Proposal): void;
  onRemove(p: Proposal): void;
}) {
  const { t, live, current: p, writer, acceptor } = props;
  const { list, reload } = useProposals(props, NO_FILTER, LATEST, 0);
  const docMenu = useDocumentMenu('proposal');
  useEffect(() => live.subscribe(PROPOSALS_TOPIC, reload), [live, reload]);
  return (
    <Side aria-label={t('details')} data-testid="proposals-sidebar">
      {docMenu.node}
      <section data-testid="proposal-detail">
        {p ? (
          <>
            <header>
              <h2>{p.title}</h2>
              <IconButton label={t('close')} onClick={props.onClose} data-testid="proposal-detail-close">×</IconButton>
            </header>
            <p className="meta">
              <span>{formatDate(p.date)}</span>
              {p.suggestedBy && <span>{p.suggestedBy}</span>}
              {p.source && <span>{p.source}</span>}
              <Badge $tone={p.guidelineId ? 'success' : 'neutral'}>{t(p.guidelineId ? 'accepted' : 'open')}</Badge>
            </p>
            {p.text && <p className="text">{p.text}</p>}
            {p.acceptedAt && <p className="meta">{t('guidelineOf', { name: p.acceptedBy ?? '' })} · {formatInstant(p.acceptedAt)}</p>}
            {writer && (
              <div className="actions">
                {acceptor && !p.guidelineId && <Button $small $variant="primary" onClick={() => props.onAccept(p)} data-testid="proposal-accept">{t('accept')}</Button>}
                <Button $small onClick={() => props.onEdit(p)} data-testid="proposal-edit">{t('edit')}</Button>
                <Button $small $variant="ghost" onClick={() => props.onRemove(p)} data-testid="proposal-remove">{t('remove')}</Button>
                {docMenu.itemsFor({ id: p.id, title: p.title }).map((i) => <Button key={i.id} $small onClick={i.onSelect} data-testid={`proposal-${i.id}`}>{i.label}</Button>)}
              </div>
            )}
          </>
        ) : <p className="hint">{t('pickOne')}</p>}
      </section>
      <section>
        <SectionTitle>{t('latest')}</SectionTitle>
        <ul data-testid="proposals-latest">
          {(list?.data ?? []).map((x) => (
            <li key={x.id}>
              <button type="button" onClick={() => props.onChoose(x)} data-testid="proposal-latest">
                <span>{x.title}</span>
                <small>{formatDate(x.date)}{x.suggestedBy ? ` · ${x.suggestedBy}` : ''}</small>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Side>
  );
}

const Side = styled.aside`
  border-left: 1px solid var(--lauda-line);
  background: var(--lauda-surface);
  overflow: auto;
  padding: 12px 14px;
  display: grid;
  gap: 16px;
  align-content: start;
  header { display: flex; align-items: start; gap: 8px; }
  h2 { flex: 1; margin: 0; font-size: var(--lauda-font-large); overflow-wrap: anywhere; }
  .meta { display: flex; flex-wrap: wrap; gap: 10px; margin: 6px 0 0; font-size: 12px; color: var(--lauda-muted); align-items: center; }
  .text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 10px 0 0; }
  .hint { color: var(--lauda-muted); margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
  li button { all: unset; box-sizing: border-box; display: grid; width: 100%; padding: 6px 8px; border-radius: var(--lauda-radius); cursor: pointer; }
  li button:hover { background: var(--lauda-state-hover-bg); }
  li button:focus-visible { outline: 2px solid var(--lauda-focus); }
  li small { color: var(--lauda-muted); }
  @media (max-width: 900px) { border-left: 0; border-top: 1px solid var(--lauda-line); }
`;
