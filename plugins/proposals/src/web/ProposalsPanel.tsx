/**
 * The news suggestions area ("Sugestões de pauta"): the list by period, words and state, paged and
 * live; a sidebar with the latest suggestions (page 0 of its own size, refreshed live) and the chosen
 * one's details; writers suggest, change, accept into a guideline and remove (a warning when some
 * were in use and stayed).
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import {
  Badge, Button, Check, DataTable, DateInput, ErrorState, formatDate, Search, Select, Spacer, ToolField, Toolbar, useConfirm, VisuallyHidden,
} from '@lauda/web-kit';
import { PROPOSAL_ROLES, type Proposal } from '../common/index.js';
import { AcceptDialog, ProposalForm } from './ProposalDialogs';
import { ProposalSidebar } from './ProposalSidebar';
import { useProposals, type Filter } from './useProposals';

const PAGE_SIZE = 20;

export default function ProposalsPanel(props: PanelProps) {
  const { api, notify, t, user, branch } = props;
  const writer = user.support || user.roles.includes(PROPOSAL_ROLES.write);
  const acceptor = writer && (user.support || user.roles.includes('ROLE_ASSIGNMENT_WRITE'));
  const [filter, setFilter] = useState<Filter>({ filter: '', from: null, to: null, state: 'all' });
  const [page, setPage] = useState(0);
  const { list, failed, reload } = useProposals(props, filter, PAGE_SIZE, page);
  const [chosen, setChosen] = useState<Proposal | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Proposal | 'new' | null>(null);
  const [accepting, setAccepting] = useState<Proposal | null>(null);
  const confirm = useConfirm(t('cancel'));
  const refilter = (patch: Partial<Filter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(0);
  };
  // the chosen one as the list now has it (live changes included)
  const current = chosen && (list?.data.find((p) => p.id === chosen.id) ?? chosen);

  const remove = (ids: number[]) => confirm.ask({
    title: t('remove'),
    text: t('removeConfirm', { count: ids.length }),
    confirmLabel: t('remove'),
    danger: true,
    testId: 'proposal-remove-confirm',
    run: async () => {
      try {
        const gone = (await api.delete<{ ids: number[] }>(`/api/assignment_proposals?ids=${ids.join(',')}`)).ids;
        if (gone.length) notify.notify('success', t('removed', { count: gone.length }));
        // spec 001 §4: fewer ids back than asked — the others are in use
        if (gone.length < ids.length) notify.notify('warning', t('inUse'));
        setSelected((s) => s.filter((id) => !ids.includes(id)));
        if (chosen && gone.includes(chosen.id)) setChosen(null);
      } catch (e) {
        notify.error(e, 'deleteFailed');
      }
    },
  });
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  return (
    <Area data-testid="proposals-panel">
      <Toolbar $bar>
        <Search value={filter.filter} placeholder={t('search')} aria-label={t('search')} onChange={(e) => refilter({ filter: e.target.value })} data-testid="proposals-search" />
        <ToolField>{t('from')}<DateInput value={filter.from} onChange={(from) => refilter({ from })} testId="proposals-from" aria-label={t('from')} /></ToolField>
        <ToolField>{t('to')}<DateInput value={filter.to} onChange={(to) => refilter({ to })} testId="proposals-to" aria-label={t('to')} /></ToolField>
        <ToolField>
          {t('state')}
          <Select value={filter.state} onChange={(e) => refilter({ state: e.target.value as Filter['state'] })} aria-label={t('state')} data-testid="proposals-state">
            {(['all', 'open', 'accepted'] as const).map((s) => <option key={s} value={s}>{t(`states.${s}`)}</option>)}
          </Select>
        </ToolField>
        <Spacer />
        {writer && selected.length > 0 && (
          <Button $variant="danger" onClick={() => remove(selected)} data-testid="proposals-remove-selected">
            {t('removeSelected')} ({selected.length})
          </Button>
        )}
        {writer && <Button $variant="primary" onClick={() => setEditing('new')} data-testid="proposal-new">{t('new')}</Button>}
      </Toolbar>
      <div className="split">
        <main className="list">
          {failed ? <ErrorState title={t('loadFailed')} onRetry={reload} /> : (
            <DataTable<Proposal>
              testId="proposals"
              label={t('tableLabel')}
              rows={list?.data ?? null}
              rowKey={(p) => p.id}
              rowProps={(p) => ({ 'data-proposal': p.id, className: current?.id === p.id ? 'chosen' : undefined })}
              emptyTitle={t('empty')}
              page={list ? { number: list.number, size: list.size, total: list.total, onPage: setPage } : undefined}
              columns={[
                ...(writer ? [{
                  id: 'select', header: '', className: 'nowrap',
                  cell: (p: Proposal) => <Check checked={selected.includes(p.id)} onChange={(on) => toggle(p.id, on)} label={<VisuallyHidden>{t('select', { title: p.title })}</VisuallyHidden>} testId="proposal-select" />,
                }] : []),
                { id: 'date', header: t('fields.date'), className: 'nowrap', cell: (p) => formatDate(p.date) },
                { id: 'title', header: t('fields.title'), cell: (p) => <button type="button" className="open" onClick={() => setChosen(p)} data-testid="proposal-open">{p.title}</button> },
                { id: 'by', header: t('fields.suggestedBy'), cell: (p) => p.suggestedBy },
                { id: 'state', header: t('state'), cell: (p) => <Badge $tone={p.guidelineId ? 'success' : 'neutral'}>{t(p.guidelineId ? 'accepted' : 'open')}</Badge> },
              ]}
            />
          )}
        </main>
        <ProposalSidebar
          {...props}
          current={current}
          writer={writer}
          acceptor={acceptor}
          onChoose={setChosen}
          onClose={() => setChosen(null)}
          onEdit={setEditing}
          onAccept={setAccepting}
          onRemove={(p) => remove([p.id])}
        />
      </div>
      {editing && (
        <ProposalForm
          proposal={editing === 'new' ? null : editing}
          api={api}
          notify={notify}
          t={t}
          timeZone={branch.timeZone}
          onClose={() => setEditing(null)}
          onSaved={(p) => {
            setEditing(null);
            setChosen(p);
            notify.notify('success', t('saved'), p.title);
          }}
        />
      )}
      {accepting && <AcceptDialog proposal={accepting} api={api} notify={notify} t={t} onClose={() => setAccepting(null)} onAccepted={() => setAccepting(null)} />}
      {confirm.dialog}
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  .split { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(0, 1fr) 340px; }
  .list { overflow: auto; padding: 12px 14px; }
  .open { all: unset; cursor: pointer; color: var(--lauda-primary); font-weight: 600; }
  .open:focus-visible { outline: 2px solid var(--lauda-focus); }
  tr.chosen td { background: var(--lauda-state-selected-bg); color: var(--lauda-state-selected); }
  @media (max-width: 900px) {
    .split { grid-template-columns: minmax(0, 1fr); overflow-y: auto; overflow-x: hidden; }
    .list { overflow: visible; min-width: 0; }
  }
`;
